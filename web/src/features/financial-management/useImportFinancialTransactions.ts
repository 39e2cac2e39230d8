import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import type { ImportedTransactionInput } from '../../gql/graphql';
import { evictFinancialLists } from './financialCache';
import { fmMessages } from './messages';
import { withToasts } from './outcome';

export const FmImportTransactionsMutation = graphql(`
  mutation FmImportTransactions($rows: [ImportedTransactionInput!]!) {
    importFinancialTransactions(rows: $rows) {
      imported
    }
  }
`);

/** Stores the reviewed rows, all or none (view 4's Upload); resolves with how many were stored. */
export function useImportFinancialTransactions() {
  const [mutate, { loading }] = useMutation(FmImportTransactionsMutation, { update: evictFinancialLists });
  const importRows = useCallback(
    (rows: ImportedTransactionInput[]) =>
      withToasts(
        async () => {
          const { data } = await mutate({ variables: { rows } });
          return data?.importFinancialTransactions.imported ?? 0;
        },
        fmMessages.imported,
        fmMessages.importFailed,
      ),
    [mutate],
  );
  return { importRows, importing: loading };
}
