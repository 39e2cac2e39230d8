import { useEffect, useMemo, useState } from 'react';
import type { InvoiceListQuery } from '../../gql/graphql';
import { buildListQuery, isTextOnlyChange, type InvoiceListState } from './invoiceListState';

export const TYPING_PAUSE_MS = 300;

/**
 * The server query for the list state. Typing in the search box or a text filter is sent once the typing pauses
 * (debounced); paging, sorting and the other filters are sent at once.
 */
export function useListQuery(state: InvoiceListState, timeZone: string): InvoiceListQuery {
  const [committed, setCommitted] = useState(state);
  useEffect(() => {
    if (committed === state) return;
    const timer = setTimeout(() => setCommitted(state), isTextOnlyChange(committed, state) ? TYPING_PAUSE_MS : 0);
    return () => clearTimeout(timer);
  }, [state, committed]);
  return useMemo(() => buildListQuery(committed, timeZone), [committed, timeZone]);
}
