import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import type { FinancialTransactionInput } from '../../gql/graphql';
import { evictFinancialLists } from './financialCache';
import { fmMessages } from './messages';
import { withToasts } from './outcome';

export const FmUpdateTransactionMutation = graphql(`
  mutation FmUpdateTransaction($id: ID!, $input: FinancialTransactionInput!) {
    updateFinancialTransaction(id: $id, input: $input) {
      id
      ...FmTransactionRow
      ...FmTransactionForm
    }
  }
`);

/** Updates a transaction: the normalized cache takes the new row; lists and figures are refetched. */
export function useUpdateFinancialTransaction() {
  const [mutate, { loading }] = useMutation(FmUpdateTransactionMutation, { update: evictFinancialLists });
  const update = useCallback(
    (id: string, input: FinancialTransactionInput) =>
      withToasts(
        async () => {
          await mutate({ variables: { id, input } });
        },
        fmMessages.updated,
        fmMessages.updateFailed,
      ),
    [mutate],
  );
  return { update, updating: loading };
}
