/**
 * The rows ticked in the review (view 4) for one account at once. The selection is kept with the review, so it
 * spans the table's pages and survives a trip to views 5 and 6.
 */
import type { ImportReviewState } from './importReview';

/** Ticks or unticks rows (one row, or a page of them). */
export function selectRows(state: ImportReviewState, ids: readonly string[], selected: boolean): ImportReviewState {
  const next = new Set(state.selected);
  for (const id of ids) {
    if (selected) next.add(id);
    else next.delete(id);
  }
  return { ...state, selected: next };
}

export function selectAllRows(state: ImportReviewState): ImportReviewState {
  return { ...state, selected: new Set(state.rows.map((row) => row.id)) };
}

export function clearSelection(state: ImportReviewState): ImportReviewState {
  return { ...state, selected: new Set() };
}

/** Gives every selected row the account (trimmed), then clears the selection. */
export function setAccountForSelected(state: ImportReviewState, code: string): ImportReviewState {
  const account = code.trim();
  if (account === '' || state.selected.size === 0) return state;
  return {
    ...state,
    rows: state.rows.map((row) =>
      state.selected.has(row.id) && row.financialAccountCode !== account
        ? { ...row, financialAccountCode: account, accountFrom: null }
        : row,
    ),
    selected: new Set(),
  };
}
