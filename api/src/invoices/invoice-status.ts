/** Invoice status codes (spec §3): P Paid, I Unpaid, S Submitted, U Unpaids Process, C Archived, M Member Liable. */
export const INVOICE_STATUSES = ['P', 'I', 'S', 'U', 'C', 'M'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = {
  P: 'Paid',
  I: 'Unpaid',
  S: 'Submitted',
  U: 'Unpaids Process',
  C: 'Archived',
  M: 'Member Liable',
};

/** The lists of GET /api/invoice1/{kind}/{companyId}, as SQL conditions on invoices `i`. */
export const INVOICE_KINDS = {
  /** Everything but archived invoices. */
  active: `i.status <> 'C'`,
  /** Still expected to be paid: not paid in full and not archived. */
  unpaid: `i.status in ('I', 'S', 'U', 'M')`,
  paid: `i.status = 'P'`,
  archived: `i.status = 'C'`,
  all: 'true',
} as const;
export type InvoiceKind = keyof typeof INVOICE_KINDS;

/**
 * The status an invoice has after its amount or paid changed: P exactly when something is owed and
 * all of it is paid; an invoice that was P and is no longer fully paid goes back to I.
 */
export function settledStatus(current: InvoiceStatus, amountCents: number, paidCents: number): InvoiceStatus {
  if (amountCents > 0 && paidCents >= amountCents) return 'P';
  return current === 'P' ? 'I' : current;
}
