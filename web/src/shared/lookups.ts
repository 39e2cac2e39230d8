/** The lookup lists of spec §3 that the invoices screen offers. */
import type { InvoiceStatus, PaymentType } from '../gql/graphql';

export interface Option<T extends string> {
  value: T;
  label: string;
}

/** The full status list (P I S U C) plus M from the limited list (P I S M): every status an invoice can take. */
export const INVOICE_STATUS_OPTIONS: readonly Option<InvoiceStatus>[] = [
  { value: 'P', label: 'Paid' },
  { value: 'I', label: 'Unpaid' },
  { value: 'S', label: 'Submitted' },
  { value: 'U', label: 'Unpaids Process' },
  { value: 'C', label: 'Archived' },
  { value: 'M', label: 'Member Liable' },
];

export const PAYMENT_TYPE_OPTIONS: readonly Option<PaymentType>[] = [
  { value: 'C', label: 'Credit Card' },
  { value: 'B', label: 'Bank Transfer' },
  { value: 'H', label: 'Health Insurance' },
  { value: 'R', label: 'Cryptocurrency' },
  { value: 'A', label: 'Cash' },
  { value: 'O', label: 'Other' },
  { value: 'W', label: 'Write-Off' },
];

/** Spec §9: the payment type defaults to B (Bank Transfer). */
export const DEFAULT_PAYMENT_TYPE: PaymentType = 'B';

export function isInvoiceStatus(value: string): value is InvoiceStatus {
  return INVOICE_STATUS_OPTIONS.some((option) => option.value === value);
}

export function isPaymentType(value: string): value is PaymentType {
  return PAYMENT_TYPE_OPTIONS.some((option) => option.value === value);
}
