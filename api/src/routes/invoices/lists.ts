import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { listInvoicePage } from '../../invoices/invoice-list-query.ts';
import { INVOICE_KINDS, type InvoiceKind } from '../../invoices/invoice-status.ts';
import { invoicesRepository } from '../../invoices/invoices-repository.ts';
import { requireOwned } from '../../shared/references.ts';
import { CompanyParams, Id, IdParams, withErrors } from '../../shared/schemas.ts';
import { InvoiceList, toInvoiceBody } from './invoice-body.ts';
import { InvoiceListQuerystring, InvoicePageBody, sendInvoicePage } from './list-query.ts';

const KIND_SUMMARIES: Record<InvoiceKind, string> = {
  active: 'The company’s invoices that are not archived (status ≠ C)',
  unpaid: 'The company’s invoices still to be paid (status I, S, U or M)',
  paid: 'The company’s paid invoices (status P)',
  archived: 'The company’s archived invoices (status C)',
  all: 'All the company’s invoices',
};

/** The invoice lists of spec §7, newest first. */
export default async function invoiceListRoutes(app: App) {
  for (const kind of Object.keys(INVOICE_KINDS) as InvoiceKind[]) {
    app.get(
      `/api/invoice1/${kind}/:companyId`,
      {
        schema: {
          operationId: `list${kind.charAt(0).toUpperCase()}${kind.slice(1)}Invoices`,
          tags: ['invoices'],
          summary: KIND_SUMMARIES[kind],
          params: CompanyParams,
          response: withErrors({ 200: InvoiceList }),
        },
      },
      async (request) => (await invoicesRepository(app.db).byKind(request.params.companyId, kind)).map(toInvoiceBody),
    );
  }

  app.get(
    '/api/invoice1/all/lazyloading/:companyId',
    {
      schema: {
        operationId: 'listInvoicePage',
        tags: ['invoices'],
        summary: 'A page of the company’s invoices: sorted, searched, filtered and paged on the server',
        params: CompanyParams,
        querystring: InvoiceListQuerystring,
        response: withErrors({ 200: InvoicePageBody }),
      },
    },
    async (request, reply) => {
      const page = await listInvoicePage(
        app.db,
        app.invoiceListCache,
        { companyId: request.params.companyId },
        request.query,
      );
      return sendInvoicePage(reply, page, request.query.fields);
    },
  );

  app.get(
    '/api/invoice1/all/practitioner/lazyloading/:id',
    {
      schema: {
        operationId: 'listPractitionerInvoicePage',
        tags: ['invoices'],
        summary: 'A page of one practitioner’s invoices (same query as the company lazy list)',
        params: IdParams,
        querystring: InvoiceListQuerystring,
        response: withErrors({ 200: InvoicePageBody }),
      },
    },
    async (request, reply) => {
      const { companyId } = request.user;
      await requireOwned(app.db, 'Practitioner', request.params.id, companyId);
      const page = await listInvoicePage(
        app.db,
        app.invoiceListCache,
        { companyId, practitionerId: request.params.id },
        request.query,
      );
      return sendInvoicePage(reply, page, request.query.fields);
    },
  );

  app.get(
    '/api/invoice1/all/practitioner/:id',
    {
      schema: {
        operationId: 'listPractitionerInvoices',
        tags: ['invoices'],
        summary: 'One practitioner’s invoices',
        params: IdParams,
        response: withErrors({ 200: InvoiceList }),
      },
    },
    async (request) => {
      const { companyId } = request.user;
      await requireOwned(app.db, 'Practitioner', request.params.id, companyId);
      return (await invoicesRepository(app.db).byPractitioner(companyId, request.params.id)).map(toInvoiceBody);
    },
  );

  app.get(
    '/api/invoice1/:companyId/affiliate/:id',
    {
      schema: {
        operationId: 'listClientInvoices',
        tags: ['invoices'],
        summary: 'The invoices of one client (patient or customer)',
        params: Type.Object({ companyId: Id, id: Id }),
        response: withErrors({ 200: InvoiceList }),
      },
    },
    async (request) => {
      const { companyId, id } = request.params;
      await requireOwned(app.db, 'Client', id, companyId);
      return (await invoicesRepository(app.db).byClient(companyId, id)).map(toInvoiceBody);
    },
  );

  app.get(
    '/api/invoice1/appointment/:id',
    {
      schema: {
        operationId: 'listAppointmentInvoices',
        tags: ['invoices'],
        summary: 'The invoices of one appointment',
        params: IdParams,
        response: withErrors({ 200: InvoiceList }),
      },
    },
    async (request) => {
      const { companyId } = request.user;
      await requireOwned(app.db, 'Appointment', request.params.id, companyId);
      return (await invoicesRepository(app.db).byAppointment(companyId, request.params.id)).map(toInvoiceBody);
    },
  );
}
