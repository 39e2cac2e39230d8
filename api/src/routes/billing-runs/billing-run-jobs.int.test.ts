import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBillingRun, type BillingRunProgress } from '../../billing-runs/billing-run-service.ts';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import { billingRunCounts, failBillingRunAt, session, type Session } from '../../../test/finance-fixtures.ts';

interface PlanAnswer {
  invoices: Array<{ clientId: number; amount: number }>;
  skipped: Array<{ clientId: number; reason: string }>;
  total: number;
}
interface JobAnswer {
  id: string;
  periodStart: string;
  periodEnd: string;
  status: 'running' | 'succeeded' | 'failed';
  done: number;
  total: number | null;
  startedAt: string;
  finishedAt: string | null;
  outcome:
    (PlanAnswer & { run: { id: number; invoiceCount: number; total: number } | null; invoiceIds: number[] }) | null;
  error: { status: number; title: string; detail: string } | null;
}

describe.each(databaseKinds())('billing-run jobs (%s)', (kind) => {
  let api: TestApi;
  let health: Session;
  let folio: Session;

  const call = (s: Session, method: 'GET' | 'POST', url: string, payload?: object) =>
    api.app.inject({ method, url, headers: { authorization: s.auth }, ...(payload ? { payload } : {}) });
  const preview = async (periodStart: string, periodEnd: string) =>
    (
      await call(health, 'POST', `/api/billingrun/preview/${health.companyId}`, { periodStart, periodEnd })
    ).json<PlanAnswer>();
  const startJob = (periodStart: string, periodEnd: string, s = health) =>
    call(s, 'POST', `/api/billingrun/job/${s.companyId}`, { periodStart, periodEnd });
  /** Polls the job until it is no longer running (a bounded wait, not a timed assertion). */
  async function finished(id: string, s = health): Promise<JobAnswer> {
    for (let poll = 0; poll < 1500; poll++) {
      const res = await call(s, 'GET', `/api/billingrun/job/specific/${id}`);
      expect(res.statusCode, res.body).toBe(200);
      const job = res.json<JobAnswer>();
      if (job.status !== 'running') return job;
      await sleep(20);
    }
    throw new Error(`billing-run job ${id} still running`);
  }
  const counts = () => billingRunCounts(api);

  beforeAll(async () => {
    api = await startTestApi(kind);
    health = await session(api, 'health.admin');
    folio = await session(api, 'folio.admin');
  });
  afterAll(() => api.close());

  it('reports progress as chunks commit: 0 of N once planned, then after each chunk', async () => {
    const planned = await preview('2026-08-01', '2026-08-31');
    const n = planned.invoices.length;
    expect(n).toBeGreaterThan(3);
    const seen: BillingRunProgress[] = [];
    const outcome = await startBillingRun(
      api.db,
      { id: health.userId, companyId: health.companyId },
      { periodStart: '2026-08-01', periodEnd: '2026-08-31' },
      (progress) => seen.push(progress),
      2,
    );
    expect(outcome.invoiceIds).toHaveLength(n);
    const chunkEnds = Array.from({ length: Math.ceil(n / 2) }, (_, i) => Math.min(n, (i + 1) * 2));
    expect(seen).toEqual([0, ...chunkEnds].map((done) => ({ done, total: n })));

    const none: BillingRunProgress[] = [];
    await startBillingRun(
      api.db,
      { id: health.userId, companyId: health.companyId },
      { periodStart: '2026-08-01', periodEnd: '2026-08-31' },
      (progress) => none.push(progress),
    );
    expect(none).toEqual([{ done: 0, total: 0 }]);
  });

  it('answers 202 at once, then the job reaches n of n with the outcome of a synchronous start', async () => {
    const planned = await preview('2026-09-01', '2026-09-30');
    const before = await counts();
    const res = await startJob('2026-09-01', '2026-09-30');
    expect(res.statusCode, res.body).toBe(202);
    const started = res.json<JobAnswer>();
    expect(started).toMatchObject({
      periodStart: '2026-09-01',
      periodEnd: '2026-09-30',
      status: 'running',
      done: 0,
      total: null,
      finishedAt: null,
      outcome: null,
      error: null,
    });

    const job = await finished(started.id);
    const n = planned.invoices.length;
    expect(job).toMatchObject({ id: started.id, status: 'succeeded', done: n, total: n, error: null });
    expect(job.outcome!.run).toMatchObject({ invoiceCount: n, total: planned.total });
    expect(job.outcome!.invoices).toEqual(planned.invoices);
    expect(job.outcome!.skipped).toEqual(planned.skipped);
    expect(job.outcome!.invoiceIds).toHaveLength(n);
    expect((await counts()).invoices).toBe(before.invoices + n);
    const runInvoices = (
      await call(health, 'GET', `/api/invoice1/${health.companyId}/billingrun/${job.outcome!.run!.id}`)
    ).json<Array<{ id: number }>>();
    expect(runInvoices.map((i) => i.id).sort((a, b) => a - b)).toEqual(
      [...job.outcome!.invoiceIds].sort((a, b) => a - b),
    );

    // The same period again: nothing to create, every client reported skipped.
    const again = await finished((await startJob('2026-09-01', '2026-09-30')).json<JobAnswer>().id);
    expect(again).toMatchObject({ status: 'succeeded', done: 0, total: 0 });
    expect(again.outcome).toMatchObject({ run: null, invoices: [], invoiceIds: [] });
    expect(again.outcome!.skipped).toHaveLength(n + planned.skipped.length);
  });

  it('stores nothing when the run fails inside its first chunk, and the job says that it failed', async () => {
    const planned = await preview('2026-10-01', '2026-10-31');
    expect(planned.invoices.length).toBeGreaterThan(2);
    const victim = planned.invoices[2]!.clientId;
    const removeFailure = await failBillingRunAt(api, victim);
    const before = await counts();
    const started = await startJob('2026-10-01', '2026-10-31');
    expect(started.statusCode).toBe(202);
    const job = await finished(started.json<JobAnswer>().id);
    expect(job).toMatchObject({
      status: 'failed',
      done: 0,
      total: planned.invoices.length,
      outcome: null,
      error: {
        status: 500,
        title: 'Internal Server Error',
        detail: 'Something went wrong on our side. It has been logged.',
      },
    });
    expect(job.finishedAt).not.toBeNull();
    expect(await counts()).toEqual(before);
    await removeFailure();
    const retried = await finished((await startJob('2026-10-01', '2026-10-31')).json<JobAnswer>().id);
    expect(retried).toMatchObject({ status: 'succeeded', done: planned.invoices.length });
  });

  it('refuses a bad period (400, no job) and keeps jobs to their company (404)', async () => {
    const bad = await startJob('2026-12-31', '2026-12-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ detail: string }>().detail).toBe('The period ends (2026-12-01) before it starts (2026-12-31)');

    const theirs = await finished((await startJob('2026-11-01', '2026-11-30', folio)).json<JobAnswer>().id, folio);
    expect(theirs.status).toBe('succeeded');
    const before = await counts();
    expect((await call(health, 'GET', `/api/billingrun/job/specific/${theirs.id}`)).statusCode).toBe(404);
    expect(
      (await call(health, 'GET', '/api/billingrun/job/specific/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    const other = await call(health, 'POST', `/api/billingrun/job/${folio.companyId}`, {
      periodStart: '2026-12-01',
      periodEnd: '2026-12-31',
    });
    expect(other.statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });
});
