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
    }
  }
`);

/** Recodes the matching transactions; resolves with how many changed. */
export function useRecodeFinancialTransactions() {
  const [mutate, { loading }] = useMutation(FmRecodeTransactionsMutation, { update: evictFinancialLists });
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
