import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import {
  createInvoice,
  insertClient,
  invoiceState,
  pay,
  session,
  type Session,
} from '../../../test/finance-fixtures.ts';

describe.each(databaseKinds())('any payment: part, spread, client credit (%s)', (kind) => {
  let api: TestApi;
  let health: Session;
  let other: Session;

  beforeAll(async () => {
    api = await startTestApi(kind);
    health = await session(api, 'health.admin');
    other = await session(api, 'business.admin');
  });
  afterAll(() => api.close());

  /** A client with invoices of the given amounts, invoiced on the given days (oldest first when sorted). */
  async function clientWith(s: Session, invoices: Array<[amount: number, invoiced: string]>) {
    const clientId = await insertClient(api, s.companyId);
    const made = [];
    for (const [amount, invoiced] of invoices) {
      made.push(
        await createInvoice(api, s, {
          clientId,
          invoiced,
          components: [{ description: 'Consultation', quantity: 1, unitCost: amount }],
        }),
      );
    }
    return { clientId, invoices: made };
  }

  const receipt = async (s: Session, clientId: number, body: Record<string, unknown>, key?: string) => {
    const res = await api.app.inject({
      method: 'POST',
      url: `/api/payment1/${s.companyId}/client/${clientId}/receipt`,
      headers: { authorization: s.auth, ...(key ? { 'idempotency-key': key } : {}) },
      payload: { description: 'Receipt', type: 'B', paid: '2026-06-30 10:00', ...body },
    });
    return { status: res.statusCode, body: res.json() };
  };
  const applyCredit = async (s: Session, invoiceId: number, body: Record<string, unknown> = {}, key?: string) => {
    const res = await api.app.inject({
      method: 'POST',
      url: `/api/payment1/${s.companyId}/invoice/${invoiceId}/credit`,
      headers: { authorization: s.auth, ...(key ? { 'idempotency-key': key } : {}) },
      payload: { paid: '2026-07-01 10:00', ...body },
    });
    return { status: res.statusCode, body: res.json() };
  };
  const creditOf = async (s: Session, clientId: number) => {
    const res = await api.app.inject({
      url: `/api/payment1/${s.companyId}/client/${clientId}/credit`,
      headers: { authorization: s.auth },
    });
    return { status: res.statusCode, body: res.json() };
  };
  /** Debits − credits of all the company's ledger lines: what a test writes must leave it unchanged. */
  const ledgerImbalance = async (companyId: number) => {
    const { rows } = await api.db.query<{ net: number }>(
      `select coalesce(sum(debit_cents - credit_cents), 0)::bigint as net from financial_transactions
        where company_id = $1`,
      [companyId],
    );
    return Number(rows[0]!.net);
  };
  const accountTotal = async (companyId: number, code: string) => {
    const { rows } = await api.db.query<{ net: number }>(
      `select coalesce(sum(t.credit_cents - t.debit_cents), 0)::bigint as net
         from financial_transactions t join financial_accounts a on a.id = t.financial_account_id
        where t.company_id = $1 and a.code = $2`,
      [companyId, code],
    );
    return Number(rows[0]!.net);
  };

  it('takes a part payment and refuses more than is owed', async () => {
    const { invoices } = await clientWith(health, [[100, '2026-05-01 10:00']]);
    const invoice = invoices[0]!;
    const part = await pay(api, health, invoice.id, { amount: 30.5 });
    expect(part.status).toBe(201);
    expect(part.body.invoice).toMatchObject({ paid: 30.5, status: 'I' });
    const over = await pay(api, health, invoice.id, { amount: 69.51 });
    expect(over.status).toBe(422);
    expect(over.body.detail).toMatch(/more than the 69.50 due/);
    expect(await invoiceState(api, invoice.id)).toMatchObject({ paid: 3050 });
  });

  it('spreads one payment oldest first (invoice date, then id) and refuses a surplus without keepCredit', async () => {
    const { clientId, invoices } = await clientWith(health, [
      [100, '2026-05-10 10:00'],
      [50, '2026-05-01 10:00'],
      [80, '2026-05-20 10:00'],
    ]);
    const [newer, oldest, newest] = invoices;
    const refused = await receipt(health, clientId, { amount: 300 });
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toMatch(/more than the 230.00 the client owes: keep the 70.00 left/);

    const res = await receipt(health, clientId, { amount: 170, allocation: 'oldest' });
    expect(res.status).toBe(201);
    expect(res.body.receipt).toMatchObject({ clientId, amount: 170, creditKept: 0 });
    const payments = res.body.payments as Array<{ invoiceId: number; amount: number; receiptId: number }>;
    expect(payments.map((p) => [p.invoiceId, p.amount])).toEqual([
      [oldest!.id, 50],
      [newer!.id, 100],
      [newest!.id, 20],
    ]);
    expect(new Set(payments.map((p) => p.receiptId))).toEqual(new Set([res.body.receipt.id]));
    expect(await invoiceState(api, oldest!.id)).toMatchObject({ paid: 5000, status: 'P' });
    expect(await invoiceState(api, newer!.id)).toMatchObject({ paid: 10000, status: 'P' });
    expect(await invoiceState(api, newest!.id)).toMatchObject({ paid: 2000, status: 'I' });
    expect(res.body.credit).toBe(0);
  });

  it('spreads chosen amounts; each at most what its invoice owes; one client only', async () => {
    const { clientId, invoices } = await clientWith(health, [
      [100, '2026-05-01 10:00'],
      [60, '2026-05-02 10:00'],
    ]);
    const [a, b] = invoices;
    const tooMuch = await receipt(health, clientId, {
      amount: 100,
      invoices: [
        { invoiceId: a!.id, amount: 30 },
        { invoiceId: b!.id, amount: 60.01 },
      ],
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.detail).toMatch(/60.01 chosen for invoice .* is more than the 60.00 it owes/);

    const stranger = await clientWith(health, [[10, '2026-05-01 10:00']]);
    const foreign = await receipt(health, clientId, {
      amount: 10,
      invoices: [{ invoiceId: stranger.invoices[0]!.id, amount: 10 }],
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.detail).toMatch(/belongs to another client/);

    const ok = await receipt(health, clientId, {
      amount: 90,
      allocation: 'chosen',
      invoices: [
        { invoiceId: b!.id, amount: 60 },
        { invoiceId: a!.id, amount: 30 },
      ],
    });
    expect(ok.status).toBe(201);
    expect(await invoiceState(api, a!.id)).toMatchObject({ paid: 3000, status: 'I' });
    expect(await invoiceState(api, b!.id)).toMatchObject({ paid: 6000, status: 'P' });
  });

  it('keeps a surplus as credit (2300, a liability), shows it and applies it to a later invoice', async () => {
    const { clientId, invoices } = await clientWith(health, [[100, '2026-05-01 10:00']]);
    const bankBefore = await accountTotal(health.companyId, '1000');
    const creditAccountBefore = await accountTotal(health.companyId, '2300');
    const imbalanceBefore = await ledgerImbalance(health.companyId);
    const res = await receipt(health, clientId, { amount: 150, keepCredit: true }, `keep-${clientId}`);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ receipt: { amount: 150, creditKept: 50 }, credit: 50 });
    expect(await invoiceState(api, invoices[0]!.id)).toMatchObject({ status: 'P' });
    expect(await accountTotal(health.companyId, '1000')).toBe(bankBefore - 15000); // a debit of 150.00
    expect(await accountTotal(health.companyId, '2300')).toBe(creditAccountBefore + 5000);

    const shown = await creditOf(health, clientId);
    expect(shown.body).toMatchObject({ clientId, credit: 50, entries: [{ kind: 'kept', amount: 50 }] });

    const later = await createInvoice(api, health, {
      clientId,
      invoiced: '2026-06-01 10:00',
      components: [{ description: 'Follow-up', quantity: 1, unitCost: 30 }],
    });
    const applied = await applyCredit(health, later.id, {}, `apply-${later.id}`);
    expect(applied.status).toBe(201);
    expect(applied.body).toMatchObject({
      credit: 20,
      invoice: { paid: 30, status: 'P' },
      payment: { amount: 30, fromCredit: true },
    });
    const again = await applyCredit(health, later.id, {}, `apply-${later.id}`);
    expect(again).toMatchObject({ status: 200, body: { created: false, credit: 20 } });
    expect(await accountTotal(health.companyId, '2300')).toBe(creditAccountBefore + 2000);

    const third = await createInvoice(api, health, {
      clientId,
      invoiced: '2026-06-02 10:00',
      components: [{ description: 'Another', quantity: 1, unitCost: 100 }],
    });
    const beyond = await applyCredit(health, third.id, { amount: 20.01 });
    expect(beyond.status).toBe(422);
    expect(beyond.body.detail).toMatch(/more than the client's credit of 20.00/);

    // Reversing the payment from credit gives the credit back.
    const reversed = await api.app.inject({
      method: 'DELETE',
      url: `/api/payment1/${applied.body.payment.id}`,
      headers: { authorization: health.auth },
    });
    expect(reversed.statusCode).toBe(200);
    expect((await creditOf(health, clientId)).body.credit).toBe(50);
    expect(await accountTotal(health.companyId, '2300')).toBe(creditAccountBefore + 5000);

    expect(await ledgerImbalance(health.companyId)).toBe(imbalanceBefore);
  });

  it('keeps a payment with no invoice owed wholly as credit', async () => {
    const clientId = await insertClient(api, health.companyId);
    const res = await receipt(health, clientId, { amount: 25, keepCredit: true });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ payments: [], credit: 25, receipt: { creditKept: 25 } });
  });

  it('stores an idempotent retry once', async () => {
    const { clientId, invoices } = await clientWith(health, [
      [40, '2026-05-01 10:00'],
      [40, '2026-05-02 10:00'],
    ]);
    const key = `spread-${clientId}`;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => receipt(health, clientId, { amount: 60, keepCredit: true }, key)),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 200)).toHaveLength(4);
    expect(new Set(results.map((r): unknown => r.body.receipt.id)).size).toBe(1);
    const { rows } = await api.db.query<{ n: number }>(
      'select count(*)::int as n from payments where invoice_id = any($1::bigint[])',
      [invoices.map((i) => i.id)],
    );
    expect(rows[0]!.n).toBe(2);
    const reused = await receipt(health, clientId, { amount: 61 }, key);
    expect(reused.status).toBe(422);
    expect(reused.body.detail).toMatch(/already used for a different payment/);
  });

  it('never overpays any invoice under concurrent spread payments', async () => {
    const { clientId, invoices } = await clientWith(health, [
      [100, '2026-05-01 10:00'],
      [100, '2026-05-02 10:00'],
      [100, '2026-05-03 10:00'],
    ]);
    const ids = invoices.map((i) => i.id);
    const oldest = await Promise.all(
      Array.from({ length: 10 }, () => receipt(health, clientId, { amount: 70, allocation: 'oldest' })),
    );
    // 300 owed: four of 70 fit (280), the fifth would leave a surplus and is refused, and so on.
    expect(oldest.filter((r) => r.status === 201)).toHaveLength(4);
    expect(oldest.filter((r) => r.status !== 201).every((r) => r.status === 422)).toBe(true);

    const chosen = await Promise.all(
      Array.from({ length: 10 }, () =>
        receipt(health, clientId, {
          amount: 10,
          invoices: [{ invoiceId: ids[2]!, amount: 10 }],
        }),
      ),
    );
    expect(chosen.filter((r) => r.status === 201)).toHaveLength(2);
    for (const id of ids) {
      const state = await invoiceState(api, id);
      expect(state!.paid).toBeLessThanOrEqual(state!.amount);
    }
    const { rows } = await api.db.query<{ total: number }>(
      'select sum(amount_cents)::bigint as total from payments where invoice_id = any($1::bigint[])',
      [ids],
    );
    expect(Number(rows[0]!.total)).toBe(30000);
  });

  it('applies credit concurrently never beyond the credit', async () => {
    const clientId = await insertClient(api, health.companyId);
    await receipt(health, clientId, { amount: 50, keepCredit: true });
    const targets = [];
    for (let i = 0; i < 6; i += 1) {
      targets.push(
        await createInvoice(api, health, {
          clientId,
          invoiced: '2026-06-01 10:00',
          components: [{ description: 'Visit', quantity: 1, unitCost: 20 }],
        }),
      );
    }
    const results = await Promise.all(targets.map((t) => applyCredit(health, t.id, { amount: 20 })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect((await creditOf(health, clientId)).body.credit).toBe(10);
  });

  it("answers 404 for another company's client or invoice", async () => {
    const { clientId, invoices } = await clientWith(health, [[10, '2026-05-01 10:00']]);
    expect((await receipt(other, clientId, { amount: 5 })).status).toBe(404);
    expect((await creditOf(other, clientId)).status).toBe(404);
    expect((await applyCredit(other, invoices[0]!.id, { amount: 1 })).status).toBe(404);
    const mine = await clientWith(other, [[10, '2026-05-01 10:00']]);
    const foreign = await receipt(other, mine.clientId, {
      amount: 5,
      invoices: [{ invoiceId: invoices[0]!.id, amount: 5 }],
    });
    expect(foreign.status).toBe(404);
    expect(await invoiceState(api, invoices[0]!.id)).toMatchObject({ paid: 0 });
  });

  it('refuses bad input with 400', async () => {
    const clientId = await insertClient(api, health.companyId);
    expect((await receipt(health, clientId, { amount: 0 })).status).toBe(400);
    expect((await receipt(health, clientId, { amount: 10, allocation: 'chosen' })).status).toBe(400);
    const twice = await receipt(health, clientId, {
      amount: 10,
      invoices: [
        { invoiceId: 1, amount: 5 },
        { invoiceId: 1, amount: 5 },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.detail).toMatch(/chosen twice/);
  });
});
