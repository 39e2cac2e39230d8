import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import { fmMessages } from './messages';
import { withToasts } from './outcome';
import { evictRecodeResults } from './useRecodeFinancialTransactions';

export const FmUndoRecodeMutation = graphql(`
  mutation FmUndoRecode($id: ID!) {
    undoRecode(id: $id) {
      restored
      recode {
        id
        ...FmLastRecode
      }
    }
  }
`);

/**
 * Puts the last recode's transactions back on their previous accounts: a change of transactions, so the toasts
 * are the update's (spec §8); the server's reason (e.g. a row changed since) goes back to the view.
 */
export function useUndoRecode() {
  const [mutate, { loading }] = useMutation(FmUndoRecodeMutation, { update: evictRecodeResults });
  const undo = useCallback(
    (id: string) =>
      withToasts(
        async () => {
          const { data } = await mutate({ variables: { id } });
          return data?.undoRecode.restored ?? 0;
        },
        fmMessages.updated,
        fmMessages.updateFailed,
      ),
    [mutate],
  );
  return { undo, undoing: loading };
}
