/** The Recode Financial Transactions form (view 10): its defaults (spec §5), checks and input. */
import type { RecodeInput } from '../../gql/graphql';
import { todayInZone } from '../../shared/dates';
import { dateError, definedErrors, periodError, requiredTextError, validationTexts } from './validation';

/** By text (spec view 10: an account and part of the description) or by the company's account rules. */
export type RecodeMode = 'text' | 'rules';

export interface RecodeFormValues {
  mode: RecodeMode;
  startDate: string;
  endDate: string;
  financialAccountCode: string;
  description: string;
}

export type RecodeFormErrors = Partial<Record<Exclude<keyof RecodeFormValues, 'mode'>, string>>;

/**
 * Spec §5: start and end are the start and end of the current hour, and the account is the first company account.
 * The inputs are calendar dates, so the current hour becomes today … today (in the company's time zone).
 */
export function recodeDefaults(
  timeZone: string,
  accounts: readonly { code: string }[],
  now: Date = new Date(),
): RecodeFormValues {
  const today = todayInZone(timeZone, now);
  return {
    mode: 'text',
    startDate: today,
    endDate: today,
    financialAccountCode: accounts[0]?.code ?? '',
    description: '',
  };
}

export function validateRecodeForm(
  values: RecodeFormValues,
): { ok: true; input: RecodeInput } | { ok: false; errors: RecodeFormErrors } {
  const byText = values.mode === 'text';
  const errors = definedErrors({
    startDate: dateError(values.startDate, 'Start Date'),
    endDate: dateError(values.endDate, 'End Date') ?? periodError(values.startDate, values.endDate),
    financialAccountCode:
      byText && values.financialAccountCode.trim() === '' ? validationTexts.accountRequired : undefined,
    description: byText ? requiredTextError(values.description, 'Partial Description To Search For') : undefined,
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const period = { startDate: values.startDate.trim(), endDate: values.endDate.trim() };
  return {
    ok: true,
    input: byText
      ? {
          ...period,
          financialAccountCode: values.financialAccountCode.trim(),
          description: values.description.trim(),
        }
      : { ...period, byRules: true },
  };
}

/** "3 transactions" / "1 transaction", with a thousands separator. */
export function transactionCount(count: number): string {
  return `${count.toLocaleString('en-US')} transaction${count === 1 ? '' : 's'}`;
}
