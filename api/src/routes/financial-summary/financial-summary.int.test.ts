import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import { session, type Session } from '../../../test/sessions.ts';

interface Summary {
  start: string;
  end: string;
  invoiceSummary: number;
  paymentSummary: number;
  expenses: number;
  profit: number;
  accounts: Array<{
    financialAccountCode: string;
    financialAccountName: string;
    financialAccountType: string;
    amount: number;
  }>;
}

const cents = (amount: number) => Math.round(amount * 100);

describe.each(databaseKinds())('financial dashboard (%s)', (kind) => {
  let api: TestApi;
  let health: Session;
  let business: Session;
  beforeAll(async () => {
    api = await startTestApi(kind);
    health = await session(api, 'health.admin');
    business = await session(api, 'business.admin');
  });
  afterAll(() => api.close());

  const get = (url: string, who: Session) => api.app.inject({ url, headers: { authorization: who.authorization } });

  /**
   * The same figures by another route through the data: instants turned into local dates (not a
   * range of instants), expenses summed per transaction row rather than per account.
   */
  async function independent(companyId: number, zone: string, start: string, end: string) {
    const { rows } = await api.db.query<{ income: number; paid: number; expenses: number }>(
      `select
         (select coalesce(sum(amount_cents), 0)::bigint from invoices
           where company_id = $1 and (invoiced at time zone $4)::date between $2::date and $3::date) as income,
         (select coalesce(sum(amount_cents), 0)::bigint from payments
           where company_id = $1 and type <> 'W' and (paid at time zone $4)::date between $2::date and $3::date) as paid,
         (select coalesce(sum(case when t.status = 'A' then t.debit_cents - t.credit_cents else 0 end), 0)::bigint
            from financial_transactions t
           where t.company_id = $1 and t.processed >= $2::date and t.processed <= $3::date
             and t.financial_account_id in (select id from financial_accounts where company_id = $1 and type = 'E')) as expenses`,
      [companyId, start, end, zone],
    );
    return rows[0]!;
  }

  it.each([
    ['health.admin', 'Africa/Johannesburg', '2026-01-01', '2026-06-30'],
    ['health.admin', 'Africa/Johannesburg', '2024-06-30', '2026-06-30'],
    ['business.admin', 'Europe/London', '2025-03-30', '2025-10-26'],
    ['folio.admin', 'Europe/London', '2025-06-01', '2025-06-30'],
  ])('%s: the sums equal an independent SQL computation (%s, %s … %s)', async (username, zone, start, end) => {
    const who = await session(api, username);
    const res = await get(`/api/financialtransaction/summary/${who.companyId}/${start}/${end}`, who);
    expect(res.statusCode).toBe(200);
    const summary = res.json<Summary>();
    const expected = await independent(who.companyId, zone, start, end);
    expect(cents(summary.invoiceSummary)).toBe(expected.income);
    expect(cents(summary.paymentSummary)).toBe(expected.paid);
    expect(cents(summary.expenses)).toBe(expected.expenses);
    expect(cents(summary.profit)).toBe(expected.income - expected.expenses);
    expect(expected.income).toBeGreaterThan(0);
    expect(expected.expenses).toBeGreaterThan(0);
    // One line per E account, adding up to the expenses.
    expect(summary.accounts.length).toBeGreaterThan(5);
    expect(summary.accounts.every((a) => a.financialAccountType === 'E')).toBe(true);
    expect(summary.accounts.reduce((sum, a) => sum + cents(a.amount), 0)).toBe(expected.expenses);
  });

  it('accepts the spec’s date-time form of the period and answers amounts with at most two decimals', async () => {
    const url = `/api/financialtransaction/summary/${health.companyId}/${encodeURIComponent('2026-01-01 00:00:00')}/${encodeURIComponent('2026-03-31 23:59:59')}`;
    const res = await get(url, health);
    expect(res.statusCode).toBe(200);
    const summary = res.json<Summary>();
    expect(summary).toMatchObject({ start: '2026-01-01', end: '2026-03-31' });
    for (const value of [summary.invoiceSummary, summary.expenses, ...summary.accounts.map((a) => a.amount)]) {
      expect(String(value)).toMatch(/^-?\d+(\.\d{1,2})?$/);
    }
  });

  it('counts an invoice by the company’s local date, not the UTC one', async () => {
    // 2026-07-31 23:30 in Johannesburg is 21:30 UTC on the same day; 00:30 local on 1 August is 22:30 UTC on 31 July.
    const { rows } = await api.db.query<{ id: number }>(
      `insert into invoices (company_id, unique_id, client_id, amount_cents, invoiced)
       select $1, 'TZ-TEST-' || n, (select id from clients where company_id = $1 limit 1), 12345, ts
         from (values (1, timestamptz '2026-07-31 21:30:00+00'), (2, timestamptz '2026-07-31 22:30:00+00')) as v(n, ts)
       returning id`,
      [health.companyId],
    );
    expect(rows).toHaveLength(2);
    const july = (
      await get(`/api/financialtransaction/summary/${health.companyId}/2026-07-01/2026-07-31`, health)
    ).json<Summary>();
    const august = (
      await get(`/api/financialtransaction/summary/${health.companyId}/2026-08-01/2026-08-31`, health)
    ).json<Summary>();
    expect(cents(july.invoiceSummary)).toBe(12345);
    expect(cents(august.invoiceSummary)).toBe(12345);
    await api.db.query('delete from invoices where id = any($1::bigint[])', [rows.map((r) => r.id)]);
  });

  it('breaks income and expenses down per month, every month present, adding up to the summary', async () => {
    const [start, end] = ['2025-07-15', '2026-06-30'];
    const res = await get(`/api/financialtransaction/monthly/${business.companyId}/${start}/${end}`, business);
    expect(res.statusCode).toBe(200);
    const months = res.json<Array<{ month: string; income: number; expenses: number; profit: number }>>();
    expect(months.map((m) => m.month)).toEqual([
      '2025-07-01',
      '2025-08-01',
      '2025-09-01',
      '2025-10-01',
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
    ]);
    const summary = (
      await get(`/api/financialtransaction/summary/${business.companyId}/${start}/${end}`, business)
    ).json<Summary>();
    expect(months.reduce((s, m) => s + cents(m.income), 0)).toBe(cents(summary.invoiceSummary));
    expect(months.reduce((s, m) => s + cents(m.expenses), 0)).toBe(cents(summary.expenses));
    for (const m of months) expect(cents(m.profit)).toBe(cents(m.income) - cents(m.expenses));
  });

  it('answers the dashboard data calls: a range, three months and all time', async () => {
    const base = `/api/data/financial/summary/company`;
    const range = (await get(`${base}/${health.companyId}/2026-01-01/2026-06-30`, health)).json();
    const summary = (
      await get(`/api/financialtransaction/summary/${health.companyId}/2026-01-01/2026-06-30`, health)
    ).json<Summary>();
    expect(range).toEqual({
      start: '2026-01-01',
      end: '2026-06-30',
      invoiceSummary: summary.invoiceSummary,
      paymentSummary: summary.paymentSummary,
    });

    const three = (await get(`${base}/threemonths/${health.companyId}`, health)).json();
    expect(three.start).toMatch(/^\d{4}-\d{2}-01$/);
    const again = (await get(`${base}/${health.companyId}/${three.start}/${three.end}`, health)).json();
    expect(again).toEqual(three);

    const all = (await get(`${base}/alltime/${health.companyId}`, health)).json();
    expect(all).toMatchObject({ start: null, end: null });
    const everything = await independent(health.companyId, 'Africa/Johannesburg', '1900-01-01', '2999-12-31');
    expect(cents(all.invoiceSummary)).toBe(everything.income);
    expect(cents(all.paymentSummary)).toBe(everything.paid);
  });

  it.each([
    ['summary', '2026-02-30', '2026-03-01', 'params.start'],
    ['summary', '2026-03-01', '2026-02-01', 'params.end'],
    ['summary', 'yesterday', '2026-03-01', 'params.start'],
    ['monthly', '1990-01-01', '2026-03-01', 'params.end'],
  ])('refuses a bad period on %s: %s … %s', async (route, start, end, field) => {
    const res = await get(`/api/financialtransaction/${route}/${health.companyId}/${start}/${end}`, health);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });
});
