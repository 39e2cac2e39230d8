import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBillingRun, type BillingRunProgress } from '../../billing-runs/billing-run-service.ts';
import type { Queryable } from '../../db/database.ts';
import { databaseKinds, startTestApi, type DatabaseKind, type TestApi } from '../../../test/helpers.ts';
import { failBillingRunAt, session, type Session } from '../../../test/finance-fixtures.ts';

interface RunBody {
  id: number;
  invoiceCount: number;
  total: number;
  complete: boolean;
}

/** `count` new clients on one of the company's monthly plans from `from` on; returns the clients' ids in run order. */
async function clientsOnMonthlyPlan(db: Queryable, companyId: number, count: number, from: string, tag: string) {
  const plan = await db.query<{ id: number }>(
    `select bp.id from billing_plans bp
      where bp.company_id = $1 and bp.active and bp.frequency = 'M'
        and exists (select 1 from billing_plan_items i where i.billing_plan_id = bp.id)
      order by bp.id limit 1`,
    [companyId],
  );
  const { rows } = await db.query<{ id: number }>(
    `insert into clients (company_id, first_name, last_name)
     select $1, 'Chunk', $2 || lpad(n::text, 5, '0') from generate_series(1, $3::int) n returning id`,
    [companyId, tag, count],
  );
  await db.query(
    `insert into client_billing_plans (company_id, client_id, billing_plan_id, start_date)
     select $1, c, $2, $3::date from unnest($4::bigint[]) c`,
    [companyId, plan.rows[0]!.id, from, rows.map((r) => r.id)],
  );
  return rows.map((r) => r.id);
}

/** The run's row next to the sums of the invoices that point at it: they must always agree. */
async function runAndItsInvoices(db: Queryable, runId: number) {
  const { rows } = await db.query<{ invoiceCount: number; totalCents: number; invoices: number; cents: number }>(
    `select r.invoice_count as "invoiceCount", r.total_cents::int as "totalCents",
            (select count(*) from invoices i where i.billing_run_id = r.id)::int as invoices,
            (select coalesce(sum(i.amount_cents), 0) from invoices i where i.billing_run_id = r.id)::int as cents
       from billing_runs r where r.id = $1`,
    [runId],
  );
  return rows[0]!;
}

/** Enough clients for 20 chunks of 5: the run is long next to one chunk, yet bounded on a slow, shared machine. */
const LONG_RUN_CLIENTS = 100;

describe('a long billing run in embedded mode (pglite)', { timeout: 300_000 }, () => {
  let api: TestApi;
  let health: Session;

  beforeAll(async () => {
    api = await startTestApi('pglite');
    health = await session(api, 'health.admin');
    await clientsOnMonthlyPlan(api.db, health.companyId, LONG_RUN_CLIENTS, '2030-01-01', 'Long');
  });
  afterAll(() => api.close());

  it('lets /api/health and an invoice list answer while it runs, before it finishes', async () => {
    const finished: string[] = [];
    const get = (name: string, url: string) =>
      api.app.inject({ url, headers: { authorization: health.auth } }).then((res) => {
        expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
        finished.push(name);
      });
    let others: Promise<unknown> | undefined;
    const run = startBillingRun(
      api.db,
      { id: health.userId, companyId: health.companyId },
      { periodStart: '2030-03-01', periodEnd: '2030-03-31' },
      (progress: BillingRunProgress) => {
        // Once the run has written its first invoices, other requests arrive.
        if (progress.done > 0 && !others) {
          others = Promise.all([
            get('health', '/api/health'),
            get('invoice list', `/api/invoice1/all/lazyloading/${health.companyId}?page=1&size=20`),
          ]);
        }
      },
      5,
    ).then((outcome) => {
      finished.push('billing run');
      return outcome;
    });
    const outcome = await run;
    await others;
    expect(outcome.invoiceIds.length).toBeGreaterThanOrEqual(LONG_RUN_CLIENTS);
    expect(finished).toEqual(['health', 'invoice list', 'billing run']);
    const stored = await runAndItsInvoices(api.db, outcome.runId!);
    expect(stored).toMatchObject({ invoiceCount: outcome.invoiceIds.length, invoices: outcome.invoiceIds.length });
    expect(stored.cents).toBe(stored.totalCents);
  });
});

describe.each(databaseKinds())('a billing run cut short (%s)', { timeout: 180_000 }, (kind: DatabaseKind) => {
  let api: TestApi;
  let health: Session;

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    api.app.inject({ method, url, headers: { authorization: health.auth }, ...(payload ? { payload } : {}) });
  const runs = async () => (await call('GET', `/api/billingrun/${health.companyId}`)).json<RunBody[]>();

  beforeAll(async () => {
    api = await startTestApi(kind, { billingRunChunkSize: 4 });
    health = await session(api, 'health.admin');
  });
  afterAll(() => api.close());

  it('keeps its committed chunks whole, shows the run incomplete, and the same period again finishes that run once', async () => {
    const period = { periodStart: '2031-05-01', periodEnd: '2031-05-31' };
    const clients = await clientsOnMonthlyPlan(api.db, health.companyId, 10, '2031-01-01', 'Cut');
    const planned = (await call('POST', `/api/billingrun/preview/${health.companyId}`, period)).json<{
      invoices: Array<{ clientId: number }>;
    }>().invoices;
    expect(planned.length).toBeGreaterThanOrEqual(10);
    // The sixth invoice fails: the first chunk (four invoices) is committed, the second rolls back.
    const removeFailure = await failBillingRunAt(api, planned[5]!.clientId);
    const failed = await call('POST', `/api/billingrun/${health.companyId}`, period);
    expect(failed.statusCode).toBe(500);
    await removeFailure();

    const cut = (await runs()).find((r) => r.invoiceCount === 4 && !r.complete);
    expect(cut, JSON.stringify(await runs())).toBeDefined();
    const partial = await runAndItsInvoices(api.db, cut!.id);
    expect(partial).toMatchObject({ invoiceCount: 4, invoices: 4 });
    expect(partial.cents).toBe(partial.totalCents);

    const again = await call('POST', `/api/billingrun/${health.companyId}`, period);
    expect(again.statusCode, again.body).toBe(201);
    const finished = again.json<{ run: RunBody; invoiceIds: number[]; skipped: unknown[] }>();
    expect(finished.run).toMatchObject({ id: cut!.id, invoiceCount: planned.length, complete: true });
    expect(finished.invoiceIds).toHaveLength(planned.length - 4);
    const whole = await runAndItsInvoices(api.db, cut!.id);
    expect(whole).toMatchObject({ invoiceCount: planned.length, invoices: planned.length });
    expect(whole.cents).toBe(whole.totalCents);
    // Each client billed once for the month.
    const { rows } = await api.db.query<{ n: number }>(
      `select count(*)::int as n from invoices where client_id = any($1::bigint[]) and billing_period_start = '2031-05-01'`,
      [clients],
    );
    expect(rows[0]!.n).toBe(clients.length);
    const audits = await api.db.query<{ n: number }>(
      `select count(*)::int as n from audit_log where entity = 'billing_run' and entity_id = $1`,
      [cut!.id],
    );
    expect(audits.rows[0]!.n).toBe(1);
  });
});
