import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import type { FinancialTransactionInput } from '../../gql/graphql';
import { evictFinancialLists } from './financialCache';
import { fmMessages } from './messages';
import { withToasts } from './outcome';

export const FmCreateTransactionMutation = graphql(`
  mutation FmCreateTransaction($input: FinancialTransactionInput!) {
    createFinancialTransaction(input: $input) {
      id
      ...FmTransactionRow
    }
  }
`);

/** Creates a transaction; spec §8 uses the update texts for create too. */
export function useCreateFinancialTransaction() {
  const [mutate, { loading }] = useMutation(FmCreateTransactionMutation, { update: evictFinancialLists });
  const create = useCallback(
    (input: FinancialTransactionInput) =>
      withToasts(
        async () => {
          await mutate({ variables: { input } });
        },
        fmMessages.updated,
        fmMessages.updateFailed,
      ),
    [mutate],
  );
  return { create, creating: loading };
}
