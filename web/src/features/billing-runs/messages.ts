import type { ActionMessages } from '../invoices/messages';

export const billingRunMessages = {
  start: { success: 'Started billing run', failure: 'Failed to start billing run. Please try again.' },
} as const satisfies Record<string, ActionMessages>;

export const RUNS_LOADING_MESSAGE = 'Loading billing runs. Please wait.';
export const RUNS_EMPTY_MESSAGE = 'No billing runs yet.';
/** How often a running billing run's progress is asked for (as for unpaid runs). */
export const POLL_MS = 1000;

/** A run that stopped before its last invoice (billed in chunks): what it means and what to do. */
export const INCOMPLETE_RUN_MESSAGE =
  'This run stopped before its last invoice; the invoices it made are kept. Run the same period again to finish it (no client is billed twice).';
