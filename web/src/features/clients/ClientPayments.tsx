import { H3, HTMLTable } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import type { ClientDetailsQuery } from '../../gql/graphql';
import { DATE_FORMAT, formatInstant } from '../../shared/dates';
import { formatMoney, toCents } from '../../shared/money';
import { scrollRegion } from '../../shared/scrollRegion';
import { useViewer } from '../session/useViewer';

type ClientPaymentEntry = NonNullable<ClientDetailsQuery['client']>['payments'][number];

const KIND_LABELS: Record<ClientPaymentEntry['kind'], string> = {
  RECEIPT: 'Payment over invoices',
  PAYMENT: 'Payment',
  CREDIT: 'Credit applied',
};

/** The Payments page with one payment's detail open (its receipt: Download receipt, Email receipt). */
export const paymentDetailHref = (paymentId: string) => `${paths.payments}?payment=${encodeURIComponent(paymentId)}`;

/**
 * A client's payments, newest first: when, how, how much, which invoices took it and what was kept as credit (or, for
 * credit applied, which invoice it paid). Each opens on the Payments page, where its receipt is.
 */
export function ClientPayments({ payments }: { payments: readonly ClientPaymentEntry[] }) {
  const { company } = useViewer();
  const money = (value: string) => formatMoney(value, company.currencySymbol);
  const some = (value: string) => (toCents(value) ?? 0) > 0;
  return (
    <section aria-label="Payments of the client">
      <H3>Payments</H3>
      <div {...scrollRegion("Client's payments")}>
        <HTMLTable striped compact className="folio-catalog-table" data-testid="client-payments">
          <thead>
            <tr>
              <th>Date</th>
              <th>Type</th>
              <th className="folio-catalog-number">Amount</th>
              <th>Allocated to</th>
              <th className="folio-catalog-number">Credit kept</th>
            </tr>
          </thead>
          <tbody>
            {payments.length === 0 ? (
              <tr>
                <td colSpan={5}>No payments yet.</td>
              </tr>
            ) : (
              payments.map((p) => (
                <tr
                  key={`${p.kind}-${p.receiptId ?? p.paymentId ?? p.paid}`}
                  data-testid="client-payment-row"
                  data-kind={p.kind}
                >
                  <td className="folio-client-nowrap">
                    {p.paymentId ? (
                      <Link to={paymentDetailHref(p.paymentId)}>
                        {formatInstant(p.paid, company.timeZone, DATE_FORMAT)}
                      </Link>
                    ) : (
                      formatInstant(p.paid, company.timeZone, DATE_FORMAT)
                    )}
                  </td>
                  <td>
                    {p.kind === 'CREDIT' ? KIND_LABELS.CREDIT : p.typeLabel}
                    {p.kind === 'RECEIPT' ? <div className="bp6-text-muted">{KIND_LABELS.RECEIPT}</div> : null}
                  </td>
                  <td className="folio-catalog-number">{money(p.amount)}</td>
                  <td>
                    {p.allocations.length === 0 ? (
                      <span className="bp6-text-muted">None</span>
                    ) : (
                      <ul className="folio-client-allocations">
                        {p.allocations.map((a) => (
                          <li key={a.paymentId}>
                            {a.invoiceUniqueId}
                            {a.componentDescription ? ` (${a.componentDescription})` : ''}: {money(a.amount)}
                          </li>
                        ))}
                      </ul>
                    )}
                    {some(p.reversed) ? (
                      <div className="bp6-text-muted">Reversed since: {money(p.reversed)}</div>
                    ) : null}
                  </td>
                  <td className="folio-catalog-number">{some(p.creditKept) ? money(p.creditKept) : '—'}</td>
                </tr>
              ))
            )}
          </tbody>
        </HTMLTable>
      </div>
    </section>
  );
}
