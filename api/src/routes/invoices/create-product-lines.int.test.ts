import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import { insertClient, session, type Session } from '../../../test/finance-fixtures.ts';

/** A new invoice's first lines may name the product they bill (the New invoice form copies a product's values). */
describe.each(databaseKinds())('a new invoice line from a product (%s)', (kind) => {
  let api: TestApi;
  let health: Session;
  let business: Session;
  let clientId: number;
  const inject = (s: Session, url: string, payload: Record<string, unknown>) =>
    api.app.inject({ method: 'POST', url, headers: { authorization: s.auth }, payload });
  const newProduct = async (s: Session, name: string) => {
    const res = await inject(s, `/api/product1/${s.companyId}`, { name, unitCost: '640.00', bhfCode: '0190' });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: number }>().id;
  };
  const lines = async (invoiceId: number) =>
    (
      await api.db.query(
        `select product_id as "productId", description from invoice_components where invoice_id = $1 order by position`,
        [invoiceId],
      )
    ).rows;

  beforeAll(async () => {
    api = await startTestApi(kind);
    health = await session(api, 'health.admin');
    business = await session(api, 'business.admin');
    clientId = await insertClient(api, health.companyId);
  });
  afterAll(() => api.close());

  it('records the product of a line, with the values sent, beside a free line', async () => {
    const productId = await newProduct(health, 'Consultation (line test)');
    const res = await inject(health, `/api/invoice1/${health.companyId}`, {
      clientId,
      components: [
        { productId, description: 'Consultation, long', quantity: '1', unitCost: '700.00' },
        { description: 'Free line', quantity: '1', unitCost: '10.00', productId: null },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ amount: 710 });
    expect(await lines(res.json<{ id: number }>().id)).toEqual([
      { productId, description: 'Consultation, long' },
      { productId: null, description: 'Free line' },
    ]);
  });

  it("refuses another company's product as not found, and creates nothing", async () => {
    const foreign = await newProduct(business, 'Not yours');
    const count = async () =>
      Number(
        (await api.db.query(`select count(*)::int as n from invoices where client_id = $1`, [clientId])).rows[0]!.n,
      );
    const before = await count();
    const res = await inject(health, `/api/invoice1/${health.companyId}`, {
      clientId,
      components: [{ productId: foreign, description: 'x', quantity: '1', unitCost: '1.00' }],
    });
    expect(res.statusCode).toBe(404);
    expect(await count()).toBe(before);
  });
});
