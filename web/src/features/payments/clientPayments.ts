import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import type { ApplyCreditInput, ClientPaymentInput } from '../../gql/graphql';
import { runAction } from '../../shared/runAction';
import { messages } from './messages';

/** A client's invoices (to pay several at once) and the credit the client has. */
export const ClientPaymentChoicesQuery = graphql(`
  query ClientPaymentChoices($clientId: ID!) {
    clientInvoices(clientId: $clientId) {
      id
      uniqueId
      invoiced
      status
      amount
      paid
      amountDue
    }
    clientCredit(clientId: $clientId) {
      clientId
      credit
    }
  }
`);

export const PayClientInvoicesMutation = graphql(`
  mutation PayClientInvoices($clientId: ID!, $input: ClientPaymentInput!) {
    payClientInvoices(clientId: $clientId, input: $input) {
      created
      credit
      receipt {
        id
        amount
        creditKept
      }
      invoices {
        id
        status
        paid
        amountDue
        version
      }
    }
  }
`);

export const ApplyClientCreditMutation = graphql(`
  mutation ApplyClientCredit($invoiceId: ID!, $input: ApplyCreditInput!) {
    applyClientCredit(invoiceId: $invoiceId, input: $input) {
      created
      credit
      payment {
        id
        amount
      }
      invoice {
        id
        status
        paid
        amountDue
        version
      }
    }
  }
`);

export function useClientPaymentChoices(clientId: string) {
  return useQuery(ClientPaymentChoicesQuery, { variables: { clientId }, fetchPolicy: 'cache-and-network' });
}

/** One payment over several invoices of a client (spec §8's "Pay invoice" toasts, the server's reason added). */
export function usePayClientInvoices() {
  const [mutate, { loading }] = useMutation(PayClientInvoicesMutation, {
    refetchQueries: ['ClientPaymentChoices'],
  });
  const payClientInvoices = useCallback(
    (clientId: string, input: ClientPaymentInput) =>
      runAction(messages.payInvoice, () => mutate({ variables: { clientId, input } })),
    [mutate],
  );
  return { payClientInvoices, paying: loading };
}

/** Pays an invoice from its client's credit. */
export function useApplyClientCredit() {
  const [mutate, { loading }] = useMutation(ApplyClientCreditMutation, {
    refetchQueries: ['ClientPaymentChoices'],
  });
  const applyCredit = useCallback(
    (invoiceId: string, input: ApplyCreditInput) =>
      runAction(messages.applyCredit, () => mutate({ variables: { invoiceId, input } })),
    [mutate],
  );
  return { applyCredit, applying: loading };
}
