import { addCents, toCents, type Cents } from '../../shared/money';
import { keptRows, type ReviewRow } from './importReview';

/** The totals of some rows in cents: how many, money in, money out (a positive figure) and net. */
export interface ImportTotals {
  count: number;
  moneyIn: Cents;
  moneyOut: Cents;
  net: Cents;
}

const ZERO = 0 as Cents;

/** Sums the rows' amounts exactly (an amount that is not a number counts as 0: view 5 does not let one in). */
export function totalsOf(rows: readonly Pick<ReviewRow, 'amount'>[]): ImportTotals {
  let moneyIn = ZERO;
  let moneyOut = ZERO;
  for (const row of rows) {
    const cents = toCents(row.amount) ?? ZERO;
    if (cents > 0) moneyIn = addCents(moneyIn, cents);
    else moneyOut = addCents(moneyOut, (0 - cents) as Cents);
  }
  return { count: rows.length, moneyIn, moneyOut, net: (moneyIn - moneyOut) as Cents };
}

/** The totals of what Upload stores: the rows kept, as edited. */
export function keptTotals(state: { rows: readonly Pick<ReviewRow, 'amount' | 'upload'>[] }): ImportTotals {
  return totalsOf(keptRows(state));
}
