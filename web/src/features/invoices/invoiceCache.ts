import type { ApolloCache } from '@apollo/client';
import type { FragmentType } from '../../gql';
import type { InvoiceComponentFieldsFragmentDoc } from '../../gql/graphql';
import { InvoiceComponentListQuery } from './invoiceQueries';

/** Removes a deleted invoice or component from the cache; lists drop the dangling reference at once. */
export function evictEntity(cache: ApolloCache, typename: 'Invoice' | 'InvoiceComponent', id: string): void {
  const cacheId = cache.identify({ __typename: typename, id });
  if (cacheId) cache.evict({ id: cacheId });
  cache.gc();
}

/**
 * Writes an invoice's current components (as a mutation returned them) into `invoiceComponents(invoiceId)`, so
 * the components list and the invoice view agree without waiting for a refetch.
 */
export function writeInvoiceComponents(
  cache: ApolloCache,
  invoiceId: string,
  components: readonly FragmentType<typeof InvoiceComponentFieldsFragmentDoc>[],
): void {
  cache.writeQuery({
    query: InvoiceComponentListQuery,
    variables: { invoiceId },
    data: { invoiceComponents: [...components] },
  });
}
