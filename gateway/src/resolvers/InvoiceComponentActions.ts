import type { InvoiceComponentActionsResolvers } from '../__generated__/resolvers-types.ts';

/** What a user may do with an invoice line: the api's `allowedActions` (component-actions.ts there), passed through. */
export const InvoiceComponentActions: InvoiceComponentActionsResolvers = {
  canUpdate: (line) => line.allowedActions.includes('update'),
  canDelete: (line) => line.allowedActions.includes('delete'),
  canPay: (line) => line.allowedActions.includes('pay'),
};
