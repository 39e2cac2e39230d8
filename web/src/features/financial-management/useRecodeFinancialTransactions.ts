import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import type { RecodeInput } from '../../gql/graphql';
import { evictFinancialLists } from './financialCache';
import { fmMessages } from './messages';
import { withToasts } from './outcome';

export const FmRecodeTransactionsMutation = graphql(`
  mutation FmRecodeTransactions($input: RecodeInput!) {
    recodeFinancialTransactions(input: $input) {
      changed
      recode {
        id
        ...FmLastRecode
      }
    }
  }
`);

/** After a recode or its undo: the lists and figures, the last recode and any preview are fetched afresh. */
export function evictRecodeResults(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'lastRecode' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'recodePreview' });
  evictFinancialLists(cache);
}

/** Recodes the matching transactions (after the preview was confirmed); resolves with how many changed. */
export function useRecodeFinancialTransactions() {
  const [mutate, { loading }] = useMutation(FmRecodeTransactionsMutation, { update: evictRecodeResults });
  const recode = useCallback(
    (input: RecodeInput) =>
      withToasts(
        async () => {
          const { data } = await mutate({ variables: { input } });
          return data?.recodeFinancialTransactions.changed ?? 0;
        },
        fmMessages.recoded,
        fmMessages.recodeFailed,
      ),
    [mutate],
  );
  return { recode, recoding: loading };
}
