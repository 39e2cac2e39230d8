import type { ActionMessages } from '../../shared/messages';

/**
 * Every fixed text of the invoices screen (spec §8), in one place. Each toast is shown as it is: nothing is
 * appended; the underlying error goes to the console. Paying an invoice or a component: payments/messages.ts.
 */
export const messages = {
  email: { success: 'Emailed invoice', failure: 'Failed to email invoice. Please try again.' },
  download: { success: 'Downloaded invoice', failure: 'Failed to download invoice. Please try again.' },
  updateInvoice: { success: 'Updated invoice', failure: 'Failed to update invoice. Please try again.' },
  deleteInvoice: { success: 'Deleted invoice', failure: 'Failed to delete invoice. Please try again.' },
  addBillingPlan: {
    success: 'Added billing plan to invoice',
    failure: 'Failed to add billing plan to invoice. Please try again.',
  },
  addProduct: { success: 'Added product to invoice', failure: 'Failed to add product to invoice. Please try again.' },
  updateComponent: {
    success: 'Updated invoice component',
    failure: 'Failed to update invoice component. Please try again.',
  },
  deleteComponent: {
    success: 'Deleted invoice component',
    failure: 'Failed to delete invoice component. Please try again.',
  },
} as const satisfies Record<string, ActionMessages>;

export const LIST_LOADING_MESSAGE = 'Loading invoices. Please wait.';
export const LIST_EMPTY_MESSAGE = 'No invoices found.';
export const COMPONENTS_EMPTY_MESSAGE = 'This invoice has no components.';
