/** Every fixed text of the unpaid runs screen; each toast is shown as it is, the underlying error goes to the console. */
export const messages = {
  startUnpaidRun: { success: 'Started unpaid run', failure: 'Failed to start unpaid run. Please try again.' },
  retryReminders: {
    success: 'Sending the failed reminders again',
    failure: 'Failed to send the reminders again. Please try again.',
  },
} as const;

export const DEFAULT_OLDER_THAN_DAYS = 30;
/** How often a running run's progress is asked for. */
export const POLL_MS = 1000;
