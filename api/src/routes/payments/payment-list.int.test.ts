import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import { session, type Session } from '../../../test/finance-fixtures.ts';

interface Page {
  data: Array<{ id: number; [key: string]: unknown }>;
  totalRecords: number;
  page: number;
  size: number;
}

/** The expected order of each sort field, written independently of the api's query builder. */
const EXPECTED_ORDER: Record<string, string> = {
  paid: 'p.paid',
  amount: 'p.amount_cents',
  type: 'p.type',
  description: 'lower(p.description)',
  invoiceUniqueId: 'i.unique_id',
  clientName: `lower(trim(c.first_name || ' ' || c.last_name))`,
};

describe.each(databaseKinds())('payment lazy list (%s)', (kind) => {
  let api: TestApi;
  let health: Session;
  let folio: Session;

  const list = async (query: Record<string, string | number>, s: Session = health, base?: string) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
    const res = await api.app.inject({
      url: `${base ?? `/api/payment1/lazyloading/${s.companyId}`}?${qs}`,
      headers: { authorization: s.auth },
    });
    return { status: res.statusCode, body: res.json<Page & { detail?: string }>() };
  };
  const FROM = `from payments p join invoices i on i.id = p.invoice_id left join clients c on c.id = p.client_id
    where p.company_id = $1`;
  const count = async (where: string, params: unknown[] = []) =>
    (await api.db.query<{ n: number }>(`select count(*)::int as n ${FROM} and ${where}`, [health.companyId, ...params]))
      .rows[0]!.n;
  const ids = async (where: string, params: unknown[], order: string, limit: number, offset = 0) =>
    (
      await api.db.query<{ id: number }>(
        `select p.id ${FROM} and ${where} order by ${order} limit ${limit} offset ${offset}`,
        [health.companyId, ...params],
      )
    ).rows.map((r) => r.id);

  beforeAll(async () => {
    api = await startTestApi(kind);
    [health, folio] = await Promise.all([session(api, 'health.admin'), session(api, 'folio.admin')]);
  });
  afterAll(() => api.close());

  it('defaults to newest first (paid desc, id desc), 20 a page, with totalRecords', async () => {
    const res = await list({});
    expect(res.status).toBe(200);
    expect(res.body.totalRecords).toBe(await count('true'));
    expect(res.body.totalRecords).toBeGreaterThan(1000);
    expect(res.body).toMatchObject({ page: 1, size: 20 });
    expect(res.body.data.map((p) => p.id)).toEqual(await ids('true', [], 'p.paid desc, p.id desc', 20));
    expect(res.body.data[0]).toEqual(
      expect.objectContaining({
        invoiceUniqueId: expect.stringMatching(/^INV-/),
        clientName: expect.any(String),
        type: expect.stringMatching(/^[CBHRAOW]$/),
      }),
    );
  });

  it.each(Object.entries(EXPECTED_ORDER))('sorts by %s both ways, pages 3 of 50', async (field, order) => {
    for (const direction of ['asc', 'desc'] as const) {
      const res = await list({ sortField: field, sortOrder: direction, page: 3, size: 50 });
      expect(res.status).toBe(200);
      expect(res.body.data.map((p) => p.id)).toEqual(
        await ids('true', [], `${order} ${direction}, p.id ${direction}`, 50, 100),
      );
    }
  });

  it('filters by type codes, by a date range in the company zone, and searches', async () => {
    const byType = await list({ filters: JSON.stringify({ type: { value: 'C,W', matchMode: 'equals' } }), size: 500 });
    expect(byType.body.totalRecords).toBe(await count(`p.type in ('C', 'W')`));
    expect(new Set(byType.body.data.map((p) => p.type))).toEqual(new Set(['C', 'W']));

    // A whole day in Johannesburg: 2026-05-01 00:00 +02:00 up to 2026-05-31 24:00 +02:00.
    const ranged = await list({ start: '2026-05-01', end: '2026-05-31', size: 500 });
    expect(ranged.body.totalRecords).toBe(
      await count(`p.paid >= '2026-04-30T22:00:00Z' and p.paid < '2026-05-31T22:00:00Z'`),
    );
    expect(ranged.body.totalRecords).toBeGreaterThan(0);

    const search = await list({ search: 'cash', size: 500 });
    expect(search.body.totalRecords).toBe(
      await count(
        `(lower(p.description) like '%cash%' or lower(i.unique_id) like '%cash%'
          or lower(trim(c.first_name || ' ' || c.last_name)) like '%cash%' or p.type = 'A')`,
      ),
    );
    expect(search.body.totalRecords).toBeGreaterThan(0);

    const combined = await list({
      search: 'INV-0001',
      filters: JSON.stringify({
        type: { value: 'B', matchMode: 'equals' },
        amount: { value: '.', matchMode: 'contains' },
      }),
      start: '2025-01-01',
      sortField: 'amount',
      sortOrder: 'asc',
      size: 10,
      page: 2,
    });
    const where = `lower(i.unique_id) like '%inv-0001%' and p.type = 'B' and p.paid >= '2024-12-31T22:00:00Z'`;
    expect(combined.body.totalRecords).toBe(await count(where));
    expect(combined.body.data.map((p) => p.id)).toEqual(await ids(where, [], 'p.amount_cents asc, p.id asc', 10, 10));
  });

  it('lists one practitioner’s payments, and all of the company’s', async () => {
    const { rows } = await api.db.query<{ id: number }>(
      `select id from users where company_id = $1 and exists (select 1 from invoices where practitioner_id = users.id)
        order by id limit 1`,
      [health.companyId],
    );
    const practitionerId = rows[0]!.id;
    const page = await list(
      { size: 5 },
      health,
      `/api/payment1/practitioner/lazyloading/${practitionerId}/${health.companyId}`,
    );
    expect(page.status).toBe(200);
    expect(page.body.totalRecords).toBe(await count('i.practitioner_id = $2', [practitionerId]));
    expect(page.body.data.map((p) => p.id)).toEqual(
      await ids('i.practitioner_id = $2', [practitionerId], 'p.paid desc, p.id desc', 5),
    );
    const all = await api.app.inject({
      url: `/api/payment1/practitioner/${practitionerId}`,
      headers: { authorization: health.auth },
    });
    expect(all.json<unknown[]>()).toHaveLength(page.body.totalRecords);

    const company = await api.app.inject({
      url: `/api/payment1/${health.companyId}`,
      headers: { authorization: health.auth },
    });
    expect(company.json<unknown[]>()).toHaveLength(await count('true'));
  });

  it.each([
    [{ sortField: 'nope' }, /sortField "nope" is not sortable/],
    [{ sortOrder: 'up' }, /sortOrder "up" must be asc or desc/],
    [{ filters: '{"status":{"value":"P"}}' }, /"status" cannot be filtered/],
    [{ filters: '[1]' }, /must be a JSON object/],
    [{ start: 'yesterday' }, /start "yesterday" is not a date/],
  ])('answers 400 for %o', async (query, detail) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(detail);
  });

  it('keeps tenants apart: another company’s lists and practitioners are 404', async () => {
    const other = await list({}, health, `/api/payment1/lazyloading/${folio.companyId}`);
    expect(other.status).toBe(404);
    const all = await api.app.inject({
      url: `/api/payment1/${folio.companyId}`,
      headers: { authorization: health.auth },
    });
    expect(all.statusCode).toBe(404);
    const folioUser = folio.userId;
    for (const url of [
      `/api/payment1/practitioner/${folioUser}`,
      `/api/payment1/practitioner/lazyloading/${folioUser}/${health.companyId}`,
      `/api/payment1/practitioner/lazyloading/${health.userId}/${folio.companyId}`,
    ]) {
      const res = await api.app.inject({ url, headers: { authorization: health.auth } });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
