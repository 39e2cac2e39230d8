import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import { evictEntity } from './invoiceCache';
import { messages } from './messages';
import { runAction } from '../../shared/runAction';

export const DeleteInvoiceMutation = graphql(`
  mutation DeleteInvoice($id: ID!) {
    deleteInvoice(id: $id) {
      id
    }
  }
`);

/** Deletes an invoice and removes it from the cache, so no list shows it any more. */
export function useDeleteInvoice() {
  const [mutate, { loading }] = useMutation(DeleteInvoiceMutation, {
    update(cache, { data }) {
      if (data) evictEntity(cache, 'Invoice', data.deleteInvoice.id);
    },
  });
  const deleteInvoice = useCallback(
    (id: string) => runAction(messages.deleteInvoice, () => mutate({ variables: { id } })),
    [mutate],
  );
  return { deleteInvoice, deleting: loading };
}
