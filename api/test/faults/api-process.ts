import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The api as its own process (`node --import tsx api/src/server.ts`), which a test can kill -9 and start again. */
export interface ApiProcess {
  url: string;
  /** Exits the test did not cause (a crash), with the last lines the process wrote. */
  crashes: string[];
  /** Kills the process with SIGKILL (no shutdown hook runs) and waits for it to be gone. */
  kill9(): Promise<void>;
  /** Starts it again on the same port, with the same environment, and waits until /api/health answers 200. */
  start(): Promise<void>;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

/** A port the OS says is free now (the api needs a fixed one: a restart must come back where clients call). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

export async function startApiProcess(env: NodeJS.ProcessEnv): Promise<ApiProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const crashes: string[] = [];
  let child: ChildProcess | undefined;
  let expectedExit = false;

  const start = async () => {
    expectedExit = false;
    const tail: string[] = [];
    const proc = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'api/src/server.ts')], {
      cwd: repoRoot,
      env: { ...process.env, LOG_LEVEL: 'error', ...env, API_PORT: String(port), API_HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      tail.push(chunk.toString());
      if (tail.length > 20) tail.shift();
    };
    proc.stdout?.on('data', keep);
    proc.stderr?.on('data', keep);
    proc.once('exit', (code, signal) => {
      if (!expectedExit) crashes.push(`exit ${code ?? signal}: ${tail.join('').slice(-2000)}`);
    });
    child = proc;
    for (let attempt = 0; attempt < 600; attempt++) {
      if (proc.exitCode !== null) throw new Error(`the api exited at start: ${tail.join('')}`);
      const ok = await fetch(`${url}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return;
      await sleep(200);
    }
    throw new Error(`the api did not answer /api/health: ${tail.join('')}`);
  };

  await start();
  return {
    url,
    crashes,
    async kill9() {
      if (!child) return;
      expectedExit = true;
      child.kill('SIGKILL');
      await exited(child);
    },
    start,
    async stop() {
      if (!child) return;
      expectedExit = true;
      child.kill('SIGTERM');
      const forced = setTimeout(() => child?.kill('SIGKILL'), 15_000);
      await exited(child);
      clearTimeout(forced);
    },
  };
}
