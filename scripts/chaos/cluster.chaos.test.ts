/**
 * The chaos test (`npm run test:chaos`, and part of `npm test`): the local cluster (HAProxy, two gateways, two apis,
 * PostgreSQL, a Redis of its own) under a bounded load of reads, payments with idempotency keys, imports, sign-ins,
 * open-loop requests and a billing run on the job queue, while `kill -9` takes out the api running the billing run,
 * then a gateway replica, then Redis, each brought back before the next. It prints what the clients saw and proves
 * in SQL that nothing was lost or doubled and that every job finished.
 *
 * Needs a PostgreSQL server (CHAOS_DATABASE_URL, else TEST_DATABASE_URL: a role that may create databases; its own
 * database folio_chaos_<pid> is made and dropped), HAProxy (installed with apt-get when missing and root) and
 * redis-server. Loopback only. docs/operations.md, "The chaos test".
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { DEMO_PASSWORD } from '../../api/src/db/seed/demo-companies.ts';
import { dropDatabase, ensureDatabase } from '../cluster/database.ts';
import { ensureHaproxy, parseRequestLog } from '../cluster/haproxy.ts';
import { clusterPorts, startCluster, type Cluster } from '../cluster/start-cluster.ts';
import { assertPortsFree } from '../processes.ts';
import { closedLoop, graphql, openLoop, sleep, withRetries, type RetryPolicy } from './clients.ts';
import { Figures } from './figures.ts';
import { checkBillingRun, checkLedger, paidCents, type ImportMeant, type PaymentMeant } from './ledger-checks.ts';
import { redisServerInstalled, startRedisServer, stopProcess } from './redis-server.ts';

const serverUrl = process.env.CHAOS_DATABASE_URL || process.env.TEST_DATABASE_URL;
/** How long each replica stays dead under load before it is started again, and the calm before and after. */
const DOWN_MS = Number(process.env.CHAOS_DOWN_MS ?? 3000);
const CALM_MS = Number(process.env.CHAOS_CALM_MS ?? 3000);
/** Open-loop requests a second (a summary read each, never retried: what a careless client would see). */
const OPEN_RATE = Number(process.env.CHAOS_OPEN_RATE ?? 10);

const USER = 'folio.admin';
const PAGE = `query ChaosPage { invoices(query: { page: 1, size: 20 }) { totalElements data { id uniqueId amount paid amountDue components { id amount } } } }`;
const SUMMARY = `query ChaosSummary($start: Date!, $end: Date!) { financialSummary(start: $start, end: $end) { income expenses profit } }`;
const UNPAID = `query ChaosUnpaid { invoicesByKind(kind: UNPAID) { id amountDue } }`;
const ACCOUNTS = `query ChaosAccounts { financialAccounts { code status } }`;
const PAY = `mutation ChaosPay($id: ID!, $input: PaymentInput!) { payInvoice(invoiceId: $id, input: $input) { created payment { id amount } } }`;
const IMPORT = `mutation ChaosImport($rows: [ImportedTransactionInput!]!, $key: String) { importFinancialTransactions(rows: $rows, format: GENERIC_CSV, idempotencyKey: $key) { imported replayed batchId } }`;
const LOGIN = `mutation ChaosLogin($u: String!, $p: String!) { login(username: $u, password: $p) { accessToken } }`;
const PREVIEW = `query ChaosPreview($s: Date!, $e: Date!) { billingRunPreview(periodStart: $s, periodEnd: $e) { invoices { clientId } } }`;

/** Reads: a few quick tries (a person would click again). */
const READ_POLICY: RetryPolicy = { attempts: 8, backoffMs: 100, maxBackoffMs: 1600 };
/** Money: the same request with the same key until it is answered, for up to about 30 seconds. */
const MONEY_POLICY: RetryPolicy = { attempts: 30, backoffMs: 200, maxBackoffMs: 1000 };

/** The first base port from which every port of the cluster and its Redis is free (other helpers run tests too). */
async function freeBasePort(): Promise<number> {
  for (const base of [18400, 18460, 18520, 18580, 18640]) {
    try {
      await assertPortsFree([...clusterPorts({ basePort: base }), base + 50], 'chaos');
      return base;
    } catch {
      // taken: the next
    }
  }
  throw new Error('no free ports for the chaos cluster (18400–18700)');
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

describe.skipIf(!serverUrl)('the cluster under chaos (kill -9 of an api, a gateway, Redis)', () => {
  const databaseUrl = withDatabase(serverUrl ?? 'postgres://x/postgres', `folio_chaos_${process.pid}`);
  const workDir = mkdtempSync(path.join(tmpdir(), 'folio-chaos-'));
  const serverLines: string[] = [];
  /** HAProxy's log of requests that were retried or failed, counted by what happened (not printed one by one). */
  const proxyEvents = new Map<string, number>();
  let cluster: Cluster | undefined;
  let redis: ChildProcess | undefined;
  let redisPort = 0;
  let db: pg.Client | undefined;

  beforeAll(async () => {
    ensureHaproxy();
    if (!redisServerInstalled()) {
      throw new Error('redis-server is not installed: apt-get install -y redis-server (or set REDIS_SERVER_PATH)');
    }
    const basePort = await freeBasePort();
    redisPort = basePort + 50;
    await dropDatabase(databaseUrl);
    await ensureDatabase(databaseUrl);
    redis = await startRedisServer(redisPort);
    const started = performance.now();
    const shared = { NODE_ENV: 'production', SHUTDOWN_TIMEOUT_MS: '5000' };
    cluster = await startCluster({
      basePort,
      databaseUrl,
      redisUrl: `redis://127.0.0.1:${redisPort}`,
      workDir,
      apiEnv: {
        ...shared,
        DEMO_DATA: 'true',
        JWT_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'warn',
        // A billing run of one invoice per transaction, so that the kill lands between its steps; a job whose
        // worker died goes back to the queue after 15 s (not 15 min), looked for every second.
        BILLING_RUN_CHUNK_SIZE: '1',
        JOB_EXPIRE_SECONDS: '15',
        JOB_MAINTENANCE_SECONDS: '1',
        JOB_POLL_SECONDS: '1',
      },
      // The load is one user at full speed: the per-user limit is still counted (in Redis), never reached.
      gatewayEnv: { ...shared, ACCESS_LOG: 'off', RATE_LIMIT_USER_REQUESTS: '1000000' },
      log: (member, line) => {
        serverLines.push(`[${member}] ${line}`);
        if (serverLines.length > 300) serverLines.shift();
        const request = member === 'haproxy' ? parseRequestLog(line) : undefined;
        if (request) {
          const what =
            request.termination === '----'
              ? `answered ${request.status} after ${request.redispatched ? 'a redispatch to the other replica' : 'a retry'}`
              : `failed ${request.status} ${request.termination}`;
          const key = `${request.frontend} frontend, ${request.method}: ${what}`;
          proxyEvents.set(key, (proxyEvents.get(key) ?? 0) + 1);
        } else if (member === 'haproxy' || member === 'cluster') {
          console.log(`[${member}] ${line}`);
        }
      },
    });
    console.log(`Cluster up in ${((performance.now() - started) / 1000).toFixed(1)} s at ${cluster.url}`);
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  });

  afterAll(async () => {
    await cluster?.stop();
    if (redis) await stopProcess(redis, 'SIGTERM');
    await db?.end();
    await dropDatabase(databaseUrl).catch(() => undefined);
    rmSync(workDir, { recursive: true, force: true });
  });

  it('answers every payment and import exactly once, finishes every job, and every client recovers', async () => {
    onTestFailed(() => console.log(`Last lines of the servers:\n${serverLines.slice(-60).join('\n')}`));
    const url = cluster!.url;
    const runId = `chaos-${Date.now().toString(36)}`;
    const today = new Date().toISOString().slice(0, 10);
    const year = today.slice(0, 4);

    const signIn = () => graphql<{ login: { accessToken: string } }>(url, LOGIN, { u: USER, p: DEMO_PASSWORD });
    const first = await withRetries(signIn, READ_POLICY);
    expect(first.data, first.lastFailure).toBeDefined();
    const token = first.data!.login.accessToken;
    const companyId = Number(
      (await db!.query<{ company_id: string }>('select company_id from users where username = $1', [USER])).rows[0]!
        .company_id,
    );

    // What the payers pay: unpaid invoices with room for many small payments.
    const unpaid = await withRetries(
      () => graphql<{ invoicesByKind: { id: string; amountDue: string }[] }>(url, UNPAID, {}, { token }),
      READ_POLICY,
    );
    const room = new Map(
      (unpaid.data?.invoicesByKind ?? [])
        .filter((i) => Number(i.amountDue) >= 20)
        .slice(0, 24)
        .map((i) => [Number(i.id), Math.round(Number(i.amountDue) * 100)]),
    );
    expect(room.size, 'unpaid demo invoices to pay').toBeGreaterThan(4);
    const candidates = [...room.keys()];
    const paidBefore = await paidCents(db!, companyId, candidates);
    const accounts = await withRetries(
      () => graphql<{ financialAccounts: { code: string; status: string }[] }>(url, ACCOUNTS, {}, { token }),
      READ_POLICY,
    );
    const accountCode = accounts.data?.financialAccounts.find((a) => a.status === 'A')?.code;
    expect(accountCode, 'an active account to import onto').toBeDefined();

    // The billing run started under load: a period no demo run has billed, with invoices to create.
    const nextYear = Number(year) + 1;
    const period = { periodStart: `${nextYear}-01-01`, periodEnd: `${nextYear}-03-31` };
    const preview = await withRetries(
      () =>
        graphql<{ billingRunPreview: { invoices: unknown[] } }>(
          url,
          PREVIEW,
          { s: period.periodStart, e: period.periodEnd },
          { token },
        ),
      READ_POLICY,
    );
    const planned = preview.data?.billingRunPreview.invoices.length ?? 0;
    expect(planned, 'invoices the billing run plans').toBeGreaterThan(2);

    // Before the load: the per-user request limit is one count in Redis, whichever gateway answers.
    const replicas = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const answer = await graphql(url, PAGE, {}, { token });
      if (answer.ok && answer.replica) replicas.add(answer.replica);
    }
    expect([...replicas].sort(), 'round robin over both gateways').toEqual(['gateway1', 'gateway2']);

    const figures = new Figures('steady');
    let stopped = false;
    const isStopped = () => stopped;
    const payments: PaymentMeant[] = [];
    const imports: ImportMeant[] = [];
    const refused: string[] = [];
    const gaveUp: string[] = [];
    const note = (client: string, result: { lastFailure?: string; refused?: boolean; outcome: { ok: boolean } }) => {
      if (result.outcome.ok) return;
      (result.refused ? refused : gaveUp).push(`${client}: ${result.lastFailure}`);
    };

    const reader = (n: number) =>
      closedLoop(isStopped, 50, async () => {
        const phase = figures.currentPhase;
        const summary = n % 2 === 1;
        const result = await withRetries(
          () =>
            summary
              ? graphql(url, SUMMARY, { start: `${year}-01-01`, end: `${year}-12-31` }, { token })
              : graphql(url, PAGE, {}, { token }),
          READ_POLICY,
        );
        figures.record('read', result.outcome, phase);
        note('read', result);
      });

    let paymentNo = 0;
    const payer = (worker: number) =>
      closedLoop(isStopped, 100, async () => {
        const phase = figures.currentPhase;
        const n = paymentNo++;
        const invoiceId = candidates[n % candidates.length]!;
        const cents = 1 + ((n * 37) % 50);
        const left = room.get(invoiceId) ?? 0;
        if (left < cents) return;
        room.set(invoiceId, left - cents);
        const key = `${runId}-pay-${worker}-${n}`;
        // The same request every time, key included: a retry is the same payment, not a new one.
        const input = {
          description: `chaos ${key}`,
          amount: (cents / 100).toFixed(2),
          paid: new Date().toISOString(),
          idempotencyKey: key,
        };
        const result = await withRetries(
          () => graphql<{ payInvoice: { created: boolean } }>(url, PAY, { id: String(invoiceId), input }, { token }),
          MONEY_POLICY,
        );
        figures.record('pay', result.outcome, phase);
        note('pay', result);
        if (result.outcome.ok) payments.push({ key, invoiceId, cents });
      });

    let importNo = 0;
    const importer = () =>
      closedLoop(isStopped, 1500, async () => {
        const phase = figures.currentPhase;
        const key = `${runId}-import-${importNo++}`;
        const rows = Array.from({ length: 400 }, (_, i) => {
          const cents = (i % 2 === 0 ? 1 : -1) * (100 + i);
          return {
            processed: today,
            financialAccountCode: accountCode,
            description: `chaos ${key} row ${i}`,
            amount: (cents / 100).toFixed(2),
          };
        });
        const cents = rows.reduce((sum, r) => sum + Math.round(Number(r.amount) * 100), 0);
        const result = await withRetries(
          () => graphql<{ importFinancialTransactions: { imported: number } }>(url, IMPORT, { rows, key }, { token }),
          MONEY_POLICY,
        );
        figures.record('import', result.outcome, phase);
        note('import', result);
        if (result.outcome.ok) imports.push({ key, rows: rows.length, cents });
      });

    const signer = () =>
      closedLoop(isStopped, 1500, async () => {
        const phase = figures.currentPhase;
        const result = await withRetries(signIn, READ_POLICY);
        figures.record('sign-in', result.outcome, phase);
        note('sign-in', result);
      });

    const open = () =>
      openLoop(isStopped, OPEN_RATE, async () => {
        const phase = figures.currentPhase;
        const t0 = performance.now();
        const answer = await graphql(url, SUMMARY, { start: `${year}-01-01`, end: `${year}-12-31` }, { token });
        figures.record(
          'open',
          {
            ms: performance.now() - t0,
            attempts: 1,
            ok: answer.ok,
            failures: answer.ok ? [] : [answer.failure],
            details: answer.ok ? [] : [answer.detail],
          },
          phase,
        );
      });

    const events: string[] = [];
    const load = Promise.all([reader(0), reader(1), reader(2), payer(1), payer(2), importer(), signer(), open()]);
    const timed = async (label: string, work: () => Promise<void>) => {
      const t0 = performance.now();
      await work();
      events.push(`${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    };

    await sleep(CALM_MS);
    // The billing run, started through HAProxy. Whichever api's worker takes it is the one killed, once the run has
    // committed two invoices: the connection that records its progress (`update job_progress …`, only the worker's
    // statement) names its api in pg_stat_activity (PGAPPNAME folio-api1, folio-api2).
    const started = await fetch(`${cluster!.apiUrl}/api/billingrun/job/${companyId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(period),
    });
    expect(started.status, await started.clone().text()).toBe(202);
    const jobId = ((await started.json()) as { id: string }).id;
    const progress = async () =>
      (
        await db!.query<{ status: string; done: number }>(
          'select status, done from job_progress where company_id = $1 and id = $2',
          [companyId, jobId],
        )
      ).rows[0];
    const worker = async () =>
      (
        await db!.query<{ name: string }>(
          `select substr(application_name, 7) as name from pg_stat_activity
            where datname = current_database() and application_name like 'folio-api%'
              and query ilike 'update job_progress set%' limit 1`,
        )
      ).rows[0]?.name;
    const deadline = Date.now() + 15_000;
    let atKill = await progress();
    let runner = await worker();
    while (atKill?.status === 'running' && (atKill.done < 2 || !runner) && Date.now() < deadline) {
      await sleep(25);
      atKill = await progress();
      runner ??= await worker();
    }
    runner ??= 'api1';
    events.push(`billing run ${jobId} run by ${runner}; at the kill: ${atKill?.status}, ${atKill?.done} of ${planned}`);
    for (const name of [runner, 'gateway1']) {
      figures.phase(`${name} killed`);
      await cluster!.kill(name, 'SIGKILL');
      await timed(`HAProxy took ${name} out`, () => cluster!.waitForState(name, 'down', 10_000));
      await sleep(DOWN_MS);
      await timed(`${name} restarted and back in HAProxy`, () => cluster!.restart(name));
    }
    figures.phase('redis killed');
    await stopProcess(redis!, 'SIGKILL');
    await sleep(DOWN_MS);
    await timed('redis restarted', async () => {
      redis = await startRedisServer(redisPort);
    });
    // ioredis reconnects by itself (its retries are at most 2 s apart): the rate limits are in Redis again.
    await sleep(2500);
    figures.phase('after');
    await sleep(CALM_MS);
    stopped = true;
    await load;
    // The billing run: taken over by another worker if its own died (after JOB_EXPIRE_SECONDS), then finished.
    await timed('billing run finished after the load', async () => {
      const end = Date.now() + 90_000;
      while ((await progress())?.status === 'running' && Date.now() < end) await sleep(250);
    });
    const billing = await checkBillingRun(db!, { companyId, jobId, ...period, planned });

    const findings = await checkLedger(db!, { companyId, keyPrefix: runId, payments, imports, paidBefore });
    console.log(
      [
        '',
        'What the clients saw (latency in ms: what a client waited for, retries included; open: one attempt each):',
        figures.table(),
        '',
        ...figures.failureSamples().map((sample) => `  ${sample}`),
        '',
        ...events,
        '',
        'HAProxy, requests it retried or could not answer (SH: the replica died before answering; see docs/operations.md):',
        ...[...proxyEvents].sort((a, b) => b[1] - a[1]).map(([what, n]) => `  ${what}: ${n}`),
        '',
        `Payments: ${findings.payments.meant} answered, ${findings.payments.stored} stored ` +
          `(${findings.payments.cents} cents, ${findings.payments.ledgerLines} ledger lines); ` +
          `${findings.invoices.touched} invoices' paid moved by ${findings.invoices.paidDeltaCents} cents.`,
        `Imports: ${findings.imports.meant} answered, ${findings.imports.batches} batches stored ` +
          `(${findings.imports.rows} rows, ${findings.imports.cents} cents).`,
        `Billing run: job ${billing.status}, ${billing.done} of ${billing.total} invoices (${planned} planned), ` +
          `${billing.invoices} stored; taken by ${billing.attempts} worker${billing.attempts === 1 ? '' : 's'}; ` +
          `pg-boss: ${billing.queue.join(', ')}.`,
        findings.problems.length + billing.problems.length === 0
          ? 'Nothing lost, nothing doubled, every job finished.'
          : `Problems:\n  ${[...findings.problems, ...billing.problems].join('\n  ')}`,
      ].join('\n'),
    );

    expect(refused, 'requests the cluster refused (it should only ever fail in transit)').toEqual([]);
    expect(gaveUp, 'operations a retrying client gave up on').toEqual([]);
    expect(findings.problems).toEqual([]);
    expect(billing.problems).toEqual([]);
    // Killed while it ran: the worker that finished it is not the one that started it.
    if (atKill?.status === 'running') expect(billing.attempts, 'workers that took the billing run').toBeGreaterThan(1);
    expect(payments.length).toBeGreaterThan(10);
    expect(imports.length).toBeGreaterThan(1);
    expect(findings.payments.cents).toBe(payments.reduce((sum, p) => sum + p.cents, 0));
    expect(findings.invoices.paidDeltaCents).toBe(findings.payments.cents);
    // Once everything is back, no client sees a failure at all.
    const after = figures.rows().filter((r) => r.phase === 'after');
    expect(after.length).toBeGreaterThan(0);
    for (const row of after)
      expect(row.failedAttempts, `${row.client} after recovery: ${JSON.stringify(row.failures)}`).toBe(0);
    // Nothing died that the test did not kill.
    for (const member of cluster!.members) expect(member.unexpectedExits, member.name).toBe(0);
  });
});
