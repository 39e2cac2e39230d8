import { describe, expect, it } from 'vitest';
import {
  ALL_COLUMNS,
  DEFAULT_VISIBLE_COLUMNS,
  moveColumn,
  moveColumnBy,
  type TransactionRow,
} from './transactionColumns';
import {
  filterTransactions,
  hasSearch,
  initialListState,
  listReducer,
  matchesKeyword,
  pageOf,
  type ListAction,
  type TransactionListState,
} from './transactionListState';

function row(overrides: Partial<TransactionRow>): TransactionRow {
  return {
    id: '1',
    processed: '2026-03-05',
    financialAccountCode: '5100',
    financialAccountName: 'Rent',
    financialAccountType: 'E',
    status: 'A',
    description: 'OFFICE RENT MARCH',
    debit: '0.00',
    credit: '0.00',
    ...overrides,
  };
}

const rows: TransactionRow[] = [
  row({ id: '1', debit: '12500.00', description: 'OFFICE RENT MARCH' }),
  row({ id: '2', credit: '250.00', description: 'RENT REFUND', processed: '2026-04-01' }),
  row({
    id: '3',
    financialAccountCode: '5200',
    financialAccountName: 'Bank Charges',
    debit: '45.90',
    description: 'MONTHLY FEE',
    processed: '2026-03-31',
    status: 'I',
  }),
  row({
    id: '4',
    financialAccountCode: '6100',
    financialAccountName: 'Telephone',
    debit: '899.00',
    description: 'VODACOM',
  }),
];

const apply = (...actions: ListAction[]) => actions.reduce(listReducer, initialListState);
const ids = (state: TransactionListState) => filterTransactions(rows, state).map((r) => r.id);

describe('the column chooser', () => {
  it('defaults to Type, Code, Name, Status, Description, Debit, Credit and also offers ID and Processed', () => {
    expect(initialListState.visibleColumns).toEqual([
      'type',
      'code',
      'name',
      'status',
      'description',
      'debit',
      'credit',
    ]);
    expect(DEFAULT_VISIBLE_COLUMNS).toEqual(initialListState.visibleColumns);
    expect(ALL_COLUMNS).toEqual(expect.arrayContaining(['id', 'processed']));
  });

  it('keeps the chosen columns in the table order', () => {
    const state = apply({ type: 'setVisibleColumns', columns: ['debit', 'id', 'code'] });
    expect(state.visibleColumns).toEqual(['id', 'code', 'debit']);
  });

  it('reorders by dragging one header onto another, and by one step', () => {
    expect(moveColumn(['a', 'b', 'c', 'd'] as never[], 'd' as never, 'b' as never)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveColumn(['a', 'b', 'c'] as never[], 'a' as never, 'c' as never)).toEqual(['b', 'c', 'a']);
    const order = moveColumnBy(initialListState.columnOrder, initialListState.visibleColumns, 'code', 1);
    const state = apply({ type: 'setColumnOrder', order });
    expect(state.visibleColumns).toEqual(['type', 'name', 'code', 'status', 'description', 'debit', 'credit']);
    // moving across a hidden column skips it
    expect(moveColumnBy(ALL_COLUMNS, DEFAULT_VISIBLE_COLUMNS, 'type', -1)).toEqual(ALL_COLUMNS);
  });
});

describe('the standard filter', () => {
  it('Debit keeps debit > 0, Credit keeps credit > 0', () => {
    expect(ids(apply({ type: 'toggleStandardFilter', filter: 'debit' }))).toEqual(['1', '3', '4']);
    expect(ids(apply({ type: 'toggleStandardFilter', filter: 'credit' }))).toEqual(['2']);
  });

  it('allows only one at a time: choosing Credit replaces Debit, choosing it again clears it', () => {
    const both = apply(
      { type: 'toggleStandardFilter', filter: 'debit' },
      { type: 'toggleStandardFilter', filter: 'credit' },
    );
    expect(both.standardFilter).toBe('credit');
    expect(listReducer(both, { type: 'toggleStandardFilter', filter: 'credit' }).standardFilter).toBeNull();
  });
});

describe('the start-with filters', () => {
  it('match the start of financialAccountCode, financialAccountName, processed and description, ignoring case', () => {
    expect(ids(apply({ type: 'setStartsWith', field: 'financialAccountCode', value: '51' }))).toEqual(['1', '2']);
    expect(ids(apply({ type: 'setStartsWith', field: 'financialAccountName', value: 'bank' }))).toEqual(['3']);
    expect(ids(apply({ type: 'setStartsWith', field: 'processed', value: '2026-03' }))).toEqual(['1', '3', '4']);
    expect(ids(apply({ type: 'setStartsWith', field: 'description', value: 'rent' }))).toEqual(['2']);
  });

  it('do not match in the middle', () => {
    expect(ids(apply({ type: 'setStartsWith', field: 'description', value: 'MARCH' }))).toEqual([]);
  });

  it('combine', () => {
    const state = apply(
      { type: 'setStartsWith', field: 'financialAccountCode', value: '5' },
      { type: 'setStartsWith', field: 'processed', value: '2026-03-3' },
    );
    expect(ids(state)).toEqual(['3']);
  });
});

describe('the keyword search', () => {
  it('covers code, name, processed date and description', () => {
    expect(matchesKeyword(rows[0]!, '5100')).toBe(true);
    expect(matchesKeyword(rows[2]!, 'charges')).toBe(true);
    expect(matchesKeyword(rows[1]!, '2026-04')).toBe(true);
    expect(matchesKeyword(rows[3]!, 'voda')).toBe(true);
  });

  it('does not look at the amounts or the status', () => {
    expect(matchesKeyword(rows[3]!, '899')).toBe(false);
    expect(matchesKeyword(rows[2]!, 'inactive')).toBe(false);
  });

  it('needs every word', () => {
    expect(ids(apply({ type: 'setKeyword', value: 'rent march' }))).toEqual(['1']);
    expect(ids(apply({ type: 'setKeyword', value: '  ' }))).toEqual(['1', '2', '3', '4']);
  });
});

describe('the global contains filter', () => {
  it('finds the text anywhere in the shown cells, as shown', () => {
    expect(ids(apply({ type: 'setGlobalFilter', value: '12,500.00' }))).toEqual(['1']);
    expect(ids(apply({ type: 'setGlobalFilter', value: 'inactive' }))).toEqual(['3']);
    expect(ids(apply({ type: 'setGlobalFilter', value: 'expenses' }))).toEqual(['1', '2', '3', '4']);
  });

  it('looks only at the shown columns', () => {
    const state = apply({ type: 'setGlobalFilter', value: '2026-04-01' });
    expect(ids(state)).toEqual([]);
    expect(
      ids(listReducer(state, { type: 'setVisibleColumns', columns: [...DEFAULT_VISIBLE_COLUMNS, 'processed'] })),
    ).toEqual(['2']);
  });
});

describe('Clear Search and Restore', () => {
  const searched = apply(
    { type: 'toggleStandardFilter', filter: 'debit' },
    { type: 'setGlobalFilter', value: 'x' },
    { type: 'setKeyword', value: 'y' },
    { type: 'setStartsWith', field: 'description', value: 'z' },
    { type: 'setVisibleColumns', columns: ['id'] },
    { type: 'setPageSize', pageSize: 10 },
  );

  it('Clear Search clears every search and filter but keeps the columns and page size', () => {
    expect(hasSearch(searched)).toBe(true);
    const cleared = listReducer(searched, { type: 'clearSearch' });
    expect(hasSearch(cleared)).toBe(false);
    expect(cleared.visibleColumns).toEqual(['id']);
    expect(cleared.pageSize).toBe(10);
  });

  it('Restore goes back to the original view', () => {
    expect(listReducer(searched, { type: 'restore' })).toEqual(initialListState);
  });
});

describe('paging', () => {
  it('shows 100 rows a page by default', () => {
    expect(initialListState.pageSize).toBe(100);
  });

  it('cuts pages and clamps the page number', () => {
    const many = Array.from({ length: 25 }, (_, i) => i);
    expect(pageOf(many, 2, 10)).toEqual({ rows: [10, 11, 12, 13, 14, 15, 16, 17, 18, 19], page: 2 });
    expect(pageOf(many, 9, 10).page).toBe(3);
    expect(pageOf([], 3, 10)).toEqual({ rows: [], page: 1 });
  });

  it('goes back to page 1 when a filter or the page size changes', () => {
    const onPage3 = apply({ type: 'setPage', page: 3 });
    expect(listReducer(onPage3, { type: 'setKeyword', value: 'a' }).page).toBe(1);
    expect(listReducer(onPage3, { type: 'setPageSize', pageSize: 20 }).page).toBe(1);
  });
});
