import type { ActionMessages } from '../../shared/messages';

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

/**
 * Why a run failed, and what it left: invoices are written in chunks, so a run that stopped after some keeps them
 * (the api's `done`); running the same period again finishes it.
 */
export function failedRunText(done: number, reason: string | undefined): string {
  const why = reason ?? 'no reason given';
  if (done === 0) return `The billing run stopped and stored nothing: ${why}`;
  const kept = done === 1 ? '1 invoice, which is kept' : `${done} invoices, which are kept`;
  return `The billing run stopped after ${kept}; start the same period again to finish it (no client is billed twice): ${why}`;
}
