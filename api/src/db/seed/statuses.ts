import type { SeedContext, SeedInvoice } from './model.ts';
import type { Random } from './random.ts';

/**
 * P exactly when paid in full. Otherwise: submitted or member-liable after a claim, archived or in
 * the unpaids process when old, member-liable when the scheme paid its part, else unpaid (I).
 */
export function assignStatuses(rng: Random, ctx: SeedContext, invoices: readonly SeedInvoice[]): void {
  for (const invoice of invoices) {
    const age = ctx.todayDay - invoice.day;
    if (invoice.amountCents > 0 && invoice.paidCents === invoice.amountCents) invoice.status = 'P';
    else if (invoice.claim?.status === 'S') invoice.status = 'S';
    else if (invoice.claim?.status === 'R') invoice.status = 'M';
    else if (age > 365 && invoice.paidCents === 0 && rng.chance(0.35)) invoice.status = 'C';
    else if (age > 60 && rng.chance(0.45)) invoice.status = 'U';
    else if (invoice.payments.some((p) => p.type === 'H') && rng.chance(0.6)) invoice.status = 'M';
    else invoice.status = 'I';
  }
}
