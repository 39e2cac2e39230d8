import type { Socket } from 'node:net';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { traceOf } from './trace-context.ts';

/** Bytes of the connection counted up to the end of its previous request (keep-alive carries several). */
const counted = new WeakMap<Socket, { read: number; written: number }>();

/**
 * Fastify's request logging as one line per request, at its end (docs/operations.md "Logs"): the route as
 * declared (never the URL: its query and ids stay out), the status, the time, the bytes on the wire (headers
 * included), the signed-in user and company, and the trace. The request id of every line of a request is
 * its W3C trace id, labelled `traceId` (plugins/trace-context.ts).
 */
export class AccessLog extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'traceId' });
  }

  override incomingRequest(): void {
    // The one line is written when the request ends.
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const socket = request.raw.socket as Socket | undefined;
    const before = (socket && counted.get(socket)) ?? { read: 0, written: 0 };
    // app.inject()'s stand-in socket counts nothing.
    const now = { read: socket?.bytesRead ?? 0, written: socket?.bytesWritten ?? 0 };
    if (socket) counted.set(socket, now);
    const trace = traceOf(request);
    const user = request.user as typeof request.user | null;
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? '(no route)',
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      bytesIn: now.read - before.read,
      bytesOut: now.written - before.written,
      spanId: trace?.spanId,
      parentSpanId: trace?.parentSpanId,
      userId: user?.id,
      companyId: user?.companyId,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else reply.log.info(line, 'request');
  }
}
