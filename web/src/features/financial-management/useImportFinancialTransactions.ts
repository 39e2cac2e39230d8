import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import type { ImportedTransactionInput, ImportFormat } from '../../gql/graphql';
import { evictFinancialLists } from './financialCache';
import { fmMessages } from './messages';
import { withToasts } from './outcome';

export const FmImportTransactionsMutation = graphql(`
  mutation FmImportTransactions($rows: [ImportedTransactionInput!]!, $format: ImportFormat, $idempotencyKey: String) {
    importFinancialTransactions(rows: $rows, format: $format, idempotencyKey: $idempotencyKey) {
      imported
      replayed
    }
  }
`);

/**
 * Stores the reviewed rows, all or none (view 4's Upload), with the file's format and the review's idempotency key
 * (the same upload sent twice stores once); resolves with how many were stored, and whether the key had stored
 * them already (`replayed`: nothing new was stored).
 */
export function useImportFinancialTransactions() {
  const [mutate, { loading }] = useMutation(FmImportTransactionsMutation, { update: evictFinancialLists });
  const importRows = useCallback(
    async (rows: ImportedTransactionInput[], format: ImportFormat, idempotencyKey: string) => {
      let error: unknown = null;
      const outcome = await withToasts(
        async () => {
          try {
            const { data } = await mutate({ variables: { rows, format, idempotencyKey } });
            const result = data?.importFinancialTransactions;
            return { imported: result?.imported ?? 0, replayed: result?.replayed ?? false };
          } catch (caught) {
            error = caught;
            throw caught;
          }
        },
        fmMessages.imported,
        fmMessages.importFailed,
      );
      // the error itself too, for the row it names (extensions.fieldErrors)
      return outcome.ok ? outcome : { ...outcome, error };
    },
    [mutate],
  );
  return { importRows, importing: loading };
}
