import type { FastifyReply } from 'fastify';
import { csvStream } from './csv.ts';
import { CONTENT_TYPES, type ExportFormat, type ExportSource } from './export-columns.ts';
import { xlsxStream } from './xlsx.ts';

/** The export's file name: the list and the company's today, e.g. invoices-2026-11-24.xlsx. */
export function exportFileName(name: string, today: string, format: ExportFormat): string {
  return `${name}-${today}.${format}`;
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
  today: string,
): FastifyReply {
  const stream = format === 'csv' ? csvStream(source) : xlsxStream(source);
  return reply
    .type(CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${exportFileName(source.name, today, format)}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(stream);
}
