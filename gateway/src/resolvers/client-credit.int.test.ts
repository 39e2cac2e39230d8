import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvoice, insertClient, session, type Session } from '../../../api/test/finance-fixtures.ts';
import { startStack, type TestStack } from '../../test/helpers.ts';

const PAY_CLIENT = `mutation($clientId: ID!, $input: ClientPaymentInput!) {
  payClientInvoices(clientId: $clientId, input: $input) {
    created credit
    receipt { id amount creditKept type }
    payments { invoiceId amount receiptId fromCredit }
    invoices { id status amountDue }
  }
}`;

describe('one payment over several invoices and client credit through the gateway', () => {
  let stack: TestStack;
  let auth: string;
  let health: Session;

  beforeAll(async () => {
    stack = await startStack('pglite');
    auth = await stack.signIn('health.admin');
    health = await session(stack.api, 'health.admin');
  });
  afterAll(() => stack.close());

  it('spreads oldest first, keeps the rest as credit, shows it on the client and applies it', async () => {
    const clientId = await insertClient(stack.api, health.companyId);
    const make = (invoiced: string, unitCost: number) =>
      createInvoice(stack.api, health, {
        clientId,
        invoiced,
        components: [{ description: 'Visit', quantity: 1, unitCost }],
      });
    const older = await make('2026-05-01 10:00', 40);
    const newer = await make('2026-05-02 10:00', 60);
    const paid = await stack.graphql<{ payClientInvoices: { created: boolean; credit: string } }>(
      PAY_CLIENT,
      {
        clientId: String(clientId),
        input: {
          description: 'EFT',
          amount: '120.00',
          paid: '2026-06-30T08:00:00Z',
          spread: 'OLDEST_FIRST',
          keepCredit: true,
          idempotencyKey: `gw-${clientId}`,
        },
      },
      auth,
    );
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.payClientInvoices).toMatchObject({
      created: true,
      credit: '20.00',
      receipt: { amount: '120.00', creditKept: '20.00', type: 'B' },
      payments: [
        { invoiceId: String(older.id), amount: '40.00', fromCredit: false },
        { invoiceId: String(newer.id), amount: '60.00', fromCredit: false },
      ],
    });

    const later = await make('2026-06-01 10:00', 50);
    const shown = await stack.graphql<{ invoice: { client: { credit: string } } }>(
      `query($id: ID!) { invoice(id: $id) { client { credit } } }`,
      { id: String(later.id) },
      auth,
    );
    expect(shown.errors).toBeUndefined();
    expect(shown.data!.invoice.client.credit).toBe('20.00');

    const applied = await stack.graphql<{ applyClientCredit: Record<string, unknown> }>(
      `mutation($id: ID!) { applyClientCredit(invoiceId: $id, input: {}) {
        credit created payment { amount fromCredit typeLabel } invoice { amountDue status } } }`,
      { id: String(later.id) },
      auth,
    );
    expect(applied.errors).toBeUndefined();
    expect(applied.data!.applyClientCredit).toMatchObject({
      credit: '0.00',
      created: true,
      payment: { amount: '20.00', fromCredit: true },
      invoice: { amountDue: '30.00', status: 'I' },
    });

    const ledger = await stack.graphql<{ clientCredit: { credit: string; entries: Array<{ kind: string }> } }>(
      `query($id: ID!) { clientCredit(clientId: $id) { credit entries { kind amount invoiceUniqueId } } }`,
      { id: String(clientId) },
      auth,
    );
    expect(ledger.errors).toBeUndefined();
    expect(ledger.data!.clientCredit.entries.map((e) => e.kind)).toEqual(['APPLIED', 'KEPT']);

    // The client's page: its credit, its balance (owed less credit) and its payments with where each went.
    const page = await stack.graphql<{ client: Record<string, unknown> }>(
      `query($id: ID!) { client(id: $id) { credit balance summary { owed }
        payments { kind typeLabel amount creditKept reversed allocations { invoiceId invoiceUniqueId amount } } } }`,
      { id: String(clientId) },
      auth,
    );
    expect(page.errors).toBeUndefined();
    expect(page.data!.client).toEqual({
      credit: '0.00',
      balance: '30.00',
      summary: { owed: '30.00' },
      payments: [
        {
          kind: 'CREDIT',
          typeLabel: 'Other',
          amount: '20.00',
          creditKept: '0.00',
          reversed: '0.00',
          allocations: [{ invoiceId: String(later.id), invoiceUniqueId: later.uniqueId, amount: '20.00' }],
        },
        {
          kind: 'RECEIPT',
          typeLabel: 'Bank Transfer',
          amount: '120.00',
          creditKept: '20.00',
          reversed: '0.00',
          allocations: [
            { invoiceId: String(older.id), invoiceUniqueId: older.uniqueId, amount: '40.00' },
            { invoiceId: String(newer.id), invoiceUniqueId: newer.uniqueId, amount: '60.00' },
          ],
        },
      ],
    });
  });

  it("offers the client's address for a payment's receipt, null for a client without one", async () => {
    const receiptTo = async (email: string | null) => {
      const clientId = await insertClient(stack.api, health.companyId, { email });
      const invoice = await createInvoice(stack.api, health, {
        clientId,
        components: [{ description: 'Visit', quantity: 1, unitCost: 10 }],
      });
      const paid = await stack.graphql<{ payInvoice: { payment: { id: string } } }>(
        `mutation($id: ID!) { payInvoice(invoiceId: $id, input: { description: "", amount: "10.00",
           paid: "2026-06-30T08:00:00Z" }) { payment { id } } }`,
        { id: String(invoice.id) },
        auth,
      );
      expect(paid.errors).toBeUndefined();
      const res = await stack.graphql<{ payment: { clientEmail: string | null } }>(
        `query($id: ID!) { payment(id: $id) { clientEmail } }`,
        { id: paid.data!.payInvoice.payment.id },
        auth,
      );
      expect(res.errors).toBeUndefined();
      return res.data!.payment.clientEmail;
    };
    expect(await receiptTo('receipts@example.test')).toBe('receipts@example.test');
    expect(await receiptTo(null)).toBeNull();
  });

  it('says why a surplus is refused', async () => {
    const clientId = await insertClient(stack.api, health.companyId);
    const res = await stack.graphql(
      PAY_CLIENT,
      {
        clientId: String(clientId),
        input: { description: '', amount: '10.00', paid: '2026-06-30T08:00:00Z', spread: 'OLDEST_FIRST' },
      },
      auth,
    );
    expect(res.errors?.[0]?.message).toMatch(/more than the 0.00 the client owes/);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
