import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase } from './open.ts';

describe('the embedded database', () => {
  const made: string[] = [];
  afterAll(async () => {
    for (const dir of made) await rm(dir, { recursive: true, force: true });
  });

  it('opens in a DATA_DIR whose folders do not exist yet', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'folio-open-'));
    made.push(root);
    const dataDir = path.join(root, 'not', 'yet', 'there');
    const db = await openDatabase({
      dataDir,
      databaseUrl: undefined,
      database: loadConfig({ dataDir: root }).database,
    });
    try {
      expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  });
});
