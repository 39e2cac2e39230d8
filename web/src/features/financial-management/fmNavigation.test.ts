import { describe, expect, it } from 'vitest';
import { fmRoutes, fmSearchParams, FmView, parseFmLocation, type FmLocation } from './fmNavigation';

const parse = (query: string) => parseFmLocation(new URLSearchParams(query));

describe('the location in the URL query', () => {
  it('opens the dashboard by default', () => {
    expect(parse('')).toEqual({ tab: FmView.Dashboard });
  });

  it('reads every parameter', () => {
    expect(
      parse('tab=7&start=2026-01-01&end=2026-03-01&type=ALL&account=5100&inputInvoiceId=12&inputAppointmentId=4&id=9'),
    ).toEqual({
      tab: 7,
      start: '2026-01-01',
      end: '2026-03-01',
      type: 'ALL',
      account: '5100',
      invoiceId: '12',
      appointmentId: '4',
      id: '9',
    });
  });

  it('ignores what it cannot use', () => {
    expect(parse('tab=99&start=2026-02-30&end=soon&type=X&account=%20')).toEqual({ tab: FmView.Dashboard });
    expect(parse('tab=abc')).toEqual({ tab: FmView.Dashboard });
  });

  it('opens the list when the screen is given an invoice or an appointment (its optional inputs)', () => {
    expect(parse('inputInvoiceId=12')).toEqual({ tab: FmView.Transactions, invoiceId: '12' });
    expect(parse('inputAppointmentId=4')).toEqual({ tab: FmView.Transactions, appointmentId: '4' });
  });

  it('round-trips', () => {
    const location: FmLocation = { tab: 2, start: '2026-01-01', end: '2026-02-01', type: 'E', account: '5100' };
    expect(parseFmLocation(fmSearchParams(location))).toEqual(location);
    expect(fmSearchParams(location).toString()).toBe('tab=2&start=2026-01-01&end=2026-02-01&type=E&account=5100');
  });
});

describe('the transitions of spec §4', () => {
  const list: FmLocation = { tab: 2, start: '2026-01-01', end: '2026-03-01', type: 'ALL', account: '5100' };
  const listParams = { start: '2026-01-01', end: '2026-03-01', type: 'ALL', account: '5100' };

  it('goes from the dashboard to the list by the Financial Transactions link, with its default range', () => {
    expect(fmRoutes.transactions()).toEqual({ tab: 2 });
  });

  it("goes from an expense line to that account's transactions for the same period", () => {
    expect(fmRoutes.accountTransactions({ start: '2026-01-01', end: '2026-06-30' }, '5100')).toEqual({
      tab: 2,
      start: '2026-01-01',
      end: '2026-06-30',
      account: '5100',
    });
  });

  it('goes from the list to new (9), update (7), delete (8), recode (10) and import (3), keeping the list', () => {
    expect(fmRoutes.newTransaction(list)).toEqual({ tab: 9, ...listParams });
    expect(fmRoutes.updateTransaction(list, '42')).toEqual({ tab: 7, ...listParams, id: '42' });
    expect(fmRoutes.deleteTransaction(list, '42')).toEqual({ tab: 8, ...listParams, id: '42' });
    expect(fmRoutes.recode(list)).toEqual({ tab: 10, ...listParams });
    expect(fmRoutes.importDocument(list)).toEqual({ tab: 3, ...listParams });
  });

  it('returns each of them to the same list (2)', () => {
    for (const from of [
      fmRoutes.newTransaction(list),
      fmRoutes.updateTransaction(list, '42'),
      fmRoutes.deleteTransaction(list, '42'),
      fmRoutes.recode(list),
      fmRoutes.importReview(list),
    ]) {
      expect(fmRoutes.backToList(from)).toEqual(list);
    }
  });

  it('goes from the review (4) to 5 or 6 and back to 4', () => {
    const review = fmRoutes.importReview(list);
    expect(review.tab).toBe(4);
    const update = fmRoutes.updateImported(review, '3');
    expect(update).toEqual({ tab: 5, ...listParams, row: '3' });
    expect(fmRoutes.deleteImported(review, '3')).toEqual({ tab: 6, ...listParams, row: '3' });
    expect(fmRoutes.importReview(update)).toEqual(review);
  });

  it('goes from the import (3) or the review (4) to the mapping step (11), keeping the list', () => {
    expect(fmRoutes.mapColumns(fmRoutes.importDocument(list))).toEqual({ tab: 11, ...listParams });
    expect(fmRoutes.mapColumns(fmRoutes.importReview(list))).toEqual({ tab: 11, ...listParams });
    expect(parse('tab=11').tab).toBe(FmView.MapColumns);
    expect(fmRoutes.backToList(fmRoutes.mapColumns(list))).toEqual(list);
  });

  it('goes back home from the list with the default period', () => {
    expect(fmRoutes.dashboard()).toEqual({ tab: 1 });
  });
});
