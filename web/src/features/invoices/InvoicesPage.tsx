import { Button, Intent } from '@blueprintjs/core';
import { AddIcon } from '@blueprintjs/icons';
import { useReducer } from 'react';
import { PageHeader } from '../../shared/PageHeader';
import { CatalogLinks } from '../catalog/CatalogLinks';
import { NewInvoiceForm } from '../new-invoice/NewInvoiceForm';
import { useNewInvoiceRoute } from '../new-invoice/useNewInvoiceRoute';
import { useViewer } from '../session/useViewer';
import { initialListState, listReducer } from './invoiceListState';
import { InvoiceTabView } from './InvoiceTabView';
import { InvoiceTab } from './invoiceTabs';
import { useInvoiceTabs } from './useInvoiceTabs';
import '../../shared/tables.css';
import './invoices.css';

/** #/commonFinancialInvoices: the invoices list and the views of spec §2 Reading B, one at a time by tab. */
export function InvoicesPage() {
  const { configuration } = useViewer();
  const tabs = useInvoiceTabs();
  const newInvoice = useNewInvoiceRoute();
  // The list's paging, sort and filters outlive the views opened from it.
  const [listState, dispatch] = useReducer(listReducer, configuration.rowsPerPage, initialListState);
  return (
    <>
      <PageHeader
        title="Invoices"
        description="View, email and download your company's invoices, change their status or date, pay them in full, and manage their components, billing plans and products."
      />
      <CatalogLinks />
      {newInvoice.isOpen ? (
        <NewInvoiceForm
          onCreated={(invoiceId) => tabs.open({ tab: InvoiceTab.View, invoiceId })}
          onCancel={newInvoice.close}
        />
      ) : (
        <>
          {tabs.state.tab === InvoiceTab.List ? (
            <Button
              className="folio-newinv-open"
              icon={<AddIcon />}
              intent={Intent.PRIMARY}
              text="New invoice"
              onClick={newInvoice.open}
            />
          ) : null}
          <InvoiceTabView tabs={tabs} listState={listState} dispatch={dispatch} />
        </>
      )}
    </>
  );
}
