/** The Recode Financial Transactions form (view 10): its defaults (spec §5), checks and input. */
import type { RecodeInput } from '../../gql/graphql';
import { todayInZone } from '../../shared/dates';
import { dateError, definedErrors, periodError, requiredTextError, validationTexts } from './validation';

export interface RecodeFormValues {
  startDate: string;
  endDate: string;
  financialAccountCode: string;
  description: string;
}

export type RecodeFormErrors = Partial<Record<keyof RecodeFormValues, string>>;

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
  return { startDate: today, endDate: today, financialAccountCode: accounts[0]?.code ?? '', description: '' };
}

export function validateRecodeForm(
  values: RecodeFormValues,
): { ok: true; input: RecodeInput } | { ok: false; errors: RecodeFormErrors } {
  const errors = definedErrors({
    startDate: dateError(values.startDate, 'Start Date'),
    endDate: dateError(values.endDate, 'End Date') ?? periodError(values.startDate, values.endDate),
    financialAccountCode: values.financialAccountCode.trim() === '' ? validationTexts.accountRequired : undefined,
    description: requiredTextError(values.description, 'Partial Description To Search For'),
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      startDate: values.startDate.trim(),
      endDate: values.endDate.trim(),
      financialAccountCode: values.financialAccountCode.trim(),
      description: values.description.trim(),
    },
  };
}
