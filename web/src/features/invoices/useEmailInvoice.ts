import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import { messages } from './messages';
import { runAction } from './runAction';

export const EmailInvoiceMutation = graphql(`
  mutation EmailInvoice($id: ID!, $to: String) {
    emailInvoice(id: $id, to: $to) {
      to
      messageId
      status
      error
    }
  }
`);

/**
 * Emails an invoice's PDF to the client's address, or to `to`, through the Outbox (kept there without a mail server).
 * Nothing in the cache changes.
 */
export function useEmailInvoice() {
  const [mutate, { loading }] = useMutation(EmailInvoiceMutation);
  const emailInvoice = useCallback(
    (id: string, to: string | null) =>
      runAction(messages.email, async () => {
        const { data } = await mutate({ variables: { id, to } });
        // A refused send is kept in the Outbox as failed: a failure here, resent from the Outbox.
        if (data?.emailInvoice.status === 'FAILED') throw new Error(data.emailInvoice.error ?? 'The mail was refused');
      }),
    [mutate],
  );
  return { emailInvoice, emailing: loading };
}
