import './unpaid-runs.css';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../shared/PageHeader';
import { NewUnpaidRunView } from './NewUnpaidRunView';
import { UnpaidRunDetailView } from './UnpaidRunDetailView';
import { UnpaidRunList } from './UnpaidRunList';

/** Unpaid runs: the list, a new run (`?view=new`: preview, then start) and one run (`?run=12`), chosen by the URL. */
export function UnpaidRunsPage() {
  const [params, setParams] = useSearchParams();
  const runId = /^\d+$/.test(params.get('run') ?? '') ? params.get('run') : null;
  const isNew = params.get('view') === 'new';
  const toList = () => setParams({}, { replace: true });

  return (
    <>
      <PageHeader
        title="Unpaid Runs"
        description="Follow up invoices that are still unpaid: a run marks them Unpaids Process and emails each client a reminder with the invoice attached."
      />
      {runId !== null ? (
        <UnpaidRunDetailView id={runId} onBack={toList} />
      ) : isNew ? (
        <NewUnpaidRunView onStarted={(id) => setParams({ run: id }, { replace: true })} onCancel={toList} />
      ) : (
        <UnpaidRunList onNew={() => setParams({ view: 'new' })} onOpen={(id) => setParams({ run: id })} />
      )}
    </>
  );
}
