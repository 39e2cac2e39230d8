/**
 * The rows of a statement under review (views 4–6). They live only in the browser until Upload: updating or
 * deleting one, leaving it out or giving it an account changes this list and nothing on the server (spec §2 views
 * 5 and 6).
 */
import type { FragmentType } from '../../gql';
import type { DuplicateOf, FmReviewImportMutation, ImportedTransactionInput, ImportFormat } from '../../gql/graphql';
import type { FailingRow, ImportDraftState } from './importDraft';
import { newIdempotencyKey } from '../../shared/idempotencyKey';
import { centsToDecimal, toCents } from '../../shared/money';
import type { FmImportReadingFragment } from './ImportReadingLine';
import type { FmImportSummaryFragment } from './ImportSummaryPanel';
import { amountError, dateError, definedErrors, requiredTextError } from './validation';

export interface ReviewRow {
  /** The row's position in the file (stable while reviewing). */
  id: string;
  line: number;
  processed: string;
  financialAccountCode: string;
  description: string;
  amount: string;
  duplicate: boolean;
  /** What it duplicates: a stored transaction or an earlier row of the file. */
  duplicateOf: DuplicateOf | null;
  /** Whether Upload stores it: every row but the duplicates, until the person says otherwise. */
  upload: boolean;
  /** Where the account came from while nobody changed it: an account rule, or the account used before. */
  accountFrom?: AccountSource | null;
}

/** An account the review filled in: by an account rule (its id), or as used before for the description. */
export type AccountSource = { rule: string } | 'suggested';

/** Where the server's account came from: its rule, else the suggestion when it is that (else the file's own). */
function accountSource(row: ServerReview['rows'][number]): AccountSource | null {
  if (row.ruleId) return { rule: row.ruleId };
  const code = row.financialAccountCode.trim();
  const suggested = (row.suggestedAccountCode ?? '').trim();
  return suggested !== '' && (code === '' || code === suggested) ? 'suggested' : null;
}

export interface ImportReviewState {
  format: ImportFormat;
  fileName: string;
  rows: ReviewRow[];
  /** The file's totals and stated balances, as read (before any edit). */
  summary: FragmentType<typeof FmImportSummaryFragment>;
  reading: FragmentType<typeof FmImportReadingFragment>;
  /** The rows ticked for 'Set account for selected', on any page. */
  selected: ReadonlySet<string>;
  /** One key per reviewed statement: an upload retried with it stores the rows once. */
  idempotencyKey: string;
  /** The bank profile the file was read with (its fingerprint matched one), if any. */
  profileName: string | null;
  /** Reopened from a failed Upload's draft: the row the server named and its reason. */
  failingRow?: FailingRow | null;
  /** A statement too large for the browser: its review is kept on the server, `rows` is its first page. */
  serverDraft?: ServerDraft | null;
}

/** A review kept on the server (ImportReview.draft). */
export interface ServerDraft {
  id: string;
  pageRows: number;
}

/** How an Upload went, for the page: what to show on the list. */
export type UploadOutcome =
  | { ok: true; imported: number; replayed: boolean; range: { start: string; end: string } | null }
  | { ok: false; message: string; draft: ImportDraftState };

export type ReviewRowValues = Pick<ReviewRow, 'processed' | 'financialAccountCode' | 'description' | 'amount'>;
export type ReviewRowErrors = Partial<Record<keyof ReviewRowValues, string>>;

export type ServerReview = FmReviewImportMutation['reviewFinancialTransactionImport'];

/** The server's parse, with the suggested account filled in where the file had none and duplicates left out. */
export function reviewFromServer(review: ServerReview, idempotencyKey = newIdempotencyKey()): ImportReviewState {
  return {
    format: review.format,
    fileName: review.fileName,
    rows: review.rows.map((row) => ({
      id: row.id,
      line: row.line,
      processed: row.processed,
      financialAccountCode: row.financialAccountCode.trim() || (row.suggestedAccountCode ?? '').trim(),
      description: row.description,
      amount: row.amount,
      duplicate: row.duplicate,
      duplicateOf: row.duplicate ? (row.duplicateOf ?? 'STORED') : null,
      upload: !row.duplicate,
      accountFrom: accountSource(row),
    })),
    summary: review.summary,
    reading: review.reading,
    selected: new Set(),
    idempotencyKey,
    profileName: review.profile?.name ?? null,
    serverDraft: review.draft ? { id: review.draft.id, pageRows: review.draft.pageRows } : null,
  };
}

export function validateReviewRow(values: ReviewRowValues): ReviewRowErrors {
  return definedErrors({
    processed: dateError(values.processed, 'Processed Date'),
    financialAccountCode: undefined,
    description: requiredTextError(values.description, 'Description'),
    amount: amountError(values.amount, { required: true, allowNegative: true }),
  });
}

/** Replaces a row's values; the account code and the amount are trimmed (spec §5). */
export function updateReviewRow(state: ImportReviewState, id: string, values: ReviewRowValues): ImportReviewState {
  return {
    ...state,
    rows: state.rows.map((row) =>
      row.id === id
        ? {
            ...row,
            processed: values.processed.trim(),
            financialAccountCode: values.financialAccountCode.trim(),
            description: values.description,
            amount: values.amount.trim(),
            accountFrom: values.financialAccountCode.trim() === row.financialAccountCode ? row.accountFrom : null,
          }
        : row,
    ),
  };
}

export function deleteReviewRow(state: ImportReviewState, id: string): ImportReviewState {
  const selected = new Set(state.selected);
  selected.delete(id);
  return { ...state, rows: state.rows.filter((row) => row.id !== id), selected };
}

/** Includes a row in the upload or leaves it out (a duplicate is left out until included). */
export function setRowUpload(state: ImportReviewState, id: string, upload: boolean): ImportReviewState {
  return {
    ...state,
    rows: state.rows.map((row) => (row.id === id && row.upload !== upload ? { ...row, upload } : row)),
  };
}

/** The rows Upload stores. */
export function keptRows<R extends Pick<ReviewRow, 'upload'>>(state: { rows: readonly R[] }): R[] {
  return state.rows.filter((row) => row.upload);
}

/** What Upload sends: every row kept, trimmed, amounts in the Decimal wire form when they are numbers. */
export function toImportRows(state: { rows: readonly ReviewRow[] }): ImportedTransactionInput[] {
  return keptRows(state).map((row) => {
    const cents = toCents(row.amount.trim());
    return {
      processed: row.processed.trim(),
      financialAccountCode: row.financialAccountCode.trim(),
      description: row.description.trim(),
      // a bad amount goes as typed: the server names the row and the field
      amount: cents === null ? row.amount.trim() : centsToDecimal(cents),
    };
  });
}

/** The dates the uploaded rows cover: the earliest and the latest `processed` (null when none is a date). */
export function importedRange(rows: readonly Pick<ImportedTransactionInput, 'processed'>[]): {
  start: string;
  end: string;
} | null {
  const dates = rows.map((row) => row.processed).filter((date) => /^\d{4}-\d{2}-\d{2}$/.test(date));
  if (dates.length === 0) return null;
  dates.sort();
  return { start: dates[0]!, end: dates[dates.length - 1]! };
}
