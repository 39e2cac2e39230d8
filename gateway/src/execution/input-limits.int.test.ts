import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../../test/helpers.ts';

/** Through the compiled executor, with no login and an api that refuses connections. */
describe('list and page size caps through the gateway', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startGateway();
  });
  afterAll(() => gateway.close());

  it('refuses 101 filters and a page of 101 rows before the login check, without an upstream call', async () => {
    const filters = Array.from({ length: 101 }, () => ({ field: 'STATUS', value: 'I' }));
    const query = 'query Page($q: InvoiceListQuery) { invoices(query: $q) { totalElements } }';
    for (const [q, message] of [
      [{ filters }, 'query.filters lists 101 items; at most 100 are allowed.'],
      [{ size: 101 }, 'query.size is 101; a page holds at most 100 rows.'],
    ] as const) {
      const res = await gateway.graphql({ query, variables: { q } });
      expect(res.errors).toEqual([
        {
          message,
          path: ['invoices'],
          locations: expect.any(Array) as unknown,
          extensions: { code: 'BAD_USER_INPUT' },
        },
      ]);
      expect(res.headers.get('x-upstream-requests')).toBe('0');
    }
  });

  it('lets 150 import rows through to the api', async () => {
    const rows = Array.from({ length: 150 }, () => ({
      processed: '2026-06-01',
      financialAccountCode: '4000',
      description: 'Fee',
      amount: '1.00',
    }));
    const res = await gateway.graphql({
      query: 'mutation($rows: [ImportedTransactionInput!]!) { importFinancialTransactions(rows: $rows) { imported } }',
      variables: { rows },
    });
    expect(res.errors?.[0]?.extensions?.code).not.toBe('BAD_USER_INPUT');
    expect(Number(res.headers.get('x-upstream-requests'))).toBeGreaterThan(0);
  });
});
