import { Type, type TSchema } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { App } from '../../app-types.ts';
import {
  agedReceivablesExport,
  paymentsByTypeExport,
  profitAndLossExport,
  reportFileDate,
} from '../../exports/report-export.ts';
import { sendExport } from '../../exports/send-export.ts';
import { renderAgedReceivablesPdf, renderPaymentsByTypePdf, renderProfitAndLossPdf } from '../../reports/report-pdf.ts';
import { asOfDate, reportPeriod } from '../../reports/report-inputs.ts';
import {
  agedReceivables,
  agedReceivablesAnswer,
  paymentsByType,
  paymentsByTypeAnswer,
  profitAndLoss,
  profitAndLossAnswer,
  reportCompany,
} from '../../reports/reports.ts';
import { CompanyParams, withErrors } from '../../shared/schemas.ts';
import { Download, Format, PRODUCES } from '../exports/schemas.ts';

const Day = (description: string) => Type.String({ maxLength: 10, description });

const PeriodQuery = Type.Object({
  start: Day('First day of the period, YYYY-MM-DD (company time zone)'),
  end: Day('Last day of the period, YYYY-MM-DD (inclusive); at most 5 years after the start'),
});
const AsOfQuery = Type.Object({ asOf: Day('The day the ages are counted on, YYYY-MM-DD (company time zone)') });
const PeriodExportQuery = Type.Object({ format: Format, ...PeriodQuery.properties });
const AsOfExportQuery = Type.Object({ format: Format, ...AsOfQuery.properties });

const agedFields = {
  current: Type.Number({ description: 'Owed on invoices not yet due (due on or after the as-of date)' }),
  days1To30: Type.Number({ description: 'Owed 1–30 days past due' }),
  days31To60: Type.Number({ description: 'Owed 31–60 days past due' }),
  days61To90: Type.Number({ description: 'Owed 61–90 days past due' }),
  days91To120: Type.Number({ description: 'Owed 91–120 days past due' }),
  over120: Type.Number({ description: 'Owed more than 120 days past due' }),
  total: Type.Number({ description: 'All owed' }),
  invoices: Type.Integer({ description: 'Number of open invoices' }),
};
const AgedReceivables = Type.Object({
  asOf: Type.String(),
  clients: Type.Array(Type.Object({ clientId: Type.Integer(), name: Type.String(), ...agedFields }), {
    description: 'One row per client owing something, by last name',
  }),
  totals: Type.Object(agedFields),
});

const money = (description: string) => Type.Number({ description });
const ProfitAndLoss = Type.Object({
  start: Type.String(),
  end: Type.String(),
  months: Type.Array(Type.String(), { description: 'First day of each month of the period' }),
  accounts: Type.Array(
    Type.Object({
      code: Type.String(),
      name: Type.String(),
      type: Type.Union([Type.Literal('I'), Type.Literal('E')], { description: 'I income, E expense' }),
      amounts: Type.Array(Type.Number(), {
        description: 'Per month (as `months`): income credit − debit, expense debit − credit',
      }),
      total: Type.Number(),
    }),
  ),
  monthTotals: Type.Array(
    Type.Object({
      month: Type.String(),
      income: money('Sum of the income accounts'),
      expenses: money('Sum of the expense accounts'),
      netProfit: money('income − expenses'),
    }),
  ),
  totals: Type.Object({ income: Type.Number(), expenses: Type.Number(), netProfit: Type.Number() }),
});

const TypeAmount = Type.Object({
  type: Type.String({ description: 'Payment type: C, B, H, R, A or O (write-offs W are not money received)' }),
  label: Type.String(),
  amount: Type.Number(),
  count: Type.Integer({ description: 'Number of payments' }),
});
const PaymentsByType = Type.Object({
  start: Type.String(),
  end: Type.String(),
  months: Type.Array(Type.Object({ month: Type.String(), types: Type.Array(TypeAmount), total: Type.Number() })),
  types: Type.Array(TypeAmount, { description: 'Totals of the period per type' }),
  total: Type.Number(),
});

const Pdf = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'application/pdf' });

function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

const schema = <Q extends TSchema>(
  operationId: string,
  summary: string,
  querystring: Q,
  answer: TSchema,
  pdf = false,
) => ({
  operationId,
  tags: ['reports'],
  summary,
  params: CompanyParams,
  querystring,
  ...(pdf ? { produces: ['application/pdf'] } : {}),
  response: withErrors({ 200: pdf ? Pdf : answer }),
});

/** A report's table as CSV or XLSX (docs/exports.md, "Reports"): the rows of the screen, totals included. */
const exportSchema = <Q extends TSchema>(operationId: string, summary: string, querystring: Q) => ({
  operationId,
  tags: ['reports', 'exports'],
  summary,
  params: CompanyParams,
  querystring,
  produces: PRODUCES,
  response: withErrors({ 200: Download }),
});

/**
 * The reports (docs/guide-reports.md): aged receivables, profit and loss, payments received by type; each also as
 * PDF, CSV and XLSX.
 */
export default async function reportRoutes(app: App) {
  const aged = 'What each client owed at the end of the as-of date, by days past the due date';
  app.get(
    '/api/reports/agedreceivables/:companyId',
    { schema: schema('getAgedReceivables', aged, AsOfQuery, AgedReceivables) },
    async (request) =>
      agedReceivablesAnswer(await agedReceivables(app.db, request.params.companyId, asOfDate(request.query))),
  );
  app.get(
    '/api/reports/agedreceivables/:companyId/pdf',
    { schema: schema('downloadAgedReceivablesPdf', `${aged}, as a PDF`, AsOfQuery, AgedReceivables, true) },
    async (request, reply) => {
      const asOf = asOfDate(request.query);
      const report = await agedReceivables(app.db, request.params.companyId, asOf);
      const company = await reportCompany(app.db, request.params.companyId);
      return sendPdf(reply, await renderAgedReceivablesPdf(company, report), `aged-receivables-${asOf}.pdf`);
    },
  );
  app.get(
    '/api/reports/agedreceivables/:companyId/export',
    { schema: exportSchema('exportAgedReceivables', `${aged}, as CSV or XLSX`, AsOfExportQuery) },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const report = await agedReceivables(app.db, request.params.companyId, asOfDate(query));
      return sendExport(reply, agedReceivablesExport(report), format, reportFileDate(report));
    },
  );

  const pl = 'Income and expense accounts per month of the period, with totals per month and net profit';
  app.get(
    '/api/reports/profitandloss/:companyId',
    { schema: schema('getProfitAndLoss', pl, PeriodQuery, ProfitAndLoss) },
    async (request) =>
      profitAndLossAnswer(await profitAndLoss(app.db, request.params.companyId, reportPeriod(request.query))),
  );
  app.get(
    '/api/reports/profitandloss/:companyId/pdf',
    { schema: schema('downloadProfitAndLossPdf', `${pl}, as a PDF`, PeriodQuery, ProfitAndLoss, true) },
    async (request, reply) => {
      const period = reportPeriod(request.query);
      const report = await profitAndLoss(app.db, request.params.companyId, period);
      const company = await reportCompany(app.db, request.params.companyId);
      const name = `profit-and-loss-${period.start}-${period.end}.pdf`;
      return sendPdf(reply, await renderProfitAndLossPdf(company, report), name);
    },
  );
  app.get(
    '/api/reports/profitandloss/:companyId/export',
    { schema: exportSchema('exportProfitAndLoss', `${pl}, as CSV or XLSX`, PeriodExportQuery) },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const report = await profitAndLoss(app.db, request.params.companyId, reportPeriod(query));
      return sendExport(reply, profitAndLossExport(report), format, reportFileDate(report));
    },
  );

  const pt = 'Money received per month and payment type for the period (write-offs excluded)';
  app.get(
    '/api/reports/paymentsbytype/:companyId',
    { schema: schema('getPaymentsByType', pt, PeriodQuery, PaymentsByType) },
    async (request) =>
      paymentsByTypeAnswer(await paymentsByType(app.db, request.params.companyId, reportPeriod(request.query))),
  );
  app.get(
    '/api/reports/paymentsbytype/:companyId/pdf',
    { schema: schema('downloadPaymentsByTypePdf', `${pt}, as a PDF`, PeriodQuery, PaymentsByType, true) },
    async (request, reply) => {
      const period = reportPeriod(request.query);
      const report = await paymentsByType(app.db, request.params.companyId, period);
      const company = await reportCompany(app.db, request.params.companyId);
      const name = `payments-by-type-${period.start}-${period.end}.pdf`;
      return sendPdf(reply, await renderPaymentsByTypePdf(company, report), name);
    },
  );
  app.get(
    '/api/reports/paymentsbytype/:companyId/export',
    { schema: exportSchema('exportPaymentsByType', `${pt}, as CSV or XLSX`, PeriodExportQuery) },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const report = await paymentsByType(app.db, request.params.companyId, reportPeriod(query));
      return sendExport(reply, paymentsByTypeExport(report), format, reportFileDate(report));
    },
  );
}
