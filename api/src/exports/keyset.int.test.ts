import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../test/helpers.ts';
import { session, type Session } from '../../test/finance-fixtures.ts';
import { SORT_FIELDS } from '../invoices/invoice-list-query.ts';
import { PAYMENT_SORT_FIELDS } from '../payments/payment-list-query.ts';
import { clientExport } from './client-export.ts';
import { invoiceExport } from './invoice-export.ts';
import { paymentExport } from './payment-export.ts';

/**
 * The keyset walk against the lazy list, in tiny pages (7 rows) so that every page boundary is crossed: each sort
 * field both ways, with NULL keys (no due date, no practitioner, no client) and ties (equal amounts, statuses).
 */
describe.each(databaseKinds())('export keyset pages (%s)', (kind) => {
  let api: TestApi;
  let health: Session;
  const PERIOD = { start: '2026-03-01', end: '2026-04-30' };

  async function listIds(url: string, query: Record<string, string>): Promise<number[]> {
    const ids: number[] = [];
    for (let page = 1; ; page += 1) {
      const qs = new URLSearchParams({ ...query, page: String(page), size: '500' });
      const res = await api.app.inject({ url: `${url}?${qs.toString()}`, headers: { authorization: health.auth } });
      expect(res.statusCode).toBe(200);
      const data = res.json<{ data: Array<{ id: number }> }>().data;
      ids.push(...data.map((row) => row.id));
      if (data.length < 500) return ids;
    }
  }

  async function collect(rows: AsyncIterable<{ id: number }>): Promise<number[]> {
    const ids: number[] = [];
    for await (const row of rows) ids.push(row.id);
    return ids;
  }

  beforeAll(async () => {
    api = await startTestApi(kind);
    health = await session(api, 'health.admin');
    // NULL sort keys inside the period: every fifth invoice without a due date, every seventh without a practitioner,
    // every sixth payment without a client.
    await api.db.query(
      `update invoices set due = null where company_id = $1 and invoiced >= '2026-02-28' and id % 5 = 0`,
      [health.companyId],
    );
    await api.db.query(
      `update invoices set practitioner_id = null where company_id = $1 and invoiced >= '2026-02-28' and id % 7 = 0`,
      [health.companyId],
    );
    await api.db.query(
      `update payments set client_id = null where company_id = $1 and paid >= '2026-02-28' and id % 6 = 0`,
      [health.companyId],
    );
  });
  afterAll(() => api.close());

  it.each(SORT_FIELDS)('walks the invoices sorted by %s in the lazy list’s order, both ways', async (sortField) => {
    for (const sortOrder of ['asc', 'desc']) {
      const query = { ...PERIOD, sortField, sortOrder };
      const expected = await listIds(`/api/invoice1/all/lazyloading/${health.companyId}`, query);
      expect(expected.length).toBeGreaterThan(50);
      const source = await invoiceExport(api.db, { companyId: health.companyId }, query, 7);
      expect(await collect(source.rows)).toEqual(expected);
    }
  });

  it.each(PAYMENT_SORT_FIELDS)(
    'walks the payments sorted by %s in the lazy list’s order, both ways',
    async (sortField) => {
      for (const sortOrder of ['asc', 'desc']) {
        const query = { ...PERIOD, sortField, sortOrder };
        const expected = await listIds(`/api/payment1/lazyloading/${health.companyId}`, query);
        expect(expected.length).toBeGreaterThan(50);
        const source = await paymentExport(api.db, { companyId: health.companyId }, query, 7);
        expect(await collect(source.rows)).toEqual(expected);
      }
    },
  );

  it('walks the clients by last name, first name and id (a sort of several keys), as the clients list pages them', async () => {
    const expected: number[] = [];
    for (let offset = 0; ; offset += 100) {
      const res = await api.app.inject({
        url: `/api/client1/${health.companyId}?includeArchived=true&offset=${offset}&limit=100`,
        headers: { authorization: health.auth },
      });
      const page = res.json<{ clients: Array<{ id: number }> }>().clients;
      expected.push(...page.map((c) => c.id));
      if (page.length < 100) break;
    }
    expect(expected.length).toBeGreaterThan(300);
    const source = await clientExport(api.db, health.companyId, { includeArchived: true }, 7);
    expect(await collect(source.rows)).toEqual(expected);
  });

  it('reads an exact multiple of the page size, and an empty list, without a missing or extra row', async () => {
    const query = { ...PERIOD, sortField: 'amount', sortOrder: 'asc' };
    const all = await listIds(`/api/invoice1/all/lazyloading/${health.companyId}`, query);
    const pageSize = all.length; // one full page, then an empty one
    expect(await collect((await invoiceExport(api.db, { companyId: health.companyId }, query, pageSize)).rows)).toEqual(
      all,
    );
    const none = { start: '1999-01-01', end: '1999-01-31' };
    expect(await collect((await invoiceExport(api.db, { companyId: health.companyId }, none, 7)).rows)).toEqual([]);
  });
});
