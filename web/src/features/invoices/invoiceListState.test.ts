import { describe, expect, it } from 'vitest';
import {
  buildListQuery,
  isTextOnlyChange,
  endOfDay,
  initialListState,
  listReducer,
  nextSort,
  pageRange,
  startOfDay,
} from './invoiceListState';

const JOBURG = 'Africa/Johannesburg';
const LONDON = 'Europe/London';

describe('initialListState', () => {
  it('sorts by invoiced, newest first, on page 1', () => {
    expect(initialListState()).toMatchObject({ page: 1, size: 20, sortField: 'INVOICED', sortOrder: 'DESC' });
  });

  it('takes the user rows-per-page when it is one of 10, 20, 50, 100', () => {
    expect(initialListState(50).size).toBe(50);
    expect(initialListState(25).size).toBe(20);
  });
});

describe('listReducer', () => {
  const onPage3 = { ...initialListState(), page: 3 };

  it('changes page, refusing pages below 1', () => {
    expect(listReducer(onPage3, { type: 'page', page: 4 }).page).toBe(4);
    expect(listReducer(onPage3, { type: 'page', page: 0 })).toBe(onPage3);
  });

  it('goes back to page 1 when anything else changes', () => {
    expect(listReducer(onPage3, { type: 'size', size: 50 })).toMatchObject({ size: 50, page: 1 });
    expect(listReducer(onPage3, { type: 'sort', field: 'AMOUNT' })).toMatchObject({ sortField: 'AMOUNT', page: 1 });
    expect(listReducer(onPage3, { type: 'text', field: 'search', value: 'smith' })).toMatchObject({
      search: 'smith',
      page: 1,
    });
    expect(listReducer(onPage3, { type: 'status', status: 'P' })).toMatchObject({ status: 'P', page: 1 });
    expect(listReducer(onPage3, { type: 'dates', startDate: '2026-01-01', endDate: '' })).toMatchObject({
      startDate: '2026-01-01',
      page: 1,
    });
  });

  it('keeps the page when a text filter did not change', () => {
    expect(listReducer(onPage3, { type: 'text', field: 'clientName', value: '' })).toBe(onPage3);
  });

  it('refuses page sizes outside 10, 20, 50, 100', () => {
    expect(listReducer(onPage3, { type: 'size', size: 30 })).toBe(onPage3);
  });

  it('clears everything but the page size', () => {
    const busy = { ...onPage3, size: 100, search: 'x', status: 'I' as const, sortField: 'AMOUNT' as const };
    expect(listReducer(busy, { type: 'clear' })).toEqual({ ...initialListState(), size: 100 });
  });
});

describe('nextSort', () => {
  it('flips the order of the same column and starts another ascending', () => {
    expect(nextSort({ sortField: 'INVOICED', sortOrder: 'DESC' }, 'INVOICED')).toEqual({
      sortField: 'INVOICED',
      sortOrder: 'ASC',
    });
    expect(nextSort({ sortField: 'INVOICED', sortOrder: 'ASC' }, 'INVOICED').sortOrder).toBe('DESC');
    expect(nextSort({ sortField: 'INVOICED', sortOrder: 'DESC' }, 'CLIENT_NAME')).toEqual({
      sortField: 'CLIENT_NAME',
      sortOrder: 'ASC',
    });
  });
});

describe('buildListQuery', () => {
  it('sends only sort and paging by default', () => {
    expect(buildListQuery(initialListState(), JOBURG)).toEqual({
      sortField: 'INVOICED',
      sortOrder: 'DESC',
      page: 1,
      size: 20,
    });
  });

  it('sends the search, the column filters with their match modes and the date range', () => {
    const state = {
      ...initialListState(),
      search: '  consult ',
      uniqueId: 'INV-00',
      clientName: ' smith',
      status: 'I' as const,
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    };
    expect(buildListQuery(state, JOBURG)).toEqual({
      sortField: 'INVOICED',
      sortOrder: 'DESC',
      page: 1,
      size: 20,
      search: 'consult',
      filters: [
        { field: 'UNIQUE_ID', value: 'INV-00', matchMode: 'STARTS_WITH' },
        { field: 'CLIENT_NAME', value: 'smith', matchMode: 'CONTAINS' },
        { field: 'STATUS', value: 'I', matchMode: 'EQUALS' },
      ],
      start: '2026-02-28T22:00:00.000Z',
      end: '2026-03-31T21:59:59.999Z',
    });
  });

  it('leaves out a date that is not a real date', () => {
    const query = buildListQuery({ ...initialListState(), startDate: '2026-02-30', endDate: 'soon' }, JOBURG);
    expect(query.start).toBeUndefined();
    expect(query.end).toBeUndefined();
  });
});

describe('whole days in the company zone', () => {
  it('follows daylight saving time', () => {
    expect(startOfDay('2026-07-01', LONDON)).toBe('2026-06-30T23:00:00.000Z');
    expect(endOfDay('2026-07-01', LONDON)).toBe('2026-07-01T22:59:59.999Z');
    expect(startOfDay('2026-01-01', LONDON)).toBe('2026-01-01T00:00:00.000Z');
  });

  it('gives null for an empty date', () => {
    expect(startOfDay('', LONDON)).toBeNull();
    expect(endOfDay('', LONDON)).toBeNull();
  });
});

describe('pageRange', () => {
  it.each([
    [1, 20, 0, { first: 0, last: 0, pages: 1 }],
    [1, 20, 5, { first: 1, last: 5, pages: 1 }],
    [2, 20, 45, { first: 21, last: 40, pages: 3 }],
    [3, 20, 45, { first: 41, last: 45, pages: 3 }],
  ])('page %d of size %d with %d rows → %j', (page, size, total, range) => {
    expect(pageRange(page, size, total)).toEqual(range);
  });
});

describe('isTextOnlyChange', () => {
  const base = { ...initialListState(), page: 3 };

  it('is true for typing in the search or a text filter, even as the page goes back to 1', () => {
    expect(isTextOnlyChange(base, listReducer(base, { type: 'text', field: 'search', value: 'a' }))).toBe(true);
    expect(isTextOnlyChange(base, { ...base, clientName: 'x', uniqueId: 'I' })).toBe(true);
  });

  it('is false for paging, sorting, the status filter, dates, page size, and no change', () => {
    expect(isTextOnlyChange(base, listReducer(base, { type: 'page', page: 4 }))).toBe(false);
    expect(isTextOnlyChange(base, listReducer(base, { type: 'sort', field: 'AMOUNT' }))).toBe(false);
    expect(isTextOnlyChange(base, listReducer(base, { type: 'status', status: 'P' }))).toBe(false);
    expect(isTextOnlyChange(base, { ...base, search: 'a', startDate: '2026-01-01' })).toBe(false);
    expect(isTextOnlyChange(base, base)).toBe(false);
  });
});
