import { ServerError } from '@apollo/client/errors';
import { GRAPHQL_URL } from '../../app/apolloClient';
import { fileNameFromContentDisposition, saveBlobAsFile } from '../../shared/saveFile';

/** The lists the gateway exports (GET /download/export/:list). */
export type ExportList = 'invoices' | 'payments' | 'claims' | 'clients' | 'financial-transactions';
export type ExportFormat = 'csv' | 'xlsx';

export interface ExportRequest {
  list: ExportList;
  format: ExportFormat;
  /** The list query the screen sends to GraphQL (page and size are ignored: the file holds the whole list). */
  query: unknown;
  /** Only this practitioner's invoices or payments, as the screen shows them. */
  practitionerId?: string | null;
  accessToken: string | null;
}

/** The export's address on the gateway, which serves GraphQL and downloads alike. */
export function exportUrl(
  { list, format, query, practitionerId }: Omit<ExportRequest, 'accessToken'>,
  base: string = window.location.href,
): string {
  const url = new URL(`/download/export/${list}`, new URL(GRAPHQL_URL, base));
  url.searchParams.set('format', format);
  url.searchParams.set('query', JSON.stringify(query ?? {}));
  if (practitionerId) url.searchParams.set('practitionerId', practitionerId);
  return url.toString();
}

/**
 * GETs a list's export with the user's token and saves it as a file. A refusal rejects with a ServerError
 * carrying the gateway's JSON answer, so errorMessage() shows the server's sentence like for GraphQL.
 */
export async function downloadExport(request: ExportRequest, fetchImpl: typeof fetch = fetch): Promise<string> {
  const response = await fetchImpl(exportUrl(request), {
    headers: request.accessToken ? { Authorization: `Bearer ${request.accessToken}` } : {},
  });
  if (!response.ok) {
    throw new ServerError(`The export answered HTTP ${response.status}`, { response, bodyText: await response.text() });
  }
  const blob = await response.blob();
  const today = new Date().toISOString().slice(0, 10);
  const fileName =
    fileNameFromContentDisposition(response.headers.get('content-disposition')) ??
    `${request.list}-${today}.${request.format}`;
  saveBlobAsFile(blob, fileName);
  return fileName;
}
