import type { Cents } from '../shared/money.ts';
import { badRequest } from '../shared/problem.ts';

/** One transaction read from a statement, before review. */
export interface StatementRow {
  /** The line of the file (CSV) or of the PDF's text (bank statements) it came from, from 1. */
  line: number;
  processed: string;
  description: string;
  /** < 0 money out, > 0 money in. */
  amountCents: Cents;
  /** From the file's account column; empty when it has none. */
  accountCode: string;
}

export interface ImportLimits {
  maxRows: number;
  /** The dates a row may have, YYYY-MM-DD inclusive. */
  earliest: string;
  latest: string;
}

/** The most rows one statement may have (docs/import-formats.md). */
export const MAX_IMPORT_ROWS = 200_000;

/** A file that cannot be imported: 400 with the reason (and the line) in the detail. */
export function unreadable(message: string) {
  return badRequest(message, [{ field: 'file', message }]);
}

/** The client went away before the whole file arrived. */
export function uploadInterrupted() {
  return badRequest('The upload was interrupted before the whole file arrived');
}

/** Descriptions are kept on one line with single spaces, as the list shows them. */
export function cleanDescription(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
