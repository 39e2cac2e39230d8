import type { BillingPlanItemResolvers } from '../__generated__/resolvers-types.ts';

export const BillingPlanItem: BillingPlanItemResolvers = {
  quantity: (item) => String(item.quantity),
  discountPercentage: (item) => String(item.discountPercentage),
};
