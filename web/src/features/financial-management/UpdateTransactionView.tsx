import { useQuery } from '@apollo/client/react';
import { Button, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { getFragmentData } from '../../gql';
import { errorMessage } from '../../shared/errorMessage';
import { useFinancialAccounts } from './accounts';
import { fmRoutes, type FmLocation } from './fmNavigation';
import { InlineNotice } from './InlineNotice';
import { FmTransactionFormFragment, TransactionForm } from './TransactionForm';
import { FmTransactionQuery } from './transactionQuery';
import type { FmGo } from './useFmNavigation';
import { useUpdateFinancialTransaction } from './useUpdateFinancialTransaction';
import { ViewHeader } from './ViewHeader';

/** View 7, 'Update Financial Transaction': saved or cancelled, back to the list (spec §4). */
export function UpdateTransactionView({ location, go }: { location: FmLocation; go: FmGo }) {
  const id = location.id ?? '';
  const { data, loading, error } = useQuery(FmTransactionQuery, { variables: { id }, skip: id === '' });
  const { accounts, loading: accountsLoading, error: accountsError } = useFinancialAccounts();
  const { update, updating } = useUpdateFinancialTransaction();
  const [failure, setFailure] = useState<string | null>(null);
  const back = () => go(fmRoutes.backToList(location));
  const transaction = data?.financialTransaction
    ? getFragmentData(FmTransactionFormFragment, data.financialTransaction)
    : null;

  return (
    <section aria-labelledby="fm-view-title">
      <ViewHeader title="Update Financial Transaction" />
      {error ? <InlineNotice>{`The transaction could not be loaded: ${errorMessage(error)}`}</InlineNotice> : null}
      {accountsError ? (
        <InlineNotice>{`The financial accounts could not be loaded: ${errorMessage(accountsError)}`}</InlineNotice>
      ) : null}
      {loading || accountsLoading ? (
        <Spinner size={24} aria-label="Loading the transaction" />
      ) : transaction ? (
        <TransactionForm
          key={transaction.id}
          initial={{
            processed: transaction.processed,
            financialAccountCode: transaction.financialAccountCode,
            description: transaction.description,
            debit: transaction.debit,
            credit: transaction.credit,
          }}
          accounts={accounts}
          submitText="Update"
          busy={updating}
          failure={failure}
          onCancel={back}
          onSubmit={(input) => {
            void update(transaction.id, input).then((outcome) => {
              if (outcome.ok) back();
              else setFailure(outcome.message);
            });
          }}
        />
      ) : (
        <>
          {error ? null : <InlineNotice>This financial transaction no longer exists.</InlineNotice>}
          <Button text="Cancel" onClick={back} />
        </>
      )}
    </section>
  );
}
