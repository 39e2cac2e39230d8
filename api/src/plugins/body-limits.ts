import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpProblem } from '../shared/problem.ts';

/** Room in a multipart body for its boundaries, part headers and small fields, beside the file itself. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/**
 * After a refusal, what the client still has in flight is read and dropped, up to this much and this long,
 * before the connection closes: closing with unread bytes resets it, and a reset can lose the answer on the
 * client's side ("lingering close", RFC 9112 §9.6).
 */
const LINGER_BYTES = 8 * 1024 * 1024;
const LINGER_MS = 5_000;

const cutOff = new WeakSet<FastifyRequest>();
const closing = new WeakSet<Socket>();

/** True when the api stopped reading this request's body at its limit: whatever failed then is the size (413). */
export function bodyWasCutOff(request: FastifyRequest): boolean {
  return cutOff.has(request);
}

export function uploadTooLarge(maxUploadBytes: number): HttpProblem {
  const mb = maxUploadBytes / (1024 * 1024);
  const size = mb >= 1 ? `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB` : `${Math.ceil(maxUploadBytes / 1024)} KB`;
  return new HttpProblem(413, 'Content Too Large', `The file is larger than ${size}`);
}

/**
 * Ends the body as `raw` delivers it once more than `max` bytes came: the multipart parser then sees its
 * end, and push answering false pauses the socket: nothing more is read while the route answers. The answer
 * then closes the connection (closeAfterAnswer).
 */
function capBody(request: FastifyRequest, max: number): void {
  const raw: IncomingMessage = request.raw;
  const push = raw.push.bind(raw);
  let received = 0;
  raw.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (cutOff.has(request)) return false;
    if (chunk !== null && chunk !== undefined) {
      received += (chunk as Buffer).length;
      if (received > max) {
        cutOff.add(request);
        // The body ends here for its reader (the multipart parser fails on it, and the route answers). An
        // IncomingMessage that ends before Node read it whole destroys its socket (autoDestroy), and with it
        // the answer: not this one.
        (raw as unknown as { _readableState: { autoDestroy: boolean } })._readableState.autoDestroy = false;
        push(null);
        return false;
      }
    }
    return push(chunk, encoding);
  };
}

/**
 * Request bodies are refused as soon as they pass their limit, whatever the Content-Length says or
 * whether there is one (chunked):
 * - JSON bodies: Fastify's `bodyLimit` (MAX_BODY_BYTES; a route may raise it) counts the bytes as they
 *   come and answers 413 at the limit, closing the connection;
 * - multipart bodies (the statement imports) are read by their route as a stream, and @fastify/multipart's
 *   `fileSize` only truncates the file: busboy reads and drops the rest, and the import reads it all to
 *   answer after it. Here a declared Content-Length over MAX_UPLOAD_BYTES + 64 KiB is a 413 before any
 *   of it is read, and a body that grows past it (chunked, or longer than declared) is cut off there.
 * - Any answer sent before the body was read whole (a refusal: 401, 404, 413) closes the connection:
 *   otherwise Node reads and drops the rest of the body, however large, to keep the connection open.
 */
export function registerBodyLimits(app: FastifyInstance, maxUploadBytes: number): void {
  const maxMultipart = maxUploadBytes + MULTIPART_OVERHEAD_BYTES;
  app.addHook('onRequest', async (request) => {
    if (!/^multipart\//i.test(request.headers['content-type'] ?? '')) return;
    const declared = Number(request.headers['content-length']);
    if (declared > maxMultipart) throw uploadTooLarge(maxUploadBytes);
    capBody(request, maxMultipart);
  });
  app.addHook('onSend', async (request, reply) => {
    // `complete` is false while the body is still coming (undefined for app.inject()).
    if ((request.raw as { complete?: boolean }).complete === false || cutOff.has(request)) {
      closeAfterAnswer(request, reply);
    }
  });
}

/**
 * The answer closes the connection, and the rest of the body is never stored: Node would otherwise read all
 * of it, however large, to keep the connection for the next request. Once the answer is sent, the api
 * half-closes, drops what the client still sends for a short while (at most LINGER_BYTES, LINGER_MS), then
 * closes.
 */
function closeAfterAnswer(request: FastifyRequest, reply: FastifyReply): void {
  void reply.header('connection', 'close');
  const raw: IncomingMessage = request.raw;
  const socket = raw.socket;
  if (closing.has(socket)) return;
  closing.add(socket);
  let dropped = 0;
  raw.push = (chunk: unknown) => {
    dropped += (chunk as Buffer | null)?.length ?? 0;
    if (dropped > LINGER_BYTES) socket.destroy();
    return true;
  };
  // Node calls destroySoon once an answer with "Connection: close" is written.
  socket.destroySoon = () => lingerThenClose(socket);
}

/** Half-closes (the answer goes out whole), reads and drops what still comes for LINGER_MS, then closes. */
function lingerThenClose(socket: Socket): void {
  socket.end();
  socket.on('data', () => undefined);
  socket.resume();
  const timer = setTimeout(() => socket.destroy(), LINGER_MS).unref();
  socket.once('close', () => clearTimeout(timer));
}

/** The answer for a request Node's HTTP parser cannot read, by the parser's error code. */
const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request did not arrive in time'],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request headers are too large'],
};

/**
 * Fastify's clientErrorHandler: a request Node's HTTP parser refuses (malformed; or bytes after a body
 * that were not in its Content-Length, read as a next request) is answered as problem+json like every
 * other refusal, and its connection closed (after a short linger, so that the answer is not lost).
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || closing.has(socket)) return;
  closing.add(socket);
  const [status, title, detail] = CLIENT_ERRORS[error.code ?? ''] ?? [
    400,
    'Bad Request',
    'The request could not be read as HTTP (is its Content-Length the length of its body?)',
  ];
  if (socket.writable) {
    const body = JSON.stringify({ type: 'about:blank', title, status, detail });
    socket.write(
      `HTTP/1.1 ${status} ${title}\r\nContent-Type: application/problem+json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  lingerThenClose(socket);
}
