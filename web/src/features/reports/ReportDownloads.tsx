import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { CaretDownIcon, DocumentIcon, ExportIcon, GridViewIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { DownloadFailedError, downloadPdf } from '../../shared/downloadPdf';
import { failureText } from '../../shared/errorMessage';
import { showError } from '../../shared/toaster';
import { useSession } from '../session/useSession';

export type ReportFileFormat = 'pdf' | 'csv' | 'xlsx';

/**
 * A report's file on the gateway: its downloadPath (/download/report/{report}?…) is the PDF; `format=csv|xlsx`
 * asks for its table as a spreadsheet (docs/exports.md, "Reports").
 */
export function reportFilePath(downloadPath: string, format: ReportFileFormat): string {
  if (format === 'pdf') return downloadPath;
  return `${downloadPath}${downloadPath.includes('?') ? '&' : '?'}format=${format}`;
}

interface ReportDownloadsProps {
  /** The report's downloadPath from GraphQL. */
  path: string;
  /** The file name without its extension, used when the answer names none (e.g. aged-receivables-2026-06-30). */
  fileName: string;
}

/** "Download PDF" and "Export" (CSV or Excel) of the report shown; a failure toast says why. */
export function ReportDownloads({ path, fileName }: ReportDownloadsProps) {
  const { store } = useSession();
  const [busy, setBusy] = useState<ReportFileFormat | null>(null);
  const download = async (format: ReportFileFormat) => {
    const accessToken = store.getAccessToken();
    setBusy(format);
    try {
      await downloadPdf({
        path: reportFilePath(path, format),
        accessToken,
        fallbackFileName: `${fileName}.${format}`,
      });
    } catch (error) {
      if (error instanceof DownloadFailedError && error.status === 401)
        store.endIfCurrent(accessToken, 'unauthenticated');
      showError(failureText('The report could not be downloaded.', error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="reports-downloads">
      <Button
        icon={<DocumentIcon />}
        text="Download PDF"
        loading={busy === 'pdf'}
        onClick={() => void download('pdf')}
      />
      <PopoverNext
        placement="bottom-start"
        content={
          <Menu aria-label="Export formats">
            <MenuItem icon={<DocumentIcon />} text="CSV" label=".csv" onClick={() => void download('csv')} />
            <MenuItem icon={<GridViewIcon />} text="Excel" label=".xlsx" onClick={() => void download('xlsx')} />
          </Menu>
        }
      >
        <Button
          icon={<ExportIcon />}
          text="Export"
          endIcon={<CaretDownIcon />}
          loading={busy === 'csv' || busy === 'xlsx'}
          aria-label="Export the report"
        />
      </PopoverNext>
    </div>
  );
}
