import { useState } from 'react';
import { todayInZone } from '../../shared/dates';
import { errorMessage } from '../../shared/errorMessage';
import { useViewer } from '../session/useViewer';
import { useFinancialAccounts } from './accounts';
import { fmRoutes, type FmLocation } from './fmNavigation';
import { InlineNotice } from './InlineNotice';
import { TransactionForm } from './TransactionForm';
import { useCreateFinancialTransaction } from './useCreateFinancialTransaction';
import type { FmGo } from './useFmNavigation';
import { ViewHeader } from './ViewHeader';

/** View 9, 'New Financial Transaction': saved or cancelled, back to the list (spec §4). */
export function NewTransactionView({ location, go }: { location: FmLocation; go: FmGo }) {
  const { company } = useViewer();
  const { accounts, loading, error } = useFinancialAccounts();
  const { create, creating } = useCreateFinancialTransaction();
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <section aria-labelledby="fm-view-title">
      <ViewHeader title="New Financial Transaction" />
      {error ? (
        <InlineNotice>{`The financial accounts could not be loaded: ${errorMessage(error)}`}</InlineNotice>
      ) : null}
      {loading ? null : (
        <TransactionForm
          initial={{
            processed: todayInZone(company.timeZone),
            financialAccountCode: accounts[0]?.code ?? '',
            description: '',
            debit: '',
            credit: '',
          }}
          accounts={accounts}
          submitText="Create"
          busy={creating}
          failure={failure}
          onCancel={() => go(fmRoutes.backToList(location))}
          onSubmit={(input) => {
            void create(input).then((outcome) => {
              if (outcome.ok) go(fmRoutes.backToList(location));
              else setFailure(outcome.message);
            });
          }}
        />
      )}
    </section>
  );
}
