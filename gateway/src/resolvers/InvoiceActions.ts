import type { InvoiceActionsResolvers } from '../__generated__/resolvers-types.ts';

/**
 * What a user may do with an invoice: the api decides it and sends `allowedActions` (api/src/invoices/invoice-actions.ts,
 * the same rule its routes refuse by); each field here only reads that list, so the gateway cannot drift from the api.
 */
export const InvoiceActions: InvoiceActionsResolvers = {
  canDelete: (invoice) => invoice.allowedActions.includes('delete'),
  canPayInFull: (invoice) => invoice.allowedActions.includes('payInFull'),
  canCreateClaim: (invoice) => invoice.allowedActions.includes('createClaim'),
  canAddBillingPlan: (invoice) => invoice.allowedActions.includes('addBillingPlan'),
  canAddProduct: (invoice) => invoice.allowedActions.includes('addProduct'),
};
