import type { ActionMessages } from '../invoices/messages';

export const billingRunMessages = {
  start: { success: 'Started billing run', failure: 'Failed to start billing run. Please try again.' },
} as const satisfies Record<string, ActionMessages>;

export const RUNS_LOADING_MESSAGE = 'Loading billing runs. Please wait.';
export const RUNS_EMPTY_MESSAGE = 'No billing runs yet.';
/** How often a running billing run's progress is asked for (as for unpaid runs). */
export const POLL_MS = 1000;
