import type { InvoiceComponentResolvers } from '../__generated__/resolvers-types.ts';
import { subtractAmounts } from '../money.ts';

export const InvoiceComponent: InvoiceComponentResolvers = {
  amountDue: (component) => subtractAmounts(component.amount, component.paid),
  // Exact decimals as strings: the api sends at most 3 (quantity) and 2 (discount) decimals.
  quantity: (component) => String(component.quantity),
  discountPercentage: (component) => String(component.discountPercentage),
};
