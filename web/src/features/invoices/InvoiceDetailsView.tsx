import { AnchorButton, Button, Card, H3, H5, HTMLTable } from '@blueprintjs/core';
import { ArrowLeftIcon, ListDetailViewIcon, PrintIcon } from '@blueprintjs/icons';
import { generatePath } from 'react-router-dom';
import { paths } from '../../app/paths';
import { formatInstant } from '../../shared/dates';
import { formatMoney } from '../../shared/money';
import { useViewer } from '../session/useViewer';
import { ComponentTable } from './ComponentTable';
import { InvoiceSummary } from './InvoiceSummary';
import { InvoiceTaxLines } from './InvoiceTaxLines';
import { InvoiceTab } from './invoiceTabs';
import type { LoadedInvoice } from './invoiceTypes';
import type { InvoiceTabs } from './useInvoiceTabs';

interface InvoiceDetailsViewProps {
  invoice: LoadedInvoice;
  tabs: InvoiceTabs;
}

/** Tab 2: an invoice with its components and the payments allocated to it. */
export function InvoiceDetailsView({ invoice, tabs }: InvoiceDetailsViewProps) {
  const { company } = useViewer();
  return (
    <Card className="folio-inv-action-card">
      <H3>Invoice {invoice.uniqueId}</H3>
      <InvoiceSummary invoice={invoice} />
      {invoice.description || invoice.practitionerName ? (
        <p className="folio-inv-invoice-description">
          {invoice.description}
          {invoice.practitionerName ? <span className="bp6-text-muted"> · {invoice.practitionerName}</span> : null}
        </p>
      ) : null}
      <H5>Components</H5>
      <ComponentTable components={invoice.components} />
      <InvoiceTaxLines invoiceId={invoice.id} currencySymbol={company.currencySymbol} />
      {invoice.payments.length > 0 ? (
        <>
          <H5>Payments</H5>
          <div className="folio-table-scroll">
            <HTMLTable striped compact className="folio-inv-table" aria-label="Payments">
              <thead>
                <tr>
                  <th>Paid</th>
                  <th>Description</th>
                  <th>Type</th>
                  <th className="folio-inv-numeric">Amount</th>
                </tr>
              </thead>
              <tbody>
                {invoice.payments.map((payment) => (
                  <tr key={payment.id} data-testid="payment-row">
                    <td>{formatInstant(payment.paid, company.timeZone)}</td>
                    <td>{payment.description}</td>
                    <td>{payment.typeLabel}</td>
                    <td className="folio-inv-numeric">{formatMoney(payment.amount, company.currencySymbol)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        </>
      ) : null}
      <div className="folio-inv-form-actions">
        <Button icon={<ArrowLeftIcon />} text="Back to Invoices" onClick={tabs.toList} />
        <Button
          icon={<ListDetailViewIcon />}
          text="View Components"
          onClick={() => tabs.open({ tab: InvoiceTab.Components, invoiceId: invoice.id })}
        />
        <AnchorButton
          icon={<PrintIcon />}
          text="Print view"
          href={`#${generatePath(paths.invoicePrint, { invoiceId: invoice.id })}`}
        />
      </div>
    </Card>
  );
}
