import type { FastifyReply } from 'fastify';
import { csvStream } from './csv.ts';
import { CONTENT_TYPES, type ExportFormat, type ExportSource } from './export-columns.ts';
import { xlsxStream } from './xlsx.ts';

/**
 * The export's file name: the list and the company's today, e.g. invoices-2026-11-24.xlsx; a report and its day
 * or period, e.g. profit-and-loss-2026-01-01-2026-06-30.csv.
 */
export function exportFileName(name: string, fileDate: string, format: ExportFormat): string {
  return `${name}-${fileDate}.${format}`;
}

/**
 * Answers an export as a streamed download (no Content-Length: the size is known at the end). Once the first
 * byte is out the status cannot change: a failure after that cuts the response short, and the client sees an
 * incomplete file rather than a 500 (the error is logged).
 */
export function sendExport<Row>(
  reply: FastifyReply,
  source: ExportSource<Row>,
  format: ExportFormat,
  fileDate: string,
): FastifyReply {
  const stream = format === 'csv' ? csvStream(source) : xlsxStream(source);
  return reply
    .type(CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${exportFileName(source.name, fileDate, format)}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(stream);
}
