import type { App } from '../../app-types.ts';
import { createInvoice, deleteInvoice, updateInvoice } from '../../invoices/invoices-service.ts';
import { invoicesRepository } from '../../invoices/invoices-repository.ts';
import { notFound } from '../../shared/problem.ts';
import { DeletedBody, ProblemRef } from '../../shared/schema-helpers.ts';
import { CompanyParams, IdParams, withErrors } from '../../shared/schemas.ts';
import { InvoiceBody, toInvoiceBody } from './invoice-body.ts';
import { CreateInvoiceBody, UpdateInvoiceBody } from './invoice-input.ts';

/** Reads one of the caller's invoices as its REST body, or 404. */
export async function invoiceBody(app: App, id: number, companyId: number) {
  const invoice = await invoicesRepository(app.db).find(id, companyId);
  if (!invoice) throw notFound('Invoice');
  return toInvoiceBody(invoice);
}

/** One invoice: read, create, change status/date, delete. */
export default async function invoiceRoutes(app: App) {
  app.get(
    '/api/invoice1/specific/:id',
    {
      schema: {
        operationId: 'getInvoice',
        tags: ['invoices'],
        summary: 'One invoice',
        params: IdParams,
        response: withErrors({ 200: InvoiceBody }),
      },
    },
    async (request) => invoiceBody(app, request.params.id, request.user.companyId),
  );

  app.post(
    '/api/invoice1/:companyId',
    {
      schema: {
        operationId: 'createInvoice',
        tags: ['invoices'],
        summary: 'Creates an invoice for a client, with its components',
        params: CompanyParams,
        body: CreateInvoiceBody,
        response: withErrors({ 201: InvoiceBody, 422: ProblemRef }),
      },
    },
    async (request, reply) => {
      const id = await createInvoice(app.db, request.user, request.body);
      return reply.status(201).send(await invoiceBody(app, id, request.user.companyId));
    },
  );

  app.put(
    '/api/invoice1/:id',
    {
      schema: {
        operationId: 'updateInvoice',
        tags: ['invoices'],
        summary: 'Changes an invoice’s status, date, due date or description (optimistic concurrency by version)',
        params: IdParams,
        body: UpdateInvoiceBody,
        response: withErrors({ 200: InvoiceBody, 409: ProblemRef, 422: ProblemRef }),
      },
    },
    async (request) => {
      await updateInvoice(app.db, request.user, request.params.id, request.body);
      return invoiceBody(app, request.params.id, request.user.companyId);
    },
  );

  app.delete(
    '/api/invoice1/:id',
    {
      schema: {
        operationId: 'deleteInvoice',
        tags: ['invoices'],
        summary: 'Deletes (cancels) an invoice that is not paid and has no claims or payments',
        params: IdParams,
        response: withErrors({ 200: DeletedBody, 409: ProblemRef }),
      },
    },
    async (request) => {
      await deleteInvoice(app.db, request.user, request.params.id);
      return { id: request.params.id };
    },
  );
}
