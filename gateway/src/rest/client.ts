import { Pool, type Dispatcher } from 'undici';
import type { Readable } from 'node:stream';
import { errorFromResponse, isUnreachable, retryAfterSeconds, upstreamUnavailable } from './errors.ts';
import { upstreamRequests } from '../http/metrics.ts';
import { upstreamTraceparent } from '../http/trace-context.ts';

/** Builds a REST path whose interpolated values are URL-encoded: restPath`/api/user/${id}`. */
export function restPath(strings: TemplateStringsArray, ...values: Array<string | number>): string {
  return strings.reduce(
    (out, part, i) => out + part + (i < values.length ? encodeURIComponent(String(values[i])) : ''),
    '',
  );
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface RawResponse {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: Readable;
}

/** One keep-alive connection pool to the api, shared by all requests of the process. */
export function createUpstreamPool(apiUrl: string, connections: number, timeoutMs: number): Pool {
  return new Pool(apiUrl, {
    connections,
    pipelining: 1,
    keepAliveTimeout: 30_000,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connectTimeout: 5_000,
  });
}

/**
 * The api as seen by one GraphQL request: carries that request's Authorization header and counts
 * its upstream calls. Created per request in the context function.
 */
export class RestClient {
  constructor(
    private readonly pool: Pool,
    private readonly authorization: string | undefined,
    private readonly counter = { requests: 0 },
    /** The browser's address, sent as X-Forwarded-For: the api counts failed sign-ins per address. */
    private readonly clientAddress?: string,
  ) {}

  /** Upstream HTTP requests made for this GraphQL request (reported as x-upstream-requests). */
  get requestCount(): number {
    return this.counter.requests;
  }

  /** The same api under another identity, counted with this request (login uses the new token). */
  as(authorization: string): RestClient {
    return new RestClient(this.pool, authorization, this.counter, this.clientAddress);
  }

  get<T>(path: string, query?: Query): Promise<T> {
    return this.json<T>('GET', withQuery(path, query));
  }

  /** `timeoutMs`: longer than the pool's UPSTREAM_TIMEOUT_MS for an answer the api may take long to give. */
  post<T>(path: string, body?: unknown, headers?: Record<string, string>, timeoutMs?: number): Promise<T> {
    return this.json<T>('POST', path, body, headers, timeoutMs);
  }

  put<T>(path: string, body: unknown): Promise<T> {
    return this.json<T>('PUT', path, body);
  }

  patch<T>(path: string, body: unknown): Promise<T> {
    return this.json<T>('PATCH', path, body);
  }

  delete<T>(path: string): Promise<T> {
    return this.json<T>('DELETE', path);
  }

  /** A response whose body the caller streams onward (PDF downloads, multipart uploads). */
  async raw(
    method: 'GET' | 'POST',
    path: string,
    options: {
      body?: Readable;
      headers?: Record<string, string>;
      /** Longer than the pool's UPSTREAM_TIMEOUT_MS for an answer the api may take long to give. */
      timeoutMs?: number;
    } = {},
  ): Promise<RawResponse> {
    this.counter.requests += 1;
    upstreamRequests.inc({ method });
    try {
      const response = await this.pool.request({
        method,
        path,
        headers: { ...this.authHeaders(), ...options.headers },
        body: options.body ?? null,
        ...(options.timeoutMs ? { headersTimeout: options.timeoutMs, bodyTimeout: options.timeoutMs } : {}),
      });
      return { statusCode: response.statusCode, headers: response.headers, body: response.body };
    } catch (error) {
      // A body that broke (the client's upload cut off, a size limit) is not the api's failure.
      if (options.body?.errored) throw error;
      throw transportError(error);
    }
  }

  private async json<T>(
    method: Dispatcher.HttpMethod,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
    timeoutMs?: number,
  ): Promise<T> {
    this.counter.requests += 1;
    upstreamRequests.inc({ method });
    let response;
    try {
      response = await this.pool.request({
        method,
        path,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...this.authHeaders(),
          ...headers,
        },
        body: body === undefined ? null : JSON.stringify(body),
        ...(timeoutMs ? { headersTimeout: timeoutMs, bodyTimeout: timeoutMs } : {}),
      });
    } catch (error) {
      throw transportError(error);
    }
    let text;
    try {
      text = await response.body.text();
    } catch (error) {
      // Reset or timed out in the middle of the answer.
      throw transportError(error);
    }
    const parsed: unknown = text.length > 0 ? safeJson(text) : null;
    if (response.statusCode >= 400) {
      throw errorFromResponse(response.statusCode, parsed, retryAfterSeconds(response.headers['retry-after']));
    }
    return parsed as T;
  }

  /** Who the call is for, and the request's traceparent (http/trace-context.ts). */
  private authHeaders(): Record<string, string> {
    const traceparent = upstreamTraceparent();
    return {
      ...(this.authorization ? { authorization: this.authorization } : {}),
      ...(this.clientAddress ? { 'x-forwarded-for': this.clientAddress } : {}),
      ...(traceparent ? { traceparent } : {}),
    };
  }
}

/** The api unreachable is UPSTREAM_UNAVAILABLE; anything else (a bug of ours) stays what it is. */
function transportError(error: unknown): Error {
  if (isUnreachable(error)) return upstreamUnavailable(error);
  return error instanceof Error ? error : new Error(String(error));
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { detail: undefined };
  }
}

function withQuery(path: string, query: Query | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}
