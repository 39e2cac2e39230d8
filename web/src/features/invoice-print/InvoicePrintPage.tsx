import './invoicePrint.css';
import { useQuery } from '@apollo/client/react';
import { AnchorButton, Button, Callout, HTMLTable, Intent, Spinner } from '@blueprintjs/core';
import { ArrowLeftIcon, PrintIcon } from '@blueprintjs/icons';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { errorMessage } from '../../shared/errorMessage';
import { formatInstant } from '../../shared/dates';
import { addCents, centsToDecimal, formatMoney, toCents, type Cents } from '../../shared/money';
import { InvoicePrintQuery } from './invoicePrintQuery';

/** The invoice's own view (tab 2) on the invoices screen, where "Back" returns. */
export const invoiceViewHref = (invoiceId: string) =>
  `#${paths.invoices}?tab=2&invoice=${encodeURIComponent(invoiceId)}`;

/**
 * #/commonFinancialInvoices/:invoiceId/print: one invoice laid out for paper (docs/guide-new-invoice.md, "Print"):
 * the company's letterhead, the client, the lines, the totals and the payments, with a Print button (window.print)
 * that, like the way back, is not printed. Outside the app's menus, so the page is the sheet.
 */
export function InvoicePrintPage() {
  const { invoiceId = '' } = useParams();
  const { data, loading, error } = useQuery(InvoicePrintQuery, { variables: { id: invoiceId } });
  const invoice = data?.invoice;
  const company = data?.viewer.company;
  useEffect(() => {
    if (invoice) document.title = `Invoice ${invoice.uniqueId}`;
  }, [invoice]);

  const toolbar = (
    <div className="invoice-print-toolbar">
      <AnchorButton icon={<ArrowLeftIcon />} text="Back to the invoice" href={invoiceViewHref(invoiceId)} />
      <Button
        icon={<PrintIcon />}
        intent={Intent.PRIMARY}
        text="Print"
        disabled={!invoice}
        onClick={() => window.print()}
      />
    </div>
  );
  if (error || (!loading && !invoice)) {
    return (
      <main className="invoice-print">
        {toolbar}
        <Callout intent={Intent.DANGER} title="The invoice could not be loaded">
          {error ? errorMessage(error) : 'There is no such invoice.'}
        </Callout>
      </main>
    );
  }
  if (!invoice || !company) return <Spinner size={24} />;

  const money = (value: string) => formatMoney(value, company.currencySymbol);
  const day = (iso: string) => formatInstant(iso, company.timeZone, 'YYYY-MM-DD');
  const contact = [company.phone, company.email].filter(Boolean).join(' · ');
  // Tax shows when a line recorded it (amounts are tax-inclusive; the tax is the part of them the api recorded).
  const taxed = invoice.components.some((line) => line.taxRate != null);
  const taxTotal = centsToDecimal(
    addCents(...invoice.components.map((line) => toCents(line.taxAmount) ?? (0 as Cents))),
  );
  return (
    <main className="invoice-print">
      {toolbar}
      <article className="invoice-print-sheet" aria-label={`Invoice ${invoice.uniqueId}`}>
        <header className="invoice-print-header">
          <div className="invoice-print-company">
            <h1>{company.name}</h1>
            {company.address ? <p className="invoice-print-address">{company.address}</p> : null}
            {contact ? <p>{contact}</p> : null}
            {company.practiceNumber ? <p>Practice number: {company.practiceNumber}</p> : null}
            {company.taxRegistrationNumber ? (
              <p>
                {company.taxName} registration number: {company.taxRegistrationNumber}
              </p>
            ) : null}
          </div>
          <div className="invoice-print-title">
            <h2>Invoice {invoice.uniqueId}</h2>
            <dl>
              <dt>Invoiced</dt>
              <dd>{day(invoice.invoiced)}</dd>
              <dt>Due</dt>
              <dd>{invoice.due ?? day(invoice.invoiced)}</dd>
              <dt>Status</dt>
              <dd>{invoice.statusLabel}</dd>
            </dl>
          </div>
        </header>
        <section className="invoice-print-client" aria-label="Bill to">
          <h3>Bill to</h3>
          <p>{invoice.client.name}</p>
          {invoice.client.email ? <p>{invoice.client.email}</p> : null}
          {invoice.description ? <p className="invoice-print-muted">{invoice.description}</p> : null}
          {invoice.practitionerName ? (
            <p className="invoice-print-muted">Practitioner: {invoice.practitionerName}</p>
          ) : null}
        </section>
        <HTMLTable compact className="invoice-print-table" aria-label="Lines">
          <thead>
            <tr>
              <th>Description</th>
              <th className="invoice-print-amount">Quantity</th>
              <th className="invoice-print-amount">Unit price</th>
              <th className="invoice-print-amount">Discount</th>
              {taxed ? <th className="invoice-print-amount">{company.taxName}</th> : null}
              <th className="invoice-print-amount">Amount</th>
            </tr>
          </thead>
          <tbody>
            {invoice.components.map((line) => (
              <tr key={line.id}>
                <td>{line.description}</td>
                <td className="invoice-print-amount">{line.quantity}</td>
                <td className="invoice-print-amount">{money(line.unitCost)}</td>
                <td className="invoice-print-amount">
                  {Number(line.discountPercentage) ? `${line.discountPercentage}%` : ''}
                </td>
                {taxed ? (
                  <td className="invoice-print-amount">
                    {line.taxRate != null ? `${line.taxRate / 100}% ${money(line.taxAmount)}` : ''}
                  </td>
                ) : null}
                <td className="invoice-print-amount">{money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <dl className="invoice-print-totals" aria-label="Totals">
          <dt>Total</dt>
          <dd data-testid="print-total">{money(invoice.amount)}</dd>
          {taxed ? (
            <>
              <dt>Of which {company.taxName}</dt>
              <dd data-testid="print-tax">{money(taxTotal)}</dd>
            </>
          ) : null}
          <dt>Paid</dt>
          <dd data-testid="print-paid">{money(invoice.paid)}</dd>
          <dt className="invoice-print-due">Amount due</dt>
          <dd className="invoice-print-due" data-testid="print-amount-due">
            {money(invoice.amountDue)}
          </dd>
        </dl>
        {invoice.payments.length > 0 ? (
          <section aria-label="Payments">
            <h3>Payments</h3>
            <HTMLTable compact className="invoice-print-table" aria-label="Payments">
              <thead>
                <tr>
                  <th>Paid</th>
                  <th>Type</th>
                  <th>Description</th>
                  <th className="invoice-print-amount">Amount</th>
                </tr>
              </thead>
              <tbody>
                {invoice.payments.map((payment) => (
                  <tr key={payment.id}>
                    <td>{day(payment.paid)}</td>
                    <td>{payment.typeLabel}</td>
                    <td>{payment.description}</td>
                    <td className="invoice-print-amount">{money(payment.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </section>
        ) : null}
      </article>
    </main>
  );
}
