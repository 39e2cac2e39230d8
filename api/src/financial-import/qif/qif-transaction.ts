import type { Cents } from '../../shared/money.ts';
import type { DecimalMark } from '../statement-amounts.ts';
import { cleanDescription, unreadable, type ImportLimits, type StatementRow } from '../statement-row.ts';
import { qifAmount, type QifAmountText } from './qif-amounts.ts';
import { QIF_DATE_HINT, qifDateValue, splitQifDate, type QifDate } from './qif-dates.ts';
import type { QifField, QifRecord } from './qif-sections.ts';

const first = (record: QifRecord, code: string): QifField | undefined =>
  record.fields.find((field) => field.code === code);

/** The record's D line, split; refuses a record without one or with a date in no QIF form. */
export function recordDate(record: QifRecord): QifDate {
  const field = first(record, 'D');
  if (!field?.value) throw unreadable(`Line ${record.line}: the transaction has no date (a D line)`);
  const parts = splitQifDate(field.value);
  if (!parts) throw unreadable(`Line ${field.line}: the date "${field.value}" (D) is not a date (${QIF_DATE_HINT})`);
  return { line: field.line, text: field.value, parts };
}

/** The amounts a record writes: its total (T, or U, Quicken's copy of it) and split amounts ($). */
export function recordAmounts(record: QifRecord): QifAmountText[] {
  return record.fields
    .filter((field) => field.code === 'T' || field.code === 'U' || field.code === '$')
    .map((field) => ({ line: field.line, text: field.value, code: field.code }));
}

/**
 * Quicken starts an account's export with its opening balance, written as a transaction from the
 * account to itself: payee "Opening Balance", category "[Account name]". It moves no money.
 */
export function isOpeningBalance(record: QifRecord): boolean {
  return /^opening balance$/i.test(first(record, 'P')?.value ?? '') && /^\[.*\]/.test(first(record, 'L')?.value ?? '');
}

/** The total: T (U when there is no T); the sum of the splits ($) when neither is written. */
export function recordTotal(record: QifRecord, mark: DecimalMark): Cents {
  const amounts = recordAmounts(record);
  const total = amounts.find((amount) => amount.code === 'T') ?? amounts.find((amount) => amount.code === 'U');
  if (total) return qifAmount(total, mark);
  const splits = amounts.filter((amount) => amount.code === '$');
  if (splits.length === 0) throw unreadable(`Line ${record.line}: the transaction has no amount (a T line)`);
  return splits.reduce((sum, split) => sum + qifAmount(split, mark), 0);
}

/** Payee and memo joined with " - " (one of them when the other is empty or the same); else the number. */
function description(record: QifRecord): string {
  const payee = cleanDescription(first(record, 'P')?.value ?? '');
  const memo = cleanDescription(first(record, 'M')?.value ?? '');
  if (payee && memo && payee.toLowerCase() !== memo.toLowerCase()) return `${payee} - ${memo}`;
  if (payee || memo) return payee || memo;
  const number = first(record, 'N')?.value ?? '';
  return /^\d+$/.test(number) ? `Check ${number}` : cleanDescription(number);
}

/**
 * One transaction of a register: its date in the file's order, its total signed as QIF signs it
 * (below zero money out, purchases on a card included), payee and memo, and N as the reference.
 * Undefined for a total of zero. Refuses, naming the line and the field, what it cannot read.
 */
export function readQifTransaction(
  record: QifRecord,
  order: 'DMY' | 'MDY' | 'YMD',
  mark: DecimalMark,
  limits: ImportLimits,
): StatementRow | undefined {
  const date = recordDate(record);
  const processed = qifDateValue(date.parts, order, limits.latest);
  if (!processed) {
    const as = date.parts.form === 'pair' ? ` (read as ${order === 'MDY' ? 'month/day/year' : 'day/month/year'})` : '';
    throw unreadable(`Line ${date.line}: the date "${date.text}" (D) is not a calendar date${as}`);
  }
  if (processed < limits.earliest || processed > limits.latest) {
    throw unreadable(`Line ${date.line}: the date ${processed} (D) is outside ${limits.earliest} to ${limits.latest}`);
  }
  const amountCents = recordTotal(record, mark);
  if (amountCents === 0) return undefined;
  const text = description(record);
  if (!text) throw unreadable(`Line ${record.line}: the transaction has no payee (P), memo (M) or number (N)`);
  const row: StatementRow = { line: record.line, processed, description: text, amountCents, accountCode: '' };
  const number = first(record, 'N')?.value;
  if (number) row.reference = number;
  return row;
}
