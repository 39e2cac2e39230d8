import type { Cents } from '../shared/money.ts';
import type { StatementFacts } from './statement-row.ts';

/** The figures at the top of a review, so a person sees what is about to be stored (cents). */
export interface ReviewSummary {
  count: number;
  moneyInCents: Cents;
  /** Money out as a positive figure. */
  moneyOutCents: Cents;
  netCents: Cents;
  duplicates: number;
  openingBalanceCents?: Cents;
  closingBalanceCents?: Cents;
  /** opening + net, when the file states its opening balance. */
  expectedClosingCents?: Cents;
  /** True when the file states both balances and opening + net is not the closing balance. */
  balanceMismatch: boolean;
}

export function summarize(
  rows: ReadonlyArray<{ amountCents: number; duplicate: boolean }>,
  facts: StatementFacts,
): ReviewSummary {
  let moneyIn = 0;
  let moneyOut = 0;
  let duplicates = 0;
  for (const row of rows) {
    if (row.amountCents > 0) moneyIn += row.amountCents;
    else moneyOut -= row.amountCents;
    if (row.duplicate) duplicates += 1;
  }
  const net = moneyIn - moneyOut;
  const summary: ReviewSummary = {
    count: rows.length,
    moneyInCents: moneyIn,
    moneyOutCents: moneyOut,
    netCents: net,
    duplicates,
    balanceMismatch: false,
  };
  if (facts.openingBalanceCents !== undefined) {
    summary.openingBalanceCents = facts.openingBalanceCents;
    summary.expectedClosingCents = facts.openingBalanceCents + net;
  }
  if (facts.closingBalanceCents !== undefined) {
    summary.closingBalanceCents = facts.closingBalanceCents;
    summary.balanceMismatch =
      summary.expectedClosingCents !== undefined && summary.expectedClosingCents !== facts.closingBalanceCents;
  }
  return summary;
}
