import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { invoicesRepository } from '../../invoices/invoices-repository.ts';
import { fromCents } from '../../shared/money.ts';
import { notFound } from '../../shared/problem.ts';
import { Nullable, ProblemRef, StringEnum } from '../../shared/schema-helpers.ts';
import { CompanyParams, Id, IdParams, withErrors } from '../../shared/schemas.ts';
import { createReminderJobs } from '../../unpaid-runs/reminder-jobs.ts';
import {
  DEFAULT_OLDER_THAN_DAYS,
  MAX_OLDER_THAN_DAYS,
  previewUnpaidRun,
  startUnpaidRun,
} from '../../unpaid-runs/unpaid-run-service.ts';
import { unpaidRunsRepository, type UnpaidRunRow } from '../../unpaid-runs/unpaid-runs-repository.ts';
import { InvoiceBody, InvoiceList, toInvoiceBody } from '../invoices/invoice-body.ts';

const Days = Type.Integer({
  minimum: 0,
  maximum: MAX_OLDER_THAN_DAYS,
  description: `Invoices invoiced more than this many days ago (default ${DEFAULT_OLDER_THAN_DAYS})`,
});

const UnpaidRunBody = Type.Object({
  id: Type.Integer(),
  olderThanDays: Type.Integer(),
  runAt: Type.String({ description: 'ISO 8601 instant, UTC' }),
  invoicedBefore: Nullable(Type.String({ description: 'Invoices invoiced before this instant were included' })),
  finishedAt: Nullable(Type.String({ description: 'When the last reminder was sent; null while running' })),
  status: StringEnum(['running', 'finished'] as const),
  invoiceCount: Type.Integer(),
  totalDue: Type.Number({ description: 'What its invoices owed when the run started' }),
  emailsSent: Type.Integer(),
  emailsFailed: Type.Integer(),
  emailsWithoutAddress: Type.Integer(),
  emailsPending: Type.Integer(),
});

const toRunBody = (row: UnpaidRunRow) => ({
  id: row.id,
  olderThanDays: row.olderThanDays,
  runAt: row.runAt,
  invoicedBefore: row.invoicedBefore,
  finishedAt: row.finishedAt,
  status: row.finishedAt === null ? ('running' as const) : ('finished' as const),
  invoiceCount: row.invoiceCount,
  totalDue: fromCents(row.totalDueCents),
  emailsSent: row.sent,
  emailsFailed: row.failed,
  emailsWithoutAddress: row.noAddress,
  emailsPending: row.pending,
});

const InvoiceInfoBody = Type.Object({
  invoiceId: Type.Integer(),
  uniqueId: Type.String(),
  clientName: Type.String(),
  email: Nullable(Type.String({ description: 'The client’s address the reminder goes to' })),
  due: Type.Number({ description: 'What the invoice owed when the run started' }),
  emailStatus: StringEnum(['P', 'S', 'F', 'N'] as const, {
    description: 'P pending, S sent, F failed (see emailError), N no address',
  }),
  emailError: Nullable(Type.String()),
});

const PreviewBody = Type.Object({
  olderThanDays: Type.Integer(),
  invoicedBefore: Type.String(),
  invoiceCount: Type.Integer(),
  totalDue: Type.Number(),
  invoices: InvoiceList,
});

const RunInvoiceParams = Type.Object({ companyId: Id, id: Id });

/**
 * Unpaid runs: list, preview, start, detail (our routes under /api/unpaidrun) and the spec's
 * GET /api/invoice1/{companyId}/unpaidrun/{id} and …/unpaidrun/invoiceinfo/{id}.
 */
export default async function unpaidRunRoutes(app: App) {
  // Reminders go out as a job on the queue, enqueued with the run (any replica's worker sends them; decision 44). At
  // start-up (onReady) the reminders of runs without a job are sent, and unfinished runs finished (decision 24).
  const reminders = createReminderJobs(app.db, app.jobs, app.config, app.config.reminderClaimLeaseMs, app.log);
  app.addHook('onReady', async () => reminders.resume());
  app.addHook('onClose', () => reminders.close());

  const requireRun = async (id: number, companyId: number) => {
    const run = await unpaidRunsRepository(app.db).find(id, companyId);
    if (!run) throw notFound('Unpaid run');
    return run;
  };

  app.get(
    '/api/unpaidrun/:companyId',
    {
      schema: {
        operationId: 'listUnpaidRuns',
        tags: ['unpaid runs'],
        summary: 'The company’s unpaid runs, newest first, with their reminders’ counts',
        params: CompanyParams,
        response: withErrors({ 200: Type.Array(UnpaidRunBody) }),
      },
    },
    async (request) => (await unpaidRunsRepository(app.db).list(request.params.companyId)).map(toRunBody),
  );

  app.get(
    '/api/unpaidrun/preview/:companyId',
    {
      schema: {
        operationId: 'previewUnpaidRun',
        tags: ['unpaid runs'],
        summary: 'What a run would include now: invoices still owing (not P or C) invoiced more than `days` days ago',
        params: CompanyParams,
        querystring: Type.Object({ days: Type.Optional(Days) }),
        response: withErrors({ 200: PreviewBody }),
      },
    },
    async (request) => {
      const preview = await previewUnpaidRun(
        app.db,
        request.params.companyId,
        request.query.days ?? DEFAULT_OLDER_THAN_DAYS,
      );
      return { ...preview, totalDue: fromCents(preview.totalDueCents), invoices: preview.invoices.map(toInvoiceBody) };
    },
  );

  app.post(
    '/api/unpaidrun/:companyId',
    {
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        operationId: 'startUnpaidRun',
        tags: ['unpaid runs'],
        summary:
          'Starts a run: stores it with its invoices and marks them U in one transaction, answers 202 with status ' +
          'running, then emails the reminders one by one (poll GET /api/unpaidrun/specific/{id})',
        params: CompanyParams,
        body: Type.Object({ days: Type.Optional(Days) }),
        response: withErrors({ 202: UnpaidRunBody, 503: ProblemRef }),
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const runId = await startUnpaidRun(
        app.db,
        app.config,
        request.user,
        request.body.days ?? DEFAULT_OLDER_THAN_DAYS,
        (tx, id) => reminders.send(companyId, id, tx),
      );
      reminders.wake();
      const run = await requireRun(runId, companyId);
      return reply.status(202).send(toRunBody(run));
    },
  );

  app.post(
    '/api/unpaidrun/retry/:id',
    {
      schema: {
        operationId: 'retryUnpaidRunReminders',
        tags: ['unpaid runs'],
        summary:
          'Sends the failed reminders of a run again (202, running; poll GET /api/unpaidrun/specific/{id}): a reminder ' +
          'that reached the Outbox is resent as the same message, one that did not (no valid address then) is ' +
          'written to the client’s address now. A run with no failed reminder is answered as it is (200).',
        params: IdParams,
        response: withErrors({ 200: UnpaidRunBody, 202: UnpaidRunBody }),
      },
    },
    async (request, reply) => {
      const { companyId } = request.user;
      await requireRun(request.params.id, companyId);
      const retried = await unpaidRunsRepository(app.db).retryFailed(request.params.id, companyId);
      if (retried > 0) await reminders.send(companyId, request.params.id);
      return reply.status(retried > 0 ? 202 : 200).send(toRunBody(await requireRun(request.params.id, companyId)));
    },
  );

  app.get(
    '/api/unpaidrun/specific/:id',
    {
      schema: {
        operationId: 'getUnpaidRun',
        tags: ['unpaid runs'],
        summary: 'One unpaid run with its reminders’ counts (sent, failed, no address, pending)',
        params: IdParams,
        response: withErrors({ 200: UnpaidRunBody }),
      },
    },
    async (request) => toRunBody(await requireRun(request.params.id, request.user.companyId)),
  );

  app.get(
    '/api/invoice1/:companyId/unpaidrun/:id',
    {
      schema: {
        operationId: 'listUnpaidRunInvoices',
        tags: ['unpaid runs'],
        summary: 'The invoices of an unpaid run (as they are now), oldest first',
        params: RunInvoiceParams,
        response: withErrors({ 200: Type.Array(InvoiceBody) }),
      },
    },
    async (request) => {
      const { companyId, id } = request.params;
      await requireRun(id, companyId);
      const ids = await unpaidRunsRepository(app.db).invoiceIds(id);
      return (await invoicesRepository(app.db).findMany(ids, companyId)).map(toInvoiceBody);
    },
  );

  app.get(
    '/api/invoice1/:companyId/unpaidrun/invoiceinfo/:id',
    {
      schema: {
        operationId: 'listUnpaidRunInvoiceInfo',
        tags: ['unpaid runs'],
        summary:
          'Per invoice of an unpaid run: what it owed when the run started, the address and the reminder’s status',
        params: RunInvoiceParams,
        response: withErrors({ 200: Type.Array(InvoiceInfoBody) }),
      },
    },
    async (request) => {
      const { companyId, id } = request.params;
      await requireRun(id, companyId);
      return (await unpaidRunsRepository(app.db).invoiceInfo(id)).map((row) => ({
        invoiceId: row.invoiceId,
        uniqueId: row.uniqueId,
        clientName: row.clientName,
        email: row.email,
        due: fromCents(row.dueCents),
        emailStatus: row.emailStatus,
        emailError: row.emailError,
      }));
    },
  );
}
