import type { ApolloCache } from '@apollo/client';

/** Root fields whose answers a change of transactions makes stale: dropped, so the next screen fetches them. */
const DERIVED_FIELDS = ['financialTransactions', 'financialSummary', 'monthlyFinancials'] as const;

/** The cache update shared by every transaction mutation: lists, dashboard figures and chart are refetched. */
export function evictFinancialLists(cache: ApolloCache): void {
  for (const fieldName of DERIVED_FIELDS) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
