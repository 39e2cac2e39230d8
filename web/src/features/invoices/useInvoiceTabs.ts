import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  InvoiceTab,
  LIST_STATE,
  parsePractitioner,
  parseTabState,
  tabSearchParams,
  type TabState,
} from './invoiceTabs';

export interface InvoiceTabs {
  state: TabState;
  /** Opens a view as a new history entry (back returns to where the user was). */
  open: (state: TabState) => void;
  /** After an invoice action, or a cancel: clears the selection and shows the list (spec §4). */
  toList: () => void;
  /** After a component action, or a cancel: shows the invoice's components (spec §4). */
  toComponents: (invoiceId: string) => void;
  /** The practitioner the list is narrowed to (kept while a view is open); null for all. */
  practitionerId: string | null;
  /** Narrows the list to a practitioner (null: all), showing the list. */
  setPractitioner: (practitionerId: string | null) => void;
}

/** The tab state of the invoices screen, kept in the URL query. */
export function useInvoiceTabs(): InvoiceTabs {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const state = useMemo(() => parseTabState(new URLSearchParams(query)), [query]);
  const practitionerId = useMemo(() => parsePractitioner(new URLSearchParams(query)), [query]);

  const open = useCallback(
    (next: TabState) => setParams(tabSearchParams(next, practitionerId)),
    [setParams, practitionerId],
  );
  // Returning from a view replaces it: back must not reopen the form of an action that has run.
  const toList = useCallback(
    () => setParams(tabSearchParams(LIST_STATE, practitionerId), { replace: true }),
    [setParams, practitionerId],
  );
  const toComponents = useCallback(
    (invoiceId: string) =>
      setParams(tabSearchParams({ tab: InvoiceTab.Components, invoiceId }, practitionerId), { replace: true }),
    [setParams, practitionerId],
  );
  const setPractitioner = useCallback(
    (next: string | null) => setParams(tabSearchParams(LIST_STATE, next)),
    [setParams],
  );

  return { state, open, toList, toComponents, practitionerId, setPractitioner };
}
