import type { TypePolicies } from '@apollo/client';

/**
 * How the cache stores invoice lists: the server's list of an invoice's components (or payments) replaces the
 * cached one as a whole, so a deleted component disappears instead of being merged back in.
 */
export const invoiceTypePolicies: TypePolicies = {
  Invoice: {
    fields: {
      components: { merge: false },
      payments: { merge: false },
    },
  },
  Query: {
    fields: {
      invoiceComponents: { merge: false },
    },
  },
};
