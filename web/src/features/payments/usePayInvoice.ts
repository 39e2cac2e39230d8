import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { getFragmentData, graphql } from '../../gql';
import type { PaymentInput } from '../../gql/graphql';
import { writeInvoiceComponents } from '../invoices/invoiceCache';
import { InvoiceWithComponentsFragment } from '../invoices/invoiceFragments';
import { messages } from './messages';
import { runAction } from '../../shared/runAction';

export const PayInvoiceMutation = graphql(`
  mutation PayInvoice($invoiceId: ID!, $input: PaymentInput!) {
    payInvoice(invoiceId: $invoiceId, input: $input) {
      created
      payment {
        id
        amount
        paid
        type
      }
      invoice {
        ...InvoiceWithComponents
      }
    }
  }
`);

/**
 * Allocates a payment to an invoice. The same `idempotencyKey` pays once. The answer's invoice (with its
 * components, whose paid amounts may have changed) refreshes the cache.
 */
export function usePayInvoice() {
  const [mutate, { loading }] = useMutation(PayInvoiceMutation, {
    update(cache, { data }, { variables }) {
      if (!data || !variables) return;
      const { components } = getFragmentData(InvoiceWithComponentsFragment, data.payInvoice.invoice);
      writeInvoiceComponents(cache, String(variables.invoiceId), components);
    },
  });
  const payInvoice = useCallback(
    (invoiceId: string, input: PaymentInput) =>
      runAction(messages.payInvoice, () => mutate({ variables: { invoiceId, input } })),
    [mutate],
  );
  return { payInvoice, paying: loading };
}
