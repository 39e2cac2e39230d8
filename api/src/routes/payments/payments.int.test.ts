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

describe.each(databaseKinds())('payment allocation (%s)', (kind) => {
  let api: TestApi;
  let health: Session;

  beforeAll(async () => {
    api = await startTestApi(kind);
    health = await session(api, 'health.admin');
  });
  afterAll(() => api.close());

  const paymentsOf = async (invoiceId: number) =>
    (await api.db.query<{ id: number }>('select id from payments where invoice_id = $1', [invoiceId])).rows;

  it('allocates a payment: invoice paid, ledger lines, audit row; the status turns P exactly when full', async () => {
    const invoice = await invoiceWithLines(api, health, [100]);
    const first = await pay(api, health, invoice.id, { amount: 99.99, paid: '2026-06-30 01:00', type: undefined });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      created: true,
      component: null,
      invoice: { id: invoice.id, paid: 99.99, status: 'I' },
      payment: {
        invoiceId: invoice.id,
        invoiceUniqueId: invoice.uniqueId,
        type: 'B', // the default
        amount: 99.99,
        paid: '2026-06-29T23:00:00.000Z', // 01:00 in Johannesburg
        description: 'Test payment',
      },
    });
    const ledger = await api.db.query<{ code: string; type: string; debit: number; credit: number; processed: string }>(
      `select a.code, a.type, t.debit_cents as debit, t.credit_cents as credit, t.processed
         from financial_transactions t join financial_accounts a on a.id = t.financial_account_id
        where t.payment_id = $1 order by t.debit_cents desc`,
      [first.body.payment.id],
    );
    expect(ledger.rows).toEqual([
      { code: '1000', type: 'CA', debit: 9999, credit: 0, processed: '2026-06-30' },
      { code: '4000', type: 'I', debit: 0, credit: 9999, processed: '2026-06-30' },
    ]);
    const audit = await api.db.query(`select action from audit_log where entity = 'payment' and entity_id = $1`, [
      first.body.payment.id,
    ]);
    expect(audit.rows).toEqual([{ action: 'pay' }]);

    const rest = await pay(api, health, invoice.id, { amount: '0.01', type: 'H' });
    expect(rest.body.invoice).toMatchObject({ paid: 100, status: 'P' });
    const medicalAid = await api.db.query<{ code: string }>(
      `select a.code from financial_transactions t join financial_accounts a on a.id = t.financial_account_id
        where t.payment_id = $1 and t.credit_cents > 0`,
      [rest.body.payment.id],
    );
    expect(medicalAid.rows).toEqual([{ code: '4200' }]);

    const fetched = await api.app.inject({
      url: `/api/payment1/specific/${rest.body.payment.id}`,
      headers: { authorization: health.auth },
    });
    expect(fetched.json()).toEqual(rest.body.payment);
  });

  it.each([
    ['more than is due', { amount: 100.01 }, 422, /more than the 100.00 due/],
    ['zero', { amount: 0 }, 400, /greater than 0/],
    ['a negative amount', { amount: -5 }, 400, /greater than 0/],
    ['three decimals', { amount: 10.005 }, 400, /at most 2 decimals/],
    ['an unknown type', { amount: 10, type: 'Z' }, 400, /type/],
    ['an invalid date', { amount: 10, paid: '2026-06-31 10:00' }, 400, /paid "2026-06-31 10:00" is not a date/],
    [
      'a date decades ahead',
      { amount: 10, paid: '2062-06-30 10:00' },
      400,
      /paid 2062-06-30 is after \d{4}-\d\d-\d\d, the latest/,
    ],
    ['a date before 1990', { amount: 10, paid: '1026-06-30 10:00' }, 400, /paid 1026-06-30 is before 1990-01-01/],
  ])('refuses %s and changes nothing', async (_, body, status, detail) => {
    const invoice = await invoiceWithLines(api, health, [100]);
    const before = await invoiceState(api, invoice.id);
    const res = await pay(api, health, invoice.id, body);
    expect(res.status).toBe(status);
    expect(res.body.detail).toMatch(detail);
    expect(await invoiceState(api, invoice.id)).toEqual(before);
    expect(await paymentsOf(invoice.id)).toHaveLength(0);
  });

  it('refuses a payment on a paid invoice with 409', async () => {
    const invoice = await invoiceWithLines(api, health, [10]);
    await pay(api, health, invoice.id, { amount: 10 });
    const res = await pay(api, health, invoice.id, { amount: 1 });
    expect(res.status).toBe(409);
    expect(res.body.detail).toMatch(/paid in full/);
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
  });

  it('pays components: each counts toward the invoice; never more than the component’s due', async () => {
    const invoice = await invoiceWithLines(api, health, [60, 40]);
    const [a, b] = await componentsOf(api, health, invoice.id);
    const tooMuch = await pay(api, health, invoice.id, { amount: 40.01 }, { componentId: b!.id });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.detail).toMatch(/more than the 40.00 due on this component/);

    const partly = await pay(api, health, invoice.id, { amount: 25 }, { componentId: a!.id });
    expect(partly.body).toMatchObject({
      component: { id: a!.id, paid: 25, amount: 60 },
      invoice: { paid: 25, status: 'I' },
      payment: { componentId: a!.id },
    });
    await pay(api, health, invoice.id, { amount: 35 }, { componentId: a!.id });
    const last = await pay(api, health, invoice.id, { amount: 40 }, { componentId: b!.id, key: `last-${invoice.id}` });
    expect(last.body.invoice).toMatchObject({ paid: 100, status: 'P' });
    expect((await componentsOf(api, health, invoice.id)).map((c) => c.paid)).toEqual([60, 40]);

    const otherInvoice = await invoiceWithLines(api, health, [10]);
    const mismatch = await pay(api, health, otherInvoice.id, { amount: 1 }, { componentId: a!.id });
    expect(mismatch.status).toBe(404);
  });

  it('pays once for the same idempotency key, from the header or the body', async () => {
    const invoice = await invoiceWithLines(api, health, [100]);
    const key = `dialog-${invoice.id}`;
    const first = await pay(api, health, invoice.id, { amount: 30 }, { key });
    const again = await pay(api, health, invoice.id, { amount: 30 }, { key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.created).toBe(false);
    expect(again.body.payment.id).toBe(first.body.payment.id);
    const viaBody = await pay(api, health, invoice.id, { amount: 30, idempotencyKey: key });
    expect(viaBody.body).toMatchObject({ created: false, payment: { id: first.body.payment.id } });
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
    expect((await invoiceState(api, invoice.id))?.paid).toBe(3000);

    const reused = await pay(api, health, invoice.id, { amount: 31 }, { key });
    expect(reused.status).toBe(422);
    expect(reused.body.detail).toMatch(/already used for a different payment/);
  });

  it('never overpays under concurrent payments; the invoice ends P with paid = amount', async () => {
    const invoice = await invoiceWithLines(api, health, [1000]);
    const thirty = await Promise.all(Array.from({ length: 20 }, () => pay(api, health, invoice.id, { amount: 300 })));
    expect(thirty.filter((r) => r.status === 201)).toHaveLength(3);
    expect(thirty.filter((r) => r.status !== 201).every((r) => r.status === 422)).toBe(true);
    expect(await invoiceState(api, invoice.id)).toMatchObject({ paid: 90000, status: 'I' });

    const rest = await Promise.all(Array.from({ length: 20 }, () => pay(api, health, invoice.id, { amount: 100 })));
    expect(rest.filter((r) => r.status === 201)).toHaveLength(1);
    expect(rest.filter((r) => r.status !== 201).every((r) => r.status === 409 || r.status === 422)).toBe(true);
    expect(await invoiceState(api, invoice.id)).toMatchObject({ paid: 100000, amount: 100000, status: 'P' });
    const { rows } = await api.db.query<{ total: number; n: number }>(
      'select sum(amount_cents)::bigint as total, count(*)::int as n from payments where invoice_id = $1',
      [invoice.id],
    );
    expect(rows[0]).toEqual({ total: 100000, n: 4 });
  });

  it('pays once when the same key arrives concurrently', async () => {
    const invoice = await invoiceWithLines(api, health, [100]);
    const key = `double-click-${invoice.id}`;
    const results = await Promise.all(
      Array.from({ length: 8 }, () => pay(api, health, invoice.id, { amount: 50 }, { key })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(new Set(results.map((r): unknown => r.body.payment.id)).size).toBe(1);
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
    expect((await invoiceState(api, invoice.id))?.paid).toBe(5000);
  });
});
