import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { getFragmentData, graphql } from '../../gql';
import { evictEntity, writeInvoiceComponents } from './invoiceCache';
import { InvoiceWithComponentsFragment } from './invoiceFragments';
import { messages } from './messages';
import { runAction } from '../../shared/runAction';

export const DeleteInvoiceComponentMutation = graphql(`
  mutation DeleteInvoiceComponent($id: ID!) {
    deleteInvoiceComponent(id: $id) {
      id
      invoice {
        id
        ...InvoiceWithComponents
      }
    }
  }
`);

/** Deletes a component: it leaves the cache, and the invoice comes back with its new amount and components. */
export function useDeleteInvoiceComponent() {
  const [mutate, { loading }] = useMutation(DeleteInvoiceComponentMutation, {
    update(cache, { data }) {
      if (!data) return;
      const { id, invoice } = data.deleteInvoiceComponent;
      evictEntity(cache, 'InvoiceComponent', id);
      writeInvoiceComponents(cache, invoice.id, getFragmentData(InvoiceWithComponentsFragment, invoice).components);
    },
  });
  const deleteComponent = useCallback(
    (id: string) => runAction(messages.deleteComponent, () => mutate({ variables: { id } })),
    [mutate],
  );
  return { deleteComponent, deleting: loading };
}
