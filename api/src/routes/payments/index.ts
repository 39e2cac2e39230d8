import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { componentsRepository } from '../../invoices/components-repository.ts';
import { reversePayment } from '../../payments/payment-reversal.ts';
import { allocatePayment, type PaymentOutcome } from '../../payments/payments-service.ts';
import { paymentsRepository } from '../../payments/payments-repository.ts';
import { MAX_BATCH_IDS, readIdList } from '../../shared/id-list.ts';
import { notFound } from '../../shared/problem.ts';
import { Nullable, ProblemRef } from '../../shared/schema-helpers.ts';
import { Id, IdParams, withErrors } from '../../shared/schemas.ts';
import { ComponentBody, toComponentBody } from '../invoice-components/component-body.ts';
import { InvoiceBody } from '../invoices/invoice-body.ts';
import { invoiceBody } from '../invoices/invoice.ts';
import clientPaymentRoutes from './client-payments.ts';
import paymentListRoutes from './lists.ts';
import receiptDocumentRoutes from './receipt-documents.ts';
import receiptRoutes from './receipts.ts';
import { PaymentBody, PaymentRequestBody, toPaymentBody } from './payment-body.ts';

const PaymentResult = Type.Object({
  payment: PaymentBody,
  invoice: InvoiceBody,
  component: Nullable(ComponentBody),
  created: Type.Boolean({ description: 'False when the idempotency key had paid already (HTTP 200 instead of 201)' }),
});
const responses = withErrors({ 200: PaymentResult, 201: PaymentResult, 409: ProblemRef, 422: ProblemRef });
const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({ maxLength: 200, description: 'One key per payment meant; a repeat pays once' }),
  ),
});

/** Payment allocation to invoices and components (spec §7 "Payments", the allocation calls). */
export default async function paymentRoutes(app: App) {
  await app.register(paymentListRoutes);
  await app.register(receiptRoutes);
  await app.register(receiptDocumentRoutes);
  await app.register(clientPaymentRoutes);

  const result = async (outcome: PaymentOutcome, companyId: number) => {
    const payment = await paymentsRepository(app.db).find(outcome.paymentId, companyId);
    if (!payment) throw notFound('Payment');
    const component =
      outcome.componentId === null
        ? undefined
        : await componentsRepository(app.db).find(outcome.componentId, companyId);
    return {
      payment: toPaymentBody(payment),
      invoice: await invoiceBody(app, outcome.invoiceId, companyId),
      component: component ? toComponentBody(component) : null,
      created: outcome.created,
    };
  };

  app.post(
    '/api/payment1/:companyId/invoice/:invoiceId',
    {
      schema: {
        operationId: 'createPayment',
        tags: ['payments'],
        summary: 'Allocates a payment to an invoice (201; 200 with created=false for a repeated idempotency key)',
        params: Type.Object({ companyId: Id, invoiceId: Id }),
        headers: IdempotencyHeaders,
        body: PaymentRequestBody,
        response: responses,
      },
    },
    async (request, reply) => {
      const { invoiceId } = request.params;
      const outcome = await allocatePayment(
        app.db,
        request.user,
        { invoiceId },
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.status(outcome.created ? 201 : 200).send(await result(outcome, request.user.companyId));
    },
  );

  app.post(
    '/api/payment1/:companyId/invoice/:invoiceId/component/:componentId',
    {
      schema: {
        operationId: 'createComponentPayment',
        tags: ['payments'],
        summary: 'Allocates a payment to one component; it counts toward the invoice too',
        params: Type.Object({ companyId: Id, invoiceId: Id, componentId: Id }),
        headers: IdempotencyHeaders,
        body: PaymentRequestBody,
        response: responses,
      },
    },
    async (request, reply) => {
      const { invoiceId, componentId } = request.params;
      const outcome = await allocatePayment(
        app.db,
        request.user,
        { invoiceId, componentId },
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.status(outcome.created ? 201 : 200).send(await result(outcome, request.user.companyId));
    },
  );

  app.get(
    '/api/payment1/specific/:id',
    {
      schema: {
        operationId: 'getPayment',
        tags: ['payments'],
        summary: 'One payment, with what it was allocated to (invoice number, component description)',
        params: IdParams,
        response: withErrors({ 200: PaymentBody }),
      },
    },
    async (request) => {
      const payment = await paymentsRepository(app.db).find(request.params.id, request.user.companyId);
      if (!payment) throw notFound('Payment');
      return toPaymentBody(payment);
    },
  );

  app.delete(
    '/api/payment1/:id',
    {
      schema: {
        operationId: 'deletePayment',
        tags: ['payments'],
        summary:
          'Deletes a payment and reverses its allocation in one transaction (invoice and component paid go down, ' +
          'P goes back to I, reversing ledger lines, an audit row); answers the invoice as it is now',
        params: IdParams,
        response: withErrors({ 200: Type.Object({ id: Type.Integer(), invoice: InvoiceBody }) }),
      },
    },
    async (request) => {
      const { companyId } = request.user;
      const outcome = await reversePayment(app.db, request.user, request.params.id);
      return { id: outcome.id, invoice: await invoiceBody(app, outcome.invoiceId, companyId) };
    },
  );

  app.get(
    '/api/payment1/batch',
    {
      schema: {
        operationId: 'listPaymentsOfInvoices',
        tags: ['payments'],
        summary: 'The payments of several invoices, oldest first (our extension, for the gateway’s DataLoader)',
        querystring: Type.Object({
          invoiceIds: Type.String({
            maxLength: 10_000,
            description: `Comma-separated invoice ids, at most ${MAX_BATCH_IDS}`,
          }),
        }),
        response: withErrors({ 200: Type.Array(PaymentBody) }),
      },
    },
    async (request) => {
      const ids = readIdList(request.query.invoiceIds, 'invoiceIds');
      return (await paymentsRepository(app.db).byInvoices(ids, request.user.companyId)).map(toPaymentBody);
    },
  );
}
