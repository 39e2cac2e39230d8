import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import { session, type Session } from '../../../test/finance-fixtures.ts';

interface Page {
  data: Array<{ id: number; [key: string]: unknown }>;
  totalElements: number;
  page: number;
  size: number;
}

/** The expected order of each sort field, written independently of the api's query builder. */
const EXPECTED_ORDER: Record<string, string> = {
  invoiced: 'i.invoiced',
  uniqueId: 'i.unique_id',
  status: 'i.status',
  amount: 'i.amount_cents',
  paid: 'i.paid_cents',
  amountDue: 'i.amount_cents - i.paid_cents',
  due: 'i.due',
  description: 'lower(i.description)',
  numberOfClaims: '(select count(*) from claims x where x.invoice_id = i.id)',
  clientName: `lower(trim(c.first_name || ' ' || c.last_name))`,
  practitionerName: `lower(coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username))`,
};

describe.each(databaseKinds())('invoice lazy list (%s)', (kind) => {
  let api: TestApi;
  let health: Session;

  const list = async (
    query: Record<string, string | number>,
    base = `/api/invoice1/all/lazyloading/${health.companyId}`,
  ) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
    const res = await api.app.inject({ url: `${base}?${qs}`, headers: { authorization: health.auth } });
    return { status: res.statusCode, body: res.json<Page & { detail?: string }>() };
  };
  const count = async (where: string, params: unknown[] = []) =>
    (
      await api.db.query<{ n: number }>(
        `select count(*)::int as n from invoices i join clients c on c.id = i.client_id
          left join users u on u.id = i.practitioner_id where i.company_id = $1 and ${where}`,
        [health.companyId, ...params],
      )
    ).rows[0]!.n;
  const ids = async (order: string, limit: number, offset: number) =>
    (
      await api.db.query<{ id: number }>(
        `select i.id from invoices i join clients c on c.id = i.client_id left join users u on u.id = i.practitioner_id
          where i.company_id = $1 order by ${order} limit ${limit} offset ${offset}`,
        [health.companyId],
      )
    ).rows.map((r) => r.id);

  beforeAll(async () => {
    api = await startTestApi(kind);
    health = await session(api, 'health.admin');
  });
  afterAll(() => api.close());

  it('answers the newest invoices first by default, with the total from a count', async () => {
    const { status, body } = await list({});
    expect(status).toBe(200);
    expect(body.totalElements).toBe(await count('true'));
    expect(body.totalElements).toBeGreaterThan(1000);
    expect(body.page).toBe(1);
    expect(body.size).toBe(20);
    expect(body.data.map((i) => i.id)).toEqual(await ids('i.invoiced desc, i.id desc', 20, 0));
    expect(body.data[0]).toHaveProperty('clientName');
    expect(body.data[0]).toHaveProperty('numberOfClaims');
  });

  it.each(Object.keys(EXPECTED_ORDER).flatMap((field) => [[field, 'asc'] as const, [field, 'desc'] as const]))(
    'sorts by %s %s on the server',
    async (sortField, sortOrder) => {
      const { body } = await list({ sortField, sortOrder, page: 3, size: 40 });
      const expected = await ids(`${EXPECTED_ORDER[sortField]} ${sortOrder}, i.id ${sortOrder}`, 40, 80);
      expect(body.data.map((i) => i.id)).toEqual(expected);
    },
  );

  it('searches invoice number, client name, description and status label', async () => {
    const { rows } = await api.db.query<{ last: string }>(
      `select c.last_name as last from invoices i join clients c on c.id = i.client_id
        where i.company_id = $1 and length(c.last_name) > 3 order by i.id limit 1`,
      [health.companyId],
    );
    const term = rows[0]!.last.slice(0, 4).toUpperCase();
    const { body } = await list({ search: term, size: 500 });
    const expected = await count(
      `(i.unique_id ilike $2 or i.description ilike $2 or trim(c.first_name || ' ' || c.last_name) ilike $2
        or i.status in (select code from (values ('P', 'Paid'), ('I', 'Unpaid'), ('S', 'Submitted'),
          ('U', 'Unpaids Process'), ('C', 'Archived'), ('M', 'Member Liable')) s(code, label)
          where label ilike $2 or code ilike $2))`,
      [`%${term}%`],
    );
    expect(body.totalElements).toBe(expected);
    expect(body.totalElements).toBeGreaterThan(0);

    const byNumber = await list({ search: 'inv-000012' });
    expect(byNumber.body.totalElements).toBe(await count(`i.unique_id ilike '%INV-000012%'`));
    const byLabel = await list({ search: 'member liable' });
    expect(byLabel.body.totalElements).toBe(await count(`(i.status = 'M' or i.description ilike '%member liable%')`));
  });

  it('filters columns by startsWith, contains and equals', async () => {
    const cases: Array<[Record<string, { value: string; matchMode: string }>, string, unknown[]]> = [
      [{ status: { value: 'I', matchMode: 'equals' } }, `i.status = 'I'`, []],
      [{ status: { value: 'unp', matchMode: 'startsWith' } }, `i.status in ('I', 'U')`, []],
      [{ uniqueId: { value: 'INV-0001', matchMode: 'startsWith' } }, `i.unique_id like 'INV-0001%'`, []],
      [{ uniqueId: { value: '99', matchMode: 'contains' } }, `i.unique_id like '%99%'`, []],
      [
        { clientName: { value: 'ma', matchMode: 'startsWith' } },
        `(c.first_name ilike 'ma%' or c.last_name ilike 'ma%')`,
        [],
      ],
      [{ description: { value: 'visit', matchMode: 'contains' } }, `i.description ilike '%visit%'`, []],
      [{ amount: { value: '495', matchMode: 'equals' } }, 'i.amount_cents = 49500', []],
      [
        { practitionerName: { value: 'thandi', matchMode: 'startsWith' } },
        `(u.first_name ilike 'thandi%' or u.last_name ilike 'thandi%')`,
        [],
      ],
      [
        { status: { value: 'P', matchMode: 'equals' }, clientName: { value: 'a', matchMode: 'contains' } },
        `i.status = 'P' and trim(c.first_name || ' ' || c.last_name) ilike '%a%'`,
        [],
      ],
    ];
    for (const [filters, where, params] of cases) {
      const { status, body } = await list({ filters: JSON.stringify(filters) });
      expect(status, JSON.stringify(filters)).toBe(200);
      expect(body.totalElements, JSON.stringify(filters)).toBe(await count(where, params));
    }
    const empty = await list({ filters: JSON.stringify({ status: { value: null, matchMode: 'equals' } }) });
    expect(empty.body.totalElements).toBe(await count('true'));
  });

  it('keeps a date range: ISO instants, and whole days in the company zone', async () => {
    const iso = await list({ start: '2026-01-01T00:00:00Z', end: '2026-03-31T23:59:59Z' });
    expect(iso.body.totalElements).toBe(
      await count(`i.invoiced >= '2026-01-01T00:00:00Z' and i.invoiced <= '2026-03-31T23:59:59Z'`),
    );
    expect(iso.body.totalElements).toBeGreaterThan(0);
    const days = await list({ start: '2026-02-01', end: '2026-02-28', sortOrder: 'asc' });
    expect(days.body.totalElements).toBe(
      await count(`i.invoiced >= '2026-02-01T00:00:00+02:00' and i.invoiced < '2026-03-01T00:00:00+02:00'`),
    );
    expect(days.body.data.every((i) => String(i.invoiced) >= '2026-01-31T22:00:00.000Z')).toBe(true);
  });

  it('pages to the end and beyond', async () => {
    const total = await count('true');
    const size = 500;
    const lastPage = Math.ceil(total / size);
    const last = await list({ page: lastPage, size });
    expect(last.body.data).toHaveLength(total - (lastPage - 1) * size);
    const beyond = await list({ page: lastPage + 1, size });
    expect(beyond.body).toMatchObject({ data: [], totalElements: total });
  });

  it('lists one practitioner’s invoices with the same query', async () => {
    const base = `/api/invoice1/all/practitioner/lazyloading/${health.userId}`;
    const { body } = await list({ sortField: 'amount', sortOrder: 'asc', size: 10 }, base);
    expect(body.totalElements).toBe(await count('i.practitioner_id = $2', [health.userId]));
    expect(body.data.every((i) => i.practitionerId === health.userId)).toBe(true);
  });

  it('sends only the properties `fields` names, with the id, for the same page', async () => {
    const query = { sortField: 'amount', sortOrder: 'desc', size: 7 };
    const whole = await list(query);
    const sparse = await list({ ...query, fields: 'amount,clientName,paid' });
    expect(sparse.status).toBe(200);
    expect(sparse.body.totalElements).toBe(whole.body.totalElements);
    expect(sparse.body.data).toEqual(
      whole.body.data.map(({ id, amount, clientName, paid }) => ({ id, amount, clientName, paid })),
    );
    const practitioner = await list(
      { ...query, fields: 'uniqueId' },
      `/api/invoice1/all/practitioner/lazyloading/${health.userId}`,
    );
    expect(practitioner.body.data.length).toBeGreaterThan(0);
    expect(practitioner.body.data.every((row) => Object.keys(row).join() === 'id,uniqueId')).toBe(true);
  });

  it.each([
    [
      'fields naming a property rows do not have',
      { fields: 'amount,passwordHash' },
      /"passwordHash" is not a property/,
    ],
    ['an unknown sort field', { sortField: 'secret' }, /sortField "secret" is not sortable/],
    ['an unknown sort order', { sortOrder: 'up' }, /sortOrder "up" must be asc or desc/],
    ['filters that are not JSON', { filters: '{status' }, /filters must be a JSON object/],
    ['a filter on an unknown field', { filters: '{"password":{"value":"x"}}' }, /"password" cannot be filtered/],
    ['an unknown match mode', { filters: '{"status":{"value":"I","matchMode":"regex"}}' }, /matchMode must be one of/],
    [
      'an amount filter that is no amount',
      { filters: '{"amount":{"value":"abc","matchMode":"equals"}}' },
      /not an amount/,
    ],
    ['an invalid start', { start: '2026-02-30' }, /start "2026-02-30" is not a date/],
    ['a page of 0', { page: 0 }, /page/],
    ['a size above 500', { size: 501 }, /size/],
  ])('answers %s with 400', async (_, query, detail) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.detail).toMatch(detail);
  });
});
