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
import {
  completeDraft,
  discardDraft,
  draftRows,
  DRAFT_PAGE_ROWS,
  MAX_DRAFT_ROWS,
  openDraft,
  type DraftTotals,
  type DraftWriter,
} from './review-drafts.ts';
import type { StatementRow } from './statement-row.ts';

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
  /**
   * When the review is kept on the server (a review draft, decision 47): `rows` is its first page, the
   * rest is read by pages, and the draft is stored by its id.
   */
  draft: { id: number; pageRows: number } | null;
}

function totalsDto(totals: DraftTotals, facts: StatementFacts) {
  // summarize() counts rows; a draft's rows are counted as they are written, so it gets one row per kind.
  const summary = summarize([], facts);
  const net = totals.moneyInCents - totals.moneyOutCents;
  const money = (cents: number | undefined) => (cents === undefined ? null : fromCents(cents));
  const expected = summary.openingBalanceCents === undefined ? undefined : summary.openingBalanceCents + net;
  return {
    count: totals.count,
    moneyIn: fromCents(totals.moneyInCents),
    moneyOut: fromCents(totals.moneyOutCents),
    net: fromCents(net),
    duplicates: totals.duplicates,
    openingBalance: money(summary.openingBalanceCents),
    closingBalance: money(summary.closingBalanceCents),
    expectedClosingBalance: money(expected),
    balanceMismatch:
      expected !== undefined && summary.closingBalanceCents !== undefined && expected !== summary.closingBalanceCents,
  };
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
  /** Keep the review on the server (a review draft): for a file too large to answer whole. */
  draft?: boolean | undefined;
  /** Who reviews (the draft's creator). */
  userId?: number | undefined;
}

/**
 * Where a review's rows go: the in-memory review (answered whole), or, when a draft was asked for, a review draft
 * that every row is written to a chunk at a time (reading waits for each), opened with the first row.
 */
function reviewSink(db: Queryable, companyId: number, input: ReviewInput) {
  const review = statementReview(db, companyId);
  let draft: DraftWriter | undefined;

  async function open(row: StatementRow): Promise<void> {
    draft = await openDraft(db, companyId, input.userId ?? null, input.format);
    await draft.add(row);
  }

  return {
    add: (row: StatementRow): Promise<void> | undefined => {
      if (draft) return draft.add(row);
      if (input.draft) return open(row);
      review.add(row);
      return undefined;
    },
    /** The draft's writer, when the rows went to one. */
    draft: () => draft,
    finish: () => review.finish(),
    /** Removes a draft the review could not complete. */
    async discard() {
      if (draft) await discardDraft(db, draft.reviewId).catch(() => undefined);
    },
  };
}

/** Completes a draft: its totals, the answer it gives besides its rows, and the first page. */
async function finishDraft(
  db: Queryable,
  writer: DraftWriter,
  answer: Omit<StatementReviewDto, 'rows' | 'summary' | 'draft'>,
  facts: StatementFacts,
): Promise<StatementReviewDto> {
  const totals = await writer.finish();
  const summary = totalsDto(totals, facts);
  await completeDraft(db, writer.reviewId, totals.count, { ...answer, summary });
  const rows = await draftRows(db, writer.reviewId, 0, DRAFT_PAGE_ROWS);
  return { ...answer, rows, summary, draft: { id: writer.reviewId, pageRows: DRAFT_PAGE_ROWS } };
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
    const review = reviewSink(db, companyId, input);
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
    let statement;
    try {
      statement = await readCsvStatement(
        input.file,
        {
          limits: input.draft ? { ...limits, maxRows: Math.max(limits.maxRows, MAX_DRAFT_ROWS) } : limits,
          ambiguousDateOrder,
          chosen,
          profileFor,
        },
        review.add,
      );
    } catch (error) {
      await review.discard();
      throw error;
    }
    if (!fingerprint) {
      const start = statement.layout.skipRecords + (statement.layout.hasHeader ? 1 : 0);
      fingerprint = csvFingerprint({
        delimiter: statement.layout.delimiter,
        header: statement.header,
        rows: statement.preview.slice(start),
      });
    }
    const answer = {
      format: input.format,
      needsMapping: statement.questions.length > 0,
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
    const draft = review.draft();
    if (draft) return finishDraft(db, draft, answer, statement.facts);
    const rows = await review.finish();
    return { ...answer, rows, summary: summaryDto(rows, statement.facts), draft: null };
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
  const answer = {
    format: input.format,
    needsMapping: false,
    reading: readingDto(parsed.reading, parsed.facts),
    csv: null,
    profile: null,
  };
  if (input.draft) {
    const writer = await openDraft(db, companyId, input.userId ?? null, input.format);
    try {
      for (const row of parsed.rows) {
        const written = writer.add(row);
        if (written) await written;
      }
      return await finishDraft(db, writer, answer, parsed.facts);
    } catch (error) {
      await discardDraft(db, writer.reviewId).catch(() => undefined);
      throw error;
    }
  }
  const rows = await reviewRows(db, companyId, parsed.rows);
  return { ...answer, rows, summary: summaryDto(rows, parsed.facts), draft: null };
}
