import { describe, expect, it } from 'vitest';
import { buildPaymentListQuery, INITIAL_PAYMENT_LIST, paymentListReducer } from './paymentListState';

describe('payment list state', () => {
  it('flips the order of the sorted column and starts new columns descending, back on page 1', () => {
    const onPage3 = { ...INITIAL_PAYMENT_LIST, page: 3 };
    expect(paymentListReducer(onPage3, { type: 'sort', field: 'PAID' })).toMatchObject({ sortOrder: 'ASC', page: 1 });
    expect(paymentListReducer(onPage3, { type: 'sort', field: 'AMOUNT' })).toMatchObject({
      sortField: 'AMOUNT',
      sortOrder: 'DESC',
    });
  });

  it('reads the date range as whole days in the company zone and the type as a one-type list', () => {
    const state = {
      ...INITIAL_PAYMENT_LIST,
      type: 'W' as const,
      start: '2026-05-01',
      end: '2026-05-31',
      search: ' x ',
    };
    expect(buildPaymentListQuery(state, 'Africa/Johannesburg')).toMatchObject({
      types: ['W'],
      search: 'x',
      start: '2026-04-30T22:00:00.000Z',
      end: '2026-05-31T21:59:59.999Z',
    });
    expect(buildPaymentListQuery(INITIAL_PAYMENT_LIST, 'Europe/London')).toMatchObject({
      types: null,
      start: null,
      end: null,
      search: null,
    });
  });
});
