import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { openPglite } from '../../src/db/pglite.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import { expireInterruptedSends } from '../../src/outbox/outbox-service.ts';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-companies.ts';
import { databaseKinds, seededDatabase, type DatabaseKind } from '../helpers.ts';
import { startTcpProxy, type TcpProxy } from '../tcp-proxy.ts';
import { startApiProcess, type ApiProcess } from './api-process.ts';
import { startLoad, type Caller, type Load, type Operation } from './clients.ts';
import { startOutageSmtp, type OutageSmtp } from './outage-smtp.ts';
import { formatReport, type StoredCheck } from './report.ts';

/**
 * The fault suite (`npm run test:faults`, and part of `npm test`): a few clients pay invoices, import statement
 * rows and email invoices (each with an Idempotency-Key, retried as a careful client retries), against the api as
 * a real process, while the suite kills in turn the api (kill -9, during a billing run, then a restart), the
 * database link (a TCP proxy between the api and PostgreSQL: every connection cut, then a partition) and the mail
 * server (in the middle of a message). Then it prints what the clients saw and what was stored, and asserts that
 * nothing the clients saw succeed was lost or stored twice, and that the mail server received no message twice.
 * docs/operations.md, "Fault tests".
 */

const CLIENTS = 3;
/** Operations to finish in each phase before the fault, and again after the recovery. */
const OPS_PER_STEP = 4;
const BILLING_PERIOD = { periodStart: '2026-08-01', periodEnd: '2026-08-31' };
const JWT_SECRET = 'fault-suite-secret-that-is-long-enough-for-hs256';

/** The PostgreSQL server of TEST_DATABASE_URL, when there is one: the database link can only be cut there. */
const kind: DatabaseKind = databaseKinds().includes('postgres') ? 'postgres' : 'pglite';

describe(`fault suite (${kind})`, { timeout: 600_000 }, () => {
  let api: ApiProcess;
  let smtp: OutageSmtp;
  let proxy: TcpProxy | undefined;
  let load: Load;
  /** PostgreSQL: a direct connection for the checks. PGlite: the data directory, opened once the api has stopped. */
  let direct: Database | undefined;
  let dispose: () => Promise<void> = async () => undefined;
  let dataDir: string | undefined;
  let payer: Caller;
  let importer: Caller;
  let invoiceIds: number[];
  let clientId: number;
  const notes: string[] = [];

  const call = async (caller: Caller, method: string, url: string, body?: unknown) => {
    const res = await fetch(`${api.url}${url}`, {
      method,
      headers: {
        authorization: caller.authorization,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };
  const login = async (username: string): Promise<Caller> => {
    const res = await fetch(`${api.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: DEMO_PASSWORD }),
    });
    const { accessToken, user } = (await res.json()) as { accessToken: string; user: { companyId: number } };
    return { authorization: `Bearer ${accessToken}`, companyId: user.companyId };
  };

  /**
   * Thirty clients on a monthly plan of the health company, so that the billing run that is killed has chunks to
   * cut; answers a client of the company to invoice.
   */
  const prepare = async (db: Database): Promise<number> => {
    await db.query(
      `with company as (select company_id as id from users where username = 'health.admin'),
            plan as (select bp.id, bp.company_id from billing_plans bp, company
                      where bp.company_id = company.id and bp.active and bp.frequency = 'M'
                        and exists (select 1 from billing_plan_items i where i.billing_plan_id = bp.id)
                      order by bp.id limit 1),
            added as (insert into clients (company_id, first_name, last_name)
                      select plan.company_id, 'Fault', 'Client ' || lpad(n::text, 3, '0')
                        from plan, generate_series(1, 30) n returning id, company_id)
       insert into client_billing_plans (company_id, client_id, billing_plan_id, start_date)
       select added.company_id, added.id, plan.id, '2026-01-01' from added, plan`,
    );
    const { rows } = await db.query<{ id: number }>(
      `select c.id from clients c join users u on u.company_id = c.company_id and u.username = 'health.admin'
        order by c.id limit 1`,
    );
    return rows[0]!.id;
  };

  /** The database as the checks read it. */
  const database = async (): Promise<Database> => {
    if (direct) return direct;
    await api.stop();
    direct = await openPglite(path.join(dataDir!, 'pglite'));
    return direct;
  };

  beforeAll(async () => {
    smtp = await startOutageSmtp();
    const env: NodeJS.ProcessEnv = {
      JWT_SECRET,
      SMTP_URL: smtp.url,
      BILLING_RUN_CHUNK_SIZE: '2',
      DEMO_DATA: 'false',
    };
    if (kind === 'postgres') {
      let url = '';
      const copy = await seededDatabase('postgres', {
        open: (u) => {
          url = u;
          return openPostgres(u, { maxConnections: 2 });
        },
      });
      direct = copy.db;
      dispose = copy.dispose;
      clientId = await prepare(direct);
      const server = new URL(url);
      proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
      Object.assign(env, {
        DATABASE_URL: proxy.url(url),
        DATABASE_POOL_SIZE: '4',
        DATABASE_CONNECT_TIMEOUT_MS: '1000',
        DATABASE_STATEMENT_TIMEOUT_MS: '3000',
        DATABASE_QUERY_TIMEOUT_MS: '4000',
      });
    } else {
      dataDir = await mkdtemp(path.join(tmpdir(), 'folio-faults-'));
      const snapshot = new Blob([await readFile(inject('pgliteSnapshot'))]);
      const db = await openPglite(path.join(dataDir, 'pglite'), { loadDataDir: snapshot });
      clientId = await prepare(db);
      await db.close();
      Object.assign(env, { DATA_DIR: dataDir, DATABASE_URL: '' });
    }
    api = await startApiProcess(env);
    payer = await login('health.admin');
    importer = await login('folio.admin');
    // Invoices large enough that no number of the suite's payments can pay them off.
    invoiceIds = [];
    for (let i = 0; i < 4; i++) {
      const res = await call(payer, 'POST', `/api/invoice1/${payer.companyId}`, {
        clientId,
        description: `Fault suite invoice ${i}`,
        components: [{ description: 'Retainer', quantity: 1, unitCost: 100000 }],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      invoiceIds.push(res.body.id as number);
    }
  });

  afterAll(async () => {
    await load?.stop();
    await api?.stop();
    if (kind === 'pglite') await direct?.close();
    await dispose();
    await proxy?.close();
    await smtp?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('loses nothing and stores nothing twice while the api, the database link and the mail server fail in turn', async () => {
    load = startLoad({ url: api.url, payer, importer, invoiceIds, accountCodes: ['6100', '4000', '6500'] }, CLIENTS);
    await load.waitFor(OPS_PER_STEP);

    // 1. The api dies (kill -9) in the middle of the load and of a billing run, and starts again.
    load.phase = 'api killed (kill -9) and restarted';
    const job = await call(payer, 'POST', `/api/billingrun/job/${payer.companyId}`, BILLING_PERIOD);
    expect(job.status, JSON.stringify(job.body)).toBe(202);
    let seen = job.body as { status: string; done: number; total: number | null };
    while (seen.status === 'running' && seen.done < 2) {
      await sleep(20);
      seen = (await call(payer, 'GET', `/api/billingrun/job/specific/${job.body.id}`)).body;
    }
    await api.kill9();
    notes.push(`billing run killed at ${seen.done} of ${seen.total} invoices (job ${seen.status})`);
    await sleep(500);
    await api.start();
    await load.waitFor(OPS_PER_STEP);

    // 2. The database link: every connection cut (inside transactions too), then a partition, then healed.
    if (proxy) {
      load.phase = 'database link cut, then partitioned';
      await load.waitFor(OPS_PER_STEP);
      await proxy.killAll();
      proxy.setMode('blackhole');
      await sleep(2000);
      proxy.setMode('forward');
      await load.waitFor(OPS_PER_STEP);
    } else notes.push('database link: not cut (PGlite runs inside the api; set TEST_DATABASE_URL for PostgreSQL)');

    // 3. The mail server dies while it receives a message, and comes back.
    load.phase = 'mail server killed mid-message and restarted';
    await smtp.killDuringNextMessage();
    await sleep(1000);
    await smtp.restart();
    await load.waitFor(OPS_PER_STEP);
    load.phase = 'after the faults';
    const mailedAfter = () => load.operations.some((o) => o.phase === 'after the faults' && o.kind === 'email' && o.ok);
    for (let n = 0; n < OPS_PER_STEP || (!mailedAfter() && n < 100); n++) await load.waitFor(1);
    await load.stop();

    // The billing run cut short: incomplete with whole invoices and matching totals, finished by a second start.
    const runs = (await call(payer, 'GET', `/api/billingrun/${payer.companyId}`)).body as Array<{
      id: number;
      periodStart: string;
      periodEnd: string;
      invoiceCount: number;
      total: number;
      complete: boolean;
    }>;
    const cut = runs.find((r) => r.periodStart === BILLING_PERIOD.periodStart);
    const finished = await call(payer, 'POST', `/api/billingrun/${payer.companyId}`, BILLING_PERIOD);
    expect([200, 201], JSON.stringify(finished.body)).toContain(finished.status);
    const plannedTotal = seen.total ?? 0;
    if (cut) {
      notes.push(`after the restart the run showed ${cut.invoiceCount} invoices, complete: ${cut.complete}`);
      expect(cut.complete).toBe(cut.invoiceCount === plannedTotal);
    }

    const operations = load.operations;
    // The mail that failed while the server was down waits in the outbox: resent from there, as an operator would.
    const failedMail = operations.filter((o) => o.kind === 'email' && o.mailStatus === 'failed');
    for (const op of failedMail) {
      const resent = await call(payer, 'POST', `/api/outbox/${payer.companyId}/${op.outboxId}/resend`);
      expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    }
    notes.push(`emails that failed while the mail server was down, resent from the outbox: ${failedMail.length}`);
    const db = await database();
    // What the killed api had claimed and not finished: sending, for the lease, then uncertain (may have been sent),
    // never sent again on its own. The load has stopped and every resend returned, so no live process holds a claim.
    await expireInterruptedSends(db, { leaseMs: 0 });
    const checks = [
      await checkPayments(db, payer.companyId, operations),
      await checkImports(db, importer.companyId, operations),
      await checkEmails(db, payer.companyId, smtp, operations, notes),
    ];
    const runCheck = await db.query<{
      complete: boolean;
      invoiceCount: number;
      totalCents: number;
      n: number;
      cents: number;
    }>(
      `select r.completed_at is not null as complete, r.invoice_count as "invoiceCount", r.total_cents::int as "totalCents",
              (select count(*) from invoices i where i.billing_run_id = r.id)::int as n,
              (select coalesce(sum(i.amount_cents), 0) from invoices i where i.billing_run_id = r.id)::int as cents
         from billing_runs r join users u on u.company_id = r.company_id and u.username = 'health.admin'
        where r.period_start = $1`,
      [BILLING_PERIOD.periodStart],
    );
    const billedTwice = await db.query<{ n: number }>(
      `select count(*)::int as n from (select client_id from invoices where billing_period_start = $1
          group by client_id, billing_plan_id having count(*) > 1) twice`,
      [BILLING_PERIOD.periodStart],
    );
    const invoicesWhole = await db.query<{ n: number }>(
      `select count(*)::int as n from invoices i
        where i.id = any($1::bigint[])
          and i.paid_cents <> (select coalesce(sum(p.amount_cents), 0) from payments p where p.invoice_id = i.id)`,
      [invoiceIds],
    );
    notes.push(
      `billing run of ${BILLING_PERIOD.periodStart}: ${runCheck.rows.length} run(s), ` +
        runCheck.rows.map((r) => `${r.invoiceCount} invoices, complete ${r.complete}`).join('; ') +
        `; clients billed twice: ${billedTwice.rows[0]!.n}`,
    );
    notes.push(`api crashes (exits the suite did not cause): ${api.crashes.length}`);
    console.log(formatReport(operations, checks, notes));

    expect(api.crashes).toEqual([]);
    // SMTP has no idempotency: the mail server received no message twice, across the kill and the resends, and
    // nothing that is not one outbox message (a retried request that made a second message would show here).
    expect(receivedTwice(smtp), 'messages the mail server received more than once').toEqual([]);
    const outboxIds = new Set(
      (
        await db.query<{ m: string }>(`select message_id as m from outbox_messages where message_id is not null`)
      ).rows.map((r) => r.m),
    );
    expect(smtp.messages.filter((m) => !m.messageId || !outboxIds.has(m.messageId)).map((m) => m.messageId)).toEqual(
      [],
    );
    const rowsPerKey = await db.query<{ n: number }>(
      `select count(*)::int as n from outbox_messages where idempotency_key like 'fault-email-%'
        group by idempotency_key having count(*) > 1`,
    );
    expect(rowsPerKey.rows, 'emails recorded twice for one request').toEqual([]);
    for (const check of checks) {
      expect(check, check.kind).toMatchObject({ lost: 0, doubled: 0, storedOnce: check.believed });
      expect(check.storedCents, check.kind).toBe(check.believedCents);
    }
    // Idempotent operations are retried until they succeed: every client got there.
    expect(operations.filter((o) => o.kind !== 'email' && !o.ok)).toEqual([]);
    // Mail recovers without a restart of the api: sends after the mail server came back went out.
    const emailsAfter = operations.filter((o) => o.phase === 'after the faults' && o.kind === 'email' && o.ok);
    expect(emailsAfter.length).toBeGreaterThan(0);
    expect(emailsAfter.every((o) => o.mailStatus === 'sent')).toBe(true);
    // Each fault was felt: some answers were errors or retries, in every phase that had a fault.
    expect(operations.some((o) => o.attempts.length > 1)).toBe(true);
    expect(invoicesWhole.rows[0]!.n).toBe(0);
    expect(runCheck.rows).toHaveLength(1);
    expect(runCheck.rows[0]).toMatchObject({ complete: true, invoiceCount: runCheck.rows[0]!.n });
    expect(runCheck.rows[0]!.totalCents).toBe(runCheck.rows[0]!.cents);
    expect(billedTwice.rows[0]!.n).toBe(0);
  });
});

const believed = (operations: Operation[], kind: Operation['kind']) =>
  operations.filter((o) => o.kind === kind && o.ok);

async function checkPayments(db: Database, companyId: number, operations: Operation[]): Promise<StoredCheck> {
  const { rows } = await db.query<{ key: string; n: number; cents: number }>(
    `select idempotency_key as key, count(*)::int as n, sum(amount_cents)::int as cents from payments
      where company_id = $1 and idempotency_key like 'fault-payment-%' group by idempotency_key`,
    [companyId],
  );
  return compare('payment', operations, new Map(rows.map((r) => [r.key, r])));
}

async function checkImports(db: Database, companyId: number, operations: Operation[]): Promise<StoredCheck> {
  const { rows } = await db.query<{ key: string; n: number; cents: number }>(
    `select b.idempotency_key as key, count(distinct b.id)::int as n, coalesce(sum(t.debit_cents), 0)::int as cents
       from financial_import_batches b left join financial_transactions t on t.import_batch_id = b.id
      where b.company_id = $1 and b.idempotency_key like 'fault-import-%' group by b.idempotency_key`,
    [companyId],
  );
  return compare('import', operations, new Map(rows.map((r) => [r.key, r])));
}

function compare(
  kind: Operation['kind'],
  operations: Operation[],
  stored: Map<string, { n: number; cents: number }>,
): StoredCheck {
  const ok = believed(operations, kind);
  const once = ok.filter((o) => stored.get(o.key)?.n === 1 && stored.get(o.key)?.cents === o.cents);
  const keys = new Set(ok.map((o) => o.key));
  return {
    kind,
    believed: ok.length,
    believedCents: ok.reduce((sum, o) => sum + o.cents, 0),
    storedOnce: once.length,
    lost: ok.filter((o) => !stored.has(o.key)).length,
    doubled: [...stored.values()].filter((s) => s.n > 1).length,
    storedCents: ok.reduce((sum, o) => sum + (stored.get(o.key)?.cents ?? 0), 0),
    unconfirmed: [...stored.keys()].filter((k) => !keys.has(k)).length,
  };
}

/** The Message-IDs the mail server received more than once (every send of one outbox message carries one). */
function receivedTwice(smtp: OutageSmtp): string[] {
  const received = new Map<string, number>();
  for (const m of smtp.messages) {
    // A message without a Message-ID could not be told from another: it counts as a doubling of its own.
    const id = m.messageId ?? `(no Message-ID: ${m.subject ?? ''})`;
    received.set(id, (received.get(id) ?? 0) + 1);
  }
  return [...received.entries()].filter(([, n]) => n > 1).map(([id, n]) => `${id} ×${n}`);
}

/**
 * Every email a client saw answered is one outbox message (its Idempotency-Key: a retry after the api died mid-send
 * answers the same message), and the mail server received each outbox message at most once (matched by its
 * Message-ID, the same on every send of it), sent ones exactly once. A message the killed api claimed and never
 * finished is "may have been sent": received once or not at all, never resent on its own; the client that retried
 * saw it sending.
 */
async function checkEmails(
  db: Database,
  companyId: number,
  smtp: OutageSmtp,
  operations: Operation[],
  notes: string[],
): Promise<StoredCheck> {
  const ok = believed(operations, 'email');
  const { rows } = await db.query<{ id: number; status: string; messageId: string | null; key: string | null }>(
    `select id, status, message_id as "messageId", idempotency_key as key from outbox_messages
      where company_id = $1 and kind = 'invoice' and to_address = 'faults@example.test'`,
    [companyId],
  );
  const outbox = new Map(rows.map((r) => [r.id, r]));
  const received = new Map<string, number>();
  for (const m of smtp.messages) if (m.messageId) received.set(m.messageId, (received.get(m.messageId) ?? 0) + 1);
  const times = (row: { messageId: string | null } | undefined) =>
    (row?.messageId ? received.get(row.messageId) : 0) ?? 0;
  const stored = (o: Operation) => {
    const row = o.outboxId === undefined ? undefined : outbox.get(o.outboxId);
    return row?.key === o.key ? row : undefined;
  };
  // Delivered as its status says: sent ones exactly once; one the killed api claimed (uncertain) once or not at all.
  const deliveredOnce = (o: Operation) => {
    const row = stored(o);
    if (row?.status === 'sent') return times(row) === 1;
    return row?.status === 'uncertain' && times(row) <= 1;
  };
  const uncertain = rows.filter((r) => r.status === 'uncertain');
  notes.push(
    `emails that may have been sent (claimed by the killed api): ${uncertain.length}, ` +
      `of which the mail server received ${uncertain.filter((r) => times(r) === 1).length}`,
  );
  const seen = new Set(ok.map((o) => o.outboxId));
  return {
    kind: 'email',
    believed: ok.length,
    believedCents: 0,
    storedOnce: ok.filter(deliveredOnce).length,
    lost: ok.filter((o) => !deliveredOnce(o)).length,
    doubled: rows.filter((r) => times(r) > 1).length,
    storedCents: 0,
    unconfirmed: rows.filter((r) => !seen.has(r.id)).length,
  };
}
