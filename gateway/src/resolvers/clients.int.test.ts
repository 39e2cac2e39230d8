import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../../test/helpers.ts';

interface ClientJson {
  id: string;
  name: string;
  email: string | null;
  dateOfBirth: string | null;
  medicalAidNumber: string | null;
  active: boolean;
}
const FIELDS = 'id name email dateOfBirth medicalAidNumber active';

describe('clients through the gateway', () => {
  let stack: TestStack;
  let folio: string;
  let health: string;
  const gql = <T>(auth: string, query: string, variables?: Record<string, unknown>) =>
    stack.graphql<T>(query, variables, auth);

  beforeAll(async () => {
    stack = await startStack('pglite');
    folio = await stack.signIn('folio.admin');
    health = await stack.signIn('health.admin');
  });
  afterAll(() => stack.close());

  it('creates, finds, reads with summary and invoices, updates, archives and restores a client', async () => {
    const created = await gql<{ createClient: ClientJson }>(
      folio,
      `mutation($input: ClientInput!) { createClient(input: $input) { ${FIELDS} } }`,
      {
        input: {
          firstName: ' Ottoline ',
          lastName: 'Gravesend',
          email: 'otto@example.test',
          dateOfBirth: '1970-05-06',
          medicalAidNumber: 'GV-123',
        },
      },
    );
    expect(created.errors).toBeUndefined();
    const client = created.data!.createClient;
    expect(client).toMatchObject({ name: 'Ottoline Gravesend', dateOfBirth: '1970-05-06', active: true });

    const found = await gql<{ clients: { total: number; offset: number; limit: number; clients: ClientJson[] } }>(
      folio,
      '{ clients(search: "GRAVES", limit: 10) { total offset limit clients { id } } }',
    );
    expect(found.data?.clients).toEqual({ total: 1, offset: 0, limit: 10, clients: [{ id: client.id }] });
    const byNumber = await gql<{ clients: { clients: ClientJson[] } }>(
      folio,
      '{ clients(search: "gv-123") { clients { id } } }',
    );
    expect(byNumber.data?.clients.clients).toEqual([{ id: client.id }]);

    const invoice = await gql<{ createInvoice: { id: string } }>(
      folio,
      `mutation($clientId: ID!) { createInvoice(input: { clientId: $clientId,
         components: [{ description: "Visit", quantity: "1", unitCost: "120.00" }] }) { id } }`,
      { clientId: client.id },
    );
    expect(invoice.errors).toBeUndefined();
    const read = await gql<{ client: { summary: Record<string, unknown>; invoices: Array<{ id: string }> } }>(
      folio,
      'query($id: ID!) { client(id: $id) { summary { invoiceCount invoiced paid owed } invoices { id } } }',
      { id: client.id },
    );
    expect(read.data?.client).toEqual({
      summary: { invoiceCount: 1, invoiced: '120.00', paid: '0.00', owed: '120.00' },
      invoices: [{ id: invoice.data!.createInvoice.id }],
    });

    const updated = await gql<{ updateClient: ClientJson }>(
      folio,
      `mutation($id: ID!) { updateClient(id: $id, input: { firstName: "Otto", lastName: "Gravesend" }) { ${FIELDS} } }`,
      { id: client.id },
    );
    expect(updated.data?.updateClient).toMatchObject({ name: 'Otto Gravesend', email: null, dateOfBirth: null });

    const archived = await gql<{ setClientActive: ClientJson }>(
      folio,
      'mutation($id: ID!) { setClientActive(id: $id, active: false) { active } }',
      { id: client.id },
    );
    expect(archived.data?.setClientActive).toEqual({ active: false });
    const lists = await gql<{ hidden: { total: number }; shown: { clients: ClientJson[] } }>(
      folio,
      `{ hidden: clients(search: "gravesend") { total }
         shown: clients(search: "gravesend", includeArchived: true) { clients { id active } } }`,
    );
    expect(lists.data).toEqual({ hidden: { total: 0 }, shown: { clients: [{ id: client.id, active: false }] } });
    const restored = await gql<{ setClientActive: ClientJson }>(
      folio,
      'mutation($id: ID!) { setClientActive(id: $id, active: true) { active } }',
      { id: client.id },
    );
    expect(restored.data?.setClientActive).toEqual({ active: true });
  });

  it('answers bad input with BAD_USER_INPUT naming the field, and another company’s client as null or NOT_FOUND', async () => {
    const bad = await gql<unknown>(
      folio,
      'mutation { createClient(input: { firstName: "A", lastName: "B", email: "nope" }) { id } }',
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.message).toContain('email');

    const mine = await gql<{ createClient: ClientJson }>(
      folio,
      'mutation { createClient(input: { firstName: "Tenant", lastName: "Walled" }) { id } }',
    );
    const id = mine.data!.createClient.id;
    const theirs = await gql<{ client: null }>(health, 'query($id: ID!) { client(id: $id) { id } }', { id });
    expect(theirs.data?.client).toBeNull();
    for (const mutation of [
      'mutation($id: ID!) { updateClient(id: $id, input: { firstName: "X", lastName: "Y" }) { id } }',
      'mutation($id: ID!) { setClientActive(id: $id, active: false) { id } }',
    ]) {
      const res = await gql<unknown>(health, mutation, { id });
      expect(res.errors?.[0]?.extensions?.code, mutation).toBe('NOT_FOUND');
    }
    const list = await gql<{ clients: { total: number } }>(health, '{ clients(search: "walled") { total } }');
    expect(list.data?.clients.total).toBe(0);
  });
});
