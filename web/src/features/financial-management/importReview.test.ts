import { describe, expect, it } from 'vitest';
import { CARD_MAPPING, MARCH_ROWS, reviewResponse } from './importFixtures';
import {
  deleteReviewRow,
  keptRows,
  reviewFromServer,
  setRowUpload,
  toImportRows,
  updateReviewRow,
  validateReviewRow,
  type ImportReviewState,
  type ServerReview,
} from './importReview';
import { answerFromServer } from './reviewAnswer';

const server = reviewResponse().data.reviewFinancialTransactionImport as unknown as ServerReview;

describe('the review list', () => {
  const review: ImportReviewState = reviewFromServer(server);

  it('fills an empty account code with the suggested one, and keeps a given one', () => {
    expect(review.rows.map((r) => r.financialAccountCode)).toEqual(['6100', '5100', '']);
    expect(review.fileName).toBe('march.csv');
  });

  it('leaves duplicates out of the upload until they are included', () => {
    expect(review.rows.map((r) => [r.duplicateOf, r.upload])).toEqual([
      [null, true],
      ['STORED', false],
      [null, true],
    ]);
    expect(keptRows(review).map((r) => r.id)).toEqual(['1', '3']);
    const included = setRowUpload(review, '2', true);
    expect(keptRows(included).map((r) => r.id)).toEqual(['1', '2', '3']);
    expect(keptRows(setRowUpload(included, '1', false)).map((r) => r.id)).toEqual(['2', '3']);
    expect(review.rows[1]!.upload).toBe(false); // the old state is untouched
  });

  it('reads a duplicate without a kind as one of a stored transaction', () => {
    const older = { ...server, rows: [{ ...MARCH_ROWS[1]!, duplicateOf: null }] } as unknown as ServerReview;
    expect(reviewFromServer(older).rows[0]).toMatchObject({ duplicate: true, duplicateOf: 'STORED', upload: false });
  });

  it('keeps where an account came from through an edit of another field, and forgets it when the account changes', () => {
    const from = reviewFromServer({ ...server, rows: [{ ...MARCH_ROWS[0]!, ruleId: '9' }] });
    const values = { processed: '2026-03-02', financialAccountCode: '6100', description: 'VODACOM', amount: '-899.00' };
    expect(from.rows[0]!.accountFrom).toEqual({ rule: '9' });
    expect(updateReviewRow(from, '1', { ...values, description: 'VODACOM SA' }).rows[0]!.accountFrom).toEqual({
      rule: '9',
    });
    expect(updateReviewRow(from, '1', { ...values, financialAccountCode: '5100' }).rows[0]!.accountFrom).toBeNull();
    expect(review.rows.map((r) => r.accountFrom)).toEqual(['suggested', null, null]);
  });

  it('updates one row locally, trimming the account code and the amount, and keeps whether it is uploaded', () => {
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
      upload: true,
    });
    expect(next.rows.slice(0, 2)).toEqual(review.rows.slice(0, 2));
    expect(review.rows[2]!.amount).toBe('100.00');
  });

  it('deletes one row locally, and from the selection', () => {
    const selected = { ...review, selected: new Set(['1', '2']) };
    const next = deleteReviewRow(selected, '2');
    expect(next.rows.map((r) => r.id)).toEqual(['1', '3']);
    expect([...next.selected]).toEqual(['1']);
    expect(deleteReviewRow(review, 'nope').rows).toHaveLength(3);
  });

  it('sends every row kept, trimmed, with amounts in the Decimal form', () => {
    const edited = updateReviewRow(setRowUpload(deleteReviewRow(review, '1'), '2', true), '3', {
      processed: '2026-03-05',
      financialAccountCode: ' 4000',
      description: ' CLIENT DEPOSIT ',
      amount: '1,150.5',
    });
    expect(toImportRows(edited)).toEqual([
      { processed: '2026-03-03', financialAccountCode: '5100', description: 'RENT', amount: '-12500.00' },
      { processed: '2026-03-05', financialAccountCode: '4000', description: 'CLIENT DEPOSIT', amount: '1150.50' },
    ]);
    expect(toImportRows(review).map((r) => r.description)).toEqual(['VODACOM', 'DEPOSIT']);
  });
});

describe("the reader's answer", () => {
  it('is rows to review, with the CSV proposal kept for the mapping step', () => {
    const answer = answerFromServer({ ...server, csv: CARD_MAPPING } as unknown as ServerReview);
    expect(answer.review?.rows).toHaveLength(3);
    expect(answer.mapping?.fileName).toBe('march.csv');
  });

  it('is questions when the reader is not sure', () => {
    const asked = { ...server, needsMapping: true, rows: [], csv: CARD_MAPPING } as unknown as ServerReview;
    expect(answerFromServer(asked)).toMatchObject({ review: null, mapping: { fileName: 'march.csv' } });
    expect(() => answerFromServer({ ...asked, csv: null })).toThrow(/no proposal/);
  });

  it('has no mapping for other formats', () => {
    expect(answerFromServer(server).mapping).toBeNull();
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
