import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import { invoiceWithLines, session, type Session } from '../../../test/finance-fixtures.ts';

describe.each(databaseKinds())('products (%s)', (kind) => {
  let api: TestApi;
  let folio: Session;
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    api.app.inject({ method, url, headers: { authorization: folio.auth }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    api = await startTestApi(kind);
    folio = await session(api, 'folio.admin');
  });
  afterAll(() => api.close());

  it('creates, reads, searches (lower-cased), updates and deletes a product with audit rows', async () => {
    const created = await inject('POST', `/api/product1/${folio.companyId}`, {
      code: 'ZX-9',
      name: 'Zebra Xylophone Lesson',
      unitCost: '75.50',
    });
    expect(created.statusCode).toBe(201);
    const product = created.json();
    expect(product).toMatchObject({
      code: 'ZX-9',
      name: 'Zebra Xylophone Lesson',
      unitCost: 75.5,
      active: true,
      description: '',
    });
    expect((await inject('GET', `/api/product1/specific/${product.id}`)).json()).toEqual(product);
    const all = (await inject('GET', `/api/product1/${folio.companyId}`)).json<Array<{ id: number }>>();
    expect(all.map((p) => p.id)).toContain(product.id);
    for (const query of ['xylophone', 'zx-', 'ZEBRA']) {
      const found = (await inject('GET', `/api/product1/${folio.companyId}/${encodeURIComponent(query)}`)).json<
        Array<{ id: number }>
      >();
      expect(
        found.map((p) => p.id),
        query,
      ).toEqual([product.id]);
    }
    expect((await inject('GET', `/api/product1/${folio.companyId}/50%25`)).json()).toEqual([]);

    const updated = await inject('PUT', `/api/product1/${product.id}`, {
      name: 'Zebra lesson',
      unitCost: 80,
      active: false,
    });
    expect(updated.json()).toMatchObject({ name: 'Zebra lesson', unitCost: 80, active: false, code: null });
    expect((await inject('DELETE', `/api/product1/${product.id}`)).json()).toEqual({ id: product.id });
    expect((await inject('GET', `/api/product1/specific/${product.id}`)).statusCode).toBe(404);
    const audit = await api.db.query<{ action: string }>(
      `select action from audit_log where entity = 'product' and entity_id = $1 order by id`,
      [product.id],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses to delete a product in use (409: deactivate it instead) and bad amounts', async () => {
    const product = (
      await inject('POST', `/api/product1/${folio.companyId}`, { name: 'Session', unitCost: 10 })
    ).json();
    const invoice = await invoiceWithLines(api, folio, [1]);
    await inject('POST', `/api/invoice1/product/${folio.companyId}/${invoice.id}/${product.id}`);
    const res = await inject('DELETE', `/api/product1/${product.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/set it inactive instead/);
    expect((await inject('GET', `/api/product1/specific/${product.id}`)).statusCode).toBe(200);
    for (const unitCost of [-1, 1.234, 'ten']) {
      const bad = await inject('POST', `/api/product1/${folio.companyId}`, { name: 'Bad', unitCost });
      expect(bad.statusCode, String(unitCost)).toBe(400);
    }
  });
});
