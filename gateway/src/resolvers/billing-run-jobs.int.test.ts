import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../../test/helpers.ts';

const JOB = `id periodStart periodEnd status done total startedAt finishedAt error { code message }
  outcome { run { id invoiceCount total } invoices { clientId planName amount billedFor billedFrom billedTo }
    skipped { clientId reason } total }`;

interface Job {
  id: string;
  status: 'RUNNING' | 'SUCCEEDED' | 'FAILED';
  done: number;
  total: number | null;
  finishedAt: string | null;
  error: { code: string; message: string } | null;
  outcome: {
    run: { id: string; invoiceCount: number; total: string } | null;
    invoices: Array<{ clientId: string; billedFor: string; billedFrom: string; billedTo: string }>;
    skipped: Array<{ clientId: string; reason: string }>;
    total: string;
  } | null;
}

/** A billing run through the gateway as the web drives it: start the job, poll it, read the outcome. */
describe('billing-run jobs through the gateway', () => {
  let stack: TestStack;
  let auth: string;

  const gql = <T>(query: string, variables?: Record<string, unknown>, authorization = auth) =>
    stack.graphql<T>(query, variables, authorization);
  const start = (periodStart: string, periodEnd: string, authorization = auth) =>
    gql<{ startBillingRunJob: Job }>(
      `mutation($s: Date!, $e: Date!) { startBillingRunJob(periodStart: $s, periodEnd: $e) { ${JOB} } }`,
      { s: periodStart, e: periodEnd },
      authorization,
    );
  const poll = (id: string, authorization = auth) =>
    gql<{ billingRunJob: Job | null }>(`query($id: ID!) { billingRunJob(id: $id) { ${JOB} } }`, { id }, authorization);
  /** Polls as the web does until the job is no longer RUNNING (a bounded wait, not a timed assertion). */
  async function finished(id: string, authorization = auth): Promise<Job> {
    for (let i = 0; i < 1500; i++) {
      const res = await poll(id, authorization);
      expect(res.errors).toBeUndefined();
      const job = res.data!.billingRunJob!;
      if (job.status !== 'RUNNING') return job;
      await sleep(20);
    }
    throw new Error(`billing-run job ${id} still running`);
  }

  beforeAll(async () => {
    stack = await startStack('pglite');
    auth = await stack.signIn('health.admin');
  });
  afterAll(() => stack.close());

  it('starts a job that answers RUNNING at once, then SUCCEEDED with done = total and the outcome', async () => {
    const preview = await gql<{ billingRunPreview: { invoices: Array<{ clientId: string }>; total: string } }>(
      `{ billingRunPreview(periodStart: "2026-08-01", periodEnd: "2026-08-31") { invoices { clientId } total } }`,
    );
    const count = preview.data!.billingRunPreview.invoices.length;
    expect(count).toBeGreaterThan(0);

    const started = await start('2026-08-01', '2026-08-31');
    expect(started.errors).toBeUndefined();
    expect(started.data!.startBillingRunJob).toMatchObject({
      periodStart: '2026-08-01',
      periodEnd: '2026-08-31',
      status: 'RUNNING',
      done: 0,
      total: null,
      finishedAt: null,
      outcome: null,
      error: null,
    });

    const job = await finished(started.data!.startBillingRunJob.id);
    expect(job).toMatchObject({ status: 'SUCCEEDED', done: count, total: count, error: null });
    expect(job.outcome!.run).toMatchObject({ invoiceCount: count, total: preview.data!.billingRunPreview.total });
    expect(job.outcome!.invoices.map((i) => i.clientId)).toEqual(
      preview.data!.billingRunPreview.invoices.map((i) => i.clientId),
    );
    for (const invoice of job.outcome!.invoices) {
      expect(['August 2026', '2026 Q3']).toContain(invoice.billedFor);
    }

    // The run's invoices are the ones the run list opens.
    const read = await gql<{ billingRun: { invoices: unknown[] } }>(
      'query($id: ID!) { billingRun(id: $id) { invoices { id } } }',
      { id: job.outcome!.run!.id },
    );
    expect(read.data!.billingRun.invoices).toHaveLength(count);
  });

  it('reports a refused start as an error and an unknown or foreign job as null', async () => {
    const bad = await start('2026-09-30', '2026-09-01');
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.message).toBe('The period ends (2026-09-01) before it starts (2026-09-30)');

    const folio = await stack.signIn('folio.admin');
    const theirs = await start('2026-09-01', '2026-09-30', folio);
    expect(theirs.errors).toBeUndefined();
    expect((await poll(theirs.data!.startBillingRunJob.id)).data).toEqual({ billingRunJob: null });
    expect((await finished(theirs.data!.startBillingRunJob.id, folio)).status).toBe('SUCCEEDED');
    expect((await poll('00000000-0000-4000-8000-000000000000')).data).toEqual({ billingRunJob: null });
    expect((await poll('not-a-job')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('shows a failed run as FAILED with the error a request would give, nothing stored', async () => {
    await stack.api.db.exec(`
      create function fail_gateway_job() returns trigger language plpgsql as $$
      begin
        if new.billing_run_id is not null then raise exception 'forced failure for the test'; end if;
        return new;
      end $$;
      create trigger fail_gateway_job before update on invoices for each row execute function fail_gateway_job();
    `);
    const runs = async () =>
      (await stack.api.db.query<{ n: number }>('select count(*)::int as n from billing_runs')).rows[0]!.n;
    const before = await runs();
    const started = await start('2026-10-01', '2026-10-31');
    const job = await finished(started.data!.startBillingRunJob.id);
    expect(job).toMatchObject({
      status: 'FAILED',
      done: 0,
      outcome: null,
      error: { code: 'INTERNAL_SERVER_ERROR', message: 'The finance service failed to answer. Try again later.' },
    });
    expect(job.total).toBeGreaterThan(0);
    expect(await runs()).toBe(before);
    await stack.api.db.exec('drop trigger fail_gateway_job on invoices; drop function fail_gateway_job();');
  });
});
