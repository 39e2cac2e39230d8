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
};

export const kindLabels: Record<string, string> = {
  invoice: 'Invoice',
  reminder: 'Reminder',
  claim: 'Claim',
  receipt: 'Receipt',
  statement: 'Statement',
};

/** A KEPT or FAILED message can be sent again. */
export const canResend = (status: OutboxStatus) => status === 'KEPT' || status === 'FAILED';
