import { describe, expect, it } from 'vitest';
import { HttpProblem } from '../shared/problem.ts';
import { createBillingRunJobs } from './billing-run-jobs.ts';
import type { BillingRunProgress } from './billing-run-service.ts';

const JULY = { periodStart: '2026-07-01', periodEnd: '2026-07-31' };

/** A run the test drives by hand: it reports progress and finishes when told. */
function manualRun() {
  let report: (progress: BillingRunProgress) => void = () => undefined;
  let finish: (outcome: string) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const work = (r: (progress: BillingRunProgress) => void) => {
    report = r;
    return new Promise<string>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return {
    work,
    report: (p: BillingRunProgress) => report(p),
    finish: (o: string) => finish(o),
    fail: (e: unknown) => fail(e),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

function registry(keepFinished?: number) {
  return createBillingRunJobs<string>({
    problemOf: (error) =>
      error instanceof HttpProblem
        ? { status: error.status, title: error.title, detail: error.message }
        : {
            status: 500,
            title: 'Internal Server Error',
            detail: 'Something went wrong on our side. It has been logged.',
          },
    ...(keepFinished === undefined ? {} : { keepFinished }),
  });
}

describe('billing-run jobs', () => {
  it('answers at once, then shows the progress the run reports, then its outcome', async () => {
    const jobs = registry();
    const run = manualRun();
    const started = jobs.start(7, JULY, run.work);
    expect(started).toMatchObject({ companyId: 7, ...JULY, status: 'running', done: 0, total: null, outcome: null });
    expect(started.id).toMatch(/^[0-9a-f-]{36}$/);
    await settle();

    run.report({ done: 0, total: 3 });
    expect(jobs.find(started.id, 7)).toMatchObject({ status: 'running', done: 0, total: 3 });
    run.report({ done: 1, total: 3 });
    run.report({ done: 2, total: 3 });
    expect(jobs.find(started.id, 7)).toMatchObject({ status: 'running', done: 2, total: 3, finishedAt: null });
    // The answer given at the start is a snapshot, not the live job.
    expect(started.done).toBe(0);

    run.report({ done: 3, total: 3 });
    run.finish('3 invoices');
    await settle();
    const done = jobs.find(started.id, 7)!;
    expect(done).toMatchObject({ status: 'succeeded', done: 3, total: 3, outcome: '3 invoices', error: null });
    expect(done.finishedAt).not.toBeNull();
  });

  it('keeps how far a failed run got and why it failed, without 5xx details', async () => {
    const jobs = registry();
    const run = manualRun();
    const { id } = jobs.start(7, JULY, run.work);
    await settle();
    run.report({ done: 0, total: 5 });
    run.report({ done: 2, total: 5 });
    run.fail(new Error('forced failure for the test'));
    await settle();
    expect(jobs.find(id, 7)).toMatchObject({
      status: 'failed',
      done: 2,
      total: 5,
      outcome: null,
      error: {
        status: 500,
        title: 'Internal Server Error',
        detail: 'Something went wrong on our side. It has been logged.',
      },
    });

    const refused = manualRun();
    const second = jobs.start(7, JULY, refused.work);
    await settle();
    refused.fail(new HttpProblem(409, 'Conflict', 'A record with the same values already exists'));
    await settle();
    expect(jobs.find(second.id, 7)?.error).toEqual({
      status: 409,
      title: 'Conflict',
      detail: 'A record with the same values already exists',
    });
  });

  it('runs one job per company at a time (409), others’ companies freely', async () => {
    const jobs = registry();
    const first = manualRun();
    jobs.start(7, JULY, first.work);
    const again = () => jobs.start(7, { periodStart: '2026-08-01', periodEnd: '2026-08-31' }, manualRun().work);
    expect(again).toThrow(HttpProblem);
    expect(again).toThrow(
      'A billing run for 2026-07-01 to 2026-07-31 is still running; start another when it has finished',
    );
    expect(jobs.start(8, JULY, manualRun().work).status).toBe('running');
    await settle();
    first.finish('done');
    await settle();
    expect(again().status).toBe('running');
  });

  it('shows a job only to its own company, and keeps the newest finished jobs per company', async () => {
    const jobs = registry(2);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const run = manualRun();
      ids.push(jobs.start(7, JULY, run.work).id);
      await settle();
      run.finish(`run ${i}`);
      await settle();
    }
    expect(jobs.find(ids[0]!, 7)).toBeUndefined();
    expect(jobs.find(ids[1]!, 7)?.outcome).toBe('run 1');
    expect(jobs.find(ids[2]!, 7)?.outcome).toBe('run 2');
    expect(jobs.find(ids[2]!, 8)).toBeUndefined();
    expect(jobs.find('00000000-0000-0000-0000-000000000000', 7)).toBeUndefined();
  });

  it('waits for running jobs when closed', async () => {
    const jobs = registry();
    const run = manualRun();
    const { id } = jobs.start(7, JULY, run.work);
    let closed = false;
    const closing = jobs.close().then(() => (closed = true));
    await settle();
    expect(closed).toBe(false);
    run.finish('late');
    await closing;
    expect(jobs.find(id, 7)?.status).toBe('succeeded');
  });
});
