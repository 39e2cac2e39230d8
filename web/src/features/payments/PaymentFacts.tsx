import { formatInstant } from '../../shared/dates';
import { formatMoney } from '../../shared/money';
import { useViewer } from '../session/useViewer';
import type { PaymentFieldsFragment } from '../../gql/graphql';

/** What a payment is and what it was allocated to, with a link to its invoice. */
export function PaymentFacts({ payment }: { payment: PaymentFieldsFragment }) {
  const { company } = useViewer();
  return (
    <dl className="folio-pay-facts">
      <dt>Amount</dt>
      <dd>{formatMoney(payment.amount, company.currencySymbol)}</dd>
      <dt>Type</dt>
      <dd>
        {payment.type} {payment.typeLabel}
      </dd>
      <dt>Paid</dt>
      <dd>{formatInstant(payment.paid, company.timeZone)}</dd>
      <dt>Client</dt>
      <dd>{payment.clientName ?? '—'}</dd>
      <dt>Description</dt>
      <dd>{payment.description || '—'}</dd>
      <dt>Allocated to</dt>
      <dd>
        <a href={`#/commonFinancialInvoices?tab=2&invoice=${payment.invoiceId}`}>Invoice {payment.invoiceUniqueId}</a>
        {payment.componentDescription !== null && payment.componentDescription !== undefined
          ? `, component “${payment.componentDescription}”`
          : ' (the whole invoice)'}
      </dd>
      {(payment.fromCredit || payment.receiptId) && (
        <>
          <dt>Paid with</dt>
          <dd data-testid="payment-source">
            {payment.fromCredit
              ? "The client's credit"
              : `Receipt ${payment.receiptId} (one payment over several invoices, or with credit kept)`}
          </dd>
        </>
      )}
      <dt>Recorded</dt>
      <dd>{formatInstant(payment.createdAt, company.timeZone)}</dd>
    </dl>
  );
}
