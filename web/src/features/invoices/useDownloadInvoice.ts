import { useCallback, useState } from 'react';
import { useSession } from '../session/useSession';
import { DownloadFailedError, downloadPdf } from '../../shared/downloadPdf';
import { messages } from './messages';
import { runAction } from '../../shared/runAction';

interface DownloadableInvoice {
  uniqueId: string;
  downloadPath: string;
}

/**
 * Downloads an invoice's PDF (a plain GET on the gateway, not GraphQL) and saves it as a file. A 401 ends the
 * session the request was made with, as the Apollo error link does for GraphQL operations.
 */
export function useDownloadInvoice() {
  const { store } = useSession();
  const [downloading, setDownloading] = useState(false);

  const downloadInvoice = useCallback(
    async (invoice: DownloadableInvoice) => {
      const accessToken = store.getAccessToken();
      setDownloading(true);
      try {
        return await runAction(messages.download, async () => {
          try {
            await downloadPdf({
              path: invoice.downloadPath,
              accessToken,
              fallbackFileName: `${invoice.uniqueId}.pdf`,
            });
          } catch (error) {
            if (error instanceof DownloadFailedError && error.status === 401) {
              store.endIfCurrent(accessToken, 'unauthenticated');
            }
            throw error;
          }
        });
      } finally {
        setDownloading(false);
      }
    },
    [store],
  );

  return { downloadInvoice, downloading };
}
