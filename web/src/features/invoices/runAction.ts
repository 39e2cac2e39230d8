import { showError, showSuccess } from '../../shared/toaster';
import type { ActionMessages } from './messages';

/**
 * Runs one user action and tells the user how it went with the fixed texts of spec §8: the success toast, or the
 * failure toast (nothing appended) with the underlying error logged. Resolves to whether it succeeded.
 */
export async function runAction(texts: ActionMessages, action: () => Promise<unknown>): Promise<boolean> {
  try {
    await action();
    showSuccess(texts.success);
    return true;
  } catch (error) {
    console.error(`${texts.failure} (cause below)`, error);
    showError(texts.failure);
    return false;
  }
}
