import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

/** Raised inside the body stream when the upload middleware cut the file at its size limit. */
export class UploadTooLargeError extends Error {
  constructor() {
    super('The upload was cut at the size limit');
    this.name = 'UploadTooLargeError';
  }
}

/** What graphql-upload-minimal hands a resolver: busboy's file stream, `truncated` once over the limit. */
export type UploadStream = Readable & { truncated?: boolean };

const headerValue = (text: string) => text.replace(/[\r\n"\\]/g, '_');

/**
 * A multipart/form-data body with one file field, as a stream: the preamble, the upload's chunks
 * as they arrive, the epilogue. Nothing is buffered beyond the stream's own chunks (undici's
 * FormData cannot take a Node stream, hence this). A file cut by the size limit fails the stream
 * with UploadTooLargeError, which aborts the upstream request instead of sending a truncated file.
 */
export function multipartFileBody(
  field: string,
  file: { filename: string; mimetype: string; stream: UploadStream },
  fields: Readonly<Record<string, string>> = {},
): { body: Readable; contentType: string } {
  const boundary = `----folio-${randomBytes(16).toString('hex')}`;
  // Text fields go before the file: the api reads them before it starts on the file's stream.
  const textFields = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${headerValue(name)}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  const preamble = Buffer.from(
    textFields +
      `--${boundary}\r\n` +
      `Content-Disposition: form-data; name="${headerValue(field)}"; filename="${headerValue(file.filename)}"\r\n` +
      `Content-Type: ${headerValue(file.mimetype || 'application/octet-stream')}\r\n\r\n`,
  );
  const epilogue = Buffer.from(`\r\n--${boundary}--\r\n`);
  async function* parts(): AsyncGenerator<Buffer> {
    yield preamble;
    // destroyOnReturn false: when the upstream request fails, the caller drains the rest instead.
    for await (const chunk of file.stream.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
      if (file.stream.truncated) throw new UploadTooLargeError();
      yield chunk;
    }
    if (file.stream.truncated) throw new UploadTooLargeError();
    yield epilogue;
  }
  return {
    body: Readable.from(parts(), { objectMode: false }),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Reads and drops what is left of an upload, so the client's request completes. */
export function drainUpload(stream: UploadStream | undefined): void {
  if (!stream || stream.readableEnded || stream.destroyed) return;
  setImmediate(() => {
    stream.on('error', () => undefined);
    stream.on('data', () => undefined);
    stream.resume();
  });
}
