/**
 * A GraphQL multipart request (github.com/jaydenseric/graphql-multipart-request-spec) as the web's
 * `uploadMutation` sends it: the fields `operations` (the file variable set to null) and `map`
 * (`{"0": ["variables.file"]}`), then the file in field `0`. Built as a stream, so a file of any
 * size goes out without being held in the bench process.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

export interface MultipartOperation {
  query: string;
  operationName?: string;
  /** The variables without the file; the file's variable is set to null here. */
  variables: Record<string, unknown>;
}

export interface MultipartFile {
  /** The variable the file fills, e.g. "file". */
  variable: string;
  filename: string;
  mimetype: string;
  /** The file's bytes as they are read. */
  stream: AsyncIterable<Uint8Array>;
}

const quoted = (text: string) => text.replace(/[\r\n"\\]/g, '_');

export function graphqlMultipartBody(
  operation: MultipartOperation,
  file: MultipartFile,
  boundary = `----bench-${randomBytes(12).toString('hex')}`,
): { body: Readable; contentType: string } {
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const operations = { ...operation, variables: { ...operation.variables, [file.variable]: null } };
  const head =
    field('operations', JSON.stringify(operations)) +
    field('map', JSON.stringify({ 0: [`variables.${file.variable}`] })) +
    `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="${quoted(file.filename)}"\r\n` +
    `Content-Type: ${quoted(file.mimetype)}\r\n\r\n`;
  async function* parts(): AsyncGenerator<Uint8Array> {
    yield Buffer.from(head);
    yield* file.stream;
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return {
    body: Readable.from(parts(), { objectMode: false }),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
