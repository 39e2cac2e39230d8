import PgBoss from 'pg-boss';
import type { Database, Queryable } from '../db/database.ts';
import type { JobQueueOptions } from './job-queue-options.ts';

export { JOB_QUEUE_DEFAULTS, type JobQueueOptions } from './job-queue-options.ts';

/** What a handler gets: the job's data, id and how many times it was tried before this one. */
export interface JobContext<Data> {
  id: string;
  data: Data;
  /** 0 the first time; more when a worker took over a job another one abandoned, or one that failed. */
  retryCount: number;
  /** True when this is the last try: a handler that throws now sends the job to its dead letter. */
  lastTry: boolean;
  /**
   * Aborted when the process stops and the job's time to finish is up: the handler stops at its next step boundary
   * (returns or throws), and the job is handed back to the queue, where another worker goes on from that step.
   */
  signal: AbortSignal;
}

export interface JobDefinition<Data> {
  /** The queue's name (letters, digits, hyphens). */
  name: string;
  /** Does the job's work; throwing makes the queue try it again (up to the retry limit). */
  handler: (job: JobContext<Data>) => Promise<void>;
  /**
   * A job whose tries are spent (every worker died on it, or it kept failing): called once, by any replica, so that
   * what a person polls says that it failed instead of running for ever.
   */
  onDeadLetter?: (data: Data) => Promise<void>;
  /** 'stately' keeps at most one queued and one running job per singletonKey (see pg-boss queue policies). */
  policy?: 'standard' | 'stately';
}

export interface SendOptions {
  /** The job's id (a UUID): the id a poll uses. Default: a new one. */
  id?: string;
  /** With the 'stately' policy: one queued job per key; a second send answers null. */
  singletonKey?: string;
  /** Not taken before this many seconds from now. */
  startAfterSeconds?: number;
  /** Sends inside this transaction: the job exists if and only if the transaction commits. */
  tx?: Queryable;
}

export interface JobQueue {
  /** Declares a queue and its handler; before start() only. */
  define<Data extends object>(definition: JobDefinition<Data>): void;
  /** Creates pg-boss's schema when missing (or migrates it), the queues, and starts this process's workers. */
  start(): Promise<void>;
  /** Enqueues a job (waiting for start() first); answers its id, or null when a stately queue already has it. */
  send<Data extends object>(name: string, data: Data, options?: SendOptions): Promise<string | null>;
  /** This process's worker of the queue looks for work now instead of at its next poll. */
  wake(name: string): void;
  /**
   * Graceful stop: no new job is taken; jobs running are given until `timeoutMs` to finish, then told to stop at
   * their next step (their signal) and handed back to the queue for another worker. The database connection is the app's: closed by its owner afterwards.
   */
  stop(timeoutMs?: number): Promise<void>;
  /** Runs pg-boss's maintenance now: abandoned jobs (held past their expiry) go back to the queue (tests). */
  expireAbandoned(): Promise<void>;
}

/** PostgreSQL's answer to several statements sent as one prepared statement (PGlite's query() is one). */
const MULTIPLE_COMMANDS = /cannot insert multiple commands into a prepared statement/;

/**
 * pg-boss's database adapter (its `db` option) over the app's own connection: node-postgres's pool on a PostgreSQL
 * server, the single PGlite instance when embedded. pg-boss sends parameterized statements, and a few scripts of
 * several statements without parameters (creating and migrating its schema, its maintenance wrapped in
 * BEGIN … COMMIT under an advisory lock). node-postgres runs such a script as one simple query; PGlite's query()
 * is one prepared statement, so a script runs through exec() there (no script's rows are read by pg-boss).
 */
export function pgBossDb(db: Database | Queryable): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const params = values ?? [];
      try {
        return await db.query(text, params);
      } catch (error) {
        const message = error instanceof Error ? error.message : '';
        if (params.length === 0 && 'exec' in db && MULTIPLE_COMMANDS.test(message)) {
          await db.exec(text);
          return { rows: [] };
        }
        throw error;
      }
    },
  };
}

interface Logger {
  error: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
}

const deadLetterOf = (name: string) => `${name}-dead`;

/** Why a job went back to the queue at a graceful stop (pg-boss's output of the try). */
const HANDED_BACK = 'handed back: the api stopped before the job finished';
/** After the abort, how long a handler has to reach its step boundary before its job is handed back anyway. */
const STEP_GRACE_MS = 5000;

/**
 * The api's job queue: pg-boss 10 on the app's database (PostgreSQL or embedded PGlite, through pgBossDb), its tables
 * in the `pgboss` schema. Every api process runs the same workers; a job is taken by one of them (FOR UPDATE SKIP
 * LOCKED), and one whose worker died goes back to the queue after `expireSeconds` for another (docs/decisions.md 44).
 */
export function createJobQueue(db: Database, options: JobQueueOptions, log: Logger): JobQueue {
  const newBoss = () => {
    const created = new PgBoss({
      db: pgBossDb(db),
      // No cron schedules, and no clock-skew monitor that comes with them.
      schedule: false,
      supervise: true,
      migrate: true,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
    });
    created.on('error', (error) => log.error({ err: error }, 'job queue error'));
    return created;
  };
  // Replaced after a start that failed (pg-boss does not start twice): the database may answer on the next try.
  let boss = newBoss();
  const definitions = new Map<string, JobDefinition<object>>();
  const wakers = new Map<string, () => void>();
  const loops: Promise<void>[] = [];
  /** The jobs this process is running, to hand back to the queue when a stop runs out of time. */
  const running = new Map<string, { name: string; stop: AbortController }>();
  /** The start under way or done; undefined before the first and after one that failed. */
  let starting: Promise<void> | undefined;
  let everStarted = false;
  let retry: NodeJS.Timeout | undefined;
  let stopping = false;

  const attempt = (): Promise<void> => {
    everStarted = true;
    starting ??= startQueue().catch(async (error: unknown) => {
      starting = undefined;
      await boss.stop({ graceful: false, close: false }).catch(() => undefined);
      boss = newBoss();
      throw error;
    });
    return starting;
  };

  /** Sleeps `ms`, or until wake() or stop(). */
  const pause = (name: string, ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakers.delete(name);
        resolve();
      }
      wakers.set(name, done);
    });

  /**
   * One worker: takes a job of the queue (pg-boss's fetch: FOR UPDATE SKIP LOCKED, the job active with its expiry),
   * runs it, and marks it completed, or failed (tried again up to the retry limit, then sent to its dead letter). A
   * worker of ours rather than boss.work(): a graceful stop knows exactly which job is in flight, and a job is never
   * failed by a timer of its own process while it runs (only pg-boss's expiry, run by any replica, takes it back).
   */
  async function workLoop(
    name: string,
    run: (job: PgBoss.JobWithMetadata<object>, signal: AbortSignal) => Promise<void>,
  ) {
    while (!stopping) {
      let job: PgBoss.JobWithMetadata<object> | undefined;
      try {
        [job] = await boss.fetch<object>(name, { includeMetadata: true, batchSize: 1 });
      } catch (error) {
        if (!stopping) log.error({ err: error, queue: name }, 'taking a job failed');
      }
      if (!job) {
        if (!stopping) await pause(name, options.pollingIntervalSeconds * 1000);
        continue;
      }
      const taken = job;
      const stop = new AbortController();
      running.set(taken.id, { name, stop });
      // False once a stop has handed the job back without waiting for it any longer.
      const mine = () => running.get(taken.id)?.stop === stop;
      try {
        await run(taken, stop.signal);
        if (!mine()) continue;
        if (stop.signal.aborted) await boss.fail(name, taken.id, { message: HANDED_BACK });
        else await boss.complete(name, taken.id);
      } catch (error) {
        if (!mine()) continue;
        try {
          if (!stop.signal.aborted) {
            log.error({ err: error, queue: name, jobId: taken.id }, 'job failed; the queue tries it again');
          }
          const message = stop.signal.aborted ? HANDED_BACK : error instanceof Error ? error.message : String(error);
          await boss.fail(name, taken.id, { message });
        } catch (failure) {
          // The database cannot be reached: the job stays active until it expires, then another worker takes it.
          log.error({ err: failure, queue: name, jobId: taken.id }, 'job left active');
        }
      } finally {
        if (mine()) running.delete(taken.id);
      }
    }
  }

  async function startQueue(): Promise<void> {
    await boss.start();
    for (const definition of definitions.values()) {
      const deadLetter = deadLetterOf(definition.name);
      await boss.createQueue(deadLetter, { name: deadLetter, retryLimit: 0 });
      const settings = {
        name: definition.name,
        policy: definition.policy ?? 'standard',
        retryLimit: options.retryLimit,
        retryDelay: 1,
        expireInSeconds: options.expireSeconds,
        deadLetter,
      } as const;
      // create_queue leaves an existing queue as it is: the settings of the process started last apply.
      await boss.createQueue(definition.name, settings);
      await boss.updateQueue(definition.name, settings);
    }
    if (!options.workers) return;
    for (const { name, handler, onDeadLetter } of definitions.values()) {
      loops.push(
        workLoop(name, (job, signal) =>
          handler({
            id: job.id,
            data: job.data,
            retryCount: job.retryCount,
            lastTry: job.retryCount >= job.retryLimit,
            signal,
          }),
        ),
        workLoop(deadLetterOf(name), async (job) => {
          // A new job in the dead-letter queue, with the data of the one out of tries (not its id).
          if (onDeadLetter) await onDeadLetter(job.data);
        }),
      );
    }
  }

  return {
    define(definition) {
      if (everStarted) throw new Error(`job queue ${definition.name} defined after the queue started`);
      definitions.set(definition.name, definition as unknown as JobDefinition<object>);
    },
    async start() {
      try {
        await attempt();
      } catch (error) {
        // Never a reason not to serve: the api answers 503 while the database is away; the queue tries again.
        log.error({ err: error }, 'starting the job queue failed; trying again in 5 s');
        if (!stopping) retry = setTimeout(() => void this.start(), 5000).unref();
      }
    },
    async send(name, data, sendOptions = {}) {
      // Before the queue has started (or while its start fails), sending tries to start it: a failure is the request's.
      await attempt();
      const id = await boss.send(name, data, {
        ...(sendOptions.id ? { id: sendOptions.id } : {}),
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
        ...(sendOptions.tx ? { db: pgBossDb(sendOptions.tx) } : {}),
      });
      // Sent in a transaction: the caller wakes the worker once it has committed (the job is invisible until then).
      if (id && !sendOptions.tx) this.wake(name);
      return id;
    },
    wake(name) {
      wakers.get(name)?.();
    },
    async stop(timeoutMs = 10_000) {
      if (stopping) return;
      stopping = true;
      clearTimeout(retry);
      if (!starting) return;
      await starting.catch(() => undefined);
      for (const wake of [...wakers.values()]) wake();
      // The jobs in flight finish; after the timeout they are told to stop at their next step boundary, and handed
      // back to the queue (failed: tried again at once by another worker, from that step; steps are idempotent).
      const allDone = Promise.allSettled(loops);
      const within = async (ms: number) => {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
        const done = await Promise.race([allDone.then(() => true), late]);
        clearTimeout(timer);
        return done;
      };
      if (!(await within(timeoutMs))) {
        for (const { stop } of running.values()) stop.abort();
        if (!(await within(STEP_GRACE_MS))) {
          for (const [id, { name }] of [...running]) {
            running.delete(id);
            await boss.fail(name, id, { message: HANDED_BACK }).catch(() => undefined);
          }
        }
      }
      try {
        await boss.stop({ graceful: false, close: false });
      } catch (error) {
        log.error({ err: error }, 'stopping the job queue failed');
      }
    },
    async expireAbandoned() {
      await boss.expire();
    },
  };
}
