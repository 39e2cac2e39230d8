/**
 * The payment form of tabs 8 and 14 (spec §3 Payment request, §9 defaults) as plain data: its defaults and its
 * checks. The amount stays a string while edited and is checked in integer cents, never as a float.
 */
import type { PaymentInput, PaymentType } from '../../gql/graphql';
import { currentHourInZone, localDateTimeToUtc } from '../../shared/dates';
import { centsToDecimal, formatMoney, toCents, type Cents } from '../../shared/money';
import { DEFAULT_PAYMENT_TYPE } from '../../shared/lookups';

export interface PaymentFormValues {
  description: string;
  type: PaymentType;
  amount: string;
  /** Local date and time in the company's zone, YYYY-MM-DD HH:mm. */
  paid: string;
}

export type PaymentFormErrors = Partial<Record<keyof PaymentFormValues, string>>;

export interface PaymentLimits {
  /** What is still owed (amount − paid), a Decimal string. */
  amountDue: string;
  timeZone: string;
  currencySymbol: string;
}

export function initialPaymentValues(
  amountDue: string,
  description: string,
  timeZone: string,
  now: Date = new Date(),
): PaymentFormValues {
  return { description, type: DEFAULT_PAYMENT_TYPE, amount: amountDue, paid: currentHourInZone(timeZone, now) };
}

const PLAIN_NUMBER = /^\d*(\.\d*)?$/;

/** Checks an amount to pay against what is due; returns the error text, or the amount in cents. */
export function checkPaymentAmount(
  amount: string,
  limits: Pick<PaymentLimits, 'amountDue' | 'currencySymbol'>,
): { error: string } | { cents: Cents } {
  const text = amount.trim().replaceAll(',', '');
  if (text === '') return { error: 'Enter the amount to pay.' };
  if (!PLAIN_NUMBER.test(text) || text === '.') return { error: 'Enter the amount as a number, such as 150.00.' };
  const cents = toCents(text);
  if (cents === null) {
    return /\.\d{3,}$/.test(text)
      ? { error: 'The amount can have at most two decimals.' }
      : { error: 'Enter the amount as a number, such as 150.00.' };
  }
  if (cents <= 0) return { error: 'The amount must be more than 0.' };
  const due = toCents(limits.amountDue) ?? 0;
  if (cents > due) {
    return {
      error: `The amount cannot be more than the amount due (${formatMoney(limits.amountDue, limits.currencySymbol)}).`,
    };
  }
  return { cents };
}

/** Checks the whole form; on success gives the PaymentInput to send (without its idempotency key). */
export function validatePayment(
  values: PaymentFormValues,
  limits: PaymentLimits,
): { ok: true; input: Omit<PaymentInput, 'idempotencyKey'> } | { ok: false; errors: PaymentFormErrors } {
  const errors: PaymentFormErrors = {};
  const description = values.description.trim();
  if (description === '') errors.description = 'Enter a description.';

  const amount = checkPaymentAmount(values.amount, limits);
  if ('error' in amount) errors.amount = amount.error;

  const local = values.paid.trim();
  const paid = localDateTimeToUtc(local, limits.timeZone);
  if (paid === local) errors.paid = 'Enter the date and time as YYYY-MM-DD HH:mm.';

  if ('error' in amount || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: { description, type: values.type, amount: centsToDecimal(amount.cents), paid },
  };
}
