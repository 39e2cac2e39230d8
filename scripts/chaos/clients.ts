/**
 * The chaos test's clients: GraphQL over HTTP to the cluster's one URL (HAProxy), as a browser would send it, with
 * the retry policy of a careful client: an attempt that failed in transit (no answer, a 5xx, a GraphQL error that
 * says the upstream was unavailable) is sent again, the same request with the same idempotency key; an answer that
 * refuses the request (bad input, conflict) is not.
 */
import type { Outcome } from './figures.ts';

export interface GraphqlError {
  message: string;
  extensions?: { code?: string };
}

export type Attempt<T> =
  { ok: true; data: T; replica: string | null } | { ok: false; failure: string; retryable: boolean; detail: string };

/** GraphQL error codes that say nothing was decided: the same request may be sent again. */
const RETRYABLE_CODES = new Set([
  'UPSTREAM_UNAVAILABLE',
  'INTERNAL_SERVER_ERROR',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
]);

/** One GraphQL request; never throws. */
export async function graphql<T>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  options: { token?: string; timeoutMs?: number } = {},
): Promise<Attempt<T>> {
  let res: Response;
  try {
    res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
  } catch (error) {
    const name = (error as Error).name;
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    return {
      ok: false,
      failure: timedOut ? 'timeout' : 'network',
      retryable: true,
      detail: String((error as Error).cause ?? error),
    };
  }
  const replica = res.headers.get('x-folio-replica');
  let text = '';
  try {
    text = await res.text();
  } catch (error) {
    return { ok: false, failure: 'network', retryable: true, detail: `reading the answer: ${String(error)}` };
  }
  if (res.status !== 200) {
    return {
      ok: false,
      failure: `http ${res.status}`,
      retryable: res.status >= 500 || res.status === 429,
      detail: text,
    };
  }
  let body: { data?: T; errors?: GraphqlError[] };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return { ok: false, failure: 'not json', retryable: true, detail: text.slice(0, 300) };
  }
  if (body.errors?.length) {
    const code = body.errors[0]?.extensions?.code ?? 'NO_CODE';
    return {
      ok: false,
      failure: `graphql ${code}`,
      retryable: RETRYABLE_CODES.has(code),
      detail: JSON.stringify(body.errors).slice(0, 500),
    };
  }
  return { ok: true, data: body.data as T, replica };
}

export interface RetryPolicy {
  /** Attempts at most (the first included). */
  attempts: number;
  /** Wait before the n-th retry: base × 2^(n-1), at most `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs: number;
}

export interface Result<T> {
  outcome: Outcome;
  data?: T;
  /** Why the last attempt failed, when none answered. */
  lastFailure?: string;
  /** True when an attempt was refused (not retryable): the request itself was wrong. */
  refused?: boolean;
}

/** Runs `attempt` until it answers, is refused, or the policy's attempts are spent. */
export async function withRetries<T>(attempt: () => Promise<Attempt<T>>, policy: RetryPolicy): Promise<Result<T>> {
  const started = performance.now();
  const failures: string[] = [];
  const details: string[] = [];
  let last: Attempt<T> | undefined;
  for (let n = 1; n <= policy.attempts; n++) {
    last = await attempt();
    if (last.ok) {
      return {
        outcome: { ms: performance.now() - started, attempts: n, ok: true, failures, details },
        data: last.data,
      };
    }
    failures.push(last.failure);
    details.push(last.detail);
    if (!last.retryable) {
      return {
        outcome: { ms: performance.now() - started, attempts: n, ok: false, failures, details },
        lastFailure: `${last.failure}: ${last.detail}`,
        refused: true,
      };
    }
    if (n < policy.attempts) await sleep(Math.min(policy.maxBackoffMs, policy.backoffMs * 2 ** (n - 1)));
  }
  const detail = last && !last.ok ? `${last.failure}: ${last.detail}` : 'no attempt';
  return {
    outcome: { ms: performance.now() - started, attempts: policy.attempts, ok: false, failures, details },
    lastFailure: detail,
  };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Repeats `work` back to back (closed loop), `pauseMs` apart, until `stopped()`; resolves after the last. */
export async function closedLoop(stopped: () => boolean, pauseMs: number, work: () => Promise<void>): Promise<void> {
  while (!stopped()) {
    await work();
    await sleep(pauseMs);
  }
}

/**
 * Open-loop load: starts `work` `perSecond` times a second whether or not the earlier ones have answered (as
 * independent users do), until `stopped()`; resolves once every one started has finished.
 */
export async function openLoop(stopped: () => boolean, perSecond: number, work: () => Promise<void>): Promise<number> {
  const inFlight = new Set<Promise<void>>();
  const interval = 1000 / perSecond;
  let next = performance.now();
  let started = 0;
  while (!stopped()) {
    const run = work().finally(() => inFlight.delete(run));
    inFlight.add(run);
    started += 1;
    next += interval;
    await sleep(Math.max(0, next - performance.now()));
  }
  await Promise.all(inFlight);
  return started;
}
