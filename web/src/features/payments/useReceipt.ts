import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../gql';
import { useDocumentActions } from '../../shared/useDocumentActions';
import { messages } from './messages';

export const EmailReceiptMutation = graphql(`
  mutation EmailReceipt($paymentId: ID!, $to: String, $idempotencyKey: String) {
    emailReceipt(paymentId: $paymentId, to: $to, idempotencyKey: $idempotencyKey) {
      to
      status
      error
    }
  }
`);

/** The gateway path of a payment's receipt PDF (Payment.receiptDownloadPath). */
export const receiptDownloadPath = (paymentId: string) => `/download/receipt/${paymentId}`;

/** Download and Email of a payment's receipt (the whole receipt when the payment is part of one). */
export function useReceipt(paymentId: string) {
  const [mutate] = useMutation(EmailReceiptMutation);
  const { download, email, busy } = useDocumentActions({
    download: messages.downloadReceipt,
    email: messages.emailReceipt,
  });
  const downloadReceipt = useCallback(
    () => download(receiptDownloadPath(paymentId), `receipt-${paymentId}.pdf`),
    [download, paymentId],
  );
  /** Emails the receipt to `to` (null: the client's address) with the key given (default: a new one). */
  const emailReceipt = useCallback(
    (to: string | null = null, idempotencyKey?: string) =>
      email(async (key) => {
        const { data } = await mutate({ variables: { paymentId, to, idempotencyKey: key } });
        return data?.emailReceipt;
      }, idempotencyKey),
    [email, mutate, paymentId],
  );
  return { downloadReceipt, emailReceipt, busy };
}
