import { Button, Callout, HTMLTable, Intent } from '@blueprintjs/core';
import { getFragmentData, type FragmentType } from '../../gql';
import { formatMoney } from '../../shared/money';
import { useViewer } from '../session/useViewer';
import { BillingRunFieldsFragment, BillingRunOutcomeFieldsFragment } from './billingRunOperations';
import { SkippedTable } from './SkippedTable';

interface BillingRunOutcomeProps {
  outcome: FragmentType<typeof BillingRunOutcomeFieldsFragment>;
  onOpenRun: (id: string) => void;
}

/** What a finished run did: the invoices it created (and a way to open them), or why nothing was billed. */
export function BillingRunOutcome(props: BillingRunOutcomeProps) {
  const { company } = useViewer();
  const outcome = getFragmentData(BillingRunOutcomeFieldsFragment, props.outcome);
  const run = outcome.run ? getFragmentData(BillingRunFieldsFragment, outcome.run) : null;
  const money = (value: string) => formatMoney(value, company.currencySymbol);
  return (
    <Callout intent={run ? Intent.SUCCESS : Intent.WARNING} data-testid="billing-run-outcome">
      {run ? (
        <>
          Created {run.invoiceCount} invoice(s) for {money(run.total)}; skipped {outcome.skipped.length}.{' '}
          <Button small text="Open its invoices" onClick={() => props.onOpenRun(run.id)} />
          <HTMLTable compact striped data-testid="billing-run-created">
            <thead>
              <tr>
                <th>Client</th>
                <th>Billing plan</th>
                <th>Billed for</th>
                <th className="folio-inv-numeric">Amount</th>
              </tr>
            </thead>
            <tbody>
              {outcome.invoices.map((i) => (
                <tr key={`${i.clientId}-${i.planId}`}>
                  <td>{i.clientName}</td>
                  <td>{i.planName}</td>
                  <td>{i.billedFor}</td>
                  <td className="folio-inv-numeric">{money(i.amount)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </>
      ) : (
        <>Nothing was billed: every client was skipped.</>
      )}
      {outcome.skipped.length > 0 ? <SkippedTable skipped={outcome.skipped} /> : null}
    </Callout>
  );
}
