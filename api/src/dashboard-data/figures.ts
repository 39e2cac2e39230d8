import type { Queryable } from '../db/database.ts';
import { companyTimeZone } from '../financial-transactions/transaction-changes.ts';
import { fromCents } from '../shared/money.ts';
import { badRequest } from '../shared/problem.ts';
import { isCalendarDate } from '../shared/time.ts';
import { figuresRepository, type FigureRow } from './figures-repository.ts';

export interface FigurePeriod {
  start: string | null;
  end: string | null;
}

/** The optional period of the query: each side YYYY-MM-DD or absent (open); 400 naming the wrong part. */
export function figurePeriod(query: { start?: string | undefined; end?: string | undefined }): FigurePeriod {
  const start = query.start?.trim() || null;
  const end = query.end?.trim() || null;
  const errors = [
    ...(start === null || isCalendarDate(start)
      ? []
      : [{ field: 'querystring.start', message: `"${start}" is not a date` }]),
    ...(end === null || isCalendarDate(end) ? [] : [{ field: 'querystring.end', message: `"${end}" is not a date` }]),
  ];
  if (errors.length === 0 && start !== null && end !== null && start > end) {
    errors.push({ field: 'querystring.end', message: `the end ${end} is before the start ${start}` });
  }
  if (errors.length > 0) throw badRequest(errors.map((e) => `${e.field}: ${e.message}`).join('; '), errors);
  return { start, end };
}

const toFigure = (row: FigureRow) => ({
  id: row.id,
  name: row.name,
  invoiced: fromCents(row.invoicedCents),
  paid: fromCents(row.paidCents),
  owed: fromCents(row.invoicedCents - row.paidCents),
  count: row.count,
});

/** Invoiced, paid and owed per client over the invoices of the period. */
export async function clientFigures(db: Queryable, companyId: number, period: FigurePeriod) {
  const timeZone = await companyTimeZone(db, companyId);
  const rows = await figuresRepository(db).byClient(companyId, period.start, period.end, timeZone);
  return { ...period, rows: rows.map(toFigure) };
}

/** Invoiced, paid and owed per product (lines without a product together) over the invoices of the period. */
export async function productFigures(db: Queryable, companyId: number, period: FigurePeriod) {
  const timeZone = await companyTimeZone(db, companyId);
  const rows = await figuresRepository(db).byProduct(companyId, period.start, period.end, timeZone);
  return { ...period, rows: rows.map((row) => ({ ...toFigure(row), quantity: row.quantity })) };
}
