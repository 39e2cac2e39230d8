import type { Cents } from '../../shared/money.ts';
import { parseStatementAmount, type DecimalMark } from '../statement-amounts.ts';
import { unreadable } from '../statement-row.ts';

export interface QifAmountText {
  line: number;
  text: string;
  /** The field code it was written under: T, U or $. */
  code: string;
}

/** Quicken 4 wrote thousands with an apostrophe: 10'000.00. */
const APOSTROPHE_GROUPS = /(\d)'(?=\d{3}(?!\d))/g;

/** What one amount says of the decimal mark: `sure` when 1–2 digits follow its last mark. */
function markOf(text: string): { mark: DecimalMark; sure: boolean } | undefined {
  const value = text.replace(APOSTROPHE_GROUPS, '$1');
  const last = /([.,])(\d+)[^\d.,]*$/.exec(value);
  if (!last) return undefined;
  const mark = last[1] as DecimalMark;
  const digits = last[2]!;
  if (digits.length <= 2) return { mark, sure: true };
  // 1.234 cannot be cents, so its "." groups thousands and the decimal mark is the other one.
  if (digits.length === 3 && !value.includes(mark === '.' ? ',' : '.')) {
    return { mark: mark === '.' ? ',' : '.', sure: false };
  }
  return undefined;
}

const markName = (mark: DecimalMark) => (mark === '.' ? 'a decimal point' : 'a decimal comma');

/**
 * The decimal mark of a whole file, from all of its amounts, never one amount on its own: US and UK
 * exports write 1,234.56, European ones 1.234,56. An amount with one or two digits after its last
 * mark shows the file's decimal mark; amounts that show different marks are refused. Without such
 * an amount, a thousands group (1.234 or 1,234) shows it; without any, it is a point.
 */
export function decideDecimalMark(amounts: readonly QifAmountText[]): DecimalMark {
  let sure: { amount: QifAmountText; mark: DecimalMark } | undefined;
  let guess: { amount: QifAmountText; mark: DecimalMark } | undefined;
  for (const amount of amounts) {
    const shown = markOf(amount.text);
    if (!shown) continue;
    const known = shown.sure ? sure : guess;
    if (known && known.mark !== shown.mark) {
      throw unreadable(
        `Line ${amount.line}: the amount "${amount.text}" has ${markName(shown.mark)} but "${known.amount.text}" on line ${known.amount.line} has ${markName(known.mark)}; the amounts of one file must use one decimal mark`,
      );
    }
    if (shown.sure) sure ??= { amount, mark: shown.mark };
    else guess ??= { amount, mark: shown.mark };
  }
  return sure?.mark ?? guess?.mark ?? '.';
}

/** Reads one amount with the file's decimal mark; an error message names the line and the field. */
export function qifAmount(amount: QifAmountText, mark: DecimalMark): Cents {
  const read = parseStatementAmount(amount.text, mark);
  const where = `Line ${amount.line}: the amount "${amount.text}" (${amount.code})`;
  if (!read) throw unreadable(`${where} is empty`);
  if ('error' in read) {
    const reason = read.error.replace(/^".*" /, '').replace(/^is not an amount$/, 'is not a number');
    throw unreadable(`${where} of the transaction ${reason}`);
  }
  return read.cents;
}
