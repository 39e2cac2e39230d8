import { downloadUrl } from './downloadPdf';
import { ReasonError } from './errorMessage';
import { fileNameFromContentDisposition, saveBlobAsFile } from './saveFile';

/** A download the gateway refused; its message is the server's reason (the gateway answers errors as GraphQL JSON). */
export class DocumentDownloadError extends ReasonError {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'DocumentDownloadError';
  }
}

/**
 * GETs a PDF from a gateway download path (a receipt, a statement) with the user's token and saves it as a file.
 * A refusal rejects with the server's reason (e.g. "Payment not found"), which failureText shows on a second line.
 */
export async function downloadDocument(
  path: string,
  accessToken: string | null,
  fallbackFileName: string,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const response = await fetchImpl(downloadUrl(path), {
    headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
  });
  if (!response.ok) {
    let reason = `The download answered HTTP ${response.status}`;
    try {
      const body = (await response.json()) as { errors?: Array<{ message?: unknown }> };
      const message = body.errors?.[0]?.message;
      if (typeof message === 'string' && message) reason = message;
    } catch {
      // Not JSON: keep the status.
    }
    throw new DocumentDownloadError(reason, response.status);
  }
  const blob = await response.blob();
  const fileName = fileNameFromContentDisposition(response.headers.get('content-disposition')) ?? fallbackFileName;
  saveBlobAsFile(blob, fileName);
  return fileName;
}
