import { Intent } from '@blueprintjs/core';
import type { AccountType } from '../../gql/graphql';

/** Spec §2 view 2: the account type badges. */
export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  FA: 'Fixed Assets',
  CA: 'Current Assets',
  I: 'Income',
  E: 'Expenses',
  CL: 'Current Liabilities',
  LL: 'Long-Term Liabilities',
  OE: 'Owners Equity',
};

export const ACCOUNT_TYPE_INTENTS: Record<AccountType, Intent> = {
  FA: Intent.PRIMARY,
  CA: Intent.PRIMARY,
  I: Intent.SUCCESS,
  E: Intent.WARNING,
  CL: Intent.DANGER,
  LL: Intent.DANGER,
  OE: Intent.NONE,
};

/** 'FA Fixed Assets' */
export function accountTypeBadge(type: AccountType): string {
  return `${type} ${ACCOUNT_TYPE_LABELS[type]}`;
}

/** Spec §2: status A is Active, any other status is Inactive. */
export function statusLabel(status: string): 'Active' | 'Inactive' {
  return status.trim() === 'A' ? 'Active' : 'Inactive';
}
