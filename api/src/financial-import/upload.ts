import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { HttpProblem, badRequest } from '../shared/problem.ts';
import { uploadInterrupted } from './statement-row.ts';

/** The statement as it streams in (busboy marks it `truncated` when it hits the size limit). */
export type UploadStream = Readable & { truncated?: boolean };

/** 62914560 → "60 MB", 1536 → "1.5 KB". */
export function sizeText(bytes: number): string {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'MB'] : [bytes / 1024, 'KB'];
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${unit}`;
}

export function fileTooLarge(maxBytes: number): HttpProblem {
  return new HttpProblem(413, 'Content Too Large', `The file is larger than ${sizeText(maxBytes)}`);
}

/** Reads and drops whatever is left of the upload, so the client is answered only after it sent it all. */
async function discardRest(file: UploadStream): Promise<void> {
  if (file.readableEnded || file.destroyed) return;
  await new Promise((resolve) => setImmediate(resolve));
  file.on('data', () => undefined);
  file.resume();
  await finished(file).catch(() => undefined);
}

/**
 * Runs `work` on the uploaded statement (multipart field `file`, at most `maxBytes`), never
 * holding more of it than `work` does. Whatever happens, the rest of the upload is read and
 * dropped before answering; a file over the limit is a 413 whatever `work` made of its first part.
 */
export async function withStatementUpload<T>(
  request: FastifyRequest,
  maxBytes: number,
  work: (file: UploadStream, filename: string, fields: Readonly<Record<string, string>>) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) {
    throw badRequest('Send the statement as multipart/form-data with the file in the field "file"');
  }
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 4096 } });
  if (!part) throw badRequest('No file was sent: put the statement in the multipart field "file"');
  const file: UploadStream = part.file;
  let outcome: { value: T } | { error: unknown };
  try {
    outcome =
      part.fieldname === 'file'
        ? { value: await work(file, part.filename, textFields(part.fields)) }
        : { error: badRequest(`The file must be sent in the multipart field "file", not "${part.fieldname}"`) };
  } catch (error) {
    // The client went away mid-upload (the gateway aborts a file over its limit that way).
    const cutOff = !(error instanceof HttpProblem) && (request.raw.destroyed || isPrematureClose(error));
    outcome = { error: cutOff ? uploadInterrupted() : error };
  }
  await discardRest(file);
  if (file.truncated) throw fileTooLarge(maxBytes);
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}

/** The text fields sent before the file (the multipart parser has read only those when the file starts). */
function textFields(fields: Record<string, unknown>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, field] of Object.entries(fields)) {
    const value = (field as { type?: string; value?: unknown } | undefined)?.value;
    if ((field as { type?: string }).type === 'field' && typeof value === 'string') result[name] = value;
  }
  return result;
}

const isPrematureClose = (error: unknown) => (error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE';

/** The whole (size-limited) upload in memory, for formats that need it all at once (PDF). */
export async function readAll(file: UploadStream): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) chunks.push(chunk);
  // withStatementUpload answers 413 for it.
  if (file.truncated) throw new Error('The upload was cut at the size limit');
  return new Uint8Array(Buffer.concat(chunks));
}
