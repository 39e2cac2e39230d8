import { describe, expect, it } from 'vitest';
import { reviewResponse, serverRow } from './importFixtures';
import { reviewFromServer, type ServerReview } from './importReview';
import { clearSelection, selectAllRows, selectRows, setAccountForSelected } from './reviewSelection';

const rows = Array.from({ length: 5 }, (_, i) => serverRow(i + 1, { financialAccountCode: i === 0 ? '5100' : '' }));
const review = reviewFromServer(
  reviewResponse({ rows }).data.reviewFinancialTransactionImport as unknown as ServerReview,
);

describe('selecting rows for one account', () => {
  it('ticks and unticks rows, one or a page at a time', () => {
    const some = selectRows(review, ['1', '2', '3'], true);
    expect([...some.selected]).toEqual(['1', '2', '3']);
    expect([...selectRows(some, ['2'], false).selected]).toEqual(['1', '3']);
    expect(review.selected.size).toBe(0);
  });

  it('selects every row, on every page, and clears', () => {
    expect(selectAllRows(review).selected.size).toBe(5);
    expect(clearSelection(selectAllRows(review)).selected.size).toBe(0);
  });

  it('gives the selected rows the account, trimmed, leaves the others, and clears the selection', () => {
    const next = setAccountForSelected(selectRows(review, ['1', '4', '5'], true), ' 6100 ');
    expect(next.rows.map((r) => r.financialAccountCode)).toEqual(['6100', '', '', '6100', '6100']);
    expect(next.selected.size).toBe(0);
  });

  it("forgets where a row's account came from once a person sets it", () => {
    const ruled = reviewFromServer(
      reviewResponse({
        rows: [
          serverRow(1, { financialAccountCode: '5100', ruleId: '3' }),
          serverRow(2, { financialAccountCode: '5100', ruleId: '3' }),
        ],
      }).data.reviewFinancialTransactionImport as unknown as ServerReview,
    );
    expect(ruled.rows.map((r) => r.accountFrom)).toEqual([{ rule: '3' }, { rule: '3' }]);
    const next = setAccountForSelected(selectRows(ruled, ['2'], true), '6100');
    expect(next.rows.map((r) => r.accountFrom ?? null)).toEqual([{ rule: '3' }, null]);
  });

  it('does nothing without an account or a selection', () => {
    const selected = selectRows(review, ['2'], true);
    expect(setAccountForSelected(selected, ' ')).toBe(selected);
    expect(setAccountForSelected(review, '6100')).toBe(review);
  });
});
