import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import { evictFinancialLists } from './financialCache';
import { fmMessages } from './messages';
import { withToasts } from './outcome';

export const FmDeleteTransactionMutation = graphql(`
  mutation FmDeleteTransaction($id: ID!) {
    deleteFinancialTransaction(id: $id) {
      id
    }
  }
`);

/** Deletes a transaction and drops it, the lists and the figures from the cache. */
export function useDeleteFinancialTransaction() {
  const [mutate, { loading }] = useMutation(FmDeleteTransactionMutation, {
    update(cache, { data }) {
      const id = data?.deleteFinancialTransaction.id;
      if (id) cache.evict({ id: cache.identify({ __typename: 'FinancialTransaction', id }) });
      evictFinancialLists(cache);
    },
  });
  const remove = useCallback(
    (id: string) =>
      withToasts(
        async () => {
          await mutate({ variables: { id } });
        },
        fmMessages.deleted,
        fmMessages.deleteFailed,
      ),
    [mutate],
  );
  return { remove, deleting: loading };
}
