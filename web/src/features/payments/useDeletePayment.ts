import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { getFragmentData, graphql } from '../../gql';
import { InvoiceFieldsFragment } from '../invoices/invoiceFragments';
import { runAction } from '../../shared/runAction';
import { messages } from './messages';

export const DeletePaymentMutation = graphql(`
  mutation DeletePayment($id: ID!) {
    deletePayment(id: $id) {
      id
      invoice {
        ...InvoiceFields
      }
    }
  }
`);

/**
 * Deletes a payment (the server reverses its allocation). The answered invoice lands in the cache through its
 * fragment (paid, status, actions); the payment is evicted, with every cached payments list and the invoice's
 * payments, so no view shows it any more.
 */
export function useDeletePayment() {
  const [mutate, { loading }] = useMutation(DeletePaymentMutation, {
    update(cache, { data }) {
      if (!data) return;
      const paymentId = cache.identify({ __typename: 'Payment', id: data.deletePayment.id });
      if (paymentId) cache.evict({ id: paymentId });
      const invoice = getFragmentData(InvoiceFieldsFragment, data.deletePayment.invoice);
      const invoiceId = cache.identify({ __typename: 'Invoice', id: invoice.id });
      if (invoiceId) cache.evict({ id: invoiceId, fieldName: 'payments' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'payments' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'practitionerPayments' });
      cache.gc();
    },
  });
  const deletePayment = useCallback(
    (id: string) => runAction(messages.deletePayment, () => mutate({ variables: { id } })),
    [mutate],
  );
  return { deletePayment, deleting: loading };
}
