import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import type { InvoiceComponentInput } from '../../gql/graphql';
import { messages } from './messages';
import { runAction } from '../../shared/runAction';

export const UpdateInvoiceComponentMutation = graphql(`
  mutation UpdateInvoiceComponent($id: ID!, $input: InvoiceComponentInput!) {
    updateInvoiceComponent(id: $id, input: $input) {
      component {
        ...InvoiceComponentFields
      }
      invoice {
        ...InvoiceFields
      }
    }
  }
`);

/**
 * Updates a component. The server recomputes its amount and the invoice's; both come back and update their
 * normalized entries, so the components list, the invoice view and the invoices list agree.
 */
export function useUpdateInvoiceComponent() {
  const [mutate, { loading }] = useMutation(UpdateInvoiceComponentMutation);
  const updateComponent = useCallback(
    (id: string, input: InvoiceComponentInput) =>
      runAction(messages.updateComponent, () => mutate({ variables: { id, input } })),
    [mutate],
  );
  return { updateComponent, updating: loading };
}
