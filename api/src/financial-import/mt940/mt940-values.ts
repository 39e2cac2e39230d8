import { isRealDate } from '../../financial-transactions/real-date.ts';
import { toCents, type Cents } from '../../shared/money.ts';
import { unreadable } from '../statement-row.ts';
import type { Mt940Field } from './mt940-fields.ts';

/** "Line 14 (:61:)": where a refusal points. */
export function at(field: Mt940Field): string {
  return `Line ${field.line} (:${field.tag}:)`;
}

/** A SWIFT amount: digits and a decimal comma (always written, decimals optional): 1234,56 / 100, / 7,5. */
export function swiftAmount(text: string, field: Mt940Field): Cents {
  const match = /^(\d+),(\d{0,2})$/.exec(text);
  if (!match) {
    const why = /^\d+,\d{3,}$/.test(text) ? 'has more than two decimals' : 'is not a number with a decimal comma';
    throw unreadable(`${at(field)}: the amount "${text}" ${why}`);
  }
  const cents = toCents(`${match[1]}.${match[2] || '0'}`);
  if (cents === undefined) throw unreadable(`${at(field)}: the amount "${text}" is too large`);
  return cents;
}

/** YYMMDD as SWIFT writes dates: years 80–99 are 19xx, the rest 20xx. */
export function swiftDate(text: string, field: Mt940Field, what: string): string {
  const match = /^(\d{2})(\d{2})(\d{2})$/.exec(text);
  const year = match ? Number(match[1]) : 0;
  const date = match && `${year >= 80 ? 19 : 20}${match[1]}-${match[2]}-${match[3]}`;
  if (!date || !isRealDate(date)) throw unreadable(`${at(field)}: the ${what} "${text}" is not a date (YYMMDD)`);
  return date;
}

/**
 * The entry (booking) date MMDD of a :61: line has no year: it is the year that puts it within six
 * months of the value date, so a 31 December value date booked on 2 January is booked in the next
 * year, and a 1 January value date booked on 31 December in the year before.
 */
export function entryDate(mmdd: string, valueDate: string, field: Mt940Field): string {
  const month = Number(mmdd.slice(0, 2));
  const valueMonth = Number(valueDate.slice(5, 7));
  const year = Number(valueDate.slice(0, 4)) + (valueMonth - month > 6 ? 1 : month - valueMonth > 6 ? -1 : 0);
  const date = `${year}-${mmdd.slice(0, 2)}-${mmdd.slice(2)}`;
  if (!isRealDate(date)) throw unreadable(`${at(field)}: the entry date "${mmdd}" is not a date (MMDD)`);
  return date;
}

export interface Mt940Balance {
  cents: Cents;
  date: string;
  currency: string;
  field: Mt940Field;
}

/** :60F:, :60M:, :62F:, :62M: — C or D, YYMMDD, currency, amount: C260301EUR1234,56 (D is overdrawn). */
export function readBalance(field: Mt940Field): Mt940Balance {
  const text = field.lines[0]!.trim();
  const match = /^([CD])(\d{6})([A-Z]{3})(.*)$/.exec(text);
  if (!match) {
    throw unreadable(
      `${at(field)}: the balance "${text}" is not C or D, a date, a currency and an amount (e.g. C260301EUR1234,56)`,
    );
  }
  const cents = swiftAmount(match[4]!, field);
  return {
    cents: match[1] === 'D' ? -(cents as number) || 0 : cents,
    date: swiftDate(match[2]!, field, 'balance date'),
    currency: match[3]!,
    field,
  };
}
