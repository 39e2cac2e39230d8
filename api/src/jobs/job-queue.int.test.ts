import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds, freshDatabase, type TestDatabase } from '../../test/helpers.ts';
import { createJobQueue, type JobContext, type JobQueue } from './job-queue.ts';
import type { JobQueueOptions } from './job-queue-options.ts';

const OPTIONS: JobQueueOptions = {
  pollingIntervalSeconds: 60,
  expireSeconds: 1,
  retryLimit: 2,
  maintenanceIntervalSeconds: 3600,
  workers: true,
};
const silent = { error: () => undefined, warn: () => undefined };

/** Waits (bounded) until `check` answers true. */
async function until(check: () => boolean | Promise<boolean>, what: string, tries = 200) {
  for (let i = 0; i < tries; i++) {
    if (await check()) return;
    await sleep(50);
  }
  throw new Error(`still waiting for ${what}`);
}

/**
 * pg-boss 10 itself, on both databases the api runs on: on PGlite through its `db` adapter over the app's one
 * connection (pgBossDb), on PostgreSQL over the app's pool. Its schema is created by pg-boss; every statement it runs
 * here (create, send, fetch with SKIP LOCKED, complete, fail, expire, dead letter) runs on PGlite as on the server.
 */
describe.each(databaseKinds())('the job queue on %s', (kind) => {
  let database: TestDatabase;
  const queues: JobQueue[] = [];

  beforeEach(async () => {
    database = await freshDatabase(kind);
  });
  afterEach(async () => {
    for (const q of queues.splice(0)) await q.stop(1000);
    await database.dispose();
  });

  const queue = (options: Partial<JobQueueOptions> = {}) => {
    const q = createJobQueue(database.db, { ...OPTIONS, ...options }, silent);
    queues.push(q);
    return q;
  };
  const state = async (name: string, id: string) =>
    (
      await database.db.query<{ state: string; retryCount: number }>(
        'select state, retry_count as "retryCount" from pgboss.job where name = $1 and id = $2',
        [name, id],
      )
    ).rows[0];

  it('creates its schema, runs a job sent from another process once, and keeps it completed', async () => {
    const seen: Array<JobContext<{ n: number }>> = [];
    const worker = queue();
    worker.define<{ n: number }>({ name: 'q', handler: async (job) => void seen.push(job) });
    await worker.start();
    const { rows } = await database.db.query<{ version: number }>('select version from pgboss.version');
    expect(rows[0]!.version).toBeGreaterThanOrEqual(24);

    const sender = queue({ workers: false });
    sender.define({ name: 'q', handler: async () => undefined });
    await sender.start();
    const id = await sender.send('q', { n: 1 });
    worker.wake('q');
    await until(() => seen.length === 1, 'the job');
    expect(seen[0]).toMatchObject({ id, data: { n: 1 }, retryCount: 0, lastTry: false });
    await until(async () => (await state('q', id!))?.state === 'completed', 'completed');
    expect(seen).toHaveLength(1);
  });

  it('sends inside a transaction: a rollback leaves no job', async () => {
    const q = queue({ workers: false });
    q.define({ name: 'q', handler: async () => undefined });
    await q.start();
    await expect(
      database.db.transaction(async (tx) => {
        await q.send('q', { n: 1 }, { tx, id: '6f1b1c84-5f2e-4a55-9a1c-1b2c3d4e5f60' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await state('q', '6f1b1c84-5f2e-4a55-9a1c-1b2c3d4e5f60')).toBeUndefined();
    await database.db.transaction((tx) => q.send('q', { n: 2 }, { tx, id: '6f1b1c84-5f2e-4a55-9a1c-1b2c3d4e5f61' }));
    expect(await state('q', '6f1b1c84-5f2e-4a55-9a1c-1b2c3d4e5f61')).toMatchObject({ state: 'created' });
  });

  it('hands an abandoned job to another worker once it expires, and a job out of tries to its dead letter', async () => {
    // The first worker takes the job and never finishes it (its process is stuck, or gone).
    let stuck: () => void = () => undefined;
    const first = queue();
    first.define({ name: 'q', handler: () => new Promise<void>((resolve) => (stuck = resolve)) });
    await first.start();
    const id = (await first.send('q', { n: 1 }))!;
    await until(async () => (await state('q', id))?.state === 'active', 'taken');

    const taken: number[] = [];
    const dead: unknown[] = [];
    const second = queue();
    second.define({
      name: 'q',
      handler: async (job) => {
        taken.push(job.retryCount);
        throw new Error('fails every time');
      },
      onDeadLetter: async (data) => void dead.push(data),
    });
    await second.start();
    await sleep(1100);
    // Expired (pg-boss's maintenance, any process), tried by the second worker until no try is left.
    await until(
      async () => {
        await second.expireAbandoned();
        second.wake('q');
        second.wake('q-dead');
        return dead.length === 1;
      },
      'the dead letter',
      100,
    );
    expect(taken).toEqual([1, 2]);
    expect(dead).toEqual([{ n: 1 }]);
    expect(await state('q', id)).toMatchObject({ state: 'failed', retryCount: 2 });
    stuck();
  });

  it('stops gracefully: waits for the job in flight, or hands it back after the timeout', async () => {
    let release: () => void = () => undefined;
    const finished: string[] = [];
    const q = queue({ expireSeconds: 3600 });
    q.define<{ n: number }>({
      name: 'q',
      handler: async (job) => {
        if (job.data.n === 2) await new Promise<void>((resolve) => (release = resolve));
        finished.push(`${job.data.n}`);
      },
    });
    await q.start();
    const quick = (await q.send('q', { n: 1 }))!;
    await until(async () => (await state('q', quick))?.state === 'completed', 'the first job');

    const slow = (await q.send('q', { n: 2 }))!;
    await until(async () => (await state('q', slow))?.state === 'active', 'the slow job taken');
    await q.stop(300);
    // Not finished in time: back in the queue for another worker (state retry), not lost and not done twice.
    expect(await state('q', slow)).toMatchObject({ state: 'retry' });
    expect(finished).toEqual(['1']);
    release();
  });

  it('at a stop that runs out of time, a job that heeds its signal ends at its step boundary and is handed back', async () => {
    const steps: number[] = [];
    const q = queue({ expireSeconds: 3600 });
    q.define({
      name: 'q',
      handler: async ({ signal }) => {
        for (let step = 1; step <= 1000 && !signal.aborted; step++) {
          steps.push(step);
          await sleep(20);
        }
      },
    });
    await q.start();
    const id = (await q.send('q', { n: 1 }))!;
    await until(() => steps.length >= 3, 'a few steps');
    const stopping = Date.now();
    await q.stop(200);
    expect(Date.now() - stopping).toBeLessThan(3000);
    expect(steps.length).toBeLessThan(1000);
    const after = steps.length;
    await sleep(100);
    expect(steps.length).toBe(after);
    expect(await state('q', id)).toMatchObject({ state: 'retry' });
  });
});
