/**
 * A statement whose Upload failed, kept as a draft (spec §4 still goes to the list): the review with every edit,
 * the server's reason, and the row it named (`rows[i].field`, i counting the rows sent), so that reopening it
 * points at that row as numbered on screen.
 */
import { errorMessage } from '../../shared/errorMessage';
import { graphQLErrorsOf } from '../../shared/graphqlErrors';
import { keptRows, type ImportReviewState } from './importReview';

export interface FailingRow {
  /** The review row's id. */
  id: string;
  /** The field the server named (processed, financialAccountCode, description, amount). */
  field: string;
  message: string;
}

export interface ImportDraftState {
  review: ImportReviewState;
  /** The server's reason, as the list said it. */
  message: string;
  failingRow: FailingRow | null;
}

/** The first `rows[i].field` the server named in `extensions.fieldErrors`, if any. */
export function rowFieldError(error: unknown): { index: number; field: string; message: string } | null {
  for (const graphQLError of graphQLErrorsOf(error)) {
    const fieldErrors = graphQLError.extensions?.['fieldErrors'];
    if (!Array.isArray(fieldErrors)) continue;
    for (const entry of fieldErrors as unknown[]) {
      if (typeof entry !== 'object' || entry === null) continue;
      const { field, message } = entry as { field?: unknown; message?: unknown };
      const match = typeof field === 'string' ? /^rows\[(\d+)\]\.(\w+)$/.exec(field) : null;
      if (match) {
        return {
          index: Number(match[1]),
          field: match[2]!,
          message: typeof message === 'string' && message ? message : graphQLError.message,
        };
      }
    }
  }
  return null;
}

/** The draft of a failed Upload: `index` counts the rows sent (the kept ones), mapped to the review's row. */
export function draftOfFailure(review: ImportReviewState, error: unknown): ImportDraftState {
  const named = rowFieldError(error);
  const row = named ? keptRows(review)[named.index] : undefined;
  return {
    review,
    message: errorMessage(error),
    failingRow: named && row ? { id: row.id, field: named.field, message: named.message } : null,
  };
}

/** Where a row is on screen: its number (from 1, as the review numbers rows) and its page. */
export function screenPlace(review: ImportReviewState, rowId: string, pageSize: number) {
  const index = review.rows.findIndex((row) => row.id === rowId);
  if (index < 0) return null;
  return { number: index + 1, page: Math.floor(index / pageSize) + 1 };
}

/** 'march.csv, 3 rows, failed: Row 2: account 6100 does not exist'. */
export function draftSummary(draft: ImportDraftState): string {
  const count = draft.review.rows.length;
  return `${draft.review.fileName}, ${count} row${count === 1 ? '' : 's'}, failed: ${draft.message}`;
}
