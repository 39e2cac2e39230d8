import type { FinancialAccountRow } from '../financial-accounts/accounts-repository.ts';
import type { FieldError } from '../shared/problem.ts';
import { toCents, type Cents } from '../shared/money.ts';
import { EARLIEST_DATE } from '../shared/date-horizon.ts';
import { isRealDate } from './real-date.ts';

export const MAX_DESCRIPTION_LENGTH = 1000;

export interface TransactionRules {
  /** The company's accounts by code. */
  accounts: ReadonlyMap<string, FinancialAccountRow>;
  latestProcessed: string;
}

/** A row as a client sends it: debit/credit (either one above 0), or a signed amount (< 0 money out). */
export interface TransactionFields {
  processed?: unknown;
  financialAccountCode?: unknown;
  description?: unknown;
  debit?: unknown;
  credit?: unknown;
  amount?: unknown;
}

export interface ValidTransaction {
  processed: string;
  accountId: number;
  accountCode: string;
  description: string;
  debitCents: Cents;
  creditCents: Cents;
}

const AMOUNT_HINT = 'must be a number with at most two decimals, e.g. 1234.50';

/** A value as a message shows it. */
function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return 'nothing';
  return typeof value === 'string' ? `"${value}"` : (JSON.stringify(value) ?? 'it');
}

function present(value: unknown): boolean {
  return value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
}

function readAmount(value: unknown): Cents | undefined | 'invalid' {
  if (!present(value)) return undefined;
  if (typeof value !== 'number' && typeof value !== 'string') return 'invalid';
  return toCents(value) ?? 'invalid';
}

/**
 * Checks one transaction against the company's chart and the date range. `prefix` names the row
 * in field errors (`rows[3].` for a batch). Returns the normalized row or every error found.
 */
export function checkTransaction(
  input: TransactionFields,
  rules: TransactionRules,
  prefix = '',
): { value: ValidTransaction; errors?: undefined } | { value?: undefined; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const fail = (field: string, message: string) => errors.push({ field: `${prefix}${field}`, message });

  const processed = typeof input.processed === 'string' ? input.processed.trim() : '';
  if (!isRealDate(processed)) {
    fail('processed', `${shown(input.processed)} is not a date: use YYYY-MM-DD, e.g. 2026-03-31`);
  } else if (processed < EARLIEST_DATE || processed > rules.latestProcessed) {
    fail('processed', `must be between ${EARLIEST_DATE} and ${rules.latestProcessed}, not ${processed}`);
  }

  const code = typeof input.financialAccountCode === 'string' ? input.financialAccountCode.trim() : '';
  const account = rules.accounts.get(code);
  if (!code) fail('financialAccountCode', 'choose an account of the chart of accounts');
  else if (!account) fail('financialAccountCode', `"${code}" is not an account of the company’s chart of accounts`);

  const description = typeof input.description === 'string' ? input.description.trim() : '';
  if (!description) fail('description', 'is required');
  else if (description.length > MAX_DESCRIPTION_LENGTH) {
    fail('description', `must be at most ${MAX_DESCRIPTION_LENGTH} characters`);
  }

  let debitCents = 0;
  let creditCents = 0;
  if (present(input.amount)) {
    const amount = readAmount(input.amount);
    if (present(input.debit) || present(input.credit)) fail('amount', 'give an amount or a debit/credit, not both');
    else if (amount === 'invalid') fail('amount', AMOUNT_HINT);
    else if (amount === 0) fail('amount', 'must not be 0: below 0 is money out, above 0 money in');
    else if (amount !== undefined) [debitCents, creditCents] = amount < 0 ? [-(amount as number), 0] : [0, amount];
  } else {
    const debit = readAmount(input.debit) ?? 0;
    const credit = readAmount(input.credit) ?? 0;
    if (debit === 'invalid') fail('debit', AMOUNT_HINT);
    else if (debit < 0) fail('debit', 'must not be negative');
    if (credit === 'invalid') fail('credit', AMOUNT_HINT);
    else if (credit < 0) fail('credit', 'must not be negative');
    if (typeof debit === 'number' && typeof credit === 'number' && debit >= 0 && credit >= 0) {
      if (debit > 0 && credit > 0) fail('credit', 'enter either a debit or a credit, not both');
      else if (debit === 0 && credit === 0) fail('debit', 'enter a debit or a credit above 0');
      else [debitCents, creditCents] = [debit, credit];
    }
  }

  if (errors.length > 0 || !account) return { errors };
  return {
    value: { processed, accountId: account.id, accountCode: account.code, description, debitCents, creditCents },
  };
}

/** One sentence for the problem's `detail`, naming the first few fields. */
export function describeErrors(errors: readonly FieldError[], limit = 5): string {
  const shown = errors.slice(0, limit).map((e) => `${e.field} ${e.message}`);
  const more = errors.length > limit ? `; and ${errors.length - limit} more` : '';
  return `${shown.join('; ')}${more}`;
}
