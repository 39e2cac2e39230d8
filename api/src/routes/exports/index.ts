import { Type, type TSchema } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { requireHealthPractice } from '../../claims/claims-service.ts';
import { companyZone } from '../../companies/company-time-zone.ts';
import { claimExport } from '../../exports/claim-export.ts';
import { clientExport } from '../../exports/client-export.ts';
import { invoiceExport } from '../../exports/invoice-export.ts';
import { paymentExport } from '../../exports/payment-export.ts';
import { sendExport } from '../../exports/send-export.ts';
import { transactionsRepository } from '../../financial-transactions/transactions-repository.ts';
import { notFound } from '../../shared/problem.ts';
import { transactionExport } from '../../exports/transaction-export.ts';
import { requireOwned } from '../../shared/references.ts';
import { CompanyParams, Id, withErrors } from '../../shared/schemas.ts';
import { todayIn } from '../../shared/time.ts';
import { AccountType, PathDate, periodOf } from '../financial-transactions/schemas.ts';
import { InvoiceListQuerystring } from '../invoices/list-query.ts';
import { PaymentListQuerystring } from '../payments/lists.ts';
import { Download, Format, PRODUCES } from './schemas.ts';

/** A list's querystring without its page: an export is the whole filtered list. */
function withoutPage<T extends Record<string, TSchema>>(properties: T) {
  const { page: _page, size: _size, fields: _fields, ...rest } = properties;
  return rest;
}

const PractitionerId = Type.Optional(
  Type.Integer({ minimum: 1, description: 'Only this practitioner’s invoices (a user of the company), as its list' }),
);
const InvoiceExportQuery = Type.Object({
  format: Format,
  practitionerId: PractitionerId,
  ...withoutPage(InvoiceListQuerystring.properties),
});
const PaymentExportQuery = Type.Object({
  format: Format,
  practitionerId: PractitionerId,
  ...withoutPage(PaymentListQuerystring.properties),
});
const ClaimExportQuery = Type.Object({
  format: Format,
  practitionerId: Type.Optional(Type.Integer({ minimum: 1, description: 'Only this practitioner’s claims' })),
  invoiceId: Type.Optional(Type.Integer({ minimum: 1, description: 'Only this invoice’s claims' })),
});
const ClientExportQuery = Type.Object({
  format: Format,
  search: Type.Optional(
    Type.String({
      maxLength: 200,
      description: 'Text the name, email, id number or medical aid number contains (case-insensitive)',
    }),
  ),
  includeArchived: Type.Optional(Type.Boolean({ default: false, description: 'Archived clients too' })),
});
const TransactionExportQuery = Type.Object({
  format: Format,
  start: PathDate,
  end: PathDate,
  type: Type.Optional(AccountType),
  accountCode: Type.Optional(Type.String({ maxLength: 20, description: 'Only this account (by code)' })),
  invoiceId: Type.Optional(Id),
  appointmentId: Type.Optional(Id),
});

/**
 * Exports (docs/exports.md): the whole filtered list as CSV or XLSX, streamed while it is read. Each takes the
 * query of its list screen's route (without page and size) and answers the same rows in the same order.
 */
export default async function exportRoutes(app: App) {
  const tags = ['exports'];
  const today = async (companyId: number) => todayIn((await companyZone(app.db, companyId)).timeZone);

  app.get(
    '/api/export/invoices/:companyId',
    {
      schema: {
        operationId: 'exportInvoices',
        tags,
        summary: 'The company’s invoice list (search, filters, period and sort of the lazy list) as CSV or XLSX',
        params: CompanyParams,
        querystring: InvoiceExportQuery,
        produces: PRODUCES,
        response: withErrors({ 200: Download }),
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const { format, practitionerId, ...query } = request.query;
      if (practitionerId !== undefined) await requireOwned(app.db, 'Practitioner', practitionerId, companyId);
      const source = await invoiceExport(app.db, { companyId, practitionerId }, query);
      return sendExport(reply, source, format, await today(companyId));
    },
  );

  app.get(
    '/api/export/payments/:companyId',
    {
      schema: {
        operationId: 'exportPayments',
        tags,
        summary: 'The company’s payment list (search, filters, period and sort of the lazy list) as CSV or XLSX',
        params: CompanyParams,
        querystring: PaymentExportQuery,
        produces: PRODUCES,
        response: withErrors({ 200: Download }),
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const { format, practitionerId, ...query } = request.query;
      if (practitionerId !== undefined) await requireOwned(app.db, 'Practitioner', practitionerId, companyId);
      const source = await paymentExport(app.db, { companyId, practitionerId }, query);
      return sendExport(reply, source, format, await today(companyId));
    },
  );

  app.get(
    '/api/export/financialtransactions/:companyId',
    {
      schema: {
        operationId: 'exportFinancialTransactions',
        tags,
        summary: 'The transactions processed in a period (account type, account, invoice, appointment) as CSV or XLSX',
        params: CompanyParams,
        querystring: TransactionExportQuery,
        produces: PRODUCES,
        response: withErrors({ 200: Download }),
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const { format, start, end, ...filters } = request.query;
      const source = await transactionExport(app.db, { companyId, ...periodOf({ start, end }), ...filters });
      return sendExport(reply, source, format, await today(companyId));
    },
  );
  app.get(
    '/api/export/claims/:companyId',
    {
      schema: {
        operationId: 'exportClaims',
        tags,
        summary: 'The company’s claims (or one practitioner’s), newest first, as CSV or XLSX; health practices only',
        params: CompanyParams,
        querystring: ClaimExportQuery,
        produces: PRODUCES,
        response: withErrors({ 200: Download, 403: Type.Unsafe<unknown>({ $ref: 'Problem#' }) }),
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const { format, practitionerId, invoiceId } = request.query;
      await requireHealthPractice(app.db, companyId);
      if (practitionerId !== undefined) await requireOwned(app.db, 'Practitioner', practitionerId, companyId);
      if (invoiceId !== undefined && !(await transactionsRepository(app.db).ownsInvoice(invoiceId, companyId))) {
        throw notFound('Invoice');
      }
      const source = await claimExport(app.db, { companyId, practitionerId, invoiceId });
      return sendExport(reply, source, format, await today(companyId));
    },
  );
  app.get(
    '/api/export/clients/:companyId',
    {
      schema: {
        operationId: 'exportClients',
        tags,
        summary: 'The company’s clients (search, archived too on request) by last and first name, as CSV or XLSX',
        params: CompanyParams,
        querystring: ClientExportQuery,
        produces: PRODUCES,
        response: withErrors({ 200: Download }),
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const { format, search, includeArchived } = request.query;
      const source = await clientExport(app.db, companyId, { search, includeArchived });
      return sendExport(reply, source, format, await today(companyId));
    },
  );
}
