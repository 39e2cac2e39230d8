import type { FinancialTransactionResolvers } from '../__generated__/resolvers-types.ts';
import { ACCOUNT_TYPE_LABELS, statusLabel } from '../account-types.ts';

export const FinancialTransaction: FinancialTransactionResolvers = {
  typeLabel: (transaction) => ACCOUNT_TYPE_LABELS[transaction.financialAccountType],
  statusLabel: (transaction) => statusLabel(transaction.status),
};
