import { useQuery } from '@apollo/client/react';
import { Button, Callout, HTMLTable, Intent, Spinner, Tag } from '@blueprintjs/core';
import { PlusIcon } from '@blueprintjs/icons';
import { getFragmentData } from '../../gql';
import { formatInstant } from '../../shared/dates';
import { errorMessage } from '../../shared/errorMessage';
import { formatMoney } from '../../shared/money';
import { useViewer } from '../session/useViewer';
import { UnpaidRunFieldsFragment, UnpaidRunListQuery } from './unpaidRunQueries';
import { scrollRegion } from '../../shared/scrollRegion';

interface UnpaidRunListProps {
  onNew: () => void;
  onOpen: (id: string) => void;
}

/** The company's unpaid runs, newest first: date, days, invoices, total due and the reminders' outcome. */
export function UnpaidRunList({ onNew, onOpen }: UnpaidRunListProps) {
  const { company } = useViewer();
  const { data, loading, error } = useQuery(UnpaidRunListQuery, { fetchPolicy: 'cache-and-network' });
  const runs = data?.unpaidRuns.map((run) => getFragmentData(UnpaidRunFieldsFragment, run)) ?? [];
  return (
    <section aria-label="Unpaid runs">
      <div className="folio-ur-toolbar">
        <Button icon={<PlusIcon />} intent={Intent.PRIMARY} text="New Unpaid Run" onClick={onNew} />
      </div>
      {error ? <Callout intent={Intent.DANGER}>{errorMessage(error)}</Callout> : null}
      <div {...scrollRegion('Unpaid runs')}>
        <HTMLTable striped interactive compact className="folio-ur-table" data-testid="unpaid-run-table">
          <thead>
            <tr>
              <th>Run</th>
              <th>Date</th>
              <th className="folio-ur-numeric">Older than (days)</th>
              <th className="folio-ur-numeric">Invoices</th>
              <th className="folio-ur-numeric">Total due</th>
              <th className="folio-ur-numeric">Emails sent</th>
              <th className="folio-ur-numeric">Failed</th>
              <th className="folio-ur-numeric">No address</th>
              <th>Status</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {runs.length === 0 ? (
              <tr>
                <td colSpan={10}>{loading ? <Spinner size={16} /> : 'No unpaid runs yet.'}</td>
              </tr>
            ) : (
              runs.map((run) => (
                <tr key={run.id} data-run-id={run.id}>
                  <td>{run.id}</td>
                  <td>{formatInstant(run.runAt, company.timeZone)}</td>
                  <td className="folio-ur-numeric">{run.olderThanDays}</td>
                  <td className="folio-ur-numeric">{run.invoiceCount.toLocaleString('en-US')}</td>
                  <td className="folio-ur-numeric">{formatMoney(run.totalDue, company.currencySymbol)}</td>
                  <td className="folio-ur-numeric">{run.emailsSent}</td>
                  <td className="folio-ur-numeric">{run.emailsFailed}</td>
                  <td className="folio-ur-numeric">{run.emailsWithoutAddress}</td>
                  <td>
                    <Tag minimal round intent={run.status === 'RUNNING' ? Intent.PRIMARY : Intent.SUCCESS}>
                      {run.status === 'RUNNING' ? 'Running' : 'Finished'}
                    </Tag>
                  </td>
                  <td>
                    <Button size="small" text="View Invoices" onClick={() => onOpen(run.id)} />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </HTMLTable>
      </div>
    </section>
  );
}
