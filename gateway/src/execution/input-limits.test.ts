import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { graphql } from 'graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { SCHEMA_PATH } from '../app.ts';
import { capInputs } from './input-limits.ts';

/** The real schema with resolvers that only record what reached them. */
let calls: Array<{ field: string; args: unknown }> = [];
const recorded = (field: string, answer: unknown) => (_: unknown, args: unknown) => {
  calls.push({ field, args });
  return answer;
};
const page = { data: [], totalElements: 0, page: 1, size: 1 };
const schema = capInputs(
  makeExecutableSchema({
    typeDefs: readFileSync(SCHEMA_PATH, 'utf8'),
    resolvers: {
      Query: {
        invoices: recorded('invoices', page),
        payments: recorded('payments', { ...page, totalRecords: 0 }),
      },
      Mutation: {
        createBillingPlan: recorded('createBillingPlan', null),
        importFinancialTransactions: recorded('importFinancialTransactions', { imported: 0, batchId: '1' }),
      },
    },
  }),
  { maxListLength: 3, maxPageSize: 50 },
);

const run = async (source: string, variableValues?: Record<string, unknown>) => {
  const result = await graphql({ schema, source, variableValues });
  return { errors: result.errors?.map((error) => [error.message, error.extensions.code]), calls };
};

const filter = { field: 'STATUS', value: 'I' };
const item = { description: 'Consultation', quantity: '1', unitCost: '10.00' };
const row = { processed: '2026-06-01', financialAccountCode: '4000', description: 'Fee', amount: '1.00' };

describe('list arguments and page sizes', () => {
  beforeEach(() => {
    calls = [];
  });

  it('refuses a list longer than the limit, from a variable or a literal, before the resolver', async () => {
    const query = 'query($q: InvoiceListQuery) { invoices(query: $q) { totalElements } }';
    expect(await run(query, { q: { filters: [filter, filter, filter, filter] } })).toEqual({
      errors: [['query.filters lists 4 items; at most 3 are allowed.', 'BAD_USER_INPUT']],
      calls: [],
    });
    const literal = `{ payments(query: { types: [A, B, C, H] }) { totalRecords } }`;
    expect(await run(literal)).toEqual({
      errors: [['query.types lists 4 items; at most 3 are allowed.', 'BAD_USER_INPUT']],
      calls: [],
    });
    expect((await run(query, { q: { filters: [filter, filter, filter] } })).calls).toHaveLength(1);
  });

  it('caps the page size of the lazy lists, from a variable of its own too', async () => {
    const query = 'query($size: Int) { invoices(query: { size: $size }) { totalElements } }';
    expect(await run(query, { size: 51 })).toEqual({
      errors: [['query.size is 51; a page holds at most 50 rows.', 'BAD_USER_INPUT']],
      calls: [],
    });
    expect((await run('{ payments(query: { size: 51 }) { totalRecords } }')).errors).toEqual([
      ['query.size is 51; a page holds at most 50 rows.', 'BAD_USER_INPUT'],
    ]);
    expect((await run(query, { size: 50 })).calls).toHaveLength(1);
  });

  it('caps lists inside inputs: a billing plan’s items', async () => {
    const query = 'mutation($input: BillingPlanInput!) { createBillingPlan(input: $input) { id } }';
    const { errors, calls: reached } = await run(query, { input: { name: 'Plan', items: [item, item, item, item] } });
    expect({ errors, reached }).toEqual({
      errors: [['input.items lists 4 items; at most 3 are allowed.', 'BAD_USER_INPUT']],
      reached: [],
    });
  });

  it('leaves the import’s rows to their own limit', async () => {
    const query =
      'mutation($rows: [ImportedTransactionInput!]!) { importFinancialTransactions(rows: $rows) { imported } }';
    const { errors, calls: reached } = await run(query, { rows: [row, row, row, row, row] });
    expect(errors).toBeUndefined();
    expect(reached).toHaveLength(1);
  });
});
