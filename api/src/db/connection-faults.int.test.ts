import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { DATABASE_DEFAULTS, loadConfig, type DatabaseLimits } from '../config.ts';
import { invoiceWithLines, pay, session } from '../../test/finance-fixtures.ts';
import { databaseKinds, startTestApi, TEST_SECRET, type TestApi } from '../../test/helpers.ts';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.ts';
import { DatabaseUnavailableError, type Database } from './database.ts';
import { postgresOptions } from './open.ts';
import { openPostgres } from './postgres.ts';

/** An advisory lock key: the test holds it, and a trigger in the api's transaction waits for it. */
const GATE = 727_001;

interface ProxiedApi {
  api: TestApi;
  proxy: TcpProxy;
  /** The same database copy, not through the proxy: the test's own reads and locks. */
  copyUrl: string;
  direct: Database;
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

/** The api on a seeded PostgreSQL copy that it reaches through a TCP proxy, with these timeouts. */
async function proxiedApi(limits: Partial<DatabaseLimits>): Promise<ProxiedApi> {
  const target = new URL(process.env.TEST_DATABASE_URL!);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  cleanups.push(() => proxy.close());
  const database = { ...DATABASE_DEFAULTS, ...limits };
  let copyUrl = '';
  const api = await startTestApi(
    'postgres',
    { database },
    {
      open(url) {
        copyUrl = url;
        return openPostgres(proxy.url(url), postgresOptions(database));
      },
    },
  );
  const direct = openPostgres(copyUrl, { maxConnections: 2 });
  cleanups.push(async () => {
    await direct.close();
    await api.close();
  });
  return { api, proxy, copyUrl, direct };
}

type Answer = { statusCode: number; headers: Record<string, unknown>; json: () => unknown };

/** 503 problem+json with Retry-After, and nothing of the driver's own words (nor a stack) in it. */
function expectUnavailable(res: Answer) {
  expect(res.statusCode).toBe(503);
  expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
  expect(res.headers['retry-after']).toBe('5');
  const body = res.json() as { status: number; title: string; detail: string };
  expect(body).toMatchObject({ status: 503, title: 'Service Unavailable' });
  expect(body.detail).not.toMatch(/connection|terminat|timeout|ECONN|postgres|\bat /i);
}

describe.runIf(databaseKinds().includes('postgres'))('PostgreSQL faults, through a TCP proxy', () => {
  it('a connection killed inside a transaction: 503, nothing stored, the api stays up, the next request works', async () => {
    // Timeouts far above the test's waits: here only the killed connection may end the request.
    const { api, proxy, copyUrl, direct } = await proxiedApi({ statementTimeoutMs: 600_000, queryTimeoutMs: 600_001 });
    const who = await session(api, 'folio.admin');
    const invoice = await invoiceWithLines(api, who, [300]);
    // The payment's transaction writes the payment, the invoice's totals and the ledger, then its audit row
    // waits for the lock the test holds: the request is inside its transaction, with its changes made.
    await direct.exec(`
      create function wait_for_gate() returns trigger language plpgsql as $$
      begin perform pg_advisory_xact_lock(${GATE}); return new; end $$;
      create trigger wait_for_gate after insert on audit_log for each row execute function wait_for_gate();`);
    const gate = openPostgres(copyUrl, { maxConnections: 1 });
    cleanups.push(() => gate.close());
    await gate.query('select pg_advisory_lock($1)', [GATE]);

    const payment = pay(api, who, invoice.id, { amount: 100 });
    const backend = await vi.waitFor(
      async () => {
        const { rows } = await direct.query<{ pid: number }>(
          `select pid from pg_locks where locktype = 'advisory' and objid = $1 and not granted`,
          [GATE],
        );
        expect(rows).toHaveLength(1);
        return rows[0]!.pid;
      },
      { timeout: 30_000, interval: 20 },
    );
    await proxy.killAll();
    expect((await payment).status).toBe(503);

    // Once its statement may go on, the server finds the session's client gone and rolls the transaction back.
    await gate.query('select pg_advisory_unlock($1)', [GATE]);
    await vi.waitFor(
      async () => {
        const { rows } = await direct.query('select 1 from pg_stat_activity where pid = $1', [backend]);
        expect(rows).toHaveLength(0);
      },
      { timeout: 30_000, interval: 20 },
    );
    const stored = await direct.query(
      `select paid_cents as paid, (select count(*)::int from payments where invoice_id = $1) as payments
         from invoices where id = $1`,
      [invoice.id],
    );
    expect(stored.rows[0]).toEqual({ paid: 0, payments: 0 });
    await direct.exec('drop trigger wait_for_gate on audit_log; drop function wait_for_gate()');

    const again = await pay(api, who, invoice.id, { amount: 100 });
    expect(again.status).toBe(201);
    const after = await direct.query('select paid_cents as paid from invoices where id = $1', [invoice.id]);
    expect(after.rows[0]).toEqual({ paid: 10_000 });
  });

  it('a connection killed between two statements of a transaction: rolled back, its client not pooled again', async () => {
    const { api, proxy, direct } = await proxiedApi({});
    const before = (await direct.query<{ n: number }>('select count(*)::int as n from audit_log')).rows[0]!.n;
    const failed = api.db.transaction(async (tx) => {
      await tx.query(
        `insert into audit_log (company_id, action, entity, entity_id) select id, 'test', 'test', 1 from companies limit 1`,
      );
      // The client is idle in its transaction when its socket closes.
      await proxy.killAll();
      await new Promise((resolve) => setImmediate(resolve));
      await tx.query('select 1');
    });
    await expect(failed).rejects.toBeInstanceOf(DatabaseUnavailableError);
    const after = (await direct.query<{ n: number }>('select count(*)::int as n from audit_log')).rows[0]!.n;
    expect(after).toBe(before);
    // Every connection of the pool works: the broken one was dropped, not pooled.
    const results = await Promise.all(
      Array.from({ length: DATABASE_DEFAULTS.poolSize }, () => api.db.query<{ one: number }>('select 1 as one')),
    );
    expect(results.map((r) => r.rows[0]!.one)).toEqual(Array(DATABASE_DEFAULTS.poolSize).fill(1));
  });

  it('a server that refuses connections: 503 with Retry-After, health 503, and 200 again without a restart', async () => {
    const { api, proxy } = await proxiedApi({ connectTimeoutMs: 10_000 });
    const who = await session(api, 'folio.admin');
    const products = () =>
      api.app.inject({ url: `/api/product1/${who.companyId}`, headers: { authorization: who.auth } });
    expect((await products()).statusCode).toBe(200);

    proxy.setMode('reset');
    await proxy.killAll();
    expectUnavailable(await products());
    const health = await api.app.inject({ url: '/api/health' });
    expectUnavailable(health);

    proxy.setMode('forward');
    const back = await api.app.inject({ url: '/api/health' });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({ status: 'ok', database: 'postgres' });
    expect((await products()).statusCode).toBe(200);
  });

  it('a partition (nothing answers): 503 once the configured timeouts pass, instead of hanging', async () => {
    const { api, proxy } = await proxiedApi({
      connectTimeoutMs: 1_000,
      statementTimeoutMs: 1_000,
      queryTimeoutMs: 1_500,
    });
    const who = await session(api, 'folio.admin');
    const invoice = await invoiceWithLines(api, who, [300]);
    proxy.setMode('blackhole');
    // The pooled connections now lead nowhere (the query timeout), and new ones never open (the connect timeout).
    const answers = await Promise.all([
      pay(api, who, invoice.id, { amount: 100 }),
      api.app.inject({ url: '/api/health' }),
      ...Array.from({ length: DATABASE_DEFAULTS.poolSize + 1 }, () =>
        api.app.inject({ url: `/api/product1/${who.companyId}`, headers: { authorization: who.auth } }),
      ),
    ]);
    expect(answers[0].status).toBe(503);
    for (const res of answers.slice(1) as Answer[]) expectUnavailable(res);

    proxy.setMode('forward');
    expect((await api.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await pay(api, who, invoice.id, { amount: 100 })).status).toBe(201);
  });
});

describe('a database that cannot be reached at all', () => {
  it('answers 503 problem+json with Retry-After, on public and signed-in routes alike', async () => {
    // A port nobody listens on: connecting is refused (ECONNREFUSED).
    const vacant = net.createServer();
    await new Promise<void>((resolve) => vacant.listen(0, '127.0.0.1', resolve));
    const { port } = vacant.address() as AddressInfo;
    await new Promise<void>((resolve) => vacant.close(() => resolve()));
    const db = openPostgres(`postgres://postgres@127.0.0.1:${port}/folio`, postgresOptions(DATABASE_DEFAULTS));
    const config = loadConfig({ jwtSecret: TEST_SECRET, dataDir: '/nonexistent', logLevel: 'silent' });
    const app = await buildApp({ config, db, logger: false });
    try {
      expectUnavailable(await app.inject({ url: '/api/health' }));
      expectUnavailable(
        await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'folio.admin', password: 'demo-pass-1' },
        }),
      );
    } finally {
      await app.close();
      await db.close();
    }
  });
});

describe('PGlite, when the embedded engine fails', () => {
  it('answers 503 and health 503 instead of crashing', async () => {
    const api = await startTestApi('pglite');
    const who = await session(api, 'folio.admin');
    await api.db.close();
    try {
      expectUnavailable(await api.app.inject({ url: '/api/health' }));
      expectUnavailable(
        await api.app.inject({ url: `/api/product1/${who.companyId}`, headers: { authorization: who.auth } }),
      );
    } finally {
      await api.app.close();
    }
  });
});
