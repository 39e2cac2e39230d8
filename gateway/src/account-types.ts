import type { AccountTypeCode } from './rest/dto/financial.ts';

/** The account type badges of spec §2 (view 2), as people read them. */
export const ACCOUNT_TYPE_LABELS: Readonly<Record<AccountTypeCode, string>> = {
  FA: 'Fixed Assets',
  CA: 'Current Assets',
  I: 'Income',
  E: 'Expenses',
  CL: 'Current Liabilities',
  LL: 'Long-Term Liabilities',
  OE: 'Owners Equity',
};

/** Status A shows Active; any other status shows Inactive (spec §2). */
export const statusLabel = (status: string): string => (status === 'A' ? 'Active' : 'Inactive');
