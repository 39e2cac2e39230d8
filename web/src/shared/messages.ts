/** The texts every feature's actions share. Each feature keeps its own toasts in its own messages.ts. */

/** A toast pair of spec §8: shown as it is; the server's reason, when there is one, goes on a second line. */
export interface ActionMessages {
  success: string;
  failure: string;
}

/** Spec §5: a blank option chosen in a choice list. */
export const BLANK_CHOICE_MESSAGE = 'Please select a valid option.';

/** The second line of an email's success toast when no mail server is set up: nothing has left the server yet. */
export const EMAIL_KEPT_NOTE = 'No mail server is set up (SMTP_URL): it is kept in the Outbox, not sent.';
