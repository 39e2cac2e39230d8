import { AnchorButton, Button, Card, H3, HTMLTable } from '@blueprintjs/core';
import { ArrowLeftIcon } from '@blueprintjs/icons';
import { useQuery } from '@apollo/client/react';
import { getFragmentData } from '../../gql';
import { formatMoney } from '../../shared/money';
import { LoadState } from '../../shared/LoadState';
import { StatusTag } from '../invoices/StatusTag';
import { useViewer } from '../session/useViewer';
import { BillingRunFieldsFragment, BillingRunInvoicesQuery } from './billingRunOperations';

/** The invoices one billing run created. */
export function BillingRunInvoices({ id, onBack }: { id: string; onBack: () => void }) {
  const { company } = useViewer();
  const { data, loading, error } = useQuery(BillingRunInvoicesQuery, { variables: { id } });
  if (!data?.billingRun) {
    return (
      <LoadState loading={loading} error={error} what="billing run" onBack={onBack} backText="Back to Billing Runs" />
    );
  }
  const run = getFragmentData(BillingRunFieldsFragment, data.billingRun);
  const money = (value: string) => formatMoney(value, company.currencySymbol);
  return (
    <Card data-testid="billing-run-invoices">
      <H3>
        Billing run {run.periodStart} to {run.periodEnd}
      </H3>
      <p>
        {run.invoiceCount} invoice(s), {money(run.total)} in total, {money(run.paid)} paid.
      </p>
      <Button icon={<ArrowLeftIcon />} text="Back to Billing Runs" onClick={onBack} />
      <div className="folio-table-scroll">
        <HTMLTable striped compact className="folio-runs-table">
          <thead>
            <tr>
              <th>Invoice</th>
              <th>Client</th>
              <th>Description</th>
              <th>Status</th>
              <th className="folio-inv-numeric">Amount</th>
              <th className="folio-inv-numeric">Paid</th>
              <th className="folio-inv-numeric">Amount Due</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {data.billingRun.invoices.map((invoice) => (
              <tr key={invoice.id} data-testid="billing-run-invoice">
                <td>{invoice.uniqueId}</td>
                <td>{invoice.client.name}</td>
                <td>{invoice.description}</td>
                <td>
                  <StatusTag status={invoice.status} label={invoice.statusLabel} />
                </td>
                <td className="folio-inv-numeric">{money(invoice.amount)}</td>
                <td className="folio-inv-numeric">{money(invoice.paid)}</td>
                <td className="folio-inv-numeric">{money(invoice.amountDue)}</td>
                <td>
                  <AnchorButton
                    small
                    minimal
                    text="View"
                    href={`#/commonFinancialInvoices?tab=2&invoice=${invoice.id}`}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
    </Card>
  );
}
