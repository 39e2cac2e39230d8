import { Button, ButtonGroup, Card, H3 } from '@blueprintjs/core';
import { ArrowLeftIcon, BankAccountIcon, DocumentIcon, EditIcon, TrashIcon } from '@blueprintjs/icons';
import { useQuery } from '@apollo/client/react';
import { getFragmentData } from '../../gql';
import { AddLineEntry } from '../new-invoice/AddLineForm';
import { ComponentTable } from './ComponentTable';
import { InvoiceComponentFieldsFragment, InvoiceFieldsFragment } from './invoiceFragments';
import { InvoiceComponentsQuery } from './invoiceQueries';
import { InvoiceSummary } from './InvoiceSummary';
import { InvoiceTab } from './invoiceTabs';
import { LoadState } from '../../shared/LoadState';
import type { InvoiceTabs } from './useInvoiceTabs';

interface ComponentsViewProps {
  invoiceId: string;
  tabs: InvoiceTabs;
}

/**
 * Tab 6: an invoice's components, each with the Update, Delete and Pay the api allows for it. Reloaded from the server
 * on every visit.
 */
export function ComponentsView({ invoiceId, tabs }: ComponentsViewProps) {
  const { data, loading, error } = useQuery(InvoiceComponentsQuery, {
    variables: { invoiceId },
    fetchPolicy: 'cache-and-network',
  });
  if (!data?.invoice) {
    return (
      <LoadState loading={loading} error={error} what="invoice" onBack={tabs.toList} backText="Back to Invoices" />
    );
  }
  const invoice = getFragmentData(InvoiceFieldsFragment, data.invoice);
  const components = data.invoiceComponents.map((c) => getFragmentData(InvoiceComponentFieldsFragment, c));
  const open = (
    tab: typeof InvoiceTab.UpdateComponent | typeof InvoiceTab.DeleteComponent | typeof InvoiceTab.PayComponent,
    componentId: string,
  ) => tabs.open({ tab, invoiceId, componentId });

  return (
    <Card className="folio-inv-action-card" aria-busy={loading}>
      <H3>Components of invoice {invoice.uniqueId}</H3>
      <InvoiceSummary invoice={invoice} />
      <ComponentTable
        components={components}
        rowActions={(component) => (
          <ButtonGroup variant="minimal" size="small">
            {/* The api says what each line allows (actions); a button it would refuse is not offered. */}
            {component.actions.canUpdate ? (
              <Button
                icon={<EditIcon />}
                text="Update"
                onClick={() => open(InvoiceTab.UpdateComponent, component.id)}
              />
            ) : null}
            {component.actions.canDelete ? (
              <Button
                icon={<TrashIcon />}
                text="Delete"
                intent="danger"
                onClick={() => open(InvoiceTab.DeleteComponent, component.id)}
              />
            ) : null}
            {component.actions.canPay ? (
              <Button
                icon={<BankAccountIcon />}
                text="Pay"
                intent="success"
                onClick={() => open(InvoiceTab.PayComponent, component.id)}
              />
            ) : null}
          </ButtonGroup>
        )}
      />
      {/* A line can be added while the invoice is not paid: the rule that also allows adding a product. */}
      {invoice.actions.canAddProduct ? <AddLineEntry invoiceId={invoiceId} /> : null}
      <div className="folio-inv-form-actions">
        <Button icon={<ArrowLeftIcon />} text="Back to Invoices" onClick={tabs.toList} />
        <Button
          icon={<DocumentIcon />}
          text="View Invoice"
          onClick={() => tabs.open({ tab: InvoiceTab.View, invoiceId })}
        />
      </div>
    </Card>
  );
}
