import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { previewBillingRun, startBillingRun, type BillingPlanOutcome } from '../../billing-runs/billing-run-service.ts';
import { billingRunsRepository, type BillingRunRow } from '../../billing-runs/billing-runs-repository.ts';
import { billingRunInvoices, billingRunStatusTotals } from '../../billing-runs/run-invoices.ts';
import { fromCents } from '../../shared/money.ts';
import { notFound } from '../../shared/problem.ts';
import { Nullable } from '../../shared/schema-helpers.ts';
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

/** Billing runs: list, preview, start, one run; and the spec's billing-run invoice calls. */
export default async function billingRunRoutes(app: App) {
  async function run(id: number, companyId: number) {
    const row = await billingRunsRepository(app.db).find(id, companyId);
    if (!row) throw notFound('Billing run');
    return row;
  }

  app.get(
    '/api/billingrun/:companyId',
    {
      schema: {
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
        tags: ['billing runs'],
        summary:
          'Bills every client on an active billing plan for the period, in one transaction; already billed ' +
          'clients are skipped and reported (201 with the run, or 200 with run null when nothing was billed)',
        params: CompanyParams,
        body: PeriodBody,
        response: withErrors({ 200: StartBody, 201: StartBody }),
      },
    },
    async (request, reply) => {
      const outcome = await startBillingRun(app.db, request.user, request.body);
      const runRow = outcome.runId === null ? null : await run(outcome.runId, request.user.companyId);
      return reply
        .status(runRow ? 201 : 200)
        .send({ ...toPlanBody(outcome), run: runRow ? toRunBody(runRow) : null, invoiceIds: outcome.invoiceIds });
    },
  );

  app.get(
    '/api/invoice1/:companyId/billingrun/:id',
    {
      schema: {
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
