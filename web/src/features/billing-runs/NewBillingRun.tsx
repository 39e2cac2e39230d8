import {
  Button,
  Callout,
  Card,
  FormGroup,
  H4,
  H5,
  HTMLTable,
  InputGroup,
  Intent,
  ProgressBar,
} from '@blueprintjs/core';
import { useLazyQuery } from '@apollo/client/react';
import { useState } from 'react';
import { getFragmentData } from '../../gql';
import { errorMessage } from '../../shared/errorMessage';
import { formatMoney } from '../../shared/money';
import { useViewer } from '../session/useViewer';
import { BillingRunFieldsFragment, BillingRunPreviewQuery } from './billingRunOperations';
import { useStartBillingRun } from './useStartBillingRun';

interface NewBillingRunProps {
  onOpenRun: (id: string) => void;
}

/** Choose a period, preview what the run will create and skip, then start it (progress shows while it runs). */
export function NewBillingRun({ onOpenRun }: NewBillingRunProps) {
  const { company } = useViewer();
  const [periodStart, setPeriodStart] = useState('');
  const [periodEnd, setPeriodEnd] = useState('');
  const [loadPreview, preview] = useLazyQuery(BillingRunPreviewQuery, { fetchPolicy: 'network-only' });
  const { start, starting, outcome } = useStartBillingRun();
  const [started, setStarted] = useState(false);
  const money = (value: string) => formatMoney(value, company.currencySymbol);
  const plan = preview.data?.billingRunPreview;
  const current = plan && plan.periodStart === periodStart && plan.periodEnd === periodEnd ? plan : null;
  const run = outcome?.run ? getFragmentData(BillingRunFieldsFragment, outcome.run) : null;

  return (
    <Card className="folio-runs-new" data-testid="new-billing-run">
      <H4>New billing run</H4>
      <div className="folio-runs-period">
        <FormGroup label="Period start" labelFor="run-start" inline>
          <InputGroup
            id="run-start"
            type="date"
            value={periodStart}
            onValueChange={setPeriodStart}
            disabled={starting}
          />
        </FormGroup>
        <FormGroup label="Period end" labelFor="run-end" inline>
          <InputGroup id="run-end" type="date" value={periodEnd} onValueChange={setPeriodEnd} disabled={starting} />
        </FormGroup>
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
            <HTMLTable compact striped>
              <thead>
                <tr>
                  <th>Client</th>
                  <th>Billing plan</th>
                  <th className="folio-inv-numeric">Lines</th>
                  <th className="folio-inv-numeric">Amount</th>
                </tr>
              </thead>
              <tbody>
                {current.invoices.map((i) => (
                  <tr key={`${i.clientId}-${i.planId}`}>
                    <td>{i.clientName}</td>
                    <td>{i.planName}</td>
                    <td className="folio-inv-numeric">{i.lineCount}</td>
                    <td className="folio-inv-numeric">{money(i.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          ) : null}
          {current.skipped.length > 0 ? <SkippedTable skipped={current.skipped} /> : null}
          {starting ? (
            <div className="folio-runs-progress" role="status">
              <ProgressBar intent={Intent.PRIMARY} />
              <span>Creating {current.invoices.length} invoice(s) in one transaction. Please wait.</span>
            </div>
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
      {started && outcome ? (
        <Callout intent={run ? Intent.SUCCESS : Intent.WARNING} data-testid="billing-run-outcome">
          {run ? (
            <>
              Created {run.invoiceCount} invoice(s) for {money(run.total)}; skipped {outcome.skipped.length}.{' '}
              <Button small text="Open its invoices" onClick={() => onOpenRun(run.id)} />
            </>
          ) : (
            <>Nothing was billed: every client was skipped.</>
          )}
          {outcome.skipped.length > 0 ? <SkippedTable skipped={outcome.skipped} /> : null}
        </Callout>
      ) : null}
    </Card>
  );
}

function SkippedTable({
  skipped,
}: {
  skipped: ReadonlyArray<{ clientName: string; planName: string; reason: string }>;
}) {
  return (
    <>
      <H5>Skipped</H5>
      <HTMLTable compact data-testid="billing-run-skipped">
        <thead>
          <tr>
            <th>Client</th>
            <th>Billing plan</th>
            <th>Why</th>
          </tr>
        </thead>
        <tbody>
          {skipped.map((s, i) => (
            <tr key={i}>
              <td>{s.clientName}</td>
              <td>{s.planName}</td>
              <td>{s.reason}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </>
  );
}
