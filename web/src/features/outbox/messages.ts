import type { OutboxStatus } from '../../gql/graphql';

/** Every fixed text of the Outbox screen, in the style of spec §8; the server's reason goes on a second line. */
export const messages = {
  resend: { success: 'Resent message', failure: 'Failed to resend message. Please try again.' },
  download: { success: 'Downloaded attachment', failure: 'Failed to download attachment. Please try again.' },
} as const;

export const PAGE_SIZE = 25;

export const statusLabels: Record<OutboxStatus, string> = {
  KEPT: 'Kept',
  SENDING: 'Sending',
  SENT: 'Sent',
  FAILED: 'Failed',
  UNCERTAIN: 'May have been sent',
};

export const kindLabels: Record<string, string> = {
  invoice: 'Invoice',
  reminder: 'Reminder',
  claim: 'Claim',
  receipt: 'Receipt',
  statement: 'Statement',
};

/** A KEPT, FAILED or UNCERTAIN message can be sent again (an UNCERTAIN one only if the recipient did not get it). */
export const canResend = (status: OutboxStatus) => status === 'KEPT' || status === 'FAILED' || status === 'UNCERTAIN';

/** Said beside Resend for a message that may have been sent: a resend may give the recipient a second copy. */
export const uncertainHint =
  'The server stopped while sending this message, so it may have been sent. Resend it only if the recipient did not ' +
  'get it: the copy carries the same Message-ID, so mail programs can recognise it as the same message.';
