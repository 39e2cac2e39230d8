import dayjs from 'dayjs';
import type { Queryable } from '../db/database.ts';
import { companiesRepository } from '../companies/companies-repository.ts';
import { PAYMENT_TYPE_LABELS, PAYMENT_TYPES, type PaymentType } from '../payments/payment-types.ts';
import { fromCents, type Cents } from '../shared/money.ts';
import { notFound } from '../shared/problem.ts';
import { companyTimeZone } from '../financial-transactions/transaction-changes.ts';
import type { ReportPeriod } from './report-inputs.ts';
import { reportsRepository } from './reports-repository.ts';

/** The company (404 when gone) with the time zone its instants become days in: the chosen one, else its region's. */
export async function reportCompany(db: Queryable, companyId: number) {
  const company = await companiesRepository(db).find(companyId);
  if (!company) throw notFound('Company');
  return { name: company.name, region: company.region, timeZone: await companyTimeZone(db, companyId) };
}

/** The age buckets: days past the due date on the as-of date. */
export const AGE_BUCKETS = [
  { key: 'current', label: 'Not yet due', upTo: 0 },
  { key: 'days1To30', label: '1–30 days', upTo: 30 },
  { key: 'days31To60', label: '31–60 days', upTo: 60 },
  { key: 'days61To90', label: '61–90 days', upTo: 90 },
  { key: 'days91To120', label: '91–120 days', upTo: 120 },
  { key: 'over120', label: 'Over 120 days', upTo: Number.POSITIVE_INFINITY },
] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number]['key'];

export type AgedCents = Record<AgeBucket, Cents> & { total: Cents; invoices: number };

export interface AgedReceivables {
  asOf: string;
  clients: Array<{ clientId: number; name: string } & AgedCents>;
  totals: AgedCents;
}

export const bucketOf = (daysPastDue: number): AgeBucket => AGE_BUCKETS.find((b) => daysPastDue <= b.upTo)!.key;

const emptyAged = (): AgedCents => ({
  current: 0,
  days1To30: 0,
  days31To60: 0,
  days61To90: 0,
  days91To120: 0,
  over120: 0,
  total: 0,
  invoices: 0,
});

/** What each client owed at the end of the as-of date, by days past due. */
export async function agedReceivables(db: Queryable, companyId: number, asOf: string): Promise<AgedReceivables> {
  const { timeZone } = await reportCompany(db, companyId);
  const rows = await reportsRepository(db).agedInvoices(companyId, asOf, timeZone);
  const clients = new Map<number, AgedReceivables['clients'][number]>();
  const totals = emptyAged();
  for (const row of rows) {
    let client = clients.get(row.clientId);
    if (!client) {
      client = { clientId: row.clientId, name: row.clientName, ...emptyAged() };
      clients.set(row.clientId, client);
    }
    const bucket = bucketOf(row.daysPastDue);
    for (const figures of [client, totals]) {
      figures[bucket] += row.owedCents;
      figures.total += row.owedCents;
      figures.invoices += 1;
    }
  }
  return { asOf, clients: [...clients.values()], totals };
}

/** The first day of each month of the period. */
export function monthsOf(period: ReportPeriod): string[] {
  const months: string[] = [];
  const last = dayjs(period.end).startOf('month');
  for (let m = dayjs(period.start).startOf('month'); !m.isAfter(last); m = m.add(1, 'month')) {
    months.push(m.format('YYYY-MM-DD'));
  }
  return months;
}

export interface ProfitAndLoss extends ReportPeriod {
  months: string[];
  accounts: Array<{ code: string; name: string; type: 'I' | 'E'; monthsCents: Cents[]; totalCents: Cents }>;
  monthTotals: Array<{ month: string; incomeCents: Cents; expensesCents: Cents; netProfitCents: Cents }>;
  totals: { incomeCents: Cents; expensesCents: Cents; netProfitCents: Cents };
}

/** Income and expense accounts per month, from the stored transactions; net profit = income − expenses. */
export async function profitAndLoss(db: Queryable, companyId: number, period: ReportPeriod): Promise<ProfitAndLoss> {
  await reportCompany(db, companyId); // 404 for a company that is gone
  const months = monthsOf(period);
  const rows = await reportsRepository(db).accountMonths(companyId, period.start, period.end);
  const accounts = new Map<string, ProfitAndLoss['accounts'][number]>();
  for (const row of rows) {
    let account = accounts.get(row.code);
    if (!account) {
      account = { code: row.code, name: row.name, type: row.type, monthsCents: months.map(() => 0), totalCents: 0 };
      accounts.set(row.code, account);
    }
    if (row.month !== null) {
      account.monthsCents[months.indexOf(row.month)]! += row.amountCents;
      account.totalCents += row.amountCents;
    }
  }
  const list = [...accounts.values()];
  const sumOf = (type: 'I' | 'E', index: number) =>
    list.filter((a) => a.type === type).reduce((sum, a) => sum + a.monthsCents[index]!, 0);
  const monthTotals = months.map((month, index) => {
    const incomeCents = sumOf('I', index);
    const expensesCents = sumOf('E', index);
    return { month, incomeCents, expensesCents, netProfitCents: incomeCents - expensesCents };
  });
  const incomeCents = monthTotals.reduce((sum, m) => sum + m.incomeCents, 0);
  const expensesCents = monthTotals.reduce((sum, m) => sum + m.expensesCents, 0);
  return {
    ...period,
    months,
    accounts: list,
    monthTotals,
    totals: { incomeCents, expensesCents, netProfitCents: incomeCents - expensesCents },
  };
}

/** The payment types that are money received (not W). */
export const RECEIVED_TYPES = PAYMENT_TYPES.filter((t): t is Exclude<PaymentType, 'W'> => t !== 'W');

export interface TypeCents {
  type: PaymentType;
  label: string;
  amountCents: Cents;
  count: number;
}

export interface PaymentsByType extends ReportPeriod {
  months: Array<{ month: string; types: TypeCents[]; totalCents: Cents }>;
  types: TypeCents[];
  totalCents: Cents;
}

const typeRows = (): TypeCents[] =>
  RECEIVED_TYPES.map((type) => ({ type, label: PAYMENT_TYPE_LABELS[type], amountCents: 0, count: 0 }));

/** Money received per month and payment type (every type and month present, zeros too). */
export async function paymentsByType(db: Queryable, companyId: number, period: ReportPeriod): Promise<PaymentsByType> {
  const { timeZone } = await reportCompany(db, companyId);
  const rows = await reportsRepository(db).paymentsByTypeMonth(companyId, period.start, period.end, timeZone);
  const months = monthsOf(period).map((month) => ({ month, types: typeRows(), totalCents: 0 }));
  const types = typeRows();
  for (const row of rows) {
    const month = months.find((m) => m.month === row.month);
    if (!month) continue;
    for (const t of [month.types.find((x) => x.type === row.type), types.find((x) => x.type === row.type)]) {
      if (!t) continue;
      t.amountCents += row.amountCents;
      t.count += row.count;
    }
    month.totalCents += row.amountCents;
  }
  return { ...period, months, types, totalCents: types.reduce((sum, t) => sum + t.amountCents, 0) };
}

// The REST answers: amounts as the JSON numbers of the contract (fromCents).

const agedAmounts = (a: AgedCents) => ({
  current: fromCents(a.current),
  days1To30: fromCents(a.days1To30),
  days31To60: fromCents(a.days31To60),
  days61To90: fromCents(a.days61To90),
  days91To120: fromCents(a.days91To120),
  over120: fromCents(a.over120),
  total: fromCents(a.total),
  invoices: a.invoices,
});

export const agedReceivablesAnswer = (r: AgedReceivables) => ({
  asOf: r.asOf,
  clients: r.clients.map((c) => ({ clientId: c.clientId, name: c.name, ...agedAmounts(c) })),
  totals: agedAmounts(r.totals),
});

export const profitAndLossAnswer = (r: ProfitAndLoss) => ({
  start: r.start,
  end: r.end,
  months: r.months,
  accounts: r.accounts.map((a) => ({
    code: a.code,
    name: a.name,
    type: a.type,
    amounts: a.monthsCents.map(fromCents),
    total: fromCents(a.totalCents),
  })),
  monthTotals: r.monthTotals.map((m) => ({
    month: m.month,
    income: fromCents(m.incomeCents),
    expenses: fromCents(m.expensesCents),
    netProfit: fromCents(m.netProfitCents),
  })),
  totals: {
    income: fromCents(r.totals.incomeCents),
    expenses: fromCents(r.totals.expensesCents),
    netProfit: fromCents(r.totals.netProfitCents),
  },
});

const typeAmounts = (t: TypeCents) => ({
  type: t.type,
  label: t.label,
  amount: fromCents(t.amountCents),
  count: t.count,
});

export const paymentsByTypeAnswer = (r: PaymentsByType) => ({
  start: r.start,
  end: r.end,
  months: r.months.map((m) => ({ month: m.month, types: m.types.map(typeAmounts), total: fromCents(m.totalCents) })),
  types: r.types.map(typeAmounts),
  total: fromCents(r.totalCents),
});
