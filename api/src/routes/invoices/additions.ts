import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { addBillingPlan, addProduct, createInvoiceFromProduct } from '../../invoices/invoice-additions.ts';
import { pathId } from '../../shared/path-ids.ts';
import { IdSegment, ProblemRef } from '../../shared/schema-helpers.ts';
import { Id, withErrors } from '../../shared/schemas.ts';
import { InvoiceBody } from './invoice-body.ts';
import { invoiceBody } from './invoice.ts';

const responses = withErrors({ 200: InvoiceBody, 409: ProblemRef, 422: ProblemRef });
const created = withErrors({ 201: InvoiceBody, 422: ProblemRef });

/**
 * Billing plans and products onto invoices. The ids are read by pathId(), so an empty or malformed
 * id (spec §5 sends an empty id when nothing is selected) is a 400 that says what to choose.
 */
export default async function invoiceAdditionRoutes(app: App) {
  const toPlan = { companyId: Id, invoiceId: IdSegment };
  // The path without the last id is the spec's "nothing selected" call (§5): it answers 400.
  for (const [path, operationId] of [
    ['/api/invoice1/billingplan/:companyId/:invoiceId/:billingPlanId', 'addBillingPlanToInvoice'],
    ['/api/invoice1/billingplan/:companyId/:invoiceId', 'addBillingPlanToInvoiceWithoutPlan'],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          operationId,
          tags: ['invoices'],
          summary: 'Adds the items of a billing plan to an invoice that is not paid',
          params: Type.Object({ ...toPlan, billingPlanId: Type.Optional(IdSegment) }),
          response: responses,
        },
      },
      async (request) => {
        const invoiceId = pathId(request.params.invoiceId, 'invoice', 'invoiceId');
        const planId = pathId(request.params.billingPlanId ?? '', 'billing plan', 'billingPlanId');
        await addBillingPlan(app.db, request.user, invoiceId, planId);
        return invoiceBody(app, invoiceId, request.user.companyId);
      },
    );
  }

  for (const [path, operationId] of [
    ['/api/invoice1/product/:companyId/:invoiceId/:productId', 'addProductToInvoice'],
    ['/api/invoice1/product/:companyId/:invoiceId', 'addProductToInvoiceWithoutProduct'],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          operationId,
          tags: ['invoices'],
          summary: 'Adds a product to an invoice that is not paid',
          params: Type.Object({ companyId: Id, invoiceId: IdSegment, productId: Type.Optional(IdSegment) }),
          response: responses,
        },
      },
      async (request) => {
        const invoiceId = pathId(request.params.invoiceId, 'invoice', 'invoiceId');
        const productId = pathId(request.params.productId ?? '', 'product', 'productId');
        await addProduct(app.db, request.user, invoiceId, productId);
        return invoiceBody(app, invoiceId, request.user.companyId);
      },
    );
  }

  app.post(
    '/api/invoice1/:companyId/product/:productId/:clientId',
    {
      schema: {
        operationId: 'createInvoiceFromProduct',
        tags: ['invoices'],
        summary: 'Creates a new invoice for a client from one product',
        params: Type.Object({ companyId: Id, productId: IdSegment, clientId: IdSegment }),
        response: created,
      },
    },
    async (request, reply) => {
      const productId = pathId(request.params.productId, 'product', 'productId');
      const clientId = pathId(request.params.clientId, 'client', 'clientId');
      const id = await createInvoiceFromProduct(app.db, request.user, productId, clientId);
      return reply.status(201).send(await invoiceBody(app, id, request.user.companyId));
    },
  );
}
