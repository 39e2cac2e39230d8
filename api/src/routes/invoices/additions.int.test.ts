import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import {
  componentsOf,
  insertClient,
  invoiceState,
  invoiceWithLines,
  pay,
  session,
  type Session,
} from '../../../test/finance-fixtures.ts';

describe.each(databaseKinds())('billing plans and products onto invoices (%s)', (kind) => {
  let api: TestApi;
  let health: Session;
  let productId: number;
  let planId: number;
  const post = (url: string) => api.app.inject({ method: 'POST', url, headers: { authorization: health.auth } });

  beforeAll(async () => {
    api = await startTestApi(kind);
    health = await session(api, 'health.admin');
    const product = await api.app.inject({
      method: 'POST',
      url: `/api/product1/${health.companyId}`,
      headers: { authorization: health.auth },
      payload: { code: '0190', name: 'Consultation', unitCost: 495, bhfCode: '0190' },
    });
    productId = product.json().id;
    const plan = await api.app.inject({
      method: 'POST',
      url: `/api/billingplan/${health.companyId}`,
      headers: { authorization: health.auth },
      payload: {
        name: 'Chronic care',
        items: [
          { productId, quantity: 1 },
          { description: 'Monitoring', quantity: '2', unitCost: '100.50', discountPercentage: 10, nappiCode: '7001' },
        ],
      },
    });
    planId = plan.json().id;
  });
  afterAll(() => api.close());

  it('adds a billing plan’s items as components and recomputes the amount', async () => {
    const invoice = await invoiceWithLines(api, health, [100]);
    const res = await post(`/api/invoice1/billingplan/${health.companyId}/${invoice.id}/${planId}`);
    expect(res.statusCode).toBe(200);
    // 100 + 495 + 2 × 100.50 × 0.9 (180.90)
    expect(res.json()).toMatchObject({ id: invoice.id, amount: 775.9, version: invoice.version + 1 });
    const lines = await componentsOf(api, health, invoice.id);
    expect(lines.map((l) => [l.description, l.amount, l.productId])).toEqual([
      ['Line 1', 100, null],
      ['Consultation', 495, productId],
      ['Monitoring', 180.9, null],
    ]);
  });

  it('adds a product as one component', async () => {
    const invoice = await invoiceWithLines(api, health, [5]);
    const res = await post(`/api/invoice1/product/${health.companyId}/${invoice.id}/${productId}`);
    expect(res.json()).toMatchObject({ amount: 500 });
    const lines = await componentsOf(api, health, invoice.id);
    expect(lines[1]).toMatchObject({ description: 'Consultation', quantity: 1, unitCost: 495, bhfCode: '0190' });
  });

  it('creates a new invoice for a client from a product', async () => {
    const clientId = await insertClient(api, health.companyId);
    const res = await post(`/api/invoice1/${health.companyId}/product/${productId}/${clientId}`);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ clientId, amount: 495, status: 'I', description: 'Consultation' });
  });

  it.each([
    ['an empty plan id', (i: number) => `/api/invoice1/billingplan/{c}/${i}/`, /No billing plan was chosen/],
    ['a missing plan id segment', (i: number) => `/api/invoice1/billingplan/{c}/${i}`, /No billing plan was chosen/],
    [
      'a non-numeric plan id',
      (i: number) => `/api/invoice1/billingplan/{c}/${i}/abc`,
      /"abc" is not a billing plan id/,
    ],
    ['an empty product id', (i: number) => `/api/invoice1/product/{c}/${i}/`, /No product was chosen/],
    ['a non-numeric product id', (i: number) => `/api/invoice1/product/{c}/${i}/1.5`, /"1.5" is not a product id/],
    ['an empty invoice id', () => `/api/invoice1/product/{c}//7`, /No invoice was chosen/],
    ['an empty client id', () => `/api/invoice1/{c}/product/7/`, /No client was chosen/],
  ])('answers %s with a clear 400 and changes nothing', async (_, url, detail) => {
    const invoice = await invoiceWithLines(api, health, [100]);
    const before = await invoiceState(api, invoice.id);
    const res = await post(url(invoice.id).replace('{c}', String(health.companyId)));
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toMatch(detail);
    expect(await invoiceState(api, invoice.id)).toEqual(before);
    expect(await componentsOf(api, health, invoice.id)).toHaveLength(1);
  });

  it('refuses a plan or product on a paid invoice, and inactive ones, changing nothing', async () => {
    const invoice = await invoiceWithLines(api, health, [60]);
    await pay(api, health, invoice.id, { amount: 60 });
    const before = await invoiceState(api, invoice.id);
    for (const url of [
      `/api/invoice1/billingplan/${health.companyId}/${invoice.id}/${planId}`,
      `/api/invoice1/product/${health.companyId}/${invoice.id}/${productId}`,
    ]) {
      const res = await post(url);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().detail).toMatch(/is paid \(status P\)/);
    }
    expect(await invoiceState(api, invoice.id)).toEqual(before);

    const open = await invoiceWithLines(api, health, [60]);
    await api.db.query('update products set active = false where id = $1', [productId]);
    const inactive = await post(`/api/invoice1/product/${health.companyId}/${open.id}/${productId}`);
    await api.db.query('update products set active = true where id = $1', [productId]);
    expect(inactive.statusCode).toBe(422);
    expect(inactive.json().detail).toMatch(/inactive/);
    expect((await post(`/api/invoice1/product/${health.companyId}/${open.id}/999999999`)).statusCode).toBe(404);
  });
});
