import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import { componentsOf, invoiceWithLines, pay, session, type Session } from '../../../test/finance-fixtures.ts';

const ALWAYS = ['view', 'email', 'download', 'update', 'components'];

/**
 * Issue 13 item 5: the api says what each invoice, line and claim allows (`allowedActions`), and the route
 * that refuses an action refuses exactly what the list leaves out (one rule per entity, so they cannot drift).
 */
describe.each(databaseKinds())('allowed actions per state (%s)', (kind) => {
  let api: TestApi;
  let health: Session;
  let business: Session;
  const inject = (s: Session, method: 'GET' | 'POST' | 'DELETE', url: string) =>
    api.app.inject({ method, url, headers: { authorization: s.auth } });
  const allowedOf = async (s: Session, id: number) =>
    (await inject(s, 'GET', `/api/invoice1/specific/${id}`)).json<{ allowedActions: string[] }>().allowedActions;
  const insertClaim = (s: Session, invoiceId: number, status: string) =>
    api.db.query(
      `insert into claims (company_id, invoice_id, unique_id, submission_method, status) values ($1, $2, $3, 'E', $4)`,
      [s.companyId, invoiceId, `CLM-A${invoiceId}${status}`, status],
    );

  beforeAll(async () => {
    api = await startTestApi(kind);
    health = await session(api, 'health.admin');
    business = await session(api, 'folio.admin');
  });
  afterAll(() => api.close());

  it('an unpaid invoice of a health practice allows everything, and Delete works', async () => {
    const invoice = await invoiceWithLines(api, health, [100]);
    expect(await allowedOf(health, invoice.id)).toEqual([
      ...ALWAYS,
      'delete',
      'payInFull',
      'createClaim',
      'addBillingPlan',
      'addProduct',
    ]);
    expect((await inject(health, 'DELETE', `/api/invoice1/${invoice.id}`)).statusCode).toBe(200);
  });

  it('a business company is never offered Create Claim', async () => {
    const invoice = await invoiceWithLines(api, business, [100]);
    const allowed = await allowedOf(business, invoice.id);
    expect(allowed).toContain('delete');
    expect(allowed).not.toContain('createClaim');
  });

  it('an invoice with a part payment offers no Delete, and the delete route refuses it', async () => {
    const invoice = await invoiceWithLines(api, health, [100, 50]);
    expect((await pay(api, health, invoice.id, { amount: 10 })).status).toBe(201);
    const allowed = await allowedOf(health, invoice.id);
    expect(allowed).not.toContain('delete');
    expect(allowed).toEqual(expect.arrayContaining(['payInFull', 'addProduct', 'addBillingPlan']));
    const refused = await inject(health, 'DELETE', `/api/invoice1/${invoice.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/has 1 payment\(s\) allocated: reverse them/);
  });

  it('a paid invoice allows only the always-actions; its lines allow nothing', async () => {
    const invoice = await invoiceWithLines(api, health, [40]);
    expect((await pay(api, health, invoice.id, { amount: 40 })).status).toBe(201);
    expect(await allowedOf(health, invoice.id)).toEqual(ALWAYS);
    const [line] = await componentsOf(api, health, invoice.id);
    expect(line?.allowedActions).toEqual([]);
    expect((await inject(health, 'DELETE', `/api/invoice1/${invoice.id}`)).json().detail).toMatch(
      /is paid \(status P\): it cannot be deleted/,
    );
    const product = await api.db.query<{ id: number }>('select id from products where company_id = $1 limit 1', [
      health.companyId,
    ]);
    const addProduct = await inject(
      health,
      'POST',
      `/api/invoice1/product/${health.companyId}/${invoice.id}/${product.rows[0]!.id}`,
    );
    expect(addProduct.statusCode).toBe(409);
    expect(addProduct.json().detail).toMatch(/cannot be given a product/);
    const deleteLine = await inject(health, 'DELETE', `/api/invoicecomponent/${line!.id}`);
    expect(deleteLine.statusCode).toBe(409);
  });

  it('an invoice with a claim offers no Delete; an open claim also no Create Claim, a rejected one does', async () => {
    const open = await invoiceWithLines(api, health, [80]);
    await insertClaim(health, open.id, 'S');
    const openAllowed = await allowedOf(health, open.id);
    expect(openAllowed).not.toContain('delete');
    expect(openAllowed).not.toContain('createClaim');
    expect(openAllowed).toContain('payInFull');
    const createRefused = await inject(health, 'POST', `/api/claim/${open.id}/${health.companyId}/E`);
    expect(createRefused.statusCode).toBe(409);
    expect(createRefused.json().detail).toMatch(/already has claim CLM-A\d+S open/);
    expect((await inject(health, 'DELETE', `/api/invoice1/${open.id}`)).json().detail).toMatch(/has 1 claim\(s\)/);

    const rejected = await invoiceWithLines(api, health, [80]);
    await insertClaim(health, rejected.id, 'R');
    const rejectedAllowed = await allowedOf(health, rejected.id);
    expect(rejectedAllowed).toContain('createClaim');
    expect(rejectedAllowed).not.toContain('delete');
  });

  it('a line with a payment offers no Delete (the route refuses it); the other line does', async () => {
    const invoice = await invoiceWithLines(api, health, [100, 50]);
    const [first, second] = await componentsOf(api, health, invoice.id);
    expect(first?.allowedActions).toEqual(['update', 'delete', 'pay']);
    expect((await pay(api, health, invoice.id, { amount: 100 }, { componentId: first!.id })).status).toBe(201);
    const [paidLine, openLine] = await componentsOf(api, health, invoice.id);
    expect(paidLine?.allowedActions).toEqual(['update']);
    expect(openLine?.allowedActions).toEqual(['update', 'delete', 'pay']);
    const refused = await inject(health, 'DELETE', `/api/invoicecomponent/${first!.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/a component with payments cannot be deleted/);
    expect((await inject(health, 'DELETE', `/api/invoicecomponent/${second!.id}`)).statusCode).toBe(200);
  });

  it('a claim lists what its status allows', async () => {
    const invoice = await invoiceWithLines(api, health, [60]);
    await insertClaim(health, invoice.id, 'S');
    const { rows } = await api.db.query<{ id: number }>('select id from claims where invoice_id = $1', [invoice.id]);
    const claim = (await inject(health, 'GET', `/api/claim/specific/${rows[0]!.id}`)).json();
    expect(claim.allowedActions).toEqual(['checkBenefits', 'reverse']);
    expect((await inject(health, 'DELETE', `/api/claim/${rows[0]!.id}`)).statusCode).toBe(409);
  });
});
