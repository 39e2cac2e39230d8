import { GRAPHQL_URL } from '../app/apolloClient';
import { fileNameFromContentDisposition, saveBlobAsFile } from './saveFile';

export class DownloadFailedError extends Error {
  constructor(readonly status: number) {
    super(`The download answered HTTP ${status}`);
    this.name = 'DownloadFailedError';
  }
}

/** The gateway serves GraphQL and downloads: a download path is resolved against the GraphQL endpoint. */
export function downloadUrl(path: string, base: string = window.location.href): string {
  return new URL(path, new URL(GRAPHQL_URL, base)).toString();
}

interface DownloadRequest {
  /** A gateway download path, e.g. Invoice.downloadPath /download/invoice/123. */
  path: string;
  accessToken: string | null;
  /** Used when the answer names no file. */
  fallbackFileName: string;
}

/**
 * GETs a PDF (an invoice, an Outbox attachment, a report) from the gateway with the user's token and saves it as a
 * file. Rejects with DownloadFailedError on a non-2xx answer.
 */
export async function downloadPdf(
  { path, accessToken, fallbackFileName }: DownloadRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const response = await fetchImpl(downloadUrl(path), {
    headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
  });
  if (!response.ok) throw new DownloadFailedError(response.status);
  const blob = await response.blob();
  const fileName = fileNameFromContentDisposition(response.headers.get('content-disposition')) ?? fallbackFileName;
  saveBlobAsFile(blob, fileName);
  return fileName;
}
