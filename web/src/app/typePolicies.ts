import type { TypePolicies } from '@apollo/client';

/**
 * The app cache's type policies (app/apolloClient.ts and the test harnesses). The server's list of an invoice's
 * components (or payments) replaces the cached one as a whole, so a deleted component disappears instead of being
 * merged back in.
 */
export const typePolicies: TypePolicies = {
  Invoice: {
    fields: {
      components: { merge: false },
      payments: { merge: false },
    },
  },
  // A saved billing plan's items replace the cached ones (an item removed in the editor is gone).
  BillingPlan: {
    fields: {
      items: { merge: false },
    },
  },
  Query: {
    fields: {
      invoiceComponents: { merge: false },
    },
  },
};
