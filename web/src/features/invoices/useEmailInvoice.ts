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
    }
  }
`);

/** Emails an invoice's PDF to the client's address, or to `to`. Nothing in the cache changes. */
export function useEmailInvoice() {
  const [mutate, { loading }] = useMutation(EmailInvoiceMutation);
  const emailInvoice = useCallback(
    (id: string, to: string | null) => runAction(messages.email, () => mutate({ variables: { id, to } })),
    [mutate],
  );
  return { emailInvoice, emailing: loading };
}
