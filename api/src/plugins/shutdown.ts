import type { FastifyInstance } from 'fastify';
import { HttpProblem } from '../shared/problem.ts';
import { toProblem } from './error-handler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The api's graceful stop (docs/operations.md "Shutdown"). */
    shutdown: Shutdown;
  }
}

export interface Shutdown {
  /** True from the stop signal on: /api/health answers 503 and every answer closes its connection. */
  readonly draining: boolean;
  /** Starts draining (app.close() starts it too). */
  begin(): void;
}

/** What a 503 during the drain tells a client to wait, in seconds: another instance answers by then. */
const RETRY_AFTER_SECONDS = 1;

/**
 * The api's side of a graceful stop. While it drains, /api/health answers 503 so that a load balancer
 * stops sending, and every answer says `Connection: close`: a keep-alive connection left open would hold
 * `server.close()` until its idle timeout. Requests already in flight, uploads included, run to their
 * end: Fastify's own close stops accepting connections and waits for them (return503OnClosing is off,
 * so a request that arrives on a connection already open is still answered, then its connection closed).
 */
export function registerShutdown(app: FastifyInstance): void {
  let draining = false;
  app.decorate('shutdown', {
    get draining() {
      return draining;
    },
    begin() {
      draining = true;
    },
  });
  app.addHook('preClose', (done) => {
    draining = true;
    done();
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!draining || request.routeOptions.url !== '/api/health') return;
    const problem = toProblem(new HttpProblem(503, 'Service Unavailable', 'The api is shutting down'), request.url);
    await reply
      .status(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .type('application/problem+json')
      .send(problem);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) void reply.header('connection', 'close');
  });
  // An answer whose headers went out before the drain began (a PDF streaming) leaves its connection idle.
  app.addHook('onResponse', async () => {
    if (draining) app.server.closeIdleConnections();
  });
}

export interface StopOptions {
  /** SHUTDOWN_DELAY_MS: how long /api/health answers 503 before the api stops accepting connections. */
  delayMs: number;
  /** SHUTDOWN_TIMEOUT_MS: from the signal, the longest the stop may take before the process exits anyway. */
  timeoutMs: number;
}

/**
 * On SIGTERM or SIGINT: drain (see registerShutdown), wait `delayMs`, then `stop` (close the server, which
 * waits for the requests in flight, and the database) and exit 0; exit 1 when that takes longer than
 * `timeoutMs`. A second signal changes nothing: under `npm start`, Ctrl+C reaches every process besides the
 * SIGTERM the launcher forwards.
 */
export function stopOnSignals(app: FastifyInstance, stop: () => Promise<void>, options: StopOptions): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.info({ signal }, 'already stopping');
      return;
    }
    stopping = true;
    app.log.info(
      { signal, ...options },
      'stopping: no new connections once the delay is over; requests in flight finish',
    );
    app.shutdown.begin();
    setTimeout(() => {
      app.log.error({ timeoutMs: options.timeoutMs }, 'the api did not stop in time; exiting with requests unfinished');
      process.exit(1);
    }, options.timeoutMs);
    void new Promise((resolve) => setTimeout(resolve, options.delayMs)).then(stop).then(
      () => {
        app.log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'the stop failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
