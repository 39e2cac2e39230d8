import { useQuery } from '@apollo/client/react';
import { Button, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { getFragmentData } from '../../gql';
import { CONFIRMATION_DEFAULT, isConfirmed, type Confirmation } from '../../shared/confirmation';
import { ConfirmSelect } from '../../shared/ConfirmSelect';
import { errorMessage } from '../../shared/errorMessage';
import { formatAmount } from '../../shared/money';
import { fmRoutes, type FmLocation } from './fmNavigation';
import { InlineNotice } from './InlineNotice';
import { FmTransactionQuery } from './transactionQuery';
import { FmTransactionRowFragment } from './TransactionsTable';
import { useDeleteFinancialTransaction } from './useDeleteFinancialTransaction';
import type { FmGo } from './useFmNavigation';
import { ViewHeader } from './ViewHeader';

/** View 8, 'Delete Financial Transaction': deletes only on Y; N (the default) returns to the list untouched. */
export function DeleteTransactionView({ location, go }: { location: FmLocation; go: FmGo }) {
  const id = location.id ?? '';
  const { data, loading, error } = useQuery(FmTransactionQuery, { variables: { id }, skip: id === '' });
  const { remove, deleting } = useDeleteFinancialTransaction();
  const [confirmation, setConfirmation] = useState<Confirmation>(CONFIRMATION_DEFAULT);
  const [failure, setFailure] = useState<string | null>(null);
  const back = () => go(fmRoutes.backToList(location));
  const row = data?.financialTransaction ? getFragmentData(FmTransactionRowFragment, data.financialTransaction) : null;

  const onDelete = () => {
    if (!isConfirmed(confirmation)) {
      back(); // spec §4: without Y nothing is deleted and the view returns to the list
      return;
    }
    void remove(id).then((outcome) => {
      if (outcome.ok) back();
      else setFailure(outcome.message);
    });
  };

  return (
    <section aria-labelledby="fm-view-title">
      <ViewHeader title="Delete Financial Transaction" />
      {error ? <InlineNotice>{`The transaction could not be loaded: ${errorMessage(error)}`}</InlineNotice> : null}
      {failure ? <InlineNotice intent="danger">{failure}</InlineNotice> : null}
      {loading ? (
        <Spinner size={24} aria-label="Loading the transaction" />
      ) : row ? (
        <dl className="fm-details">
          <dt>Processed</dt>
          <dd>{row.processed}</dd>
          <dt>Account</dt>
          <dd>
            {row.financialAccountCode} – {row.financialAccountName}
          </dd>
          <dt>Description</dt>
          <dd>{row.description}</dd>
          <dt>Debit</dt>
          <dd>{formatAmount(row.debit)}</dd>
          <dt>Credit</dt>
          <dd>{formatAmount(row.credit)}</dd>
        </dl>
      ) : error ? null : (
        <InlineNotice>This financial transaction no longer exists.</InlineNotice>
      )}
      <div className="fm-form">
        <ConfirmSelect
          value={confirmation}
          onChange={setConfirmation}
          disabled={deleting}
          helperText="Choose Y to delete this transaction."
        />
        <div className="fm-form-actions">
          <Button
            intent="danger"
            text="Delete"
            onClick={onDelete}
            loading={deleting}
            disabled={deleting || !row || !isConfirmed(confirmation)}
          />
          <Button text="Cancel" onClick={back} disabled={deleting} />
        </div>
      </div>
    </section>
  );
}
