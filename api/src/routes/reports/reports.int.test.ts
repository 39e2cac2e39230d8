import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyTimeZone } from '../../financial-transactions/transaction-changes.ts';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import { createInvoice, insertClient, pay, session, type Session } from '../../../test/finance-fixtures.ts';
import { pdfText } from '../../../test/pdf-text.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

const cents = (amount: number) => Math.round(amount * 100);
const BUCKETS = ['current', 'days1To30', 'days31To60', 'days61To90', 'days91To120', 'over120'] as const;

interface AgedFigures {
  current: number;
  days1To30: number;
  days31To60: number;
  days61To90: number;
  days91To120: number;
  over120: number;
  total: number;
  invoices: number;
}
interface Aged {
  asOf: string;
  clients: Array<AgedFigures & { clientId: number; name: string }>;
  totals: AgedFigures;
}
interface ProfitAndLoss {
  months: string[];
  accounts: Array<{ code: string; type: 'I' | 'E'; amounts: number[]; total: number }>;
  monthTotals: Array<{ month: string; income: number; expenses: number; netProfit: number }>;
  totals: { income: number; expenses: number; netProfit: number };
}
interface ByType {
  months: Array<{ month: string; types: Array<{ type: string; amount: number; count: number }>; total: number }>;
  types: Array<{ type: string; amount: number; count: number }>;
  total: number;
}

describe.each(databaseKinds())('reports (%s)', (kind) => {
  let api: TestApi;
  let health: Session;
  let business: Session;
  let zone: string;
  beforeAll(async () => {
    api = await startTestApi(kind);
    health = await session(api, 'health.admin');
    business = await session(api, 'business.admin');
    zone = await companyTimeZone(api.db, health.companyId);
  });
  afterAll(() => api.close());

  const get = async <T>(url: string, who: Session = health) => {
    const res = await api.app.inject({ url, headers: { authorization: who.auth } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };

  /** Aged receivables recomputed in JS from the raw invoices and payments. */
  async function agedByJs(companyId: number, asOf: string) {
    const invoices = await api.db.query<{
      id: number;
      client: number;
      amount: number;
      paid: number;
      status: string;
      invoiced: Date;
      due: string | null;
    }>(
      `select id, client_id as client, amount_cents as amount, paid_cents as paid, status, invoiced,
              to_char(due, 'YYYY-MM-DD') as due from invoices where company_id = $1`,
      [companyId],
    );
    const payments = await api.db.query<{ invoice: number; amount: number; paid: Date }>(
      'select invoice_id as invoice, amount_cents as amount, paid from payments where company_id = $1',
      [companyId],
    );
    const localDay = (instant: Date) => dayjs(instant).tz(zone).format('YYYY-MM-DD');
    const perClient = new Map<number, Record<string, number>>();
    const totals: Record<string, number> = { total: 0, invoices: 0 };
    for (const i of invoices.rows) {
      if (i.status === 'C' || localDay(i.invoiced) > asOf) continue;
      const later = payments.rows
        .filter((p) => p.invoice === i.id && localDay(p.paid) > asOf)
        .reduce((s, p) => s + Number(p.amount), 0);
      const owed = Number(i.amount) - Number(i.paid) + later;
      if (owed <= 0) continue;
      const due = i.due ?? localDay(i.invoiced);
      const days = dayjs.utc(asOf).diff(dayjs.utc(due), 'day');
      const bucket =
        days <= 0
          ? 'current'
          : days <= 30
            ? 'days1To30'
            : days <= 60
              ? 'days31To60'
              : days <= 90
                ? 'days61To90'
                : days <= 120
                  ? 'days91To120'
                  : 'over120';
      const c = perClient.get(i.client) ?? { total: 0, invoices: 0 };
      for (const f of [c, totals]) {
        f[bucket] = (f[bucket] ?? 0) + owed;
        f.total! += owed;
        f.invoices! += 1;
      }
      perClient.set(i.client, c);
    }
    return { perClient, totals };
  }

  const inCents = (f: AgedFigures) => ({
    ...Object.fromEntries(BUCKETS.map((b): [string, number] => [b, cents(f[b])]).filter(([, v]) => v !== 0)),
    total: cents(f.total),
    invoices: f.invoices,
  });

  it('ages what each client owes by due date, with a part payment and a reversed payment, as of a chosen day', async () => {
    const clientId = await insertClient(api, health.companyId, { firstName: 'Aged', lastName: 'Aardvark' });
    const line = (unitCost: number) => [{ description: 'Consultation', quantity: 1, unitCost }];
    // Due 2026-05-01: as of 2026-06-30, 60 days past due; 300 of 1000 paid on 2026-06-10.
    const partPaid = await createInvoice(api, health, {
      clientId,
      invoiced: '2026-04-01T08:00:00Z',
      due: '2026-05-01',
      components: line(1000),
    });
    expect((await pay(api, health, partPaid.id, { amount: 300, paid: '2026-06-10 10:00' })).status).toBe(201);
    // A payment dated after the as-of day: not paid yet on 2026-06-30.
    expect((await pay(api, health, partPaid.id, { amount: 100, paid: '2026-07-05 10:00' })).status).toBe(201);
    // Due 2026-06-20 (10 days past due), paid in full then the payment reversed: all of it owed again.
    const reversed = await createInvoice(api, health, {
      clientId,
      invoiced: '2026-06-01T08:00:00Z',
      due: '2026-06-20',
      components: line(250),
    });
    const payment = await pay(api, health, reversed.id, { amount: 250, paid: '2026-06-21 10:00' });
    expect(payment.status).toBe(201);
    const del = await api.app.inject({
      method: 'DELETE',
      url: `/api/payment1/${(payment.body as { payment: { id: number } }).payment.id}`,
      headers: { authorization: health.auth },
    });
    expect(del.statusCode, del.body).toBe(200);
    // Not yet due; and one invoiced after the as-of day, which does not count.
    await createInvoice(api, health, {
      clientId,
      invoiced: '2026-06-25T08:00:00Z',
      due: '2026-07-25',
      components: line(80),
    });
    await createInvoice(api, health, {
      clientId,
      invoiced: '2026-07-02T08:00:00Z',
      due: '2026-08-01',
      components: line(999),
    });

    const report = await get<Aged>(`/api/reports/agedreceivables/${health.companyId}?asOf=2026-06-30`);
    const mine = report.clients.find((c) => c.clientId === clientId)!;
    expect(inCents(mine)).toEqual({ current: 8000, days1To30: 25000, days31To60: 70000, total: 103000, invoices: 3 });

    // Every client and the totals, recomputed from scratch.
    for (const asOf of ['2026-06-30', '2026-07-31', dayjs().tz(zone).format('YYYY-MM-DD')]) {
      const answer = await get<Aged>(`/api/reports/agedreceivables/${health.companyId}?asOf=${asOf}`);
      const expected = await agedByJs(health.companyId, asOf);
      expect(answer.clients.map((c) => c.clientId).sort()).toEqual([...expected.perClient.keys()].sort());
      for (const c of answer.clients) expect(inCents(c)).toEqual(expected.perClient.get(c.clientId));
      expect(inCents(answer.totals)).toEqual(expected.totals);
    }
  });

  it('sums the income and expense accounts per month from the stored transactions', async () => {
    const period = { start: '2025-01-01', end: '2026-12-31' };
    const answer = await get<ProfitAndLoss>(
      `/api/reports/profitandloss/${health.companyId}?start=${period.start}&end=${period.end}`,
    );
    // From scratch: the transactions themselves (not the day totals), active, not of a batch being written.
    const { rows } = await api.db.query<{ code: string; type: string; month: string; amount: number }>(
      `select a.code, a.type, to_char(t.processed, 'YYYY-MM') as month,
              sum(case when a.type = 'I' then t.credit_cents - t.debit_cents else t.debit_cents - t.credit_cents end)::bigint as amount
         from financial_transactions t join financial_accounts a on a.id = t.financial_account_id
        where t.company_id = $1 and t.status = 'A' and a.type in ('I', 'E') and t.processed between $2 and $3
          and (t.import_batch_id is null or exists (
                select 1 from financial_import_batches b where b.id = t.import_batch_id and b.stored_at is not null))
        group by 1, 2, 3`,
      [health.companyId, period.start, period.end],
    );
    expect(answer.months).toHaveLength(24);
    const expected = new Map<string, number>();
    for (const r of rows) expected.set(`${r.code} ${r.month}`, Number(r.amount));
    let income = 0;
    let expenses = 0;
    for (const account of answer.accounts) {
      account.amounts.forEach((amount, i) => {
        const month = answer.months[i]!.slice(0, 7);
        expect(cents(amount), `${account.code} ${month}`).toBe(expected.get(`${account.code} ${month}`) ?? 0);
        expected.delete(`${account.code} ${month}`);
      });
      if (account.type === 'I') income += cents(account.total);
      else expenses += cents(account.total);
    }
    expect([...expected.values()].filter((v) => v !== 0)).toEqual([]);
    expect(cents(answer.totals.income)).toBe(income);
    expect(cents(answer.totals.expenses)).toBe(expenses);
    expect(cents(answer.totals.netProfit)).toBe(income - expenses);
    expect(rows.length).toBeGreaterThan(0);
    answer.monthTotals.forEach((m) => expect(cents(m.netProfit)).toBe(cents(m.income) - cents(m.expenses)));
  });

  it('sums the money received per month and type, write-offs left out', async () => {
    const clientId = await insertClient(api, health.companyId);
    const invoice = await createInvoice(api, health, {
      clientId,
      invoiced: '2026-03-01T08:00:00Z',
      components: [{ description: 'Visit', quantity: 1, unitCost: 900 }],
    });
    expect((await pay(api, health, invoice.id, { amount: 100, type: 'A', paid: '2026-03-31 23:30' })).status).toBe(201);
    expect((await pay(api, health, invoice.id, { amount: 50, type: 'W', paid: '2026-03-15 10:00' })).status).toBe(201);
    const period = { start: '2026-01-01', end: '2026-06-30' };
    const answer = await get<ByType>(
      `/api/reports/paymentsbytype/${health.companyId}?start=${period.start}&end=${period.end}`,
    );
    const { rows } = await api.db.query<{ type: string; paid: Date; amount: number }>(
      'select type, paid, amount_cents as amount from payments where company_id = $1',
      [health.companyId],
    );
    const expected = new Map<string, number>();
    for (const p of rows) {
      const day = dayjs(p.paid).tz(zone).format('YYYY-MM-DD');
      if (p.type === 'W' || day < period.start || day > period.end) continue;
      const key = `${day.slice(0, 7)} ${p.type}`;
      expected.set(key, (expected.get(key) ?? 0) + Number(p.amount));
    }
    expect(answer.months).toHaveLength(6);
    let total = 0;
    for (const m of answer.months) {
      expect(m.types.map((t) => t.type)).toEqual(['C', 'B', 'H', 'R', 'A', 'O']);
      for (const t of m.types) {
        expect(cents(t.amount), `${m.month} ${t.type}`).toBe(expected.get(`${m.month.slice(0, 7)} ${t.type}`) ?? 0);
        total += cents(t.amount);
      }
    }
    expect(cents(answer.total)).toBe(total);
    expect(
      cents(answer.months.find((m) => m.month === '2026-03-01')!.types.find((t) => t.type === 'A')!.amount),
    ).toBeGreaterThanOrEqual(10000);
  });

  it('renders each report as a PDF whose text reads back', async () => {
    const clientId = await insertClient(api, health.companyId, { firstName: 'Pdf', lastName: 'Zebra' });
    await createInvoice(api, health, {
      clientId,
      invoiced: '2026-01-05T08:00:00Z',
      due: '2026-01-20',
      components: [{ description: 'Visit', quantity: 1, unitCost: 1234.5 }],
    });
    const download = async (url: string) => {
      const res = await api.app.inject({ url, headers: { authorization: health.auth } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      return { text: await pdfText(res.rawPayload), disposition: res.headers['content-disposition'] };
    };
    const aged = await download(`/api/reports/agedreceivables/${health.companyId}/pdf?asOf=2026-06-30`);
    expect(aged.disposition).toBe('attachment; filename="aged-receivables-2026-06-30.pdf"');
    expect(aged.text).toContain('Aged receivables');
    expect(aged.text).toContain('Pdf Zebra');
    expect(aged.text).toContain('1,234.50');
    expect(aged.text).toContain('Over 120 days');
    const pl = await download(`/api/reports/profitandloss/${health.companyId}/pdf?start=2026-01-01&end=2026-06-30`);
    expect(pl.text).toContain('Profit and loss');
    expect(pl.text).toContain('Net profit');
    expect(pl.text).toContain('2026-06');
    const byType = await download(
      `/api/reports/paymentsbytype/${health.companyId}/pdf?start=2026-01-01&end=2026-06-30`,
    );
    expect(byType.text).toContain('Payments received by type');
    expect(byType.text).toContain('Bank Transfer');
    expect(byType.text).not.toContain('Write-Off');
    // Five years of months run over several pages, the totals after them.
    const long = await download(`/api/reports/paymentsbytype/${health.companyId}/pdf?start=2021-01-01&end=2025-12-31`);
    expect(long.text).toContain('2021-01');
    expect(long.text).toContain('2025-12');
    expect(long.text.split('\n').length).toBeGreaterThan(1);
  });

  it('checks the caller’s company and the period', async () => {
    for (const url of [
      `/api/reports/agedreceivables/${health.companyId}?asOf=2026-06-30`,
      `/api/reports/agedreceivables/${health.companyId}/pdf?asOf=2026-06-30`,
      `/api/reports/profitandloss/${health.companyId}?start=2026-01-01&end=2026-01-31`,
      `/api/reports/paymentsbytype/${health.companyId}/pdf?start=2026-01-01&end=2026-01-31`,
    ]) {
      const res = await api.app.inject({ url, headers: { authorization: business.auth } });
      expect(res.statusCode, url).toBe(404);
      const anonymous = await api.app.inject({ url });
      expect(anonymous.statusCode, url).toBe(401);
    }
    const bad = async (url: string) => {
      const res = await api.app.inject({ url, headers: { authorization: health.auth } });
      expect(res.statusCode, url).toBe(400);
      return res.json<{ detail: string }>().detail;
    };
    expect(await bad(`/api/reports/agedreceivables/${health.companyId}?asOf=2026-02-30`)).toMatch(/asOf/);
    expect(await bad(`/api/reports/agedreceivables/${health.companyId}`)).toBeTruthy();
    expect(await bad(`/api/reports/profitandloss/${health.companyId}?start=2026-02-01&end=2026-01-01`)).toMatch(
      /before/,
    );
    expect(await bad(`/api/reports/paymentsbytype/${health.companyId}?start=2020-01-01&end=2025-01-01`)).toMatch(
      /5 years/,
    );
    expect(await bad(`/api/reports/paymentsbytype/${health.companyId}?start=2026-1-1&end=2026-01-31`)).toMatch(/start/);
    // Exactly five years is allowed.
    await get(`/api/reports/paymentsbytype/${health.companyId}?start=2021-01-01&end=2025-12-31`);
    // The other company sees its own figures only.
    const theirs = await get<Aged>(`/api/reports/agedreceivables/${business.companyId}?asOf=2026-06-30`, business);
    const expected = await agedByJs(business.companyId, '2026-06-30');
    expect(theirs.clients.map((c) => c.clientId).sort()).toEqual([...expected.perClient.keys()].sort());
  });
});
