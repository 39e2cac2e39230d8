/** The fixed texts of the new-invoice form and the Add line form, in the spec's style (spec §8). */
import type { ActionMessages } from '../../shared/messages';

export const newInvoiceMessages = {
  create: { success: 'Created invoice', failure: 'Failed to create invoice. Please try again.' },
  addLine: { success: 'Added invoice component', failure: 'Failed to add invoice component. Please try again.' },
} as const satisfies Record<string, ActionMessages>;
