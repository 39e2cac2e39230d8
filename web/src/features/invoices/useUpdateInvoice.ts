import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import type { UpdateInvoiceInput } from '../../gql/graphql';
import { messages } from './messages';
import { runAction } from '../../shared/runAction';

export const UpdateInvoiceMutation = graphql(`
  mutation UpdateInvoice($id: ID!, $input: UpdateInvoiceInput!) {
    updateInvoice(id: $id, input: $input) {
      ...InvoiceFields
    }
  }
`);

/**
 * Changes an invoice's status or date. The answer carries every field the screen shows, so the normalized
 * `Invoice` entry (and every list and view reading it) updates from the answer.
 */
export function useUpdateInvoice() {
  const [mutate, { loading }] = useMutation(UpdateInvoiceMutation);
  const updateInvoice = useCallback(
    (id: string, input: UpdateInvoiceInput) =>
      runAction(messages.updateInvoice, () => mutate({ variables: { id, input } })),
    [mutate],
  );
  return { updateInvoice, updating: loading };
}
