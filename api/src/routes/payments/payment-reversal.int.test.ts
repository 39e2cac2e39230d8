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

describe.each(databaseKinds())('payment reversal (%s)', (kind) => {
  let api: TestApi;
  let health: Session;
  let folio: Session;

  beforeAll(async () => {
    api = await startTestApi(kind);
    [health, folio] = await Promise.all([session(api, 'health.admin'), session(api, 'folio.admin')]);
  });
  afterAll(() => api.close());

  const remove = async (s: Session, id: number) => {
    const res = await api.app.inject({
      method: 'DELETE',
      url: `/api/payment1/${id}`,
      headers: { authorization: s.auth },
    });
    return { status: res.statusCode, body: res.json() };
  };
  const ledger = async (paymentId: number) =>
    (
      await api.db.query<{ code: string; debit: number; credit: number; description: string }>(
        `select a.code, t.debit_cents as debit, t.credit_cents as credit, t.description
           from financial_transactions t join financial_accounts a on a.id = t.financial_account_id
          where t.reversed_payment_id = $1 order by t.id`,
        [paymentId],
      )
    ).rows;
  const audit = async (paymentId: number) =>
    (
      await api.db.query<{ action: string; before: { payment: { amountCents: number } } }>(
        `select action, before from audit_log where entity = 'payment' and entity_id = $1 order by id`,
        [paymentId],
      )
    ).rows;

  it('shows what a payment was allocated to', async () => {
    const invoice = await invoiceWithLines(api, health, [60, 40]);
    const [, second] = await componentsOf(api, health, invoice.id);
    const paid = await pay(api, health, invoice.id, { amount: 10 }, { componentId: second!.id });
    const res = await api.app.inject({
      url: `/api/payment1/specific/${paid.body.payment.id}`,
      headers: { authorization: health.auth },
    });
    expect(res.json()).toMatchObject({
      invoiceId: invoice.id,
      invoiceUniqueId: invoice.uniqueId,
      componentId: second!.id,
      componentDescription: 'Line 2',
      amount: 10,
    });
  });

  it('reverses a component payment of a P invoice in one go: paid down, P → I, ledger reversed, audited', async () => {
    const invoice = await invoiceWithLines(api, health, [60, 40]);
    const [first, second] = await componentsOf(api, health, invoice.id);
    await pay(api, health, invoice.id, { amount: 60 }, { componentId: first!.id });
    const last = await pay(api, health, invoice.id, { amount: 40, type: 'A' }, { componentId: second!.id });
    expect(last.body.invoice).toMatchObject({ status: 'P', paid: 100 });
    const paymentId: number = last.body.payment.id;

    const res = await remove(health, paymentId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: paymentId, invoice: { id: invoice.id, status: 'I', paid: 60 } });
    expect(await invoiceState(api, invoice.id)).toMatchObject({ status: 'I', paid: 6000 });
    expect((await componentsOf(api, health, invoice.id)).map((c) => c.paid)).toEqual([60, 0]);
    const { rows } = await api.db.query('select 1 from payments where id = $1', [paymentId]);
    expect(rows).toHaveLength(0);

    // The original lines (cash 1050 debit, income 4000 credit), then the same lines swapped.
    const lines = await ledger(paymentId);
    expect(lines.map(({ code, debit, credit }) => ({ code, debit, credit }))).toEqual([
      { code: '1050', debit: 4000, credit: 0 },
      { code: '4000', debit: 0, credit: 4000 },
      { code: '1050', debit: 0, credit: 4000 },
      { code: '4000', debit: 4000, credit: 0 },
    ]);
    expect(lines[2]!.description).toMatch(new RegExp(`^Reversal of payment ${paymentId}: Cash ${invoice.uniqueId}`));
    const entries = await audit(paymentId);
    expect(entries.map((e) => e.action)).toEqual(['pay', 'reverse']);
    expect(entries[1]!.before.payment.amountCents).toBe(4000);

    // Deleting it again: 404, and nothing changed.
    const before = await invoiceState(api, invoice.id);
    const again = await remove(health, paymentId);
    expect(again.status).toBe(404);
    expect(await invoiceState(api, invoice.id)).toEqual(before);
    expect(await ledger(paymentId)).toHaveLength(4);
    expect(await audit(paymentId)).toHaveLength(2);

    // Paying it again works: the invoice owes the 40 again.
    const repaid = await pay(api, health, invoice.id, { amount: 40 });
    expect(repaid.body.invoice).toMatchObject({ status: 'P', paid: 100 });
  });

  it('lets only one of two concurrent deletes of the same payment win', async () => {
    const invoice = await invoiceWithLines(api, health, [50]);
    const paid = await pay(api, health, invoice.id, { amount: 50 });
    const results = await Promise.all([remove(health, paid.body.payment.id), remove(health, paid.body.payment.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(await invoiceState(api, invoice.id)).toMatchObject({ status: 'I', paid: 0 });
    expect(await ledger(paid.body.payment.id)).toHaveLength(4);
  });

  it('answers 404 for another company’s payment and changes nothing', async () => {
    const invoice = await invoiceWithLines(api, folio, [70]);
    const paid = await pay(api, folio, invoice.id, { amount: 70 });
    const paymentId: number = paid.body.payment.id;
    const before = await invoiceState(api, invoice.id);
    const res = await remove(health, paymentId);
    expect(res.status).toBe(404);
    const specific = await api.app.inject({
      url: `/api/payment1/specific/${paymentId}`,
      headers: { authorization: health.auth },
    });
    expect(specific.statusCode).toBe(404);
    expect(await invoiceState(api, invoice.id)).toEqual(before);
    const { rows } = await api.db.query('select 1 from payments where id = $1', [paymentId]);
    expect(rows).toHaveLength(1);
    expect(await ledger(paymentId)).toHaveLength(0);
    expect((await audit(paymentId)).map((e) => e.action)).toEqual(['pay']);
  });
});
