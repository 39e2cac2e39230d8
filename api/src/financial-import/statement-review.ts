import type { Queryable } from '../db/database.ts';
import { companyZone } from '../companies/company-time-zone.ts';
import { fromCents, toCents } from '../shared/money.ts';
import { HttpProblem } from '../shared/problem.ts';
import { bankFormat, parseBankStatement } from './bank-pdf/banks.ts';
import { parseLayoutChoices } from './csv/layout-choices.ts';
import { readCsvStatement, type CsvStatement } from './csv/parse-csv.ts';
import { reviewRows, statementReview, type ReviewRow } from './duplicates.ts';
import { fileFormatOfCode, type FormatCode } from './formats.ts';
import { csvFingerprint } from './profiles/fingerprint.ts';
import { bankProfilesRepository } from './profiles/profiles-repository.ts';
import { regionDateOrder } from './region-date-order.ts';
import { summarize } from './review-summary.ts';
import type { ImportLimits, ParsedStatement, StatementFacts, StatementReading } from './statement-row.ts';
import { readAll, type UploadStream } from './upload.ts';

/** A statement as the review shows it (REST shape: amounts as numbers with two decimals at most). */
export interface StatementReviewDto {
  format: FormatCode;
  needsMapping: boolean;
  rows: ReviewRow[];
  summary: ReturnType<typeof summaryDto>;
  reading: ReturnType<typeof readingDto>;
  csv: {
    layout: CsvStatement['layout'];
    header: string[] | null;
    preview: string[][];
    questions: CsvStatement['questions'];
    /** What recognises this bank's files: save a profile under it to read the next one with no question. */
    fingerprint: string;
  } | null;
  /** The bank profile the file was read with, when its fingerprint matched one. */
  profile: { id: number; name: string } | null;
}

function summaryDto(rows: readonly ReviewRow[], facts: StatementFacts) {
  const summary = summarize(
    rows.map((row) => ({ amountCents: toCents(row.amount) ?? 0, duplicate: row.duplicate })),
    facts,
  );
  const money = (cents: number | undefined) => (cents === undefined ? null : fromCents(cents));
  return {
    count: summary.count,
    moneyIn: fromCents(summary.moneyInCents),
    moneyOut: fromCents(summary.moneyOutCents),
    net: fromCents(summary.netCents),
    duplicates: summary.duplicates,
    openingBalance: money(summary.openingBalanceCents),
    closingBalance: money(summary.closingBalanceCents),
    expectedClosingBalance: money(summary.expectedClosingCents),
    balanceMismatch: summary.balanceMismatch,
  };
}

function readingDto(reading: StatementReading, facts: StatementFacts) {
  return {
    encoding: reading.encoding ?? null,
    dateOrder: reading.dateOrder ?? null,
    dateOrderFrom: reading.dateOrderFrom ?? null,
    decimalMark: reading.decimalMark ?? null,
    signConvention: reading.signConvention,
    notes: reading.notes,
    currency: facts.currency ?? null,
    account: facts.account ?? null,
  };
}

export interface ReviewInput {
  format: FormatCode;
  /** For format 002: the bank whose PDF layout the file is. */
  bank?: string;
  file: UploadStream;
  /** The multipart text fields sent before the file (`layout` for CSV). */
  fields: Readonly<Record<string, string>>;
}

/**
 * Reads a statement of any input format for review: its rows (duplicates flagged, accounts
 * suggested), its totals and the balances it states, and how it was read. Nothing is stored.
 */
export async function reviewStatement(
  db: Queryable,
  companyId: number,
  limits: ImportLimits,
  input: ReviewInput,
): Promise<StatementReviewDto> {
  const { region } = await companyZone(db, companyId);
  const ambiguousDateOrder = regionDateOrder(region);
  if (input.format === '001') {
    const review = statementReview(db, companyId);
    const chosen = parseLayoutChoices(input.fields.layout);
    let fingerprint = '';
    let profile: StatementReviewDto['profile'] = null;
    const profileFor = async (shape: Parameters<typeof csvFingerprint>[0]) => {
      fingerprint = csvFingerprint(shape);
      const found = await bankProfilesRepository(db).useByFingerprint(companyId, fingerprint);
      if (!found) return undefined;
      profile = { id: found.id, name: found.name };
      // The header that matched says where the table starts in this file, whatever the preamble.
      const { skipRecords, hasHeader, ...layout } = found.layout;
      return shape.header ? layout : { ...layout, skipRecords, hasHeader };
    };
    const statement = await readCsvStatement(
      input.file,
      { limits, ambiguousDateOrder, chosen, profileFor },
      review.add,
    );
    const rows = await review.finish();
    if (!fingerprint) {
      const start = statement.layout.skipRecords + (statement.layout.hasHeader ? 1 : 0);
      fingerprint = csvFingerprint({
        delimiter: statement.layout.delimiter,
        header: statement.header,
        rows: statement.preview.slice(start),
      });
    }
    return {
      format: input.format,
      needsMapping: statement.questions.length > 0,
      rows,
      summary: summaryDto(rows, statement.facts),
      reading: readingDto(statement.reading, statement.facts),
      csv: {
        layout: statement.layout,
        header: statement.header ?? null,
        preview: statement.preview,
        questions: statement.questions,
        fingerprint,
      },
      profile,
    };
  }
  let parsed: ParsedStatement;
  if (input.format === '002') {
    const bank = bankFormat(input.bank ?? 'fnb');
    if (!bank) throw new HttpProblem(404, 'Not Found', `No statement format for the bank "${input.bank}"`);
    const rows = await parseBankStatement(bank, await readAll(input.file), limits);
    parsed = { rows, facts: {}, reading: { signConvention: 'format', notes: [] } };
  } else {
    parsed = fileFormatOfCode(input.format)!.read(await readAll(input.file), limits, ambiguousDateOrder);
  }
  const rows = await reviewRows(db, companyId, parsed.rows);
  return {
    format: input.format,
    needsMapping: false,
    rows,
    summary: summaryDto(rows, parsed.facts),
    reading: readingDto(parsed.reading, parsed.facts),
    csv: null,
    profile: null,
  };
}
