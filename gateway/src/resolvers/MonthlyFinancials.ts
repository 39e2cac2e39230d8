import type { MonthlyFinancialsResolvers } from '../__generated__/resolvers-types.ts';
import { subtractAmounts } from '../money.ts';

export const MonthlyFinancials: MonthlyFinancialsResolvers = {
  profit: (month) => subtractAmounts(month.income, month.expenses),
};
