import type { Readable } from 'node:stream';
import type { Queryable } from '../db/database.ts';
import { companyZone } from '../companies/company-time-zone.ts';
import { readCsvStatement, type CsvStatement } from './csv/parse-csv.ts';
import type { LayoutChoices } from './csv/decide-layout.ts';
import { statementReview, type ReviewRow } from './duplicates.ts';
import { regionDateOrder } from './region-date-order.ts';
import type { ImportLimits } from './statement-row.ts';

export interface CsvReview {
  statement: CsvStatement;
  rows: ReviewRow[];
}

/** Reads a CSV statement for review: its rows with duplicates and suggestions, and how it was read. */
export async function reviewCsvStatement(
  db: Queryable,
  companyId: number,
  file: Readable,
  limits: ImportLimits,
  chosen: LayoutChoices = {},
): Promise<CsvReview> {
  const { region } = await companyZone(db, companyId);
  const review = statementReview(db, companyId);
  const statement = await readCsvStatement(
    file,
    { limits, ambiguousDateOrder: regionDateOrder(region), chosen },
    review.add,
  );
  return { statement, rows: await review.finish() };
}
