import { describe, expect, it } from 'vitest';
import {
  deleteReviewRow,
  reviewFromServer,
  toImportRows,
  updateReviewRow,
  validateReviewRow,
  type ImportReviewState,
} from './importReview';

const server = {
  __typename: 'ImportReview' as const,
  format: 'GENERIC_CSV' as const,
  fileName: 'march.csv',
  rows: [
    {
      __typename: 'ImportedTransaction' as const,
      id: '1',
      line: 2,
      processed: '2026-03-02',
      financialAccountCode: '',
      description: 'VODACOM',
      amount: '-899.00',
      duplicate: false,
      suggestedAccountCode: '6100',
    },
    {
      __typename: 'ImportedTransaction' as const,
      id: '2',
      line: 3,
      processed: '2026-03-03',
      financialAccountCode: '5100',
      description: 'RENT',
      amount: '-12500.00',
      duplicate: true,
      suggestedAccountCode: '5999',
    },
    {
      __typename: 'ImportedTransaction' as const,
      id: '3',
      line: 4,
      processed: '2026-03-04',
      financialAccountCode: '',
      description: 'DEPOSIT',
      amount: '100.00',
      duplicate: false,
      suggestedAccountCode: null,
    },
  ],
};

describe('the review list', () => {
  const review: ImportReviewState = reviewFromServer(server);

  it('fills an empty account code with the suggested one, and keeps a given one', () => {
    expect(review.rows.map((r) => r.financialAccountCode)).toEqual(['6100', '5100', '']);
    expect(review.rows.map((r) => r.duplicate)).toEqual([false, true, false]);
    expect(review.fileName).toBe('march.csv');
  });

  it('updates one row locally, trimming the account code and the amount', () => {
    const next = updateReviewRow(review, '3', {
      processed: '2026-03-05',
      financialAccountCode: '  4000 ',
      description: 'CLIENT DEPOSIT',
      amount: ' 150.5 ',
    });
    expect(next.rows[2]).toMatchObject({
      id: '3',
      processed: '2026-03-05',
      financialAccountCode: '4000',
      description: 'CLIENT DEPOSIT',
      amount: '150.5',
    });
    expect(next.rows.slice(0, 2)).toEqual(review.rows.slice(0, 2));
    expect(review.rows[2]!.amount).toBe('100.00'); // the old state is untouched
  });

  it('deletes one row locally', () => {
    expect(deleteReviewRow(review, '2').rows.map((r) => r.id)).toEqual(['1', '3']);
    expect(deleteReviewRow(review, 'nope').rows).toHaveLength(3);
  });

  it('sends every remaining row, trimmed, with amounts in the Decimal form', () => {
    const edited = updateReviewRow(deleteReviewRow(review, '1'), '3', {
      processed: '2026-03-05',
      financialAccountCode: ' 4000',
      description: ' CLIENT DEPOSIT ',
      amount: '1,150.5',
    });
    expect(toImportRows(edited)).toEqual([
      { processed: '2026-03-03', financialAccountCode: '5100', description: 'RENT', amount: '-12500.00' },
      { processed: '2026-03-05', financialAccountCode: '4000', description: 'CLIENT DEPOSIT', amount: '1150.50' },
    ]);
  });
});

describe('validateReviewRow', () => {
  it('requires the date and the description, and a number with at most two decimals', () => {
    expect(validateReviewRow({ processed: '', financialAccountCode: '', description: ' ', amount: '1.234' })).toEqual({
      processed: 'Processed Date is required.',
      description: 'Description is required.',
      amount: 'Enter an amount with at most two decimals, e.g. 1234.50.',
    });
    expect(
      validateReviewRow({ processed: '2026-02-30', financialAccountCode: '', description: 'x', amount: '' }),
    ).toEqual({
      processed: 'Enter a date as YYYY-MM-DD.',
      amount: 'Amount is required.',
    });
    expect(
      validateReviewRow({ processed: '2026-03-01', financialAccountCode: '', description: 'x', amount: '-5.5' }),
    ).toEqual({});
  });
});
