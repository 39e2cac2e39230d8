import { formatInstant } from '../../shared/dates';
import { formatMoney } from '../../shared/money';
import { useViewer } from '../session/useViewer';
import { Fact } from '../../shared/Fact';
import type { InvoiceData } from './invoiceTypes';
import { StatusTag } from './StatusTag';

/** The key facts of an invoice, at the top of every view of it. */
export function InvoiceSummary({ invoice }: { invoice: InvoiceData }) {
  const { company } = useViewer();
  const money = (value: string) => formatMoney(value, company.currencySymbol);
  return (
    <dl
      className="folio-inv-facts"
      data-testid="invoice-summary"
      data-invoice-id={invoice.id}
      data-status={invoice.status}
    >
      <Fact term="Invoice">{invoice.uniqueId}</Fact>
      <Fact term="Client">{invoice.client.name}</Fact>
      <Fact term="Invoiced">{formatInstant(invoice.invoiced, company.timeZone)}</Fact>
      <Fact term="Status">
        <StatusTag status={invoice.status} label={invoice.statusLabel} />
      </Fact>
      <Fact term="Amount" numeric testId="invoice-amount">
        {money(invoice.amount)}
      </Fact>
      <Fact term="Paid" numeric testId="invoice-paid">
        {money(invoice.paid)}
      </Fact>
      <Fact term="Amount Due" numeric testId="invoice-amount-due">
        {money(invoice.amountDue)}
      </Fact>
    </dl>
  );
}
