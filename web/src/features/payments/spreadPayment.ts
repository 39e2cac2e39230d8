/**
 * One payment over several invoices of a client (issue 13), as plain data: the preview of how it is spread (oldest
 * first, or the chosen amounts) and the credit that would remain. All in integer cents; the api decides again under
 * its locks, this only shows the user what to expect.
 */
import { addCents, toCents, type Cents } from '../../shared/money';

export interface OpenInvoice {
  id: string;
  uniqueId: string;
  /** ISO instant. */
  invoiced: string;
  amountDue: string;
}

export type Spread = 'OLDEST_FIRST' | 'CHOSEN';

export interface SpreadPreview {
  /** Cents per invoice id (0 for those left out). */
  allocations: Map<string, Cents>;
  allocated: Cents;
  /** What the invoices do not take: kept as the client's credit. */
  surplus: Cents;
  /** The client's credit after the payment. */
  creditAfter: Cents;
  /** Why the payment cannot be sent as it is, if it cannot. */
  error?: string;
}

const cents = (value: string): Cents => toCents(value) ?? (0 as Cents);

/** Oldest invoice date first, then lowest id: the api's order. */
export function oldestFirst<T extends OpenInvoice>(invoices: readonly T[]): T[] {
  return [...invoices].sort((a, b) => {
    const byDate = Date.parse(a.invoiced) - Date.parse(b.invoiced);
    return byDate !== 0 ? byDate : Number(a.id) - Number(b.id);
  });
}

/** The invoices that still owe something. */
export function openInvoices<T extends OpenInvoice & { status: string }>(invoices: readonly T[]): T[] {
  return invoices.filter((i) => i.status !== 'P' && i.status !== 'C' && cents(i.amountDue) > 0);
}

export function previewSpread(
  amount: Cents,
  invoices: readonly OpenInvoice[],
  spread: Spread,
  chosen: ReadonlyMap<string, string>,
  creditBefore: Cents,
): SpreadPreview {
  const allocations = new Map<string, Cents>();
  let error: string | undefined;
  if (spread === 'OLDEST_FIRST') {
    let left = amount as number;
    for (const invoice of oldestFirst(invoices)) {
      const take = Math.min(left, cents(invoice.amountDue));
      allocations.set(invoice.id, take as Cents);
      left -= take;
    }
  } else {
    for (const invoice of invoices) {
      const text = (chosen.get(invoice.id) ?? '').trim();
      if (text === '') continue;
      const value = toCents(text);
      if (value === null || value < 0) {
        error ??= `Enter the amount for invoice ${invoice.uniqueId} as a number, such as 150.00.`;
        continue;
      }
      if (value > cents(invoice.amountDue)) {
        error ??= `The amount for invoice ${invoice.uniqueId} cannot be more than what it owes (${invoice.amountDue}).`;
      }
      if (value > 0) allocations.set(invoice.id, value);
    }
  }
  const allocated = addCents(...allocations.values());
  if (spread === 'CHOSEN' && allocated > amount) {
    error ??= 'The amounts per invoice add up to more than the payment.';
  }
  if (spread === 'CHOSEN' && allocations.size === 0) error ??= 'Enter an amount for at least one invoice.';
  const surplus = Math.max(0, amount - allocated) as Cents;
  return { allocations, allocated, surplus, creditAfter: addCents(creditBefore, surplus), error };
}
