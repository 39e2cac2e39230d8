import { decimalMarksOf, parseStatementAmount, type DecimalMark } from '../statement-amounts.ts';

/** A cell as cents with whichever decimal mark reads it (for guessing roles before the file's mark is known). */
export function anyCents(text: string, mark?: DecimalMark): number | undefined {
  const marks = mark ? [mark] : decimalMarksOf(text);
  const result = marks[0] ? parseStatementAmount(text, marks[0]) : undefined;
  return result && 'cents' in result ? result.cents : undefined;
}

/**
 * How a balance column follows the amounts, over consecutive rows that both state a balance:
 * `forward` when each balance is the one above plus the row's amount (oldest first), `backward` when
 * it is the one below plus the amount (newest first). Undefined when fewer than 90% of the steps
 * follow either way.
 */
export function balanceDirection(
  amounts: readonly number[],
  balances: readonly (number | undefined)[],
): 'forward' | 'backward' | undefined {
  let forward = 0;
  let backward = 0;
  let steps = 0;
  for (let i = 1; i < amounts.length; i++) {
    const [before, after] = [balances[i - 1], balances[i]];
    if (before === undefined || after === undefined) continue;
    steps += 1;
    if (after === before + amounts[i]!) forward += 1;
    if (before === after + amounts[i - 1]!) backward += 1;
  }
  if (steps === 0) return undefined;
  if (forward >= steps * 0.9 && forward >= backward) return 'forward';
  if (backward >= steps * 0.9) return 'backward';
  return undefined;
}

/**
 * Among numeric columns, the amount (filled on every row) and the balance it moves (on at least
 * three rows in four): a pair whose balances follow the amounts from row to row, or (ABN AMRO's layout) a before and an after
 * balance on each row with the amount between them. Undefined when no pair explains the numbers.
 */
export function findAmountAndBalance(
  rows: readonly string[][],
  candidates: readonly number[],
): { amount: number; balance: number } | undefined {
  const values = new Map(candidates.map((c) => [c, rows.map((row) => anyCents(row[c] ?? ''))]));
  const full = candidates.filter((c) => values.get(c)!.every((v) => v !== undefined));
  // A balance may be missing on some rows (a pending row, a balance stated once a day); an amount may not.
  const mostlyFilled = candidates.filter(
    (c) => values.get(c)!.filter((v) => v !== undefined).length * 4 >= rows.length * 3,
  );
  for (const amount of full) {
    for (const balance of mostlyFilled) {
      if (amount === balance) continue;
      const a = values.get(amount)! as number[];
      const b = values.get(balance)!;
      if (balanceDirection(a, b)) return { amount, balance };
      if (!full.includes(balance)) continue;
      for (const before of full) {
        if (before === amount || before === balance) continue;
        const p = values.get(before)! as number[];
        // The balance before each row is the one after the row above it (files listed oldest first).
        const chained = p.every((value, i) => i === 0 || value === b[i - 1]);
        if (chained && a.every((value, i) => p[i]! + value === b[i])) return { amount, balance };
      }
    }
  }
  return undefined;
}

/**
 * Which of two number columns, each filled on some rows only, is money out and which money in,
 * from a third column of balances: the one reading whose balances follow every row (oldest or
 * newest first, at least two steps) while the other reading does not. Undefined when the balances
 * do not tell.
 */
export function debitCreditByBalance(
  rows: readonly string[][],
  a: number,
  b: number,
  balance: number,
): { debit: number; credit: number } | undefined {
  const cents = (row: readonly string[], column: number) => ((row[column] ?? '') === '' ? 0 : anyCents(row[column]!));
  const first = rows.map((row) => cents(row, a));
  const second = rows.map((row) => cents(row, b));
  const balances = rows.map((row) => anyCents(row[balance] ?? ''));
  if (rows.length < 3 || [...first, ...second, ...balances].some((value) => value === undefined)) return undefined;
  const follows = (amounts: number[]) => {
    let forward = 0;
    let backward = 0;
    const b = balances as number[];
    for (let i = 1; i < amounts.length; i++) {
      if (b[i]! === b[i - 1]! + amounts[i]!) forward += 1;
      if (b[i - 1]! === b[i]! + amounts[i - 1]!) backward += 1;
    }
    return forward === amounts.length - 1 || backward === amounts.length - 1;
  };
  // Unsigned: money out is the column whose amounts lower the balance.
  const outFirst = follows(rows.map((_, i) => Math.abs(second[i]!) - Math.abs(first[i]!)));
  const outSecond = follows(rows.map((_, i) => Math.abs(first[i]!) - Math.abs(second[i]!)));
  if (outFirst === outSecond) return undefined;
  return outFirst ? { debit: a, credit: b } : { debit: b, credit: a };
}
