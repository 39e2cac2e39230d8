/**
 * Every fixed text of the payments screen. The spec has no toast for deleting a payment; these follow the wording of
 * its other toasts (spec §8). Each toast is shown as it is; the underlying error goes to the console.
 */
export const messages = {
  deletePayment: { success: 'Deleted payment', failure: 'Failed to delete payment. Please try again.' },
  /** Spec §8 "Pay invoice": a part payment, and one payment over several invoices, keep its texts. */
  payInvoice: {
    success: 'Allocated payment to invoice',
    failure: 'Failed to allocate payment to invoice. Please try again.',
  },
  /** Spec §8 "Pay invoice component" (tab 14). */
  payComponent: {
    success: 'Allocated payment for invoice component',
    failure: 'Failed to allocate payment for invoice component. Please try again.',
  },
  /** No spec text: worded as "Pay invoice". */
  applyCredit: {
    success: 'Applied credit to invoice',
    failure: 'Failed to apply credit to invoice. Please try again.',
  },
  /** No spec text: worded as the invoice's Download and Email. */
  downloadReceipt: { success: 'Downloaded receipt', failure: 'Failed to download receipt. Please try again.' },
  emailReceipt: { success: 'Emailed receipt', failure: 'Failed to email receipt. Please try again.' },
} as const;

export const LIST_LOADING_MESSAGE = 'Loading payments. Please wait.';
export const LIST_EMPTY_MESSAGE = 'No payments found.';
