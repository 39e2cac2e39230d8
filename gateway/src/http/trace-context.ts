import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';

/** The W3C Trace Context ids of one request as this process handles it (www.w3.org/TR/trace-context). */
export interface TraceIds {
  /** 32 hex digits, the same in the browser, the gateway and the api. */
  traceId: string;
  /** 16 hex digits: this process's part of the trace. */
  spanId: string;
  /** The caller's span, when the request came with a traceparent. */
  parentSpanId: string | undefined;
  /** Two hex digits; 01 = sampled. */
  flags: string;
}

const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;
const ZERO_TRACE = '0'.repeat(32);
const ZERO_SPAN = '0'.repeat(16);

/** A valid traceparent header's ids, or undefined (then a new trace starts: the spec's rule). */
export function parseTraceparent(header: string | string[] | undefined): Omit<TraceIds, 'spanId'> | undefined {
  if (typeof header !== 'string' || header.length > 512) return undefined;
  const match = TRACEPARENT.exec(header.trim());
  if (!match) return undefined;
  const [, version, traceId, parentSpanId, flags, rest] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string?,
  ];
  // Version ff is invalid; version 00 has nothing after the flags; later versions may add fields.
  if (version === 'ff' || (version === '00' && rest !== undefined)) return undefined;
  if (traceId === ZERO_TRACE || parentSpanId === ZERO_SPAN) return undefined;
  return { traceId, parentSpanId, flags };
}

export const formatTraceparent = (ids: Pick<TraceIds, 'traceId' | 'spanId' | 'flags'>) =>
  `00-${ids.traceId}-${ids.spanId}-${ids.flags}`;

/**
 * Where the ids come from when OpenTelemetry runs (telemetry.ts): its active span, which it started from
 * the same traceparent; it then also sends the traceparent upstream itself. Unset, this module does both.
 */
let openTelemetrySpan: (() => Omit<TraceIds, 'parentSpanId'> | undefined) | undefined;

export function useOpenTelemetrySpan(activeSpan: () => Omit<TraceIds, 'parentSpanId'> | undefined): void {
  openTelemetrySpan = activeSpan;
}

const store = new AsyncLocalStorage<TraceIds>();

/** The ids of the request being handled (undefined outside one). */
export const currentTrace = (): TraceIds | undefined => store.getStore();

/** The traceparent for a call to the api on behalf of the current request; undefined when OpenTelemetry sends it. */
export function upstreamTraceparent(): string | undefined {
  if (openTelemetrySpan) return undefined;
  const ids = store.getStore();
  return ids ? formatTraceparent(ids) : undefined;
}

/**
 * First of all middleware: the request's trace ids, from a valid incoming `traceparent` or new, kept for
 * the request's async work (the upstream calls carry them) and answered as `traceresponse` and
 * `x-request-id` (the trace id), so a user's report can be matched to the logs.
 */
export function traceContext(): RequestHandler {
  return (req, res, next) => {
    const incoming = parseTraceparent(req.headers.traceparent);
    const otel = openTelemetrySpan?.();
    const ids: TraceIds = otel
      ? { ...otel, parentSpanId: incoming?.parentSpanId }
      : {
          traceId: incoming?.traceId ?? randomBytes(16).toString('hex'),
          spanId: randomBytes(8).toString('hex'),
          parentSpanId: incoming?.parentSpanId,
          flags: incoming?.flags ?? '01',
        };
    res.locals.trace = ids;
    res.setHeader('traceresponse', formatTraceparent(ids));
    res.setHeader('x-request-id', ids.traceId);
    store.run(ids, next);
  };
}
