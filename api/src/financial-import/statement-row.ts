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
  /** The bank's own reference of the transaction (FITID, end-to-end id …), when the file has one. */
  reference?: string;
}

/** The order of day, month and year in a file's dates. */
export type DateOrder = 'YMD' | 'DMY' | 'MDY';

/**
 * How a file says which way money moves:
 * - `signed`: one amount column, money out is negative (most bank exports);
 * - `card`: one amount column, purchases (money out) are positive and payments negative (card statements);
 * - `debit-credit`: a money-out and a money-in column;
 * - `flag`: unsigned amounts and a column saying D/C, Debit/Credit, I/O, S/H or +/-;
 * - `format`: the format itself fixes it (OFX, CAMT.053, MT940, QIF, a bank's PDF).
 */
export type SignConvention = 'signed' | 'card' | 'debit-credit' | 'flag' | 'format';

/** What the statement states about itself, besides its transactions (all optional). */
export interface StatementFacts {
  openingBalanceCents?: Cents;
  closingBalanceCents?: Cents;
  /** ISO 4217 code, when the file names one. */
  currency?: string;
  /** The account the statement is of (IBAN, number), as the file writes it. */
  account?: string;
}

/** How the reader read the file: shown at the top of the review, so a person can check it. */
export interface StatementReading {
  /** WHATWG name of the text encoding: utf-8, utf-16le, windows-1252 … */
  encoding?: string;
  dateOrder?: DateOrder;
  /** Where the date order came from: the file's own dates, the company's region, a bank profile, the format. */
  dateOrderFrom?: 'file' | 'region' | 'profile' | 'format';
  decimalMark?: '.' | ',';
  signConvention: SignConvention;
  /** Short sentences on other decisions ("2 preamble lines skipped", "balance lines left out"). */
  notes: string[];
}

/** A statement as a reader returns it: rows in file order, facts, and how it was read. */
export interface ParsedStatement {
  rows: StatementRow[];
  facts: StatementFacts;
  reading: StatementReading;
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
