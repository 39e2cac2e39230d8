import { Button, Callout, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { getFragmentData } from '../../gql';
import { formatInstant } from '../../shared/dates';
import { errorMessage } from '../../shared/errorMessage';
import { formatMoney } from '../../shared/money';
import { useViewer } from '../session/useViewer';
import { BillingRunFieldsFragment, BillingRunListQuery } from './billingRunOperations';
import { INCOMPLETE_RUN_MESSAGE, RUNS_EMPTY_MESSAGE, RUNS_LOADING_MESSAGE } from './messages';

/** The company's billing runs, newest first: period (marked when the run stopped part-way), date, invoice count, total, paid. */
export function BillingRunList({ onOpen }: { onOpen: (id: string) => void }) {
  const { company } = useViewer();
  const { data, loading, error } = useQuery(BillingRunListQuery, { fetchPolicy: 'cache-and-network' });
  if (error) {
    return (
      <Callout intent="danger" role="alert">
        {errorMessage(error)}
      </Callout>
    );
  }
  if (loading && !data) return <NonIdealState icon={<Spinner size={24} />} description={RUNS_LOADING_MESSAGE} />;
  const runs = (data?.billingRuns ?? []).map((r) => getFragmentData(BillingRunFieldsFragment, r));
  if (runs.length === 0) return <NonIdealState description={RUNS_EMPTY_MESSAGE} />;
  const money = (value: string) => formatMoney(value, company.currencySymbol);
  return (
    <div className="folio-table-scroll">
      <HTMLTable striped interactive compact className="folio-runs-table">
        <thead>
          <tr>
            <th>Period</th>
            <th>Run at</th>
            <th>By</th>
            <th className="folio-inv-numeric">Invoices</th>
            <th className="folio-inv-numeric">Total</th>
            <th className="folio-inv-numeric">Paid</th>
            <th className="folio-inv-numeric">Skipped</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.id} data-testid="billing-run-row">
              <td>
                {run.periodStart} to {run.periodEnd}
                {run.complete ? null : (
                  <>
                    {' '}
                    <Tag minimal intent="warning" title={INCOMPLETE_RUN_MESSAGE}>
                      Incomplete
                    </Tag>
                  </>
                )}
              </td>
              <td>{formatInstant(run.runAt, company.timeZone)}</td>
              <td>{run.createdByName ?? '—'}</td>
              <td className="folio-inv-numeric">{run.invoiceCount}</td>
              <td className="folio-inv-numeric">{money(run.total)}</td>
              <td className="folio-inv-numeric">{money(run.paid)}</td>
              <td className="folio-inv-numeric">{run.skippedCount}</td>
              <td>
                <Button small text="Invoices" onClick={() => onOpen(run.id)} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
