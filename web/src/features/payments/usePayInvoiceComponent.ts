import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import type { PaymentInput } from '../../gql/graphql';
import { messages } from './messages';
import { runAction } from '../../shared/runAction';

export const PayInvoiceComponentMutation = graphql(`
  mutation PayInvoiceComponent($componentId: ID!, $input: PaymentInput!) {
    payInvoiceComponent(componentId: $componentId, input: $input) {
      created
      payment {
        id
        amount
        paid
        type
      }
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
 * Allocates a payment to one component (it counts toward the invoice too). The same `idempotencyKey` pays once.
 * The component and the invoice come back and update their cache entries (amounts, status, actions).
 */
export function usePayInvoiceComponent() {
  const [mutate, { loading }] = useMutation(PayInvoiceComponentMutation);
  const payComponent = useCallback(
    (componentId: string, input: PaymentInput) =>
      runAction(messages.payComponent, () => mutate({ variables: { componentId, input } })),
    [mutate],
  );
  return { payComponent, paying: loading };
}
