import type { InvoiceStatusCode, PaymentTypeCode } from './rest/dto/invoices.ts';
import type { ClaimStatusCode, SubmissionMethodCode } from './rest/dto/claims.ts';

/** Lookup lists of spec §3, shown to people. */
export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatusCode, string>> = {
  P: 'Paid',
  I: 'Unpaid',
  S: 'Submitted',
  U: 'Unpaids Process',
  C: 'Archived',
  M: 'Member Liable',
};

export const PAYMENT_TYPE_LABELS: Readonly<Record<PaymentTypeCode, string>> = {
  C: 'Credit Card',
  B: 'Bank Transfer',
  H: 'Health Insurance',
  R: 'Cryptocurrency',
  A: 'Cash',
  O: 'Other',
  W: 'Write-Off',
};

export const CLAIM_STATUS_LABELS: Readonly<Record<ClaimStatusCode, string>> = {
  N: 'New',
  S: 'Submitted',
  A: 'Accepted',
  R: 'Rejected',
  V: 'Reversed',
  P: 'Partially accepted',
};

/** Claim submission methods (spec §3). */
export const SUBMISSION_METHOD_LABELS: Readonly<Record<SubmissionMethodCode, string>> = {
  E: 'Email',
  D: 'Electronic Data Interchange',
};
