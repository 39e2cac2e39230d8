import { useQuery } from '@apollo/client/react';
import { Button, Callout, Card, HTMLTable, Intent, ProgressBar, Spinner, Tag } from '@blueprintjs/core';
import { ArrowLeftIcon, RefreshIcon } from '@blueprintjs/icons';
import { useEffect } from 'react';
import { getFragmentData } from '../../gql';
import type { ReminderStatus } from '../../gql/graphql';
import { formatInstant } from '../../shared/dates';
import { errorMessage } from '../../shared/errorMessage';
import { formatMoney } from '../../shared/money';
import { useViewer } from '../session/useViewer';
import { POLL_MS } from './messages';
import { UnpaidRunDetailQuery, UnpaidRunFieldsFragment } from './unpaidRunQueries';
import { useRetryUnpaidRun } from './useRetryUnpaidRun';

const REMINDER: Record<ReminderStatus, { label: string; intent: Intent }> = {
  PENDING: { label: 'Pending', intent: Intent.NONE },
  SENT: { label: 'Sent', intent: Intent.SUCCESS },
  FAILED: { label: 'Failed', intent: Intent.DANGER },
  NO_ADDRESS: { label: 'No address', intent: Intent.WARNING },
};

/** One run: its progress while reminders go out (polled), then its invoices with each reminder's outcome. */
export function UnpaidRunDetailView({ id, onBack }: { id: string; onBack: () => void }) {
  const { company } = useViewer();
  const { data, loading, error, startPolling, stopPolling } = useQuery(UnpaidRunDetailQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const run = data?.unpaidRun ? getFragmentData(UnpaidRunFieldsFragment, data.unpaidRun) : null;
  const running = run?.status === 'RUNNING';
  useEffect(() => {
    if (!running) return;
    startPolling(POLL_MS);
    return () => stopPolling();
  }, [running, startPolling, stopPolling]);

  const { retry, retrying } = useRetryUnpaidRun();
  const done = run ? run.invoiceCount - run.emailsPending : 0;
  const retryable = run && !running && run.emailsFailed + run.emailsWithoutAddress > 0;
  return (
    <Card aria-label="Unpaid run">
      <h3 className="bp6-heading">Unpaid run {id}</h3>
      {error ? <Callout intent={Intent.DANGER}>{errorMessage(error)}</Callout> : null}
      {!run ? (
        loading ? (
          <Spinner size={20} />
        ) : (
          <p>This unpaid run does not exist.</p>
        )
      ) : (
        <>
          <div className="folio-ur-summary" data-testid="unpaid-run-summary" data-status={run.status}>
            <span>{formatInstant(run.runAt, company.timeZone)}</span>
            <span>Older than {run.olderThanDays} days</span>
            <span>{run.invoiceCount.toLocaleString('en-US')} invoices</span>
            <span>Total due {formatMoney(run.totalDue, company.currencySymbol)}</span>
            <span>
              Emails sent {run.emailsSent}, failed {run.emailsFailed}, no address {run.emailsWithoutAddress}
            </span>
          </div>
          {running ? (
            <div className="folio-ur-progress" aria-live="polite">
              <ProgressBar intent={Intent.PRIMARY} value={run.invoiceCount === 0 ? 1 : done / run.invoiceCount} />
              Sending reminders: {done} of {run.invoiceCount}
            </div>
          ) : null}
          <div className="folio-table-scroll">
            <HTMLTable striped compact className="folio-ur-table" data-testid="unpaid-run-invoices">
              <thead>
                <tr>
                  <th>Invoice</th>
                  <th>Client</th>
                  <th>Invoiced</th>
                  <th>Status</th>
                  <th className="folio-ur-numeric">Due at run</th>
                  <th>Email</th>
                  <th>Reminder</th>
                </tr>
              </thead>
              <tbody>
                {(data?.unpaidRun?.invoices ?? []).map((row) => (
                  <tr key={row.invoice.id} data-reminder={row.emailStatus}>
                    <td>
                      <a href={`#/commonFinancialInvoices?tab=2&invoice=${row.invoice.id}`}>{row.invoice.uniqueId}</a>
                    </td>
                    <td>{row.invoice.client.name}</td>
                    <td>{formatInstant(row.invoice.invoiced, company.timeZone)}</td>
                    <td>{row.invoice.statusLabel}</td>
                    <td className="folio-ur-numeric">{formatMoney(row.due, company.currencySymbol)}</td>
                    <td>{row.email ?? '—'}</td>
                    <td title={row.emailError ?? undefined}>
                      <Tag minimal round intent={REMINDER[row.emailStatus].intent}>
                        {REMINDER[row.emailStatus].label}
                      </Tag>
                      {row.emailError ? <span className="bp6-text-muted"> {row.emailError}</span> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        </>
      )}
      <div className="folio-ur-actions">
        {retryable ? (
          <Button
            icon={<RefreshIcon />}
            intent={Intent.PRIMARY}
            text="Send failed reminders again"
            title="Resends the failed reminders (the same messages), and writes to clients who have an address now"
            loading={retrying}
            onClick={() => void retry(id)}
          />
        ) : null}
        <Button icon={<ArrowLeftIcon />} text="Back to Unpaid Runs" onClick={onBack} />
      </div>
    </Card>
  );
}
