import type { Socket } from 'node:net';
import type { Request, RequestHandler, Response } from 'express';
import type { TraceIds } from './trace-context.ts';

/** Client-chosen names are cut short in the log. */
const MAX_NAME = 100;

/** One request's line: what was asked and how it ended, never a value of its query, variables or headers. */
export interface AccessLogLine {
  level: 'info';
  msg: 'request';
  time: string;
  method: string;
  /** The route as declared (/download/invoice/:id), /graphql, or the path of a file of the web app. */
  route: string;
  /** The GraphQL operation's name as the client sent it. */
  operation: string | undefined;
  status: number;
  durationMs: number;
  /** On the wire, headers included. */
  bytesIn: number;
  bytesOut: number;
  traceId: string | undefined;
  spanId: string | undefined;
  parentSpanId: string | undefined;
  /** As the bearer token claims them: the api verifies the token; its line of the same trace id has the verified ones. */
  userId: number | undefined;
  companyId: number | undefined;
  /** The answer was not complete: the client went away first. */
  aborted?: true;
}

/** `sub` and `cid` of a bearer JWT, read without verifying it (only for the log). */
export function tokenIds(authorization: string | undefined): { userId?: number; companyId?: number } {
  const payload = /^Bearer\s+[\w-]+\.([\w-]+)\.[\w-]+$/i.exec(authorization ?? '')?.[1];
  if (!payload) return {};
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown; cid?: unknown };
    const id = (value: unknown) => {
      const n = Number(value);
      return Number.isSafeInteger(n) && n > 0 ? n : undefined;
    };
    return { userId: id(claims.sub), companyId: id(claims.cid) };
  } catch {
    return {};
  }
}

function routeOf(req: Request): string {
  if (req.route && typeof (req.route as { path?: unknown }).path === 'string') {
    return req.baseUrl + (req.route as { path: string }).path;
  }
  return req.baseUrl || req.path;
}

function operationOf(req: Request): string | undefined {
  // express.json or the upload middleware has parsed it by the time the answer goes.
  const name = (req.body as { operationName?: unknown } | undefined)?.operationName;
  return typeof name === 'string' && name.length > 0 ? name.slice(0, MAX_NAME) : undefined;
}

/** Bytes of the connection counted up to the end of its previous request (keep-alive carries several). */
const counted = new WeakMap<Socket, { read: number; written: number }>();

/** One JSON line on stdout per request, written when its answer ends (docs/operations.md "Logs"). */
export function accessLog(
  write: (line: AccessLogLine) => void = (line) => console.log(JSON.stringify(line)),
): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const socket = req.socket;
    let done = false;
    const finish = (aborted: boolean) => {
      if (done) return;
      done = true;
      const before = counted.get(socket) ?? { read: 0, written: 0 };
      const now = { read: socket.bytesRead, written: socket.bytesWritten };
      counted.set(socket, now);
      const trace = (res as Response).locals.trace as TraceIds | undefined;
      write({
        level: 'info',
        msg: 'request',
        time: new Date().toISOString(),
        method: req.method,
        route: routeOf(req),
        operation: operationOf(req),
        status: res.statusCode,
        durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
        bytesIn: now.read - before.read,
        bytesOut: now.written - before.written,
        traceId: trace?.traceId,
        spanId: trace?.spanId,
        parentSpanId: trace?.parentSpanId,
        ...tokenIds(req.headers.authorization),
        ...(aborted ? { aborted: true as const } : {}),
      } as AccessLogLine);
    };
    res.once('finish', () => finish(false));
    res.once('close', () => finish(!res.writableFinished));
    next();
  };
}
