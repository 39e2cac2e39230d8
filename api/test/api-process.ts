import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { startNode, stopAll, waitForOk } from '../../scripts/processes.ts';
import { openPglite } from '../src/db/pglite.ts';
import { freePort } from './free-port.ts';

export interface ApiProcess {
  child: ChildProcess;
  url: string;
  /** The PGlite data directory (a copy of the seeded demo database), to read after the process stopped. */
  pgliteDir: string;
  close(): Promise<void>;
}

/**
 * `api/src/server.ts` as its own process (`node --import tsx`), on a copy of the seeded demo database on
 * disk (no seeding at start), on a free loopback port; `env` adds to or overrides its environment.
 */
export async function startApiProcess(env: NodeJS.ProcessEnv = {}): Promise<ApiProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'folio-api-process-'));
  const pgliteDir = path.join(dataDir, 'pglite');
  const seeded = await openPglite(pgliteDir, { loadDataDir: new Blob([await readFile(inject('pgliteSnapshot'))]) });
  await seeded.close();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = startNode(
    'api/src/server.ts',
    {
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      JWT_SECRET: 'a-secret-of-an-api-process-in-a-test-long-enough',
      LOG_LEVEL: 'info',
      ...env,
    },
    'api',
    true,
  );
  try {
    await waitForOk(`${url}/api/health`, 120_000, child);
  } catch (error) {
    await stopAll([child]);
    throw error;
  }
  return {
    child,
    url,
    pgliteDir,
    async close() {
      await stopAll([child]);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
