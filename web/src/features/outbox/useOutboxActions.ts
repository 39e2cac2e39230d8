import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { failureText, ReasonError } from '../../shared/errorMessage';
import { showError, showSuccess } from '../../shared/toaster';
import { DownloadFailedError, downloadPdf } from '../../shared/downloadPdf';
import { useSession } from '../session/useSession';
import { messages } from './messages';
import { ResendMessageMutation } from './outboxQueries';

/**
 * Resends a message and downloads an attachment. A resend the mail server refuses comes back FAILED with its
 * reason: that is a failure toast too, and the message stays in the Outbox.
 */
export function useOutboxActions() {
  const { store } = useSession();
  const [mutate, { loading: resending }] = useMutation(ResendMessageMutation);
  const [downloading, setDownloading] = useState(false);

  const resend = useCallback(
    async (id: string) => {
      try {
        const { data } = await mutate({ variables: { id } });
        const message = data?.resendMessage;
        if (message?.status === 'FAILED') {
          showError(
            failureText(
              messages.resend.failure,
              new ReasonError(message.error ?? 'The mail server refused the message.'),
            ),
          );
          return false;
        }
        showSuccess(messages.resend.success);
        return true;
      } catch (error) {
        console.error(`${messages.resend.failure} (cause below)`, error);
        showError(failureText(messages.resend.failure, error));
        return false;
      }
    },
    [mutate],
  );

  const download = useCallback(
    async (attachment: { downloadUrl: string; fileName: string }) => {
      const accessToken = store.getAccessToken();
      setDownloading(true);
      try {
        await downloadPdf({ path: attachment.downloadUrl, accessToken, fallbackFileName: attachment.fileName });
        showSuccess(messages.download.success);
      } catch (error) {
        if (error instanceof DownloadFailedError && error.status === 401) {
          store.endIfCurrent(accessToken, 'unauthenticated');
        }
        console.error(`${messages.download.failure} (cause below)`, error);
        showError(failureText(messages.download.failure, error));
      } finally {
        setDownloading(false);
      }
    },
    [store],
  );

  return { resend, resending, download, downloading };
}
