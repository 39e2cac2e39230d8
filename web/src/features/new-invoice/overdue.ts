/** Due dates in the invoices list: whether an invoice is overdue, and by how many days. */
import type { Cents } from '../../shared/money';
import { toCents } from '../../shared/money';

/** Whole days from one calendar date to another (YYYY-MM-DD): ('2026-03-01', '2026-03-31') → 30. */
export function daysBetween(from: string, to: string): number {
  const utc = (date: string) => {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/**
 * Days an invoice is overdue on `today` (the company's calendar date), or 0 when it is not: it has a due date that
 * has passed, something is still due, and it is neither paid (P) nor archived (C).
 */
export function daysOverdue(
  invoice: { due?: string | null; status: string; amountDue: string },
  today: string,
): number {
  if (!invoice.due || invoice.status === 'P' || invoice.status === 'C') return 0;
  const due = toCents(invoice.amountDue);
  if (due === null || due <= 0) return 0;
  return Math.max(0, daysBetween(invoice.due.slice(0, 10), today));
}

export interface PageTotals {
  amount: Cents;
  paid: Cents;
  due: Cents;
}

/** The sums of a page of invoices, in cents (an amount that is not a decimal counts as 0). */
export function pageTotals(invoices: ReadonlyArray<{ amount: string; paid: string; amountDue: string }>): PageTotals {
  const sum = (pick: (i: (typeof invoices)[number]) => string) =>
    invoices.reduce((total, invoice) => total + (toCents(pick(invoice)) ?? 0), 0) as Cents;
  return { amount: sum((i) => i.amount), paid: sum((i) => i.paid), due: sum((i) => i.amountDue) };
}
