import { decimalMarksOf, parseStatementAmount, type DecimalMark } from '../statement-amounts.ts';

/** A cell as cents with whichever decimal mark reads it (for guessing roles before the file's mark is known). */
export function anyCents(text: string, mark?: DecimalMark): number | undefined {
  const marks = mark ? [mark] : decimalMarksOf(text);
  const result = marks[0] ? parseStatementAmount(text, marks[0]) : undefined;
  return result && 'cents' in result ? result.cents : undefined;
}

/**
 * How a balance column follows the amounts, over consecutive rows: `forward` when each balance is the
 * one above plus the row's amount (oldest first), `backward` when it is the one below plus the amount
 * (newest first). Undefined when fewer than 90% of the steps follow either way.
 */
export function balanceDirection(
  amounts: readonly number[],
  balances: readonly number[],
): 'forward' | 'backward' | undefined {
  let forward = 0;
  let backward = 0;
  let steps = 0;
  for (let i = 1; i < amounts.length; i++) {
    steps += 1;
    if (balances[i]! === balances[i - 1]! + amounts[i]!) forward += 1;
    if (balances[i - 1]! === balances[i]! + amounts[i - 1]!) backward += 1;
  }
  if (steps === 0) return undefined;
  if (forward >= steps * 0.9 && forward >= backward) return 'forward';
  if (backward >= steps * 0.9) return 'backward';
  return undefined;
}

/**
 * Among numeric columns that are filled on every row, the amount and the balance it moves: a pair
 * whose balances follow the amounts row to row, or (ABN AMRO's layout) a before and an after
 * balance on each row with the amount between them. Undefined when no pair explains the numbers.
 */
export function findAmountAndBalance(
  rows: readonly string[][],
  candidates: readonly number[],
): { amount: number; balance: number } | undefined {
  const values = new Map(candidates.map((c) => [c, rows.map((row) => anyCents(row[c] ?? ''))]));
  const full = candidates.filter((c) => values.get(c)!.every((v) => v !== undefined));
  for (const amount of full) {
    for (const balance of full) {
      if (amount === balance) continue;
      const a = values.get(amount)! as number[];
      const b = values.get(balance)! as number[];
      if (balanceDirection(a, b)) return { amount, balance };
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
