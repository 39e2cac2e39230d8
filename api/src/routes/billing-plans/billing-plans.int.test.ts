import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import { invoiceWithLines, session, type Session } from '../../../test/finance-fixtures.ts';

describe.each(databaseKinds())('billing plans (%s)', (kind) => {
  let api: TestApi;
  let business: Session;
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    api.app.inject({ method, url, headers: { authorization: business.auth }, ...(payload ? { payload } : {}) });
  const ids = async (url: string) => (await inject('GET', url)).json<Array<{ id: number }>>().map((p) => p.id);

  beforeAll(async () => {
    api = await startTestApi(kind);
    business = await session(api, 'business.admin');
  });
  afterAll(() => api.close());

  it('creates a plan with items (a product item takes the product’s price), lists, searches, updates, deletes', async () => {
    const product = (
      await inject('POST', `/api/product1/${business.companyId}`, { name: 'Support hour', unitCost: 90 })
    ).json();
    const created = await inject('POST', `/api/billingplan/${business.companyId}`, {
      name: 'Quarterly Qwerty Support',
      frequency: 'Q',
      bookings: true,
      items: [
        { productId: product.id, quantity: 3 },
        { description: 'Travel', quantity: 1, unitCost: 45.5, discountPercentage: 50 },
      ],
    });
    expect(created.statusCode).toBe(201);
    const plan = created.json();
    expect(plan).toMatchObject({
      name: 'Quarterly Qwerty Support',
      frequency: 'Q',
      bookings: true,
      active: true,
      amount: 292.75, // 3 × 90 + 45.50 × 50%
      items: [
        { productId: product.id, description: 'Support hour', quantity: 3, unitCost: 90, amount: 270, position: 0 },
        { productId: null, description: 'Travel', discountPercentage: 50, amount: 22.75, position: 1 },
      ],
    });
    expect((await inject('GET', `/api/billingplan/specific/${plan.id}`)).json()).toEqual(plan);
    for (const list of ['', 'active/', 'bookings/']) {
      expect(await ids(`/api/billingplan/${list}${business.companyId}`), list).toContain(plan.id);
    }
    expect(await ids(`/api/billingplan/search/${business.companyId}/qwerty`)).toEqual([plan.id]);
    expect(await ids(`/api/billingplan/search/${business.companyId}/QWERTY`)).toEqual([plan.id]);

    const updated = await inject('PUT', `/api/billingplan/${plan.id}`, {
      name: 'Qwerty Support',
      bookings: false,
      items: [{ description: 'Flat fee', quantity: 1, unitCost: 100 }],
    });
    expect(updated.json()).toMatchObject({
      name: 'Qwerty Support',
      frequency: 'M',
      bookings: false,
      amount: 100,
      items: [{ description: 'Flat fee' }],
    });
    expect(await ids(`/api/billingplan/bookings/${business.companyId}`)).not.toContain(plan.id);
    expect((await inject('DELETE', `/api/billingplan/${plan.id}`)).json()).toEqual({ id: plan.id });
    expect((await inject('GET', `/api/billingplan/specific/${plan.id}`)).statusCode).toBe(404);
  });

  it('names a bad item field, refuses another company’s product, and keeps a plan in use (409)', async () => {
    const bad = await inject('POST', `/api/billingplan/${business.companyId}`, {
      name: 'Bad',
      items: [
        { description: 'ok', quantity: 1, unitCost: 1 },
        { description: 'x', quantity: 0, unitCost: 1 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'items.1.quantity' })]);

    const { rows } = await api.db.query<{ id: number }>(
      'select id from products where company_id <> $1 order by id limit 1',
      [business.companyId],
    );
    const foreign = await inject('POST', `/api/billingplan/${business.companyId}`, {
      name: 'X',
      items: [{ productId: rows[0]!.id }],
    });
    expect(foreign.statusCode).toBe(404);

    const plan = (await inject('POST', `/api/billingplan/${business.companyId}`, { name: 'Used', items: [] })).json();
    const invoice = await invoiceWithLines(api, business, [1]);
    await api.db.query('update invoices set billing_plan_id = $1 where id = $2', [plan.id, invoice.id]);
    const res = await inject('DELETE', `/api/billingplan/${plan.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/set it inactive instead/);
  });
});
