import type { InvoiceActionsResolvers } from '../__generated__/resolvers-types.ts';

/**
 * What a user may do with an invoice (spec §2 per-invoice actions, §4 rules), decided once, here.
 * The invoice properties read here are listed under `actions` in INVOICE_ROW_SOURCES (Invoice.ts).
 */
export const InvoiceActions: InvoiceActionsResolvers = {
  canDelete: (invoice) => invoice.status !== 'P' && invoice.numberOfClaims === 0,
  canPayInFull: (invoice) => invoice.status !== 'P',
  canAddBillingPlan: (invoice) => invoice.status !== 'P',
  canAddProduct: (invoice) => invoice.status !== 'P',
  // Claims are for health companies only (the company configuration is fetched once per request),
  // and an invoice has at most one open claim.
  canCreateClaim: async (invoice, _args, ctx) =>
    invoice.status !== 'P' && invoice.openClaims === 0 && (await ctx.caller.company()).type === 'H',
};
