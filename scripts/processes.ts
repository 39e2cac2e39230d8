import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

/**
 * Node options of the api and gateway processes: a larger young generation, because every page and
 * every GraphQL response allocates many short-lived objects, and a statement import hundreds of
 * thousands (fewer scavenges; docs/performance.md has the figures). The Dockerfile sets the same.
 */
const SERVER_NODE_OPTIONS = '--max-semi-space-size=32';

/**
 * Starts a TypeScript entry point (the api or the gateway) as one Node process, so stopping the PID
 * stops the server; with SERVER_NODE_OPTIONS unless `env` names its own NODE_OPTIONS. `detached` puts it in a
 * process group of its own (the cluster stops its processes in order).
 */
export function startNode(
  entry: string,
  env: NodeJS.ProcessEnv,
  label: string,
  quiet = false,
  options: { detached?: boolean } = {},
): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, entry)], {
    cwd: repoRoot,
    env: { ...process.env, NODE_OPTIONS: SERVER_NODE_OPTIONS, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a Ctrl+C in the terminal reaches only the parent, which stops it in its turn.
    detached: options.detached ?? false,
  });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.length > 0)
      .map((line) => `[${label}] ${line}\n`)
      .join('');
  child.stdout?.on('data', (chunk: Buffer) => quiet || process.stdout.write(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)));
  return child;
}

/**
 * Throws when something already answers on one of the ports: a second `npm start` or bench run would
 * otherwise wait for, and then talk to, the first one's servers.
 */
export async function assertPortsFree(ports: number[], hint: string): Promise<void> {
  for (const port of ports) {
    const taken = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
    if (taken) throw new Error(`Port ${port} is in use (${hint}): stop it first`);
  }
}

/** Polls a URL until it answers 200, or fails after `timeoutMs`. */
export async function waitForOk(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** SIGTERM to each process, SIGKILL to those still running `graceMs` later; resolves once all have exited. */
export function stopAll(children: ChildProcess[], graceMs = 5000): Promise<void> {
  return Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), graceMs).unref();
        }),
    ),
  ).then(() => undefined);
}
