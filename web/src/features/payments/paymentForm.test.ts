import { describe, expect, it } from 'vitest';
import { checkPaymentAmount, initialPaymentValues, validatePayment, type PaymentFormValues } from './paymentForm';

const JOBURG = 'Africa/Johannesburg';
const limits = { amountDue: '1234.50', timeZone: JOBURG, currencySymbol: 'R' };

describe('initialPaymentValues', () => {
  it('defaults to type B, the amount due, and now with minutes set to 0 in the company zone', () => {
    const values = initialPaymentValues('99.10', 'Payment for INV-1', JOBURG, new Date('2026-03-01T08:47:13Z'));
    expect(values).toEqual({ description: 'Payment for INV-1', type: 'B', amount: '99.10', paid: '2026-03-01 10:00' });
  });
});

describe('checkPaymentAmount', () => {
  it.each([
    ['1234.50', 123450],
    ['1234.5', 123450],
    ['1,234.50', 123450],
    [' 0.01 ', 1],
    ['100', 10000],
    ['.5', 50],
  ])('accepts %j as %d cents', (amount, cents) => {
    expect(checkPaymentAmount(amount, limits)).toEqual({ cents });
  });

  it.each([
    ['', 'Enter the amount to pay.'],
    ['  ', 'Enter the amount to pay.'],
    ['abc', 'Enter the amount as a number, such as 150.00.'],
    ['1e3', 'Enter the amount as a number, such as 150.00.'],
    ['.', 'Enter the amount as a number, such as 150.00.'],
    ['-5', 'Enter the amount as a number, such as 150.00.'],
    ['10.005', 'The amount can have at most two decimals.'],
    ['0', 'The amount must be more than 0.'],
    ['0.00', 'The amount must be more than 0.'],
    ['1234.51', 'The amount cannot be more than the amount due (R 1,234.50).'],
    ['99999999999999999', 'Enter the amount as a number, such as 150.00.'],
  ])('rejects %j: %s', (amount, error) => {
    expect(checkPaymentAmount(amount, limits)).toEqual({ error });
  });

  it('compares in cents, with no float residue at the limit', () => {
    // 0.1 + 0.2 style: 4.35 is 434.99999999999994 cents in floating point
    expect(checkPaymentAmount('4.35', { amountDue: '4.35', currencySymbol: 'R' })).toEqual({ cents: 435 });
    expect(checkPaymentAmount('1.15', { amountDue: '1.15', currencySymbol: 'R' })).toEqual({ cents: 115 });
  });

  it('refuses any payment when nothing is due', () => {
    expect(checkPaymentAmount('0.01', { amountDue: '0.00', currencySymbol: '£' })).toEqual({
      error: 'The amount cannot be more than the amount due (£ 0.00).',
    });
  });
});

describe('validatePayment', () => {
  const values: PaymentFormValues = { description: ' Card ', type: 'C', amount: '100.5', paid: '2026-03-01 10:00' };

  it('gives the input to send: trimmed description, two-decimal amount, paid in UTC', () => {
    expect(validatePayment(values, limits)).toEqual({
      ok: true,
      input: { description: 'Card', type: 'C', amount: '100.50', paid: '2026-03-01T08:00:00.000Z' },
    });
  });

  it('reports every problem at once', () => {
    expect(validatePayment({ ...values, description: ' ', amount: '2000', paid: '2026-02-30 10:00' }, limits)).toEqual({
      ok: false,
      errors: {
        description: 'Enter a description.',
        amount: 'The amount cannot be more than the amount due (R 1,234.50).',
        paid: 'Enter the date and time as YYYY-MM-DD HH:mm.',
      },
    });
  });
});
