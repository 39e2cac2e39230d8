import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The W3C Trace Context ids of one request as the api handles it (www.w3.org/TR/trace-context). */
export interface TraceIds {
  /** 32 hex digits, the same in the browser, the gateway and the api: the request id of every log line. */
  traceId: string;
  /** 16 hex digits: the api's part of the trace. */
  spanId: string;
  /** The caller's span (the gateway's), when the request came with a traceparent. */
  parentSpanId: string | undefined;
  /** Two hex digits; 01 = sampled. */
  flags: string;
}

const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;

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
  if (/^0+$/.test(traceId) || /^0+$/.test(parentSpanId)) return undefined;
  return { traceId, parentSpanId, flags };
}

/**
 * Where the ids come from when OpenTelemetry runs (telemetry.ts): its active span, which it started from
 * the same traceparent. Unset, this module makes them.
 */
let openTelemetrySpan: (() => Omit<TraceIds, 'parentSpanId'> | undefined) | undefined;

export function useOpenTelemetrySpan(activeSpan: () => Omit<TraceIds, 'parentSpanId'> | undefined): void {
  openTelemetrySpan = activeSpan;
}

const traces = new WeakMap<IncomingMessage, TraceIds>();
const routes = new WeakMap<IncomingMessage, string>();

/** The route as declared (/api/invoice1/:id), once Fastify has matched it; for the trace's span name. */
export const routeOf = (req: IncomingMessage): string | undefined => routes.get(req);

/** Fastify's genReqId: the request's trace id, which every log line of the request then carries. */
export function requestTraceId(req: IncomingMessage): string {
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
  traces.set(req, ids);
  return ids.traceId;
}

export const traceOf = (request: FastifyRequest): TraceIds | undefined => traces.get(request.raw);

/** Answers the trace as `traceresponse` and `x-request-id` (the trace id), so a report can be matched to the logs. */
export function registerTraceContext(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url) routes.set(request.raw, request.routeOptions.url);
    const ids = traceOf(request);
    if (!ids) return;
    void reply.header('traceresponse', `00-${ids.traceId}-${ids.spanId}-${ids.flags}`);
    void reply.header('x-request-id', ids.traceId);
  });
}
