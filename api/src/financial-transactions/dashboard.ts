import dayjs from 'dayjs';
import type { Queryable } from '../db/database.ts';
import { badRequest } from '../shared/problem.ts';
import { fromCents } from '../shared/money.ts';
import { todayIn } from '../shared/time.ts';
import { summaryRepository } from './summary-repository.ts';
import { companyTimeZone } from './transaction-changes.ts';

/** The chart covers at most this many months (20 years). */
export const MAX_CHART_MONTHS = 240;

/** The dashboard: income, payments received, expenses per E account and their sum, profit. */
export async function financialSummary(db: Queryable, companyId: number, start: string, end: string) {
  const timeZone = await companyTimeZone(db, companyId);
  const summary = summaryRepository(db);
  const totals = await summary.periodTotals(companyId, start, end, timeZone);
  const accounts = await summary.expensesByAccount(companyId, start, end);
  const expensesCents = accounts.reduce((sum, a) => sum + a.amountCents, 0);
  return {
    start,
    end,
    invoiceSummary: fromCents(totals.invoiceCents),
    paymentSummary: fromCents(totals.paymentCents),
    expenses: fromCents(expensesCents),
    profit: fromCents(totals.invoiceCents - expensesCents),
    accounts: accounts.map(({ amountCents, ...account }) => ({ ...account, amount: fromCents(amountCents) })),
  };
}

/** Income, expenses and profit per calendar month, for the dashboard's chart. */
export async function monthlyFinancials(db: Queryable, companyId: number, start: string, end: string) {
  const months = dayjs(end).startOf('month').diff(dayjs(start).startOf('month'), 'month') + 1;
  if (months > MAX_CHART_MONTHS) {
    throw badRequest(`The chart covers at most ${MAX_CHART_MONTHS} months; this period has ${months}`, [
      { field: 'params.end', message: `at most ${MAX_CHART_MONTHS} months after the start` },
    ]);
  }
  const timeZone = await companyTimeZone(db, companyId);
  const rows = await summaryRepository(db).monthly(companyId, start, end, timeZone);
  return rows.map((m) => ({
    month: m.month,
    income: fromCents(m.incomeCents),
    expenses: fromCents(m.expensesCents),
    profit: fromCents(m.incomeCents - m.expensesCents),
  }));
}

export type TotalsPeriod =
  { kind: 'range'; start: string; end: string } | { kind: 'threeMonths' } | { kind: 'allTime' };

/**
 * Invoiced and paid totals (the dashboard data calls). Three months is the current calendar month
 * and the two before it, up to today, in the company's time zone; the answer says which dates.
 */
export async function companyTotals(db: Queryable, companyId: number, period: TotalsPeriod) {
  const timeZone = await companyTimeZone(db, companyId);
  let start: string | null = null;
  let end: string | null = null;
  if (period.kind === 'range') ({ start, end } = period);
  if (period.kind === 'threeMonths') {
    end = todayIn(timeZone);
    start = dayjs(end).startOf('month').subtract(2, 'month').format('YYYY-MM-DD');
  }
  const totals = await summaryRepository(db).periodTotals(companyId, start, end, timeZone);
  return {
    start,
    end,
    invoiceSummary: fromCents(totals.invoiceCents),
    paymentSummary: fromCents(totals.paymentCents),
  };
}
