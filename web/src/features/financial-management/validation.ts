/** Field checks shared by the forms of the screen (spec §5). Each returns the inline message, or undefined. */
import { isCalendarDate } from '../../shared/dates';
import { toCents } from '../../shared/money';

export const validationTexts = {
  dateRequired: (label: string) => `${label} is required.`,
  dateFormat: 'Enter a date as YYYY-MM-DD.',
  descriptionRequired: (label: string) => `${label} is required.`,
  accountRequired: 'Choose an account.',
  amountRequired: 'Amount is required.',
  amountFormat: 'Enter an amount with at most two decimals, e.g. 1234.50.',
  amountNegative: 'Enter an amount of zero or more.',
  debitOrCredit: 'Enter a debit or a credit.',
  notBoth: 'Enter a debit or a credit, not both.',
  endBeforeStart: 'The end date is before the start date.',
} as const;

export function dateError(value: string, label: string): string | undefined {
  if (value.trim() === '') return validationTexts.dateRequired(label);
  return isCalendarDate(value.trim()) ? undefined : validationTexts.dateFormat;
}

export function requiredTextError(value: string, label: string): string | undefined {
  return value.trim() === '' ? validationTexts.descriptionRequired(label) : undefined;
}

/** An amount typed by a person: trimmed, a number with at most two decimals (thousands separators allowed). */
export function amountError(value: string, options: { required: boolean; allowNegative: boolean }): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return options.required ? validationTexts.amountRequired : undefined;
  const cents = toCents(trimmed);
  if (cents === null) return validationTexts.amountFormat;
  if (!options.allowNegative && cents < 0) return validationTexts.amountNegative;
  return undefined;
}

/** A period whose start is after its end (both valid dates). */
export function periodError(start: string, end: string): string | undefined {
  return isCalendarDate(start) && isCalendarDate(end) && end < start ? validationTexts.endBeforeStart : undefined;
}

/** Keeps only the fields that have a message. */
export function definedErrors<K extends string>(errors: Record<K, string | undefined>): Partial<Record<K, string>> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as Partial<
    Record<K, string>
  >;
}
