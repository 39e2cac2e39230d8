import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import { evictFinancialLists } from './financialCache';
import { fmMessages } from './messages';
import { withToasts } from './outcome';

export const FmImportReviewRowsQuery = graphql(`
  query FmImportReviewRows($reviewId: ID!, $offset: Int!, $limit: Int!) {
    importReviewRows(reviewId: $reviewId, offset: $offset, limit: $limit) {
      total
      offset
      rows {
        id
        line
        processed
        financialAccountCode
        description
        amount
        duplicate
        duplicateOf
      }
    }
  }
`);

export const FmStoreImportReviewMutation = graphql(`
  mutation FmStoreImportReview($reviewId: ID!, $accountCode: String, $includeDuplicates: Boolean) {
    storeImportReview(reviewId: $reviewId, accountCode: $accountCode, includeDuplicates: $includeDuplicates) {
      imported
      replayed
    }
  }
`);

export const FmDeleteImportReviewMutation = graphql(`
  mutation FmDeleteImportReview($reviewId: ID!) {
    deleteImportReview(reviewId: $reviewId) {
      id
    }
  }
`);

/** One page of a review kept on the server (a large statement, decision 47), from the network each time. */
export function useImportReviewRows(reviewId: string, page: number, pageSize: number) {
  const { data, previousData, loading, error } = useQuery(FmImportReviewRowsQuery, {
    variables: { reviewId, offset: (page - 1) * pageSize, limit: pageSize },
    fetchPolicy: 'network-only',
  });
  return { page: (data ?? previousData)?.importReviewRows ?? null, loading, error };
}

/**
 * Stores a review kept on the server (Upload) or drops it (Cancel). The store is the review's own: sent again, it
 * answers the first store (replayed) and stores nothing new.
 */
export function useImportServerReview() {
  const [store, { loading: storing }] = useMutation(FmStoreImportReviewMutation, { update: evictFinancialLists });
  const [remove] = useMutation(FmDeleteImportReviewMutation);
  const storeReview = useCallback(
    async (reviewId: string, accountCode: string | null) => {
      let error: unknown = null;
      const outcome = await withToasts(
        async () => {
          try {
            const { data } = await store({ variables: { reviewId, accountCode } });
            const result = data?.storeImportReview;
            return { imported: result?.imported ?? 0, replayed: result?.replayed ?? false };
          } catch (caught) {
            error = caught;
            throw caught;
          }
        },
        fmMessages.imported,
        fmMessages.importFailed,
      );
      return outcome.ok ? outcome : { ...outcome, error };
    },
    [store],
  );
  const dropReview = useCallback(
    (reviewId: string) =>
      remove({ variables: { reviewId } }).then(
        () => undefined,
        () => undefined,
      ),
    [remove],
  );
  return { storeReview, dropReview, storing };
}
