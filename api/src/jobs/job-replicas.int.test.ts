import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { App } from '../app-types.ts';
import { loadConfig, type ApiConfig } from '../config.ts';
import { DatabaseUnavailableError, type Database, type Queryable } from '../db/database.ts';
import { openPostgres } from '../db/postgres.ts';
import { DEMO_PASSWORD } from '../db/seed/demo-companies.ts';
import { INTERRUPTED_REMINDER } from '../unpaid-runs/unpaid-run-service.ts';
import { databaseKinds, seededDatabase, TEST_SECRET, type TestDatabase } from '../../test/helpers.ts';
import { BILLING_RUN_QUEUE } from '../billing-runs/billing-run-jobs.ts';
import { REMINDER_QUEUE } from '../unpaid-runs/reminder-jobs.ts';

interface JobAnswer {
  id: string;
  status: 'running' | 'succeeded' | 'failed';
  done: number;
  total: number | null;
  outcome: {
    run: { id: number; invoiceCount: number } | null;
    invoiceIds: number[];
    invoices: unknown[];
    skipped: unknown[];
  } | null;
  error: { status: number; title: string; detail: string } | null;
}

/**
 * A connection to the shared database that the test can cut, as a process killed with -9 loses its own: from then on
 * every statement of this instance fails as unavailable (a transaction in flight is rolled back), while the other
 * instance's connection goes on. `trip` names the statement at which it dies (it is not run), and `hold` stops the
 * instance before its next transaction starts until released (the worker is slow, not dead).
 */
function cuttable(db: Database) {
  let dead = false;
  let trip: ((sql: string) => boolean) | undefined;
  let hold: Promise<void> | undefined;
  const guard = (q: Queryable): Queryable => ({
    query: async (sql, params, options) => {
      if (!dead && trip?.(sql)) dead = true;
      if (dead) throw new DatabaseUnavailableError(new Error('connection lost (the test killed this instance)'));
      return q.query(sql, params, options);
    },
  });
  const wrapped: Database = {
    ...db,
    ...guard(db),
    exec: async (sql) => {
      if (dead) throw new DatabaseUnavailableError(new Error('connection lost (the test killed this instance)'));
      await db.exec(sql);
    },
    transaction: async (work) => {
      if (hold) await hold;
      return db.transaction((tx) => work(guard(tx)));
    },
    kind: db.kind,
  };
  return {
    db: wrapped,
    get dead() {
      return dead;
    },
    /** Dies at the statement `when` first answers true for. */
    dieAt(when: (sql: string) => boolean) {
      trip = when;
    },
    holdTransactions(): () => void {
      let release: () => void = () => undefined;
      hold = new Promise((resolve) => (release = resolve));
      return () => {
        hold = undefined;
        release();
      };
    },
  };
}

/** The queue of every instance here: no timer of its own looks for abandoned jobs (the test runs that maintenance). */
const TEST_JOBS = {
  pollingIntervalSeconds: 60,
  expireSeconds: 2,
  retryLimit: 3,
  maintenanceIntervalSeconds: 3600,
  workers: true,
};

/** Counts the statements that match, and calls `at` with the count each time. */
const counting = (pattern: RegExp, at: (n: number) => boolean) => {
  let n = 0;
  return (sql: string) => pattern.test(sql) && at(++n);
};

describe.each(databaseKinds())('jobs across api replicas sharing one database (%s)', (kind) => {
  let database: TestDatabase;
  let url: string | undefined;
  const open: Array<{ app: App; close: () => Promise<void> }> = [];

  beforeAll(async () => {
    database = await seededDatabase(kind, {
      open: (u) => {
        url = u;
        return openPostgres(u);
      },
    });
  });
  afterEach(async () => {
    for (const instance of open.splice(0)) await instance.close();
  });
  afterAll(() => database.dispose());

  /** A connection of its own to the shared database (PostgreSQL: a pool per instance; PGlite: the one instance). */
  const connection = (): { db: Database; close: () => Promise<void> } => {
    if (kind === 'pglite') return { db: database.db, close: async () => undefined };
    const db = openPostgres(url!);
    return { db, close: () => db.close() };
  };

  /** One api instance on the shared database, as one replica behind the load balancer. */
  async function replica(
    db: Database,
    overrides: Partial<ApiConfig> = {},
    close: () => Promise<void> = async () => {},
  ) {
    const config = loadConfig({
      jwtSecret: TEST_SECRET,
      dataDir: '/nonexistent',
      logLevel: 'silent',
      smtpUrl: undefined,
      billingRunChunkSize: 2,
      jobs: TEST_JOBS,
      reminderClaimLeaseMs: 1000,
      ...overrides,
    });
    const app = await buildApp({ config, db, logger: false });
    await app.ready();
    const instance = {
      app,
      close: async () => {
        await app.close();
        await close();
      },
    };
    open.push(instance);
    return instance;
  }

  async function auth(app: App, username = 'health.admin') {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: DEMO_PASSWORD },
    });
    const body = res.json<{ accessToken: string }>();
    const companyId = (
      await database.db.query<{ companyId: number }>(
        `select company_id as "companyId" from users where username = $1`,
        [username],
      )
    ).rows[0]!.companyId;
    return { authorization: `Bearer ${body.accessToken}`, companyId };
  }

  /** Days such that about `n` of the company's oldest invoices still owing are older (a run of about n reminders). */
  async function daysForAbout(companyId: number, n: number) {
    const { rows } = await database.db.query<{ invoiced: string }>(
      `select invoiced from invoices where company_id = $1 and status not in ('P', 'C') and amount_cents > paid_cents
        order by invoiced offset $2 limit 1`,
      [companyId, n],
    );
    return Math.floor((Date.now() - Date.parse(rows[0]!.invoiced)) / (24 * 3600 * 1000));
  }

  const poll = async (app: App, authorization: string, id: string) => {
    const res = await app.inject({ url: `/api/billingrun/job/specific/${id}`, headers: { authorization } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<JobAnswer>();
  };

  /** Billed invoices of the period per client and plan, and the period's runs (SQL: nothing lost, nothing doubled). */
  async function billed(companyId: number, periodStart: string) {
    const { rows: perClient } = await database.db.query<{ n: number }>(
      `select count(*)::int as n from invoices where company_id = $1 and billing_period_start >= $2::date
          and billing_period_start <= ($2::date + interval '1 month' - interval '1 day')
        group by client_id, billing_plan_id`,
      [companyId, periodStart],
    );
    const { rows: runs } = await database.db.query<{ invoiceCount: number; complete: boolean; invoices: number }>(
      `select r.invoice_count as "invoiceCount", r.completed_at is not null as complete,
              (select count(*)::int from invoices i where i.company_id = r.company_id and i.billing_run_id = r.id) as invoices
         from billing_runs r where r.company_id = $1 and r.period_start = $2::date`,
      [companyId, periodStart],
    );
    return { perClient: perClient.map((r) => r.n), runs };
  }

  async function preview(app: App, authorization: string, companyId: number, periodStart: string, periodEnd: string) {
    const res = await app.inject({
      method: 'POST',
      url: `/api/billingrun/preview/${companyId}`,
      headers: { authorization },
      payload: { periodStart, periodEnd },
    });
    return res.json<{ invoices: unknown[]; skipped: unknown[] }>();
  }
  const plannedCount = async (...args: Parameters<typeof preview>) => (await preview(...args)).invoices.length;

  it('a billing run started on A is read on B as it progresses, then finished', async () => {
    const aConn = connection();
    const a = cuttable(aConn.db);
    const conn = connection();
    // A runs the job; B only answers (no worker: every poll it answers comes from the database).
    const A = await replica(a.db, {}, aConn.close);
    const B = await replica(conn.db, { jobs: { ...TEST_JOBS, workers: false } }, conn.close);
    const { authorization, companyId } = await auth(A.app);
    const n = await plannedCount(A.app, authorization, companyId, '2027-01-01', '2027-01-31');
    expect(n).toBeGreaterThan(4);

    // A stops before the chunk that follows its 4th invoice, until the test lets it go on.
    let release: () => void = () => undefined;
    a.dieAt(
      counting(/^\s*insert into invoices\b/, (count) => {
        if (count === 4) release = a.holdTransactions();
        return false;
      }),
    );
    const started = await A.app.inject({
      method: 'POST',
      url: `/api/billingrun/job/${companyId}`,
      headers: { authorization },
      payload: { periodStart: '2027-01-01', periodEnd: '2027-01-31' },
    });
    expect(started.statusCode, started.body).toBe(202);
    const { id } = started.json<JobAnswer>();

    let seen = await poll(B.app, authorization, id);
    for (let i = 0; i < 300 && seen.done < 4; i++) {
      await sleep(50);
      seen = await poll(B.app, authorization, id);
    }
    expect(seen).toMatchObject({ status: 'running', done: 4, total: n, outcome: null });

    release();
    for (let i = 0; i < 600 && seen.status === 'running'; i++) {
      await sleep(50);
      seen = await poll(B.app, authorization, id);
    }
    expect(seen).toMatchObject({ status: 'succeeded', done: n, total: n, error: null });
    expect(seen.outcome!.run!.invoiceCount).toBe(n);
    // A answers the same, from the same row.
    expect(await poll(A.app, authorization, id)).toEqual(seen);
    const sql = await billed(companyId, '2027-01-01');
    expect(sql.perClient.length).toBe(n);
    expect(sql.perClient.every((c) => c === 1)).toBe(true);
    expect(sql.runs).toEqual([{ invoiceCount: n, complete: true, invoices: n }]);
  });

  it('a billing run whose worker dies mid-run is finished by another replica, each invoice once', async () => {
    const aConn = connection();
    const a = cuttable(aConn.db);
    const A = await replica(a.db, {}, aConn.close);
    const { authorization, companyId } = await auth(A.app);
    const plan = await preview(A.app, authorization, companyId, '2027-02-01', '2027-02-28');
    const n = plan.invoices.length;
    expect(n).toBeGreaterThan(4);
    // A dies as it writes its 5th invoice: the chunk of the 5th and 6th is rolled back, 4 are committed.
    a.dieAt(counting(/^\s*insert into invoices\b/, (count) => count === 5));
    const started = await A.app.inject({
      method: 'POST',
      url: `/api/billingrun/job/${companyId}`,
      headers: { authorization },
      payload: { periodStart: '2027-02-01', periodEnd: '2027-02-28' },
    });
    expect(started.statusCode, started.body).toBe(202);
    const { id } = started.json<JobAnswer>();
    for (let i = 0; i < 600 && !a.dead; i++) await sleep(20);
    expect(a.dead).toBe(true);

    // B, another replica, reads the job as A left it: running, 4 done.
    const conn = connection();
    const B = await replica(conn.db, {}, conn.close);
    const { authorization: bAuth } = await auth(B.app);
    let seen = await poll(B.app, bAuth, id);
    expect(seen).toMatchObject({ status: 'running', done: 4, total: n });
    expect(await billed(companyId, '2027-02-01')).toMatchObject({
      runs: [{ invoiceCount: 4, complete: false, invoices: 4 }],
    });

    // Once the job outlives its expiry, pg-boss's maintenance (any replica's) hands it back; B's worker takes it.
    await sleep(2100);
    for (let i = 0; i < 200 && seen.status === 'running'; i++) {
      await B.app.jobs.expireAbandoned();
      B.app.jobs.wake(BILLING_RUN_QUEUE);
      await sleep(200);
      seen = await poll(B.app, bAuth, id);
    }
    expect(seen).toMatchObject({ status: 'succeeded', done: n, total: n, error: null });
    expect(seen.outcome!.run!.invoiceCount).toBe(n);
    expect(seen.outcome!.invoiceIds).toHaveLength(n);
    // The answer is the whole run's, as one worker would have given it: the plan A started, not B's part of it.
    expect(seen.outcome!.invoices).toEqual(plan.invoices);
    expect(seen.outcome!.skipped).toEqual(plan.skipped);
    const attempts = await database.db.query<{ attempts: number }>(
      'select attempts from job_progress where company_id = $1 and id = $2',
      [companyId, id],
    );
    expect(attempts.rows[0]!.attempts).toBeGreaterThanOrEqual(2);
    const sql = await billed(companyId, '2027-02-01');
    expect(sql.perClient.length).toBe(n);
    expect(sql.perClient.every((c) => c === 1)).toBe(true);
    expect(sql.runs).toEqual([{ invoiceCount: n, complete: true, invoices: n }]);
  });

  it('unpaid-run reminders whose worker dies mid-send are finished by another replica, none sent twice', async () => {
    const aConn = connection();
    const a = cuttable(aConn.db);
    const A = await replica(a.db, {}, aConn.close);
    const { authorization, companyId } = await auth(A.app);
    // A dies as it records its 4th reminder in the Outbox: 3 sent, the 4th claimed and never recorded.
    a.dieAt(counting(/^\s*insert into outbox_messages\b/, (count) => count === 4));
    const started = await A.app.inject({
      method: 'POST',
      url: `/api/unpaidrun/${companyId}`,
      headers: { authorization },
      payload: { days: await daysForAbout(companyId, 10) },
    });
    expect(started.statusCode, started.body).toBe(202);
    const runId = started.json<{ id: number; invoiceCount: number }>().id;
    for (let i = 0; i < 600 && !a.dead; i++) await sleep(20);
    expect(a.dead).toBe(true);

    const statuses = async () =>
      (
        await database.db.query<{ status: string; n: number }>(
          `select email_status as status, count(*)::int as n from unpaid_run_invoices where unpaid_run_id = $1
            group by 1 order by 1`,
          [runId],
        )
      ).rows;
    const before = Object.fromEntries((await statuses()).map((r) => [r.status, r.n]));
    expect(before.S).toBe(3);
    expect(before.P).toBeGreaterThan(1);

    const conn = connection();
    const B = await replica(conn.db, {}, conn.close);
    const { authorization: bAuth } = await auth(B.app);
    await sleep(2100);
    let run = (
      await B.app.inject({ url: `/api/unpaidrun/specific/${runId}`, headers: { authorization: bAuth } })
    ).json<{ status: string; emailsPending: number; emailsSent: number; emailsFailed: number }>();
    for (let i = 0; i < 200 && run.status !== 'finished'; i++) {
      await B.app.jobs.expireAbandoned();
      B.app.jobs.wake(REMINDER_QUEUE);
      await sleep(200);
      run = (await B.app.inject({ url: `/api/unpaidrun/specific/${runId}`, headers: { authorization: bAuth } })).json();
    }
    expect(run).toMatchObject({ status: 'finished', emailsPending: 0, emailsFailed: 1, emailsSent: before.P! - 1 + 3 });

    // SQL: at most one Outbox reminder per invoice of the run; exactly one for every reminder sent; none for the one
    // the dead worker had claimed (failed as interrupted: it may be sent again only when a person asks).
    const { rows } = await database.db.query<{
      invoiceId: number;
      status: string;
      error: string | null;
      messages: number;
    }>(
      `select x.invoice_id as "invoiceId", x.email_status as status, x.email_error as error,
              (select count(*)::int from outbox_messages m
                where m.company_id = $2 and m.kind = 'reminder' and m.entity = 'invoice' and m.entity_id = x.invoice_id
                  and m.created_at >= r.run_at) as messages
         from unpaid_run_invoices x join unpaid_runs r on r.id = x.unpaid_run_id
        where x.unpaid_run_id = $1 and x.email_status <> 'N'`,
      [runId, companyId],
    );
    expect(rows.filter((r) => r.status === 'S').every((r) => r.messages === 1)).toBe(true);
    expect(rows.filter((r) => r.status === 'F')).toEqual([
      expect.objectContaining({ error: INTERRUPTED_REMINDER, messages: 0 }),
    ]);
    expect(Math.max(...rows.map((r) => r.messages))).toBe(1);
  });
});
