import { describe, expect, it } from 'vitest';
import { recodeDefaults, validateRecodeForm } from './recodeForm';
import { validateTransactionForm, type TransactionFormValues } from './transactionForm';

const valid: TransactionFormValues = {
  processed: '2026-03-05',
  financialAccountCode: ' 5100 ',
  description: ' Office rent ',
  debit: ' 12,500.5 ',
  credit: '',
};

describe('validateTransactionForm', () => {
  it('gives the input, trimmed, with amounts as Decimal strings', () => {
    expect(validateTransactionForm(valid)).toEqual({
      ok: true,
      input: {
        processed: '2026-03-05',
        financialAccountCode: '5100',
        description: 'Office rent',
        debit: '12500.50',
        credit: '0.00',
      },
    });
  });

  it('requires the date, the account and the description', () => {
    const result = validateTransactionForm({ ...valid, processed: '', financialAccountCode: ' ', description: '' });
    expect(result).toEqual({
      ok: false,
      errors: {
        processed: 'Processed Date is required.',
        financialAccountCode: 'Choose an account.',
        description: 'Description is required.',
      },
    });
  });

  it('allows at most two decimals, and no negative amounts', () => {
    expect(validateTransactionForm({ ...valid, debit: '1.005' })).toEqual({
      ok: false,
      errors: { debit: 'Enter an amount with at most two decimals, e.g. 1234.50.' },
    });
    expect(validateTransactionForm({ ...valid, debit: '', credit: '-3' })).toEqual({
      ok: false,
      errors: { credit: 'Enter an amount of zero or more.' },
    });
    expect(validateTransactionForm({ ...valid, debit: 'abc' })).toMatchObject({ ok: false });
  });

  it('refuses a debit and a credit both above zero, and neither', () => {
    expect(validateTransactionForm({ ...valid, credit: '1' })).toEqual({
      ok: false,
      errors: { credit: 'Enter a debit or a credit, not both.' },
    });
    expect(validateTransactionForm({ ...valid, debit: '0', credit: '0.00' })).toEqual({
      ok: false,
      errors: { debit: 'Enter a debit or a credit.' },
    });
    expect(validateTransactionForm({ ...valid, debit: '0', credit: '10' })).toMatchObject({ ok: true });
  });

  it('checks the date is a real one', () => {
    expect(validateTransactionForm({ ...valid, processed: '2026-02-30' })).toEqual({
      ok: false,
      errors: { processed: 'Enter a date as YYYY-MM-DD.' },
    });
  });
});

describe('the recode form', () => {
  it('defaults to the current hour (today … today in the company zone) and the first account', () => {
    const now = new Date('2026-03-31T22:30:00.000Z');
    expect(recodeDefaults('Africa/Johannesburg', [{ code: '1000' }, { code: '5100' }], now)).toEqual({
      mode: 'text',
      startDate: '2026-04-01',
      endDate: '2026-04-01',
      financialAccountCode: '1000',
      description: '',
    });
    expect(recodeDefaults('Europe/London', [], now).financialAccountCode).toBe('');
  });

  it('requires both dates in order, an account and the description to search for', () => {
    expect(
      validateRecodeForm({
        mode: 'text',
        startDate: '2026-03-02',
        endDate: '2026-03-01',
        financialAccountCode: '',
        description: ' ',
      }),
    ).toEqual({
      ok: false,
      errors: {
        endDate: 'The end date is before the start date.',
        financialAccountCode: 'Choose an account.',
        description: 'Partial Description To Search For is required.',
      },
    });
    expect(
      validateRecodeForm({
        mode: 'text',
        startDate: '',
        endDate: '2026-03-01',
        financialAccountCode: '1',
        description: 'x',
      }),
    ).toEqual({ ok: false, errors: { startDate: 'Start Date is required.' } });
  });

  it('gives the recode request', () => {
    expect(
      validateRecodeForm({
        mode: 'text',
        startDate: '2026-03-01',
        endDate: '2026-03-31',
        financialAccountCode: ' 6100 ',
        description: ' vodacom ',
      }),
    ).toEqual({
      ok: true,
      input: { startDate: '2026-03-01', endDate: '2026-03-31', financialAccountCode: '6100', description: 'vodacom' },
    });
  });

  it('by the account rules needs only the period, and sends neither account nor text', () => {
    const rules = {
      mode: 'rules' as const,
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      financialAccountCode: '',
      description: '',
    };
    expect(validateRecodeForm({ ...rules, financialAccountCode: '6100', description: 'left from text mode' })).toEqual({
      ok: true,
      input: { startDate: '2026-03-01', endDate: '2026-03-31', byRules: true },
    });
    expect(validateRecodeForm({ ...rules, endDate: '2026-02-28' })).toEqual({
      ok: false,
      errors: { endDate: 'The end date is before the start date.' },
    });
  });
});
