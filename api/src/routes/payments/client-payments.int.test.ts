import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import { createInvoice, insertClient, pay, session, type Session } from '../../../test/finance-fixtures.ts';

interface Allocation {
  paymentId: number;
  invoiceId: number;
  invoiceUniqueId: string;
  componentDescription: string | null;
  amount: number;
}
interface Entry {
  kind: 'receipt' | 'payment' | 'credit';
  receiptId: number | null;
  paymentId: number | null;
  paid: string;
  type: string;
  description: string;
  amount: number;
  allocations: Allocation[];
  creditKept: number;
  reversed: number;
}

describe.each(databaseKinds())("a client's payments (%s)", (kind) => {
  let api: TestApi;
  let health: Session;
  let business: Session;
  let clientId: number;
  let first: { id: number; uniqueId: string };
  let second: { id: number; uniqueId: string };
  let third: { id: number; uniqueId: string };

  const list = (id: number, query = '', s: Session = health, companyId = s.companyId) =>
    api.app.inject({
      url: `/api/payment1/${companyId}/client/${id}/payments${query}`,
      headers: { authorization: s.auth },
    });

  beforeAll(async () => {
    api = await startTestApi(kind);
    health = await session(api, 'health.admin');
    business = await session(api, 'business.admin');
    clientId = await insertClient(api, health.companyId, { firstName: 'Thandi', lastName: 'Payments' });
    const invoice = (amount: number, invoiced: string) =>
      createInvoice(api, health, {
        clientId,
        invoiced,
        components: [{ description: 'Consultation', quantity: 1, unitCost: amount }],
      });
    first = await invoice(500, '2026-03-01 09:00');
    second = await invoice(300, '2026-03-05 09:00');
    // A part payment in cash: 120 of the first invoice's 500.
    expect((await pay(api, health, first.id, { amount: 120, type: 'A', paid: '2026-03-10 10:00' })).status).toBe(201);
    // 1000 oldest first: 380 to the first, 300 to the second, 320 kept as credit.
    const receipt = await api.app.inject({
      method: 'POST',
      url: `/api/payment1/${health.companyId}/client/${clientId}/receipt`,
      headers: { authorization: health.auth },
      payload: { type: 'B', amount: 1000, paid: '2026-03-20 12:00', description: 'EFT March', keepCredit: true },
    });
    expect(receipt.statusCode).toBe(201);
    third = await invoice(100, '2026-04-01 09:00');
    const credit = await api.app.inject({
      method: 'POST',
      url: `/api/payment1/${health.companyId}/invoice/${third.id}/credit`,
      headers: { authorization: health.auth },
      payload: { paid: '2026-04-02 10:00' },
    });
    expect(credit.statusCode).toBe(201);
  });
  afterAll(async () => {
    await api.close();
  });

  it('lists the payment, the receipt and the credit applied, newest first, with where each one went', async () => {
    const res = await list(clientId);
    expect(res.statusCode).toBe(200);
    const { total, payments } = res.json<{ total: number; payments: Entry[] }>();
    expect(total).toBe(3);
    expect(payments.map((p) => p.kind)).toEqual(['credit', 'receipt', 'payment']);
    const [applied, receipt, single] = payments as [Entry, Entry, Entry];

    expect(applied).toMatchObject({ receiptId: null, amount: 100, creditKept: 0, reversed: 0 });
    expect(applied.paid).toBe('2026-04-02T08:00:00.000Z');
    expect(applied.allocations).toEqual([
      expect.objectContaining({ invoiceId: third.id, invoiceUniqueId: third.uniqueId, amount: 100 }),
    ]);
    expect(applied.paymentId).toBe(applied.allocations[0]?.paymentId);

    expect(receipt).toMatchObject({
      type: 'B',
      description: 'EFT March',
      amount: 1000,
      creditKept: 320,
      reversed: 0,
      paid: '2026-03-20T10:00:00.000Z',
    });
    expect(receipt.receiptId).toEqual(expect.any(Number));
    expect(receipt.allocations.map((a) => [a.invoiceUniqueId, a.amount])).toEqual([
      [first.uniqueId, 380],
      [second.uniqueId, 300],
    ]);
    expect(receipt.paymentId).toBe(receipt.allocations[0]?.paymentId);

    expect(single).toMatchObject({ kind: 'payment', type: 'A', amount: 120, receiptId: null, creditKept: 0 });
    expect(single.allocations).toEqual([
      {
        paymentId: single.paymentId,
        invoiceId: first.id,
        invoiceUniqueId: first.uniqueId,
        componentDescription: null,
        amount: 120,
      },
    ]);
  });

  it('shows what was reversed of a receipt since, and at most `limit` entries', async () => {
    const before = (await list(clientId)).json<{ payments: Entry[] }>().payments[1]!;
    const second = before.allocations[1]!;
    const reversed = await api.app.inject({
      method: 'DELETE',
      url: `/api/payment1/${second.paymentId}`,
      headers: { authorization: health.auth },
    });
    expect(reversed.statusCode).toBe(200);
    const after = (await list(clientId)).json<{ payments: Entry[] }>().payments[1]!;
    expect(after).toMatchObject({ kind: 'receipt', amount: 1000, creditKept: 320, reversed: 300 });
    expect(after.allocations.map((a) => a.amount)).toEqual([380]);

    const one = await list(clientId, '?limit=1');
    expect(one.statusCode).toBe(200);
    expect(one.json<{ total: number; payments: Entry[] }>()).toMatchObject({
      total: 3,
      payments: [{ kind: 'credit' }],
    });
    expect((await list(clientId, '?limit=0')).statusCode).toBe(400);
    expect((await list(clientId, '?limit=201')).statusCode).toBe(400);
  });

  it('is empty for a client without payments, and 404 for an unknown client or one of another company', async () => {
    const quiet = await insertClient(api, health.companyId, { firstName: 'No', lastName: 'Payments' });
    expect((await list(quiet)).json()).toEqual({ total: 0, payments: [] });
    expect((await list(999_999)).statusCode).toBe(404);
    // Another company's client, asked in the caller's own company: not found, nothing of it shown.
    const res = await list(clientId, '', business);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('EFT March');
    // The other company's path is refused too.
    expect((await list(clientId, '', business, health.companyId)).statusCode).toBe(404);
    expect(
      (await api.app.inject({ url: `/api/payment1/${health.companyId}/client/${clientId}/payments` })).statusCode,
    ).toBe(401);
  });
});
