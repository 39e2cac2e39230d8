import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { BillingPlanInput, ProductInput } from '../../gql/graphql';
import {
  CatalogCreateBillingPlanMutation,
  CatalogCreateProductMutation,
  CatalogDeleteBillingPlanMutation,
  CatalogDeleteProductMutation,
  CatalogUpdateBillingPlanMutation,
  CatalogUpdateProductMutation,
} from './catalogQueries';
import { messages } from './messages';
import { runCatalogAction } from './runCatalogAction';

/**
 * After a change every cached list of products and plans (these screens' and the choices the invoice views offer)
 * is dropped: the lists on screen fetch again at once, the others when next shown.
 */
function dropCatalogLists(cache: ApolloCache): void {
  for (const fieldName of ['products', 'product', 'billingPlans', 'billingPlan']) {
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  }
  cache.gc();
}
const options = { update: dropCatalogLists } as const;

export function useProductMutations() {
  const [create, created] = useMutation(CatalogCreateProductMutation, options);
  const [update, updated] = useMutation(CatalogUpdateProductMutation, options);
  const [remove, removed] = useMutation(CatalogDeleteProductMutation, options);
  return {
    busy: created.loading || updated.loading || removed.loading,
    createProduct: useCallback(
      (input: ProductInput) => runCatalogAction(messages.createProduct, () => create({ variables: { input } })),
      [create],
    ),
    updateProduct: useCallback(
      (id: string, input: ProductInput) =>
        runCatalogAction(messages.updateProduct, () => update({ variables: { id, input } })),
      [update],
    ),
    deleteProduct: useCallback(
      (id: string) => runCatalogAction(messages.deleteProduct, () => remove({ variables: { id } })),
      [remove],
    ),
  };
}

export function usePlanMutations() {
  const [create, created] = useMutation(CatalogCreateBillingPlanMutation, options);
  const [update, updated] = useMutation(CatalogUpdateBillingPlanMutation, options);
  const [remove, removed] = useMutation(CatalogDeleteBillingPlanMutation, options);
  return {
    busy: created.loading || updated.loading || removed.loading,
    createPlan: useCallback(
      (input: BillingPlanInput) => runCatalogAction(messages.createPlan, () => create({ variables: { input } })),
      [create],
    ),
    updatePlan: useCallback(
      (id: string, input: BillingPlanInput) =>
        runCatalogAction(messages.updatePlan, () => update({ variables: { id, input } })),
      [update],
    ),
    deletePlan: useCallback(
      (id: string) => runCatalogAction(messages.deletePlan, () => remove({ variables: { id } })),
      [remove],
    ),
  };
}
