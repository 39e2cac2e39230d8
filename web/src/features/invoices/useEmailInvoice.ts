import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import { ReasonError } from '../../shared/errorMessage';
import { EMAIL_KEPT_NOTE } from '../../shared/messages';
import { messages } from './messages';
import { runAction } from '../../shared/runAction';

export const EmailInvoiceMutation = graphql(`
  mutation EmailInvoice($id: ID!, $to: String, $idempotencyKey: String) {
    emailInvoice(id: $id, to: $to, idempotencyKey: $idempotencyKey) {
      to
      messageId
      status
      error
    }
  }
`);

/**
 * Emails an invoice's PDF to the client's address, or to `to`, through the Outbox (kept there without a mail server).
 * Nothing in the cache changes. The same `idempotencyKey` again answers the first message instead of sending another.
 */
export function useEmailInvoice() {
  const [mutate, { loading }] = useMutation(EmailInvoiceMutation);
  const emailInvoice = useCallback(
    (id: string, to: string | null, idempotencyKey?: string) =>
      runAction(messages.email, async () => {
        const { data } = await mutate({ variables: { id, to, idempotencyKey } });
        const sent = data?.emailInvoice;
        // A refused send is kept in the Outbox as failed: a failure here, with the mail server's reason.
        if (sent?.status === 'FAILED') {
          throw new ReasonError(
            `The mail server refused it: ${sent.error ?? 'no reason given'}. It is in the Outbox to resend.`,
          );
        }
        if (sent?.status === 'KEPT') return { note: EMAIL_KEPT_NOTE };
        return undefined;
      }),
    [mutate],
  );
  return { emailInvoice, emailing: loading };
}
