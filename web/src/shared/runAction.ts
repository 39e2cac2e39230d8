import { failureText } from './errorMessage';
import { showError, showSuccess } from './toaster';
import type { ActionMessages } from './messages';

/** What an action may add to its success toast, on a second line (an email kept in the Outbox, say). */
export interface SuccessNote {
  note: string;
}

const isNote = (value: unknown): value is SuccessNote =>
  typeof value === 'object' && value !== null && typeof (value as SuccessNote).note === 'string';

/**
 * Runs one user action and tells the user how it went with the fixed texts of spec §8: the success toast (with the
 * action's note on a second line, if it gives one), or the failure toast with the reason on a second line, the
 * underlying error logged. Resolves to whether it succeeded.
 */
export async function runAction(texts: ActionMessages, action: () => Promise<unknown>): Promise<boolean> {
  try {
    const result = await action();
    showSuccess(isNote(result) ? `${texts.success}\n${result.note}` : texts.success);
    return true;
  } catch (error) {
    console.error(`${texts.failure} (cause below)`, error);
    showError(failureText(texts.failure, error));
    return false;
  }
}
