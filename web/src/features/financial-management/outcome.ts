import { errorMessage } from '../../shared/errorMessage';
import { showFmError, showFmSuccess, type FmError, type FmSuccess } from './messages';

/** What a mutation hook tells its view: done, or failed with the server's sentence to show inline. */
export type Outcome<T = void> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Runs a call and shows the fixed toast of spec §8 for its success or failure. The failure is logged and its
 * sentence (e.g. the server's "Row 3: account 9999 does not exist") is handed back for the view to show.
 */
export async function withToasts<T>(run: () => Promise<T>, success: FmSuccess, failure: FmError): Promise<Outcome<T>> {
  try {
    const value = await run();
    showFmSuccess(success);
    return { ok: true, value };
  } catch (error) {
    console.error(failure, error);
    showFmError(failure);
    return { ok: false, message: errorMessage(error) };
  }
}
