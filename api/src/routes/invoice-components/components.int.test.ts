import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import {
  componentsOf,
  invoiceState,
  invoiceWithLines,
  pay,
  session,
  type Session,
} from '../../../test/finance-fixtures.ts';

describe.each(databaseKinds())('invoice components (%s)', (kind) => {
  let api: TestApi;
  let health: Session;
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    api.app.inject({ method, url, headers: { authorization: health.auth }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    api = await startTestApi(kind);
    health = await session(api, 'health.admin');
  });
  afterAll(() => api.close());

  it('adds, updates and deletes a component, recomputing its amount and the invoice amount', async () => {
    const invoice = await invoiceWithLines(api, health, [100]);
    const added = await inject('POST', `/api/invoicecomponent/${invoice.id}`, {
      description: 'Nebulisation',
      quantity: 3,
      unitCost: 19.99,
      discountPercentage: 10,
      diagnosisCode1: { icd10Code: 'j45.9' },
    });
    expect(added.statusCode).toBe(201);
    const { component, invoice: after } = added.json();
    // 3 × 19.99 less 10% = 53.973 → 53.97
    expect(component).toMatchObject({ amount: 53.97, paid: 0, quantity: 3, diagnosisCode1: 'J45.9', position: 1 });
    expect(after).toMatchObject({ amount: 153.97, version: invoice.version + 1 });

    const updated = await inject('PUT', `/api/invoicecomponent/${component.id}`, {
      quantity: '0.7',
      unitCost: 10.05,
      diagnosisCode2: 'E11.65',
      bhfCode: '3617',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().component).toMatchObject({
      quantity: 0.7,
      discountPercentage: 10,
      description: 'Nebulisation',
      diagnosisCode1: 'J45.9',
      diagnosisCode2: 'E11.65',
      bhfCode: '3617',
    });
    // 0.7 × 10.05 × 0.9 = 6.3315 → 6.33 (the discount kept from before)
    expect(updated.json().component.amount).toBe(6.33);
    expect(updated.json().invoice.amount).toBe(106.33);

    const deleted = await inject('DELETE', `/api/invoicecomponent/${component.id}`);
    expect(deleted.json()).toMatchObject({ id: component.id, invoice: { amount: 100 } });
    expect(await componentsOf(api, health, invoice.id)).toHaveLength(1);
    const audit = await api.db.query<{ action: string }>(
      `select action from audit_log where entity = 'invoice_component' and entity_id = $1 order by id`,
      [component.id],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
  });

  it.each([
    ['a malformed diagnosis code', { diagnosisCode3: 'J6.9' }, 'diagnosisCode3'],
    ['a malformed code as an object', { diagnosisCode1: { icd10Code: 'XYZ' } }, 'diagnosisCode1'],
    ['a too long code suffix', { diagnosisCode5: 'Z00.00000' }, 'diagnosisCode5'],
    ['a zero quantity', { quantity: 0 }, 'quantity'],
    ['four decimals of quantity', { quantity: '1.0001' }, 'quantity'],
    ['a negative unit cost', { unitCost: -1 }, 'unitCost'],
    ['three decimals of unit cost', { unitCost: 1.005 }, 'unitCost'],
    ['a discount above 100', { discountPercentage: 100.5 }, 'discountPercentage'],
  ])('answers %s with a 400 naming the field and changes nothing', async (_, body, field) => {
    const invoice = await invoiceWithLines(api, health, [100]);
    const [line] = await componentsOf(api, health, invoice.id);
    const before = await invoiceState(api, invoice.id);
    const res = await inject('PUT', `/api/invoicecomponent/${line!.id}`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field })]);
    expect(res.json().detail).toContain(field);
    expect(await invoiceState(api, invoice.id)).toEqual(before);
    expect((await componentsOf(api, health, invoice.id))[0]).toEqual(line);
  });

  it('refuses changes that would bring an amount below what is paid, and any change to a paid invoice', async () => {
    const invoice = await invoiceWithLines(api, health, [100, 50]);
    const [first, second] = await componentsOf(api, health, invoice.id);
    await pay(api, health, invoice.id, { amount: 80 }, { componentId: first!.id });
    const before = await invoiceState(api, invoice.id);

    const belowLine = await inject('PUT', `/api/invoicecomponent/${first!.id}`, { unitCost: 79.99 });
    expect(belowLine.statusCode).toBe(422);
    expect(belowLine.json().detail).toMatch(/less than the 80.00 already paid on it/);
    const deletePaidLine = await inject('DELETE', `/api/invoicecomponent/${first!.id}`);
    expect(deletePaidLine.statusCode).toBe(409);

    await pay(api, health, invoice.id, { amount: 60 });
    // paid 140 of 150: removing the 50 line would leave 100 < 140
    const belowInvoice = await inject('DELETE', `/api/invoicecomponent/${second!.id}`);
    expect(belowInvoice.statusCode).toBe(422);
    expect(belowInvoice.json().detail).toMatch(/less than the 140.00 already paid/);
    expect((await invoiceState(api, invoice.id))?.paid).toBe(before!.paid + 6000);

    await pay(api, health, invoice.id, { amount: 10 });
    expect((await invoiceState(api, invoice.id))?.status).toBe('P');
    for (const [method, url, payload] of [
      ['POST', `/api/invoicecomponent/${invoice.id}`, { description: 'More', quantity: 1, unitCost: 1 }],
      ['PUT', `/api/invoicecomponent/${second!.id}`, { description: 'Renamed' }],
    ] as const) {
      const res = await inject(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(409);
      expect(res.json().detail).toMatch(/is paid \(status P\)/);
    }
  });

  it('reads the components of many invoices at once, only of the caller’s company', async () => {
    const a = await invoiceWithLines(api, health, [1, 2]);
    const b = await invoiceWithLines(api, health, [3]);
    const folio = await session(api, 'folio.admin');
    const other = await invoiceWithLines(api, folio, [4]);
    const res = await inject('GET', `/api/invoicecomponent/batch?invoiceIds=${a.id},${b.id},${other.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<Array<{ invoiceId: number; amount: number }>>().map((c) => [c.invoiceId, c.amount])).toEqual([
      [a.id, 1],
      [a.id, 2],
      [b.id, 3],
    ]);
    const sparse = await inject('GET', `/api/invoicecomponent/batch?invoiceIds=${a.id},${b.id}&fields=amount`);
    expect(sparse.json()).toEqual(
      res.json<Array<{ id: number; invoiceId: number; amount: number }>>().map(({ id, invoiceId, amount }) => ({
        id,
        invoiceId,
        amount,
      })),
    );
    const unknown = await inject('GET', `/api/invoicecomponent/batch?invoiceIds=${a.id}&fields=amount,cost`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toMatch(/"cost" is not a property of the rows; use any of id, invoiceId/);
    const tooMany = Array.from({ length: 501 }, (_, i) => i + 1).join(',');
    expect((await inject('GET', `/api/invoicecomponent/batch?invoiceIds=${tooMany}`)).statusCode).toBe(400);
    expect((await inject('GET', '/api/invoicecomponent/batch?invoiceIds=1,x')).statusCode).toBe(400);
  });
});
