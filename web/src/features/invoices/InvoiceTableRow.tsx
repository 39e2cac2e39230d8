import { formatInstant } from '../../shared/dates';
import { formatMoney } from '../../shared/money';
import { OverdueMarker } from '../new-invoice/OverdueMarker';
import type { TabState } from './invoiceTabs';
import type { InvoiceData } from './invoiceTypes';
import { InvoiceRowMenu } from './InvoiceRowMenu';
import { rowActions } from './rowActions';
import { StatusTag } from './StatusTag';

interface InvoiceTableRowProps {
  invoice: InvoiceData;
  currencySymbol: string;
  timeZone: string;
  onOpen: (state: TabState) => void;
}

/** One invoice of the list with the actions the server allows for it, in one menu. */
export function InvoiceTableRow({ invoice, currencySymbol, timeZone, onOpen }: InvoiceTableRowProps) {
  const money = (value: string) => formatMoney(value, currencySymbol);
  const actions = rowActions(invoice.actions);
  return (
    <tr data-testid="invoice-row" data-invoice-id={invoice.id} data-status={invoice.status}>
      <td className="folio-inv-nowrap" data-column="uniqueId">
        {invoice.uniqueId}
      </td>
      <td data-column="client">{invoice.client.name}</td>
      <td className="folio-inv-nowrap" data-column="invoiced">
        {formatInstant(invoice.invoiced, timeZone)}
      </td>
      <td data-column="status">
        <StatusTag status={invoice.status} label={invoice.statusLabel} />
      </td>
      <td className="folio-inv-numeric" data-column="amount">
        {money(invoice.amount)}
      </td>
      <td className="folio-inv-numeric" data-column="paid">
        {money(invoice.paid)}
      </td>
      <td className="folio-inv-numeric" data-column="amountDue">
        {money(invoice.amountDue)}
        <OverdueMarker invoice={invoice} timeZone={timeZone} />
      </td>
      <td className="folio-inv-numeric" data-column="claims">
        {invoice.numberOfClaims}
      </td>
      <td className="folio-inv-row-actions">
        {/* One menu per row (spec §2's actions): a page of 100 invoices stays light (issue 14). */}
        <InvoiceRowMenu uniqueId={invoice.uniqueId} invoiceId={invoice.id} actions={actions} onOpen={onOpen} />
      </td>
    </tr>
  );
}
