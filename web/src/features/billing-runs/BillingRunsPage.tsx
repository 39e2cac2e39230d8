import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../shared/PageHeader';
import '../../shared/tables.css';
import './billingRuns.css';
import { BillingRunInvoices } from './BillingRunInvoices';
import { BillingRunList } from './BillingRunList';
import { NewBillingRun } from './NewBillingRun';

/** Billing Runs (`#/commonFinancialBillingRuns`): the runs, a new run with its preview, and a run's invoices. */
export function BillingRunsPage() {
  const [params, setParams] = useSearchParams();
  const runId = /^\d{1,15}$/.test(params.get('run') ?? '') ? params.get('run') : null;
  const open = (id: string) => setParams({ run: id });
  return (
    <>
      <PageHeader
        title="Billing Runs"
        description="Bill every client on an active billing plan for a period, and review the invoices each run produced."
      />
      {runId ? (
        <BillingRunInvoices id={runId} onBack={() => setParams({}, { replace: true })} />
      ) : (
        <>
          <NewBillingRun onOpenRun={open} />
          <BillingRunList onOpen={open} />
        </>
      )}
    </>
  );
}
