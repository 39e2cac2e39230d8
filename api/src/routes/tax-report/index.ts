import { Type, type Static } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { reportCompany } from '../../reports/reports.ts';
import { reportPeriod } from '../../reports/report-inputs.ts';
import { reportFileDate, taxReportExport } from '../../exports/report-export.ts';
import { sendExport } from '../../exports/send-export.ts';
import { ProblemRef } from '../../shared/schema-helpers.ts';
import { CompanyParams, withErrors } from '../../shared/schemas.ts';
import { renderTaxReportPdf } from '../../tax/tax-report-pdf.ts';
import { taxReport, taxReportAnswer } from '../../tax/tax-report.ts';
import { Download, Format, PRODUCES } from '../exports/schemas.ts';

const Day = (description: string) => Type.String({ maxLength: 10, description });
const PeriodQuery = Type.Object({
  start: Day('First day of the period, YYYY-MM-DD (company time zone)'),
  end: Day('Last day of the period, YYYY-MM-DD (inclusive); at most 5 years after the start'),
});

const money = (description: string) => Type.Number({ description });
const Totals = Type.Object({
  gross: money('Tax-inclusive amounts of the lines'),
  net: money('gross − tax'),
  tax: money('The tax recorded on the lines'),
});
const TaxReportBody = Type.Object({
  start: Type.String(),
  end: Type.String(),
  taxName: Type.String({ description: 'VAT, GST/HST, GST or Tax (the region’s name)' }),
  registrationNumber: Type.Union([Type.String(), Type.Null()], { description: 'The company’s registration number' }),
  rates: Type.Array(
    Type.Object({
      rate: Type.Integer({ description: 'Basis points (1500 = 15 %), as each line recorded it' }),
      label: Type.String(),
      lines: Type.Integer(),
      invoices: Type.Integer(),
      gross: money('Tax-inclusive amounts of the lines at this rate'),
      net: money('gross − tax'),
      tax: money('The tax recorded on those lines'),
    }),
    { description: 'Output tax (collected) by rate, highest rate first; only rates that have lines' },
  ),
  output: Totals,
  input: Type.Object({
    accountCode: Type.String({ description: 'The input tax account’s code (1150)' }),
    accountName: Type.Union([Type.String(), Type.Null()], { description: 'Null when the company has no such account' }),
    tax: money('Tax paid: debit − credit of the account over the period'),
  }),
  netPayable: money('Output tax − input tax: to pay when positive, to reclaim when negative'),
});
/** The report as the route answers it (amounts in currency units). */
export type TaxReportBody = Static<typeof TaxReportBody>;

const Pdf = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'application/pdf' });

const summary =
  'VAT/GST collected on invoice lines (by rate) and paid (input tax account 1150) for the period, and the net ' +
  'payable; 422 for a company that does not charge tax';

/** The VAT/GST report (docs/guide-reports.md, "VAT/GST"; decision 45), on screen, as PDF, and as CSV or XLSX. */
export default async function taxReportRoutes(app: App) {
  app.get(
    '/api/reports/tax/:companyId',
    {
      schema: {
        operationId: 'getTaxReport',
        tags: ['reports'],
        summary,
        params: CompanyParams,
        querystring: PeriodQuery,
        response: withErrors({ 200: TaxReportBody, 422: ProblemRef }),
      },
    },
    async (request) => taxReportAnswer(await taxReport(app.db, request.params.companyId, reportPeriod(request.query))),
  );
  app.get(
    '/api/reports/tax/:companyId/pdf',
    {
      schema: {
        operationId: 'downloadTaxReportPdf',
        tags: ['reports'],
        summary: `${summary}, as a PDF`,
        params: CompanyParams,
        querystring: PeriodQuery,
        produces: ['application/pdf'],
        response: withErrors({ 200: Pdf, 422: ProblemRef }),
      },
    },
    async (request, reply) => {
      const period = reportPeriod(request.query);
      const report = await taxReport(app.db, request.params.companyId, period);
      const company = await reportCompany(app.db, request.params.companyId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="tax-report-${period.start}-${period.end}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(await renderTaxReportPdf(company, report));
    },
  );
  app.get(
    '/api/reports/tax/:companyId/export',
    {
      schema: {
        operationId: 'exportTaxReport',
        tags: ['reports', 'exports'],
        summary: `${summary}, as CSV or XLSX (docs/exports.md, "Reports")`,
        params: CompanyParams,
        querystring: Type.Object({ format: Format, ...PeriodQuery.properties }),
        produces: PRODUCES,
        response: withErrors({ 200: Download, 422: ProblemRef }),
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const report = await taxReport(app.db, request.params.companyId, reportPeriod(query));
      return sendExport(reply, taxReportExport(report), format, reportFileDate(report));
    },
  );
}
