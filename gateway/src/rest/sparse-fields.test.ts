import { readFileSync } from 'node:fs';
import { buildSchema, execute, parse, type GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SCHEMA_PATH } from '../app.ts';
import { INVOICE_ROW_SOURCES } from '../resolvers/Invoice.ts';
import { COMPONENT_ROW_SOURCES } from '../resolvers/InvoiceComponent.ts';
import { restFields, type RowSources } from './sparse-fields.ts';

const schema = buildSchema(readFileSync(SCHEMA_PATH, 'utf8'));

/**
 * Runs a query whose `invoices` page has two invoices and notes what restFields computes for the
 * page's rows and for each invoice's components.
 */
async function fieldsOf(query: string, variables?: Record<string, unknown>, sources = INVOICE_ROW_SOURCES) {
  const seen = { page: [] as Array<string | undefined>, components: [] as Array<string | undefined> };
  const components = (_args: unknown, _ctx: unknown, info: GraphQLResolveInfo) => {
    seen.components.push(restFields(info, COMPONENT_ROW_SOURCES));
    return [];
  };
  // What the computed fields' resolvers would answer: this schema has none.
  const invoice = (id: number) => ({
    id,
    uniqueId: `INV-${id}`,
    amount: 1,
    amountDue: 1,
    statusLabel: 'Issued',
    client: { id: 9, name: 'A Client' },
    actions: { canDelete: true, canCreateClaim: false },
    components,
  });
  const rootValue = {
    invoices: (_args: unknown, _ctx: unknown, info: GraphQLResolveInfo) => {
      seen.page.push(restFields(info, sources as RowSources<unknown, unknown>, ['data']));
      return { data: [invoice(1), invoice(2)], totalElements: 2, page: 1, size: 20 };
    },
  };
  const result = await execute({ schema, document: parse(query), rootValue, variableValues: variables });
  expect(result.errors).toBeUndefined();
  return seen;
}

describe('restFields', () => {
  it('asks for the properties the selected fields read, computed once for all the rows', async () => {
    const seen = await fieldsOf(
      '{ invoices { totalElements data { id uniqueId amountDue statusLabel components { amountDue description } } } }',
    );
    expect(seen.page).toEqual(['amount,id,paid,status,uniqueId']);
    expect(seen.components).toEqual(['amount,description,paid', 'amount,description,paid']);
  });

  it('follows aliases, fragments and inline fragments, and leaves __typename out', async () => {
    const seen = await fieldsOf(`
      query { invoices { data { __typename ...Row number: uniqueId ... on Invoice { client { name } } } } }
      fragment Row on Invoice { amount }`);
    expect(seen.page).toEqual([
      'amount,clientEmail,clientFirstName,clientId,clientLastName,clientMedicalAidName,clientMedicalAidNumber,clientName,uniqueId',
    ]);
  });

  it('drops what @skip and @include leave out, for the variables of the request', async () => {
    const query = 'query($lines: Boolean!) { invoices { data { id components @include(if: $lines) { amount } } } }';
    expect(await fieldsOf(query, { lines: false })).toEqual({ page: ['id'], components: [] });
    expect((await fieldsOf(query, { lines: true })).components).toEqual(['amount', 'amount']);
  });

  it("asks for the api's allowedActions when the invoice actions are selected (the api decides them)", async () => {
    const seen = await fieldsOf('{ invoices { data { actions { canDelete canCreateClaim } } } }');
    expect(seen.page).toEqual(['allowedActions']);
  });

  it('asks for whole rows when a selected field is missing from the table', async () => {
    const { uniqueId: _left, ...withoutUniqueId } = INVOICE_ROW_SOURCES;
    const seen = await fieldsOf('{ invoices { data { id uniqueId } } }', undefined, withoutUniqueId as never);
    expect(seen.page).toEqual([undefined]);
  });
});
