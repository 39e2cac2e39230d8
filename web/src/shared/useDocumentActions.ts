import { useCallback, useState } from 'react';
import { useSession } from '../features/session/useSession';
import { runAction } from './runAction';
import { DocumentDownloadError, downloadDocument } from './downloadDocument';
import { ReasonError } from './errorMessage';
import { newIdempotencyKey } from './idempotencyKey';
import { EMAIL_KEPT_NOTE, type ActionMessages } from './messages';

/** What an email mutation answers (EmailResult). */
export interface EmailOutcome {
  status?: string | null;
  error?: string | null;
}

/**
 * Download and Email for a document (a receipt, a statement): each runs as one action with its toasts (the server's
 * reason on a second line). A 401 on the download ends the session, as the Apollo error link does. Each Email press
 * sends one key (the caller's, e.g. one per address while a form is open; else a new one), so a retry of that request
 * is answered, not sent twice.
 */
export function useDocumentActions(texts: { download: ActionMessages; email: ActionMessages }) {
  const { store } = useSession();
  const [busy, setBusy] = useState<'download' | 'email' | null>(null);

  const download = useCallback(
    async (path: string, fallbackFileName: string) => {
      const accessToken = store.getAccessToken();
      setBusy('download');
      try {
        return await runAction(texts.download, async () => {
          try {
            await downloadDocument(path, accessToken, fallbackFileName);
          } catch (error) {
            if (error instanceof DocumentDownloadError && error.status === 401) {
              store.endIfCurrent(accessToken, 'unauthenticated');
            }
            throw error;
          }
        });
      } finally {
        setBusy(null);
      }
    },
    [store, texts.download],
  );

  const email = useCallback(
    async (
      send: (idempotencyKey: string) => Promise<EmailOutcome | null | undefined>,
      idempotencyKey: string = newIdempotencyKey(),
    ) => {
      setBusy('email');
      try {
        return await runAction(texts.email, async () => {
          const sent = await send(idempotencyKey);
          if (sent?.status === 'FAILED') {
            throw new ReasonError(
              `The mail server refused it: ${sent.error ?? 'no reason given'}. It is in the Outbox to resend.`,
            );
          }
          if (sent?.status === 'KEPT') return { note: EMAIL_KEPT_NOTE };
          return undefined;
        });
      } finally {
        setBusy(null);
      }
    },
    [texts.email],
  );

  return { download, email, busy };
}
