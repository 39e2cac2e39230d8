import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClient, session, type Session } from '../../../api/test/finance-fixtures.ts';
import { startStack, type TestStack } from '../../test/helpers.ts';

const ACTIONS = `actions { canDelete canPayInFull canCreateClaim canAddBillingPlan canAddProduct }
  components { id actions { canUpdate canDelete canPay } }`;

interface Actions {
  id: string;
  uniqueId: string;
  actions: Record<string, boolean>;
  components: Array<{ id: string; actions: Record<string, boolean> }>;
}

/** Issue 13 item 5: the gateway passes the api's allowedActions through; it decides nothing itself. */
describe('allowed actions through the gateway', () => {
  let stack: TestStack;
  let auth: string;
  let health: Session;
  let clientId: string;
  const gql = <T>(query: string, variables?: Record<string, unknown>) => stack.graphql<T>(query, variables, auth);

  beforeAll(async () => {
    stack = await startStack('pglite');
    auth = await stack.signIn('health.admin');
    health = await session(stack.api, 'health.admin');
    clientId = String(await insertClient(stack.api, health.companyId));
  });
  afterAll(() => stack.close());

  const create = async () => {
    const res = await gql<{ createInvoice: Actions }>(
      `mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { id uniqueId ${ACTIONS} } }`,
      {
        input: {
          clientId,
          invoiced: '2026-06-01T08:00:00Z',
          components: [
            { description: 'A', quantity: '1', unitCost: '100.00' },
            { description: 'B', quantity: '1', unitCost: '50.00' },
          ],
        },
      },
    );
    expect(res.errors).toBeUndefined();
    return res.data!.createInvoice;
  };

  it('an invoice with a part payment on a line offers no Delete, nor Delete on that line', async () => {
    const invoice = await create();
    expect(invoice.actions).toEqual({
      canDelete: true,
      canPayInFull: true,
      canCreateClaim: true,
      canAddBillingPlan: true,
      canAddProduct: true,
    });
    expect(invoice.components.map((c) => c.actions)).toEqual([
      { canUpdate: true, canDelete: true, canPay: true },
      { canUpdate: true, canDelete: true, canPay: true },
    ]);
    const paid = await gql(
      `mutation($id: ID!, $input: PaymentInput!) { payInvoiceComponent(componentId: $id, input: $input) { created } }`,
      { id: invoice.components[0]!.id, input: { description: 'EFT', amount: '10.00', paid: '2026-06-30T10:00:00Z' } },
    );
    expect(paid.errors).toBeUndefined();
    const after = await gql<{ invoice: Actions }>(`query($id: ID!) { invoice(id: $id) { id ${ACTIONS} } }`, {
      id: invoice.id,
    });
    expect(after.data!.invoice.actions).toMatchObject({ canDelete: false, canPayInFull: true, canAddProduct: true });
    expect(after.data!.invoice.components.map((c) => c.actions.canDelete)).toEqual([false, true]);
    const refused = await gql('mutation($id: ID!) { deleteInvoice(id: $id) { id } }', { id: invoice.id });
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(refused.errors?.[0]?.message).toMatch(/payment\(s\) allocated/);
  });

  it('the list rows carry the same actions (sparse rows ask the api for allowedActions)', async () => {
    const invoice = await create();
    const res = await gql<{ invoices: { data: Array<{ id: string; actions: { canDelete: boolean } }> } }>(
      'query($search: String) { invoices(query: { search: $search }) { data { id actions { canDelete } } } }',
      { search: invoice.uniqueId },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.invoices.data.find((row) => row.id === invoice.id)?.actions.canDelete).toBe(true);
  });
});
