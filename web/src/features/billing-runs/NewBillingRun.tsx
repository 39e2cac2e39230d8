import { Button, Callout, Card, H4, HTMLTable, Intent } from '@blueprintjs/core';
import { useLazyQuery } from '@apollo/client/react';
import { useState } from 'react';
import { DateField } from '../../shared/DateField';
import { errorMessage } from '../../shared/errorMessage';
import { failedRunText } from './messages';
import { formatMoney } from '../../shared/money';
import { useViewer } from '../session/useViewer';
import { BillingRunOutcome } from './BillingRunOutcome';
import { BillingRunProgress } from './BillingRunProgress';
import { BillingRunPreviewQuery } from './billingRunOperations';
import { SkippedTable } from './SkippedTable';
import { useStartBillingRun } from './useStartBillingRun';

interface NewBillingRunProps {
  onOpenRun: (id: string) => void;
}

/**
 * Choose a period, preview what the run will create and skip, then start it: "n of N invoices created"
 * shows while it runs, then what it did.
 */
export function NewBillingRun({ onOpenRun }: NewBillingRunProps) {
  const { company } = useViewer();
  const [periodStart, setPeriodStart] = useState('');
  const [periodEnd, setPeriodEnd] = useState('');
  const [loadPreview, preview] = useLazyQuery(BillingRunPreviewQuery, { fetchPolicy: 'network-only' });
  const { start, starting, job } = useStartBillingRun();
  const [started, setStarted] = useState(false);
  const money = (value: string) => formatMoney(value, company.currencySymbol);
  const plan = preview.data?.billingRunPreview;
  const current = plan && plan.periodStart === periodStart && plan.periodEnd === periodEnd ? plan : null;

  return (
    <Card className="folio-runs-new" data-testid="new-billing-run">
      <H4>New billing run</H4>
      <div className="folio-runs-period">
        <DateField label="Period start" inline value={periodStart} onChange={setPeriodStart} disabled={starting} />
        <DateField label="Period end" inline value={periodEnd} onChange={setPeriodEnd} disabled={starting} />
        <Button
          text="Preview"
          loading={preview.loading}
          disabled={starting || !periodStart || !periodEnd}
          onClick={() => {
            setStarted(false);
            void loadPreview({ variables: { periodStart, periodEnd } });
          }}
        />
      </div>
      {preview.error ? (
        <Callout intent={Intent.DANGER} role="alert">
          {errorMessage(preview.error)}
        </Callout>
      ) : null}
      {current && !started ? (
        <div data-testid="billing-run-preview">
          <p>
            This run will create <strong>{current.invoices.length}</strong> invoice(s) for{' '}
            <strong>{money(current.total)}</strong> and skip <strong>{current.skipped.length}</strong>.
          </p>
          {current.invoices.length > 0 ? (
            <div className="folio-table-scroll">
              <HTMLTable compact striped>
                <thead>
                  <tr>
                    <th>Client</th>
                    <th>Billing plan</th>
                    <th>Billed for</th>
                    <th className="folio-inv-numeric">Lines</th>
                    <th className="folio-inv-numeric">Amount</th>
                  </tr>
                </thead>
                <tbody>
                  {current.invoices.map((i) => (
                    <tr key={`${i.clientId}-${i.planId}`}>
                      <td>{i.clientName}</td>
                      <td>{i.planName}</td>
                      <td>{i.billedFor}</td>
                      <td className="folio-inv-numeric">{i.lineCount}</td>
                      <td className="folio-inv-numeric">{money(i.amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
          ) : null}
          {current.skipped.length > 0 ? <SkippedTable skipped={current.skipped} /> : null}
          {starting ? <BillingRunProgress done={job?.done ?? 0} total={job?.total ?? null} /> : null}
          {!starting && job?.status === 'FAILED' && job.periodStart === periodStart && job.periodEnd === periodEnd ? (
            <Callout intent={Intent.DANGER} role="alert" data-testid="billing-run-failed">
              {failedRunText(job.done, job.error?.message)}
            </Callout>
          ) : null}
          <Button
            intent={Intent.PRIMARY}
            text="Start billing run"
            loading={starting}
            disabled={starting || current.invoices.length === 0}
            onClick={() => {
              void start(periodStart, periodEnd).then((ok) => setStarted(ok));
            }}
          />
        </div>
      ) : null}
      {started && job?.outcome ? <BillingRunOutcome outcome={job.outcome} onOpenRun={onOpenRun} /> : null}
    </Card>
  );
}
