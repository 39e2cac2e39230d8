import { useQuery } from '@apollo/client/react';
import { Button, Callout, Card, FormGroup, HTMLTable, Intent, NumericInput, Spinner } from '@blueprintjs/core';
import { PlayIcon } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import { CONFIRMATION_DEFAULT, isConfirmed, type Confirmation } from '../../shared/confirmation';
import { ConfirmSelect } from '../../shared/ConfirmSelect';
import { formatInstant } from '../../shared/dates';
import { errorMessage } from '../../shared/errorMessage';
import { formatMoney } from '../../shared/money';
import { useViewer } from '../session/useViewer';
import { DEFAULT_OLDER_THAN_DAYS } from './messages';
import { UnpaidRunPreviewQuery } from './unpaidRunQueries';
import { useStartUnpaidRun } from './useStartUnpaidRun';

interface NewUnpaidRunViewProps {
  onStarted: (id: string) => void;
  onCancel: () => void;
}

const PREVIEW_ROWS = 200;

/** Choose the days, see what the run will include (count, total due, the invoices), confirm with Y, start. */
export function NewUnpaidRunView({ onStarted, onCancel }: NewUnpaidRunViewProps) {
  const { company } = useViewer();
  const daysId = useId();
  const [days, setDays] = useState(DEFAULT_OLDER_THAN_DAYS);
  const [confirm, setConfirm] = useState<Confirmation>(CONFIRMATION_DEFAULT);
  const { data, loading, error } = useQuery(UnpaidRunPreviewQuery, {
    variables: { olderThanDays: days },
    fetchPolicy: 'network-only',
  });
  const preview = data?.unpaidRunPreview;
  const { startUnpaidRun, starting } = useStartUnpaidRun();

  async function start() {
    if (!isConfirmed(confirm)) return onCancel();
    const id = await startUnpaidRun(days);
    if (id) onStarted(id);
    else onCancel();
  }

  return (
    <Card aria-label="New unpaid run">
      <h3 className="bp6-heading">New unpaid run</h3>
      <FormGroup
        label="Invoiced more than (days) ago"
        labelFor={daysId}
        helperText="Invoices still unpaid (not Paid or Archived, with an amount due) that were invoiced longer ago than this."
      >
        <NumericInput
          id={daysId}
          min={0}
          max={3650}
          value={days}
          disabled={starting}
          onValueChange={(value) => setDays(Number.isInteger(value) && value >= 0 ? Math.min(value, 3650) : 0)}
        />
      </FormGroup>
      {error ? <Callout intent={Intent.DANGER}>{errorMessage(error)}</Callout> : null}
      {loading && !preview ? <Spinner size={20} /> : null}
      {preview ? (
        <section aria-label="Preview">
          <div className="folio-ur-summary" data-testid="unpaid-run-preview" data-count={preview.invoiceCount}>
            <span>
              <strong>{preview.invoiceCount.toLocaleString('en-US')}</strong> invoices
            </span>
            <span>
              Total due <strong>{formatMoney(preview.totalDue, company.currencySymbol)}</strong>
            </span>
            <span>Invoiced before {formatInstant(preview.invoicedBefore, company.timeZone)}</span>
          </div>
          <div className="folio-ur-scroll">
            <div className="folio-table-scroll">
              <HTMLTable striped compact className="folio-ur-table">
                <thead>
                  <tr>
                    <th>Invoice</th>
                    <th>Client</th>
                    <th>Email</th>
                    <th>Invoiced</th>
                    <th>Status</th>
                    <th className="folio-ur-numeric">Amount due</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.invoices.slice(0, PREVIEW_ROWS).map((invoice) => (
                    <tr key={invoice.id}>
                      <td>{invoice.uniqueId}</td>
                      <td>{invoice.client.name}</td>
                      <td>{invoice.client.email ?? 'No address'}</td>
                      <td>{formatInstant(invoice.invoiced, company.timeZone)}</td>
                      <td>{invoice.statusLabel}</td>
                      <td className="folio-ur-numeric">{formatMoney(invoice.amountDue, company.currencySymbol)}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
          </div>
          {preview.invoices.length > PREVIEW_ROWS ? (
            <p className="bp6-text-muted">The first {PREVIEW_ROWS} are shown; the run includes all of them.</p>
          ) : null}
        </section>
      ) : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void start();
        }}
      >
        <ConfirmSelect
          value={confirm}
          onChange={setConfirm}
          disabled={starting}
          helperText="Choose Y to mark these invoices Unpaids Process and email each client a reminder."
        />
        <Button
          type="submit"
          icon={<PlayIcon />}
          intent={Intent.PRIMARY}
          text="Start"
          loading={starting}
          disabled={starting || !preview || !isConfirmed(confirm)}
        />{' '}
        <Button text="Cancel" disabled={starting} onClick={onCancel} />
      </form>
    </Card>
  );
}
