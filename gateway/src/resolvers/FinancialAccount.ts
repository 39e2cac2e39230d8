import type { FinancialAccountResolvers } from '../__generated__/resolvers-types.ts';
import { ACCOUNT_TYPE_LABELS } from '../account-types.ts';

export const FinancialAccount: FinancialAccountResolvers = {
  typeLabel: (account) => ACCOUNT_TYPE_LABELS[account.type],
};
