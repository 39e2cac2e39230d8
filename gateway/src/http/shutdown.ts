import type { Server, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

/** SHUTDOWN_DELAY_MS and SHUTDOWN_TIMEOUT_MS (docs/operations.md "Shutdown"). */
export interface ShutdownOptions {
  /** How long /healthz answers 503 before the gateway stops accepting connections. */
  delayMs: number;
  /** From the signal, the longest the stop may take before the process exits anyway. */
  timeoutMs: number;
}

/**
 * The gateway's side of a graceful stop. While it drains, /healthz answers 503 (app.ts asks `draining`)
 * and every answer says `Connection: close`, also those of requests already in flight when it began:
 * a keep-alive connection left open would hold `server.close()` until its idle timeout. An answer whose
 * headers had gone already (a download) leaves its connection idle, which is closed as it ends.
 */
export class Drain {
  private started = false;
  private server: Server | undefined;
  private readonly inFlight = new Set<ServerResponse>();

  get draining(): boolean {
    return this.started;
  }

  middleware(): RequestHandler {
    return (_req, res, next) => {
      if (this.started) res.setHeader('connection', 'close');
      this.inFlight.add(res);
      res.once('close', () => {
        this.inFlight.delete(res);
        // The connection of an answer sent before the drain began is idle now.
        if (this.started) this.server?.closeIdleConnections();
      });
      next();
    };
  }

  begin(server: Server): void {
    this.started = true;
    this.server = server;
    for (const res of this.inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
  }
}

const log = (level: 'info' | 'error', msg: string, fields: Record<string, unknown> = {}) =>
  (level === 'error' ? console.error : console.log)(JSON.stringify({ level, msg, ...fields }));

/**
 * On SIGTERM or SIGINT: drain, wait `delayMs`, stop accepting connections (`server.close()` also closes the
 * idle ones) and wait for the requests in flight, uploads included; then `stop` (Apollo, the upstream pool)
 * and exit 0. Exit 1 when that takes longer than `timeoutMs`. A second signal changes nothing: under `npm
 * start`, Ctrl+C reaches every process besides the SIGTERM the launcher forwards.
 */
export function stopOnSignals(server: Server, drain: Drain, stop: () => Promise<void>, options: ShutdownOptions): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return log('info', 'already stopping', { signal });
    stopping = true;
    log('info', 'stopping: no new connections once the delay is over; requests in flight finish', {
      signal,
      ...options,
    });
    drain.begin(server);
    setTimeout(() => {
      log('error', 'the gateway did not stop in time; exiting with requests unfinished', { ...options });
      process.exit(1);
    }, options.timeoutMs);
    void new Promise((resolve) => setTimeout(resolve, options.delayMs))
      .then(() => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))))
      .then(stop)
      .then(
        () => {
          log('info', 'stopped');
          process.exit(0);
        },
        (error: unknown) => {
          log('error', 'the stop failed', { error: error instanceof Error ? error.message : String(error) });
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
