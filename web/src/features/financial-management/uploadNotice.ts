import type { UploadOutcome } from './importReview';
import type { FmNotice } from './TransactionsView';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** The list's line after an Upload: how many were stored, that a retry stored nothing again, or why it failed. */
export function uploadNotice(outcome: UploadOutcome): FmNotice {
  if (!outcome.ok) return { intent: 'danger', text: `Nothing was imported: ${outcome.message}` };
  if (outcome.replayed) {
    return {
      intent: 'primary',
      text: `These ${plural(outcome.imported, 'transaction')} were already stored by an earlier upload of this statement: nothing was stored a second time.`,
    };
  }
  return { intent: 'success', text: `${plural(outcome.imported, 'transaction')} imported.` };
}
