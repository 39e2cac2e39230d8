import { ServerError } from '@apollo/client/errors';
import { useCallback, useState } from 'react';
import { failureText } from '../../shared/errorMessage';
import { showError } from '../../shared/toaster';
import { useSession } from '../session/useSession';
import { downloadExport, type ExportFormat, type ExportList } from './downloadExport';

export const EXPORT_FAILED = 'The list could not be exported.';

/**
 * Downloads the whole filtered list as a file (a plain GET on the gateway, not GraphQL). A failure shows a toast
 * with the reason; a 401 ends the session the request was made with, as the Apollo error link does.
 */
export function useExport(list: ExportList, query: unknown, practitionerId?: string | null) {
  const { store } = useSession();
  const [exporting, setExporting] = useState<ExportFormat | null>(null);

  const exportAs = useCallback(
    async (format: ExportFormat) => {
      const accessToken = store.getAccessToken();
      setExporting(format);
      try {
        await downloadExport({ list, format, query, practitionerId: practitionerId ?? null, accessToken });
      } catch (error) {
        if (ServerError.is(error) && error.statusCode === 401) store.endIfCurrent(accessToken, 'unauthenticated');
        console.error('The export failed:', error);
        showError(failureText(EXPORT_FAILED, error));
      } finally {
        setExporting(null);
      }
    },
    [store, list, query, practitionerId],
  );

  return { exportAs, exporting };
}
