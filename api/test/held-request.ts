import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { createInterface } from 'node:readline';

export interface HeldRequest {
  /** The server has taken the request (it answered `100 Continue`) and has the first half of the body. */
  accepted: Promise<void>;
  /** Sends the rest of the body. */
  release(): void;
  response: Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>;
}

/**
 * A request whose body is sent in two halves: the first once the server has taken the request, the rest
 * when the test says so. In between, the request is in flight on the server: a slow upload, held still.
 */
export function heldRequest(
  url: string,
  options: { method?: string; headers: Record<string, string>; body: Buffer; agent: http.Agent },
): HeldRequest {
  const half = Math.floor(options.body.length / 2);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let accepted!: { resolve: () => void; reject: (error: Error) => void };
  const acceptedPromise = new Promise<void>((resolve, reject) => (accepted = { resolve, reject }));
  const response = new Promise<Awaited<HeldRequest['response']>>((resolve, reject) => {
    const request = http.request(url, {
      method: options.method ?? 'POST',
      agent: options.agent,
      headers: { ...options.headers, 'content-length': String(options.body.length), expect: '100-continue' },
    });
    request.on('error', (error) => {
      accepted.reject(error);
      reject(error);
    });
    request.on('continue', () => {
      request.write(options.body.subarray(0, half), () => accepted.resolve());
      void released.then(() => request.end(options.body.subarray(half)));
    });
    request.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
      );
      res.on('error', reject);
    });
  });
  return { accepted: acceptedPromise, release, response };
}

/** The JSON lines a process printed, kept as they come, to wait for one or to read them all. */
export class ProcessLog {
  readonly lines: Array<Record<string, unknown>> = [];
  private readonly waiting = new Set<() => void>();

  constructor(private readonly child: ChildProcess) {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      try {
        const parsed: unknown = JSON.parse(line);
        if (typeof parsed === 'object' && parsed !== null) this.lines.push(parsed as Record<string, unknown>);
      } catch {
        return;
      }
      for (const check of this.waiting) check();
    });
    child.once('exit', () => {
      for (const check of this.waiting) check();
    });
  }

  /** The first line `match` accepts, once it is printed; fails if the process exits first. */
  waitFor(match: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.lines.find(match);
        if (found) {
          this.waiting.delete(check);
          resolve(found);
        } else if (this.child.exitCode !== null || this.child.signalCode !== null) {
          this.waiting.delete(check);
          reject(new Error('the process exited before printing the line'));
        }
      };
      this.waiting.add(check);
      check();
    });
  }
}

/** GET on a connection of its own: the status, or the error code when there is no answer. */
function getOnNewConnection(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/**
 * Asks `url` on new connections until one is refused. Every answer before that must be `whileDraining`
 * (the server is draining: it no longer says it is healthy); a connection it accepted just before it
 * stopped listening may be reset unanswered, and is asked again.
 */
export async function untilRefused(url: string, whileDraining: number): Promise<void> {
  for (;;) {
    const outcome = await getOnNewConnection(url);
    if (outcome === 'ECONNREFUSED') return;
    if (outcome === 'ECONNRESET') continue;
    if (outcome !== whileDraining) throw new Error(`${url} answered ${outcome} while draining`);
  }
}

/** The exit code of a process, once it has exited. */
export function exitCode(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}
