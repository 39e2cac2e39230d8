import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { getFragmentData, graphql } from '../../gql';
import { writeInvoiceComponents } from './invoiceCache';
import { InvoiceWithComponentsFragment } from './invoiceFragments';
import { messages } from './messages';
import { runAction } from '../../shared/runAction';

export const AddProductToInvoiceMutation = graphql(`
  mutation AddProductToInvoice($invoiceId: ID!, $productId: ID!) {
    addProductToInvoice(invoiceId: $invoiceId, productId: $productId) {
      ...InvoiceWithComponents
    }
  }
`);

/** Adds a product to an invoice as a new component; the invoice's new amount and components go into the cache. */
export function useAddProduct() {
  const [mutate, { loading }] = useMutation(AddProductToInvoiceMutation, {
    update(cache, { data }, { variables }) {
      if (!data || !variables) return;
      const { components } = getFragmentData(InvoiceWithComponentsFragment, data.addProductToInvoice);
      writeInvoiceComponents(cache, String(variables.invoiceId), components);
    },
  });
  const addProduct = useCallback(
    (invoiceId: string, productId: string) =>
      runAction(messages.addProduct, () => mutate({ variables: { invoiceId, productId } })),
    [mutate],
  );
  return { addProduct, adding: loading };
}
