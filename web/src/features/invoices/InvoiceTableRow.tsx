import { Button, type Intent } from '@blueprintjs/core';
import { formatInstant } from '../../shared/dates';
import { formatMoney } from '../../shared/money';
import { OverdueMarker } from '../new-invoice/OverdueMarker';
import type { TabState } from './invoiceTabs';
import type { InvoiceData } from './invoiceTypes';
import { ALWAYS_COUNT, rowActions } from './rowActions';
import { StatusTag } from './StatusTag';

const INTENTS: Partial<Record<string, Intent>> = { Delete: 'danger', 'Pay in Full': 'success' };

interface InvoiceTableRowProps {
  invoice: InvoiceData;
  currencySymbol: string;
  timeZone: string;
  onOpen: (state: TabState) => void;
}

/** One invoice of the list with the actions the server allows for it. */
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
        {/* The actions every invoice has on the first line, the ones its state allows on the second. */}
        {[actions.slice(0, ALWAYS_COUNT), actions.slice(ALWAYS_COUNT)].map((group, i) =>
          group.length > 0 ? (
            <div key={i} className="folio-inv-action-group">
              {group.map((action) => (
                <Button
                  key={action.tab}
                  size="small"
                  variant="outlined"
                  text={action.text}
                  intent={INTENTS[action.text] ?? 'none'}
                  onClick={() => onOpen({ tab: action.tab, invoiceId: invoice.id })}
                />
              ))}
            </div>
          ) : null,
        )}
      </td>
    </tr>
  );
}
