import { Type, type Static } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { createBillingRunJobs, type BillingRunJob } from '../../billing-runs/billing-run-jobs.ts';
import {
  previewBillingRun,
  readPeriod,
  startBillingRun,
  type BillingPlanOutcome,
  type BillingRunOutcome,
} from '../../billing-runs/billing-run-service.ts';
import { billingRunsRepository, type BillingRunRow } from '../../billing-runs/billing-runs-repository.ts';
import { billingRunInvoices, billingRunStatusTotals } from '../../billing-runs/run-invoices.ts';
import { fromCents } from '../../shared/money.ts';
import { notFound } from '../../shared/problem.ts';
import { toProblem } from '../../plugins/error-handler.ts';
import type { Caller } from '../../shared/caller.ts';
import { Nullable, ProblemRef, StringEnum } from '../../shared/schema-helpers.ts';
import { CompanyParams, Id, IdParams, withErrors } from '../../shared/schemas.ts';
import { InvoiceList, toInvoiceBody } from '../invoices/invoice-body.ts';

const BillingRunBody = Type.Object({
  id: Type.Integer(),
  periodStart: Type.String({ description: 'YYYY-MM-DD' }),
  periodEnd: Type.String({ description: 'YYYY-MM-DD' }),
  runAt: Type.String({ description: 'ISO 8601 instant' }),
  createdBy: Nullable(Type.Integer()),
  createdByName: Nullable(Type.String()),
  invoiceCount: Type.Integer(),
  total: Type.Number(),
  paid: Type.Number({ description: 'Paid so far on the run’s invoices' }),
  skippedCount: Type.Integer(),
  complete: Type.Boolean({
    description:
      'False while the run is being written, or when a failure or a stopped server cut it short: starting the ' +
      'same period again finishes it (its invoices and totals so far are whole)',
  }),
});

const PeriodBody = Type.Object({
  periodStart: Type.String({ maxLength: 20, description: 'YYYY-MM-DD' }),
  periodEnd: Type.String({ maxLength: 20, description: 'YYYY-MM-DD' }),
});

const Party = { clientId: Type.Integer(), clientName: Type.String(), planId: Type.Integer(), planName: Type.String() };
const PlanBody = Type.Object({
  periodStart: Type.String(),
  periodEnd: Type.String(),
  invoices: Type.Array(
    Type.Object({
      ...Party,
      amount: Type.Number({ description: 'The plan’s amount times the units billed' }),
      lineCount: Type.Integer(),
      billedFor: Type.String({ description: 'What it bills: "July 2026", "2026 Q3", "weeks of 2026-06-29 to …"' }),
      billedFrom: Type.String({ description: 'YYYY-MM-DD: the first day of the first unit billed' }),
      billedTo: Type.String({ description: 'YYYY-MM-DD: the last day of the last unit billed' }),
    }),
  ),
  skipped: Type.Array(Type.Object({ ...Party, reason: Type.String() })),
  total: Type.Number(),
});
const StartBody = Type.Object({
  ...PlanBody.properties,
  run: Nullable(BillingRunBody),
  invoiceIds: Type.Array(Type.Integer()),
});

type StartAnswer = Static<typeof StartBody>;

const JobParams = Type.Object({
  id: Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$', description: 'Job id' }),
});

const BillingRunJobBody = Type.Object({
  id: Type.String({ description: 'The job id (a UUID): poll GET /api/billingrun/job/specific/{id}' }),
  periodStart: Type.String({ description: 'YYYY-MM-DD' }),
  periodEnd: Type.String({ description: 'YYYY-MM-DD' }),
  status: StringEnum(['running', 'succeeded', 'failed'] as const),
  done: Type.Integer({
    description:
      'Invoices created and committed so far (after a failure they stay, the run incomplete: start the same period again to finish it)',
  }),
  total: Nullable(Type.Integer({ description: 'The invoices the run creates; null until it has worked that out' })),
  startedAt: Type.String({ description: 'ISO 8601 instant' }),
  finishedAt: Nullable(Type.String({ description: 'ISO 8601 instant; null while running' })),
  outcome: Nullable(StartBody),
  error: Nullable(
    Type.Object(
      { status: Type.Integer(), title: Type.String(), detail: Type.String() },
      { description: 'Why it failed' },
    ),
  ),
});

const InvoiceInfoBody = Type.Object({
  run: BillingRunBody,
  invoiceCount: Type.Integer(),
  amount: Type.Number(),
  paid: Type.Number(),
  due: Type.Number(),
  byStatus: Type.Array(
    Type.Object({ status: Type.String(), count: Type.Integer(), amount: Type.Number(), paid: Type.Number() }),
  ),
});

function toRunBody(row: BillingRunRow) {
  const { totalCents, paidCents, companyId: _companyId, ...rest } = row;
  return { ...rest, total: fromCents(totalCents), paid: fromCents(paidCents) };
}

function toPlanBody(outcome: BillingPlanOutcome) {
  return {
    periodStart: outcome.periodStart,
    periodEnd: outcome.periodEnd,
    invoices: outcome.invoices.map(({ amountCents, ...i }) => ({ ...i, amount: fromCents(amountCents) })),
    skipped: outcome.skipped,
    total: fromCents(outcome.totalCents),
  };
}

function toJobBody({ companyId: _companyId, attempts: _attempts, ...job }: BillingRunJob<StartAnswer>) {
  return job;
}

/**
 * Billing runs: list, preview, start (answering when done, or as a job answering at once whose
 * progress is polled), one run; and the spec's billing-run invoice calls.
 */
export default async function billingRunRoutes(app: App) {
  async function run(id: number, companyId: number) {
    const row = await billingRunsRepository(app.db).find(id, companyId);
    if (!row) throw notFound('Billing run');
    return row;
  }

  /** What a finished run answers: the plan it carried out, the run (null when nothing was billed), the invoices. */
  async function startAnswer(outcome: BillingRunOutcome, companyId: number): Promise<StartAnswer> {
    const runRow = outcome.runId === null ? null : await run(outcome.runId, companyId);
    return { ...toPlanBody(outcome), run: runRow ? toRunBody(runRow) : null, invoiceIds: outcome.invoiceIds };
  }

  // Billing-run jobs run on the job queue, their progress in job_progress: any replica answers a poll (decision 44).
  const jobs = createBillingRunJobs<StartAnswer>(app.db, app.jobs, {
    async work({ caller, period, report, resumed, onPlanned, plannedBefore }) {
      const chunkSize = app.config.billingRunChunkSize;
      const outcome = await startBillingRun(app.db, caller, period, report, chunkSize, onPlanned);
      if (!resumed || plannedBefore === null) return startAnswer(outcome, caller.companyId);
      // Taken over from a worker that stopped: the answer is the whole run's, as if one worker had run it (the plan
      // it started with, every invoice of the run), not only the part this worker billed (or nothing, when the
      // stopped worker had written it all and died before saying so).
      const runs = billingRunsRepository(app.db);
      const runId =
        outcome.runId ?? (await runs.ofPeriod(caller.companyId, period.periodStart, period.periodEnd)) ?? null;
      if (runId === null) return startAnswer(outcome, caller.companyId);
      const invoiceIds = await runs.invoiceIdsOf(runId, caller.companyId);
      return startAnswer({ ...plannedBefore, runId, invoiceIds }, caller.companyId);
    },
    problemOf(error, job) {
      const problem = toProblem(error, `/api/billingrun/job/specific/${job.id}`);
      if (problem.status >= 500) app.log.error({ err: error, jobId: job.id }, 'billing run failed');
      return { status: problem.status, title: problem.title, detail: problem.detail };
    },
  });

  app.get(
    '/api/billingrun/:companyId',
    {
      schema: {
        operationId: 'listBillingRuns',
        tags: ['billing runs'],
        summary: 'The company’s billing runs, newest first, with invoice count, total and paid',
        params: CompanyParams,
        response: withErrors({ 200: Type.Array(BillingRunBody) }),
      },
    },
    async (request) => (await billingRunsRepository(app.db).byCompany(request.params.companyId)).map(toRunBody),
  );

  app.get(
    '/api/billingrun/specific/:id',
    {
      schema: {
        operationId: 'getBillingRun',
        tags: ['billing runs'],
        summary: 'One billing run',
        params: IdParams,
        response: withErrors({ 200: BillingRunBody }),
      },
    },
    async (request) => toRunBody(await run(request.params.id, request.user.companyId)),
  );

  app.post(
    '/api/billingrun/preview/:companyId',
    {
      schema: {
        operationId: 'previewBillingRun',
        tags: ['billing runs'],
        summary: 'What a billing run for the period would create and skip; nothing is stored',
        params: CompanyParams,
        body: PeriodBody,
        response: withErrors({ 200: PlanBody }),
      },
    },
    async (request) => toPlanBody(await previewBillingRun(app.db, request.user, request.body)),
  );

  app.post(
    '/api/billingrun/:companyId',
    {
      schema: {
        operationId: 'createBillingRun',
        tags: ['billing runs'],
        summary:
          'Bills every client on an active billing plan for the period, in chunks of short transactions (the run ' +
          'is complete when the last commits; started again for the same period, it finishes); already billed ' +
          'clients are skipped and reported (201 with the run, or 200 with run null when nothing was billed)',
        params: CompanyParams,
        body: PeriodBody,
        response: withErrors({ 200: StartBody, 201: StartBody }),
      },
    },
    async (request, reply) => {
      const answer = await startAnswer(
        await startBillingRun(app.db, request.user, request.body, undefined, app.config.billingRunChunkSize),
        request.user.companyId,
      );
      return reply.status(answer.run ? 201 : 200).send(answer);
    },
  );

  app.post(
    '/api/billingrun/job/:companyId',
    {
      schema: {
        operationId: 'startBillingRunJob',
        tags: ['billing runs'],
        summary:
          'Starts a billing run for the period as a job and answers at once (202): the run itself is the same ' +
          'as POST /api/billingrun/{companyId}; poll GET /api/billingrun/job/specific/{id} for ' +
          '"done of total" invoices, then its outcome or why it failed (409 while the company has a job running)',
        params: CompanyParams,
        body: PeriodBody,
        response: withErrors({ 202: BillingRunJobBody, 409: ProblemRef }),
      },
    },
    async (request, reply) => {
      const period = readPeriod(request.body);
      const caller: Caller = { id: request.user.id, companyId: request.user.companyId };
      return reply.status(202).send(toJobBody(await jobs.start(caller, period)));
    },
  );

  app.get(
    '/api/billingrun/job/specific/:id',
    {
      schema: {
        operationId: 'getBillingRunJob',
        tags: ['billing runs'],
        summary:
          'A billing-run job: running with "done of total" invoices, then succeeded with its outcome (what POST ' +
          '/api/billingrun/{companyId} answers) or failed with the problem (the run is left incomplete; starting the same period again finishes it). Kept in the ' +
          'database, so any api replica answers: the newest 20 finished jobs per company',
        params: JobParams,
        response: withErrors({ 200: BillingRunJobBody }),
      },
    },
    async (request) => {
      const job = await jobs.find(request.params.id, request.user.companyId);
      if (!job) throw notFound('Billing run job');
      return toJobBody(job);
    },
  );

  app.get(
    '/api/invoice1/:companyId/billingrun/:id',
    {
      schema: {
        operationId: 'listBillingRunInvoices',
        tags: ['billing runs'],
        summary: 'The invoices a billing run created',
        params: Type.Object({ companyId: Id, id: Id }),
        response: withErrors({ 200: InvoiceList }),
      },
    },
    async (request) => {
      const { companyId, id } = request.params;
      await run(id, companyId);
      return (await billingRunInvoices(app.db, companyId, id)).map(toInvoiceBody);
    },
  );

  app.get(
    '/api/invoice1/:companyId/billingrun/invoiceinfo/:id',
    {
      schema: {
        operationId: 'getBillingRunTotals',
        tags: ['billing runs'],
        summary: 'A billing run’s invoices in figures: count, amount, paid and due, in total and per status',
        params: Type.Object({ companyId: Id, id: Id }),
        response: withErrors({ 200: InvoiceInfoBody }),
      },
    },
    async (request) => {
      const { companyId, id } = request.params;
      const row = await run(id, companyId);
      const byStatus = await billingRunStatusTotals(app.db, companyId, id);
      const amount = byStatus.reduce((s, t) => s + t.amountCents, 0);
      const paid = byStatus.reduce((s, t) => s + t.paidCents, 0);
      return {
        run: toRunBody(row),
        invoiceCount: byStatus.reduce((s, t) => s + t.count, 0),
        amount: fromCents(amount),
        paid: fromCents(paid),
        due: fromCents(amount - paid),
        byStatus: byStatus.map((t) => ({
          status: t.status,
          count: t.count,
          amount: fromCents(t.amountCents),
          paid: fromCents(t.paidCents),
        })),
      };
    },
  );
}
