import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/helpers.ts';
import { session, type Session } from '../../test/sessions.ts';

const MAX_UPLOAD = 256 * 1024;
const MAX_BODY = 64 * 1024;
/** What a client sends at most before it gives up waiting for an answer, and ends its request. */
const CAP = 32 * 1024 * 1024;

interface Outcome {
  status: number;
  body: string;
  connection: string | undefined;
  /** The api answered while the client was still sending (it did not wait for the whole body). */
  answeredWhileSending: boolean;
  sent: number;
}

interface Upload {
  path: string;
  headers: Record<string, string>;
  /** Sent first (a multipart preamble, the start of a JSON text). */
  head: string;
  /** Then this, again and again, until the api answers or CAP bytes went. */
  chunk: Buffer;
}

/**
 * Sends a body that never ends (chunked unless a content-length is given) over a real connection, until
 * the api answers; then it stops. A client that got no answer by CAP ends its request (or, with a
 * declared length it cannot meet, gives up): the outcome then says the api waited.
 */
function sendUntilAnswered(port: number, upload: Upload): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: upload.path,
      headers: upload.headers,
    });
    let sent = 0;
    let sending = true;
    let answered = false;
    const answer = new Promise<void>((resolveAnswer) => {
      request.on('response', (res) => {
        answered = true;
        const answeredWhileSending = sending;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            connection: res.headers.connection,
            answeredWhileSending,
            sent,
          });
          request.destroy();
        });
        resolveAnswer();
      });
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    void (async () => {
      request.write(upload.head);
      sent += upload.head.length;
      while (!answered && sent < CAP) {
        const flowing = request.write(upload.chunk);
        sent += upload.chunk.length;
        if (!flowing) await Promise.race([answer, new Promise((r) => request.once('drain', r))]);
        // Let the answer in between two writes.
        else await new Promise((r) => setImmediate(r));
      }
      if (answered) return;
      sending = false;
      if (upload.headers['content-length']) {
        request.destroy();
        resolve({ status: 0, body: '', connection: undefined, answeredWhileSending: false, sent });
      } else {
        request.end();
      }
    })();
  });
}

describe('request bodies are cut off at their limit, not read to the end', () => {
  let api: TestApi;
  let who: Session;
  let port: number;

  beforeAll(async () => {
    api = await startTestApi('pglite', { maxUploadBytes: MAX_UPLOAD, maxBodyBytes: MAX_BODY });
    who = await session(api, 'health.admin');
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    port = (api.app.server.address() as AddressInfo).port;
  });
  afterAll(() => api.close());

  const csvUpload = (headers: Record<string, string>): Upload => {
    const boundary = 'folio-test-boundary';
    return {
      path: `/api/financialtransaction/import/generic/${who.companyId}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
      head:
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="statement.csv"\r\n` +
        'content-type: text/csv\r\n\r\nDate,Description,Amount\n',
      chunk: Buffer.from('2026-03-01,Some description,1.00\n'.repeat(500)),
    };
  };

  it('a statement upload without Content-Length (chunked) is refused with 413 once past MAX_UPLOAD_BYTES', async () => {
    const outcome = await sendUntilAnswered(port, csvUpload({ authorization: who.authorization }));
    expect(outcome).toMatchObject({ status: 413, connection: 'close', answeredWhileSending: true });
    expect(JSON.parse(outcome.body)).toMatchObject({ status: 413, title: 'Content Too Large' });
    expect(outcome.sent).toBeLessThan(CAP);
  });

  it('a statement upload that declares more than MAX_UPLOAD_BYTES is refused with 413 before it is read', async () => {
    const outcome = await sendUntilAnswered(
      port,
      csvUpload({ authorization: who.authorization, 'content-length': String(1024 ** 3) }),
    );
    expect(outcome).toMatchObject({ status: 413, connection: 'close', answeredWhileSending: true });
    expect(JSON.parse(outcome.body)).toMatchObject({ status: 413, detail: 'The file is larger than 256 KB' });
  });

  it('a refusal sent before the body was read (401) closes the connection instead of reading the rest', async () => {
    const outcome = await sendUntilAnswered(port, csvUpload({}));
    expect(outcome).toMatchObject({ status: 401, connection: 'close', answeredWhileSending: true });
  });

  it('a JSON body is refused with 413 once past MAX_BODY_BYTES, chunked or with a Content-Length that lies', async () => {
    const json = (headers: Record<string, string>): Upload => ({
      path: `/api/product1/${who.companyId}`,
      headers: { authorization: who.authorization, 'content-type': 'application/json', ...headers },
      head: '{"unitCost":"1.00","name":"',
      chunk: Buffer.alloc(16 * 1024, 'a'),
    });
    const chunked = await sendUntilAnswered(port, json({}));
    expect(chunked).toMatchObject({ status: 413, connection: 'close', answeredWhileSending: true });
    expect(chunked.sent).toBeLessThan(4 * 1024 * 1024);
    // Declared over the limit: refused before the body is read.
    const declared = await sendUntilAnswered(port, json({ 'content-length': String(MAX_BODY + 1) }));
    expect(declared).toMatchObject({ status: 413, connection: 'close', answeredWhileSending: true });
    // Declared under it, then more sent: only the declared bytes are the body, and what follows is not
    // HTTP: 400 problem+json, and the connection closes.
    const short = await sendUntilAnswered(port, json({ 'content-length': '100' }));
    expect(short).toMatchObject({ status: 400, connection: 'close', answeredWhileSending: true });
    expect(JSON.parse(short.body)).toMatchObject({ status: 400, title: 'Bad Request' });
  });
});
