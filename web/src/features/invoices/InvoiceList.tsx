import { Button, Callout, HTMLTable, Intent, Spinner } from '@blueprintjs/core';
import { ErrorIcon } from '@blueprintjs/icons';
import type { Dispatch } from 'react';
import { getFragmentData } from '../../gql';
import { errorMessage } from '../../shared/errorMessage';
import { InvoicePageTotals } from '../new-invoice/InvoicePageTotals';
import { ExportMenu } from '../exports/ExportMenu';
import { useViewer } from '../session/useViewer';
import { InvoiceFieldsFragment } from './invoiceFragments';
import { InvoiceListPager } from './InvoiceListPager';
import type { InvoiceListAction, InvoiceListState } from './invoiceListState';
import { InvoiceListToolbar } from './InvoiceListToolbar';
import { INVOICE_COLUMNS, InvoiceTableHead } from './InvoiceTableHead';
import { InvoiceTableRow } from './InvoiceTableRow';
import type { TabState } from './invoiceTabs';
import { LIST_EMPTY_MESSAGE, LIST_LOADING_MESSAGE } from './messages';
import { useInvoicePage } from './useInvoicePage';
import { useListQuery } from './useListQuery';

interface InvoiceListProps {
  state: InvoiceListState;
  dispatch: Dispatch<InvoiceListAction>;
  /** Only this practitioner's invoices; null for all the company's. */
  practitionerId: string | null;
  onPractitionerChange: (practitionerId: string | null) => void;
  onOpen: (state: TabState) => void;
}

const COLUMN_COUNT = INVOICE_COLUMNS.length + 1;

/**
 * Tab 1: the company's invoices, or one practitioner's, sorted, searched, filtered and paged on the server. Every
 * visit asks the server again (after an action the list shows fresh data), showing the cached page meanwhile.
 */
export function InvoiceList({ state, dispatch, practitionerId, onPractitionerChange, onOpen }: InvoiceListProps) {
  const { company } = useViewer();
  const query = useListQuery(state, company.timeZone);
  const { page, loading, error, refresh } = useInvoicePage(practitionerId, query);
  const invoices = page?.data.map((invoice) => getFragmentData(InvoiceFieldsFragment, invoice)) ?? [];

  return (
    <section aria-label="Invoices list">
      <InvoiceListToolbar
        state={state}
        dispatch={dispatch}
        timeZone={company.timeZone}
        practitionerId={practitionerId}
        onPractitionerChange={onPractitionerChange}
        onRefresh={refresh}
        refreshing={loading && !!page}
        actions={<ExportMenu list="invoices" query={query} practitionerId={practitionerId} />}
      />
      {error ? (
        <Callout intent={Intent.DANGER} icon={<ErrorIcon />} role="alert" className="folio-inv-list-error">
          The invoices could not be loaded. {errorMessage(error)}{' '}
          <Button variant="minimal" size="small" text="Try again" onClick={refresh} />
        </Callout>
      ) : null}
      <div className="folio-table-scroll">
        <HTMLTable
          striped
          interactive
          compact
          className="folio-inv-table"
          aria-busy={loading}
          data-testid="invoice-table"
          data-loading={loading ? 'true' : 'false'}
        >
          <InvoiceTableHead state={state} dispatch={dispatch} />
          <tbody>
            {invoices.length === 0 ? (
              <tr>
                <td colSpan={COLUMN_COUNT} className="folio-inv-empty-cell">
                  {loading ? (
                    <span className="folio-inv-inline-spinner">
                      <Spinner size={16} /> {LIST_LOADING_MESSAGE}
                    </span>
                  ) : (
                    LIST_EMPTY_MESSAGE
                  )}
                </td>
              </tr>
            ) : (
              invoices.map((invoice) => (
                <InvoiceTableRow
                  key={invoice.id}
                  invoice={invoice}
                  currencySymbol={company.currencySymbol}
                  timeZone={company.timeZone}
                  onOpen={onOpen}
                />
              ))
            )}
          </tbody>
          <InvoicePageTotals invoices={invoices} currencySymbol={company.currencySymbol} before={4} after={2} />
        </HTMLTable>
      </div>
      <InvoiceListPager page={state.page} size={state.size} total={page?.totalElements ?? 0} dispatch={dispatch} />
    </section>
  );
}
