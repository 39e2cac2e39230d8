import { errorMessage, failureText } from '../../shared/errorMessage';
import { showError, showSuccess } from '../../shared/toaster';
import type { CatalogMessages } from './messages';

/** What an action tells its view: done, or refused with the sentence to show beside the form. */
export type ActionOutcome = { ok: true } | { ok: false; reason: string };

/**
 * Runs one change and tells the user how it went: the success toast, or the failure toast with the server's
 * reason (through errorMessage) on a second line; the reason is handed back for the view to keep on screen.
 */
export async function runCatalogAction(texts: CatalogMessages, action: () => Promise<unknown>): Promise<ActionOutcome> {
  try {
    await action();
    showSuccess(texts.success);
    return { ok: true };
  } catch (error) {
    console.error(`${texts.failure} (cause below)`, error);
    showError(failureText(texts.failure, error));
    return { ok: false, reason: errorMessage(error) };
  }
}
