import http from 'node:http';
import { fetch, FormData, type Dispatcher } from 'undici';

export const REVIEW = `mutation Review($format: ImportFormat!, $file: Upload!, $layout: CsvLayoutInput) {
  reviewFinancialTransactionImport(format: $format, file: $file, layout: $layout) {
    format fileName needsMapping
    rows { id line processed financialAccountCode description amount duplicate duplicateOf suggestedAccountCode reference }
    summary { count moneyIn moneyOut net duplicates openingBalance closingBalance expectedClosingBalance balanceMismatch }
    reading { encoding dateOrder dateOrderFrom decimalMark signConvention notes currency account }
    profile { id name }
    csv { header preview fingerprint questions { about message } layout { encoding outFlags delimiter skipRecords hasHeader dateOrder decimalMark signConvention columns { date valueDate description amount debit credit flag currency reference balance accountCode } } }
  }
}`;

export interface UploadResult<T = unknown> {
  status: number;
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string; [key: string]: unknown } }>;
}

/**
 * A GraphQL multipart request (github.com/jaydenseric/graphql-multipart-request-spec) with fetch
 * and FormData (undici's, as the gateway's own), as a browser sends it. `timeoutMs` fails the call instead of letting a hang pass.
 */
export async function uploadStatement<T = unknown>(
  url: string,
  options: {
    file: Blob;
    filename: string;
    format?: 'GENERIC_CSV' | 'BANK_PDF' | 'OFX' | 'QIF' | 'CAMT053' | 'MT940';
    /** The mapping step's answer (CsvLayoutInput). */
    layout?: Record<string, unknown>;
    authorization?: string;
    /** More files in the same request (the limit is one). */
    extraFiles?: number;
    timeoutMs?: number;
    /** e.g. an Agent with one connection, so a request stuck on it blocks the next one. */
    dispatcher?: Dispatcher;
  },
): Promise<UploadResult<T>> {
  const form = new FormData();
  const extra = options.extraFiles ?? 0;
  const variables: Record<string, unknown> = {
    format: options.format ?? 'GENERIC_CSV',
    file: null,
    ...(options.layout ? { layout: options.layout } : {}),
  };
  const map: Record<string, string[]> = { '0': ['variables.file'] };
  for (let i = 1; i <= extra; i++) map[String(i)] = [`variables.more.${i - 1}`];
  form.set('operations', JSON.stringify({ query: REVIEW, variables }));
  form.set('map', JSON.stringify(map));
  form.set('0', options.file, options.filename);
  for (let i = 1; i <= extra; i++) form.set(String(i), options.file, `extra-${i}.csv`);
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'apollo-require-preflight': 'true',
      ...(options.authorization ? { authorization: options.authorization } : {}),
    },
    body: form,
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    ...(options.dispatcher ? { dispatcher: options.dispatcher } : {}),
  });
  const body = (await res.json()) as Omit<UploadResult<T>, 'status'>;
  return { status: res.status, ...body };
}

/**
 * The same request from a strict client: it sends the whole body before it reads the answer (as
 * some HTTP clients and proxies do). If the server stopped reading the body after answering, the
 * send never completes and `timeoutMs` fails the call: the hang of upload middleware, made visible.
 */
export async function uploadStatementStrictly(
  url: string,
  options: { file: Buffer; filename: string; authorization?: string; timeoutMs: number; agent: http.Agent },
): Promise<{ status: number; body: UploadResult; sentAll: boolean }> {
  const boundary = `----strict-${Date.now()}`;
  const part = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const body = Buffer.concat([
    Buffer.from(
      part('operations', JSON.stringify({ query: REVIEW, variables: { format: 'GENERIC_CSV', file: null } })),
    ),
    Buffer.from(part('map', JSON.stringify({ '0': ['variables.file'] }))),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="${options.filename}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    options.file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const target = new URL('/graphql', url);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error(`no complete exchange within ${options.timeoutMs} ms (sent all: ${sentAll})`));
    }, options.timeoutMs);
    let sentAll = false;
    const request = http.request(target, {
      method: 'POST',
      agent: options.agent,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': body.length,
        'apollo-require-preflight': 'true',
        ...(options.authorization ? { authorization: options.authorization } : {}),
      },
    });
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    const sent = new Promise<void>((done) => request.end(body, () => ((sentAll = true), done())));
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        // Only now, once the whole body went out, is the exchange complete.
        void sent.then(() => {
          clearTimeout(timer);
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString()) as UploadResult,
            sentAll,
          });
        });
      });
    });
  });
}
