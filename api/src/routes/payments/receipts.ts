import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { creditOfClients, readCredit } from '../../payments/client-credit.ts';
import { applyClientCredit, payClientInvoices } from '../../payments/receipts-service.ts';
import { paymentsRepository } from '../../payments/payments-repository.ts';
import { PAYMENT_TYPES } from '../../payments/payment-types.ts';
import { readIdList } from '../../shared/id-list.ts';
import { fromCents } from '../../shared/money.ts';
import { notFound } from '../../shared/problem.ts';
import { AmountOf, Nullable, ProblemRef, StringEnum } from '../../shared/schema-helpers.ts';
import { Id, withErrors } from '../../shared/schemas.ts';
import { InvoiceBody } from '../invoices/invoice-body.ts';
import { invoiceBody } from '../invoices/invoice.ts';
import { PaymentBody, toPaymentBody } from './payment-body.ts';

const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({ maxLength: 200, description: 'One key per payment meant; a repeat pays once' }),
  ),
});

const ReceiptRequestBody = Type.Object({
  description: Type.Optional(Type.String({ maxLength: 500 })),
  type: Type.Optional(
    StringEnum(PAYMENT_TYPES, {
      description: 'C Credit Card, B Bank Transfer, H Health Insurance, R Cryptocurrency, A Cash, O Other, W Write-Off',
    }),
  ),
  amount: AmountOf('The whole amount the client paid, above 0'),
  paid: Type.Optional(
    Type.String({
      maxLength: 40,
      description: "'YYYY-MM-DD HH:mm' in the company's time zone, or ISO 8601; default now",
    }),
  ),
  idempotencyKey: Type.Optional(Type.String({ maxLength: 200 })),
  allocation: Type.Optional(
    StringEnum(['oldest', 'chosen'] as const, {
      description:
        "oldest: the client's open invoices (not P or C) by invoice date, then id; chosen: the amounts in invoices. " +
        'Default: chosen when invoices are given, else oldest',
    }),
  ),
  invoices: Type.Optional(
    Type.Array(
      Type.Object({
        invoiceId: Id,
        amount: AmountOf('At most what the invoice owes'),
      }),
      { maxItems: 200, description: 'For chosen: each invoice of the client and the amount it gets' },
    ),
  ),
  keepCredit: Type.Optional(
    Type.Boolean({
      description: "Keep what the invoices do not take as the client's credit; without it that is a 422",
    }),
  ),
});

const CreditRequestBody = Type.Object({
  amount: Type.Optional(AmountOf('Default: as much as the credit and the amount due allow')),
  description: Type.Optional(Type.String({ maxLength: 500 })),
  paid: Type.Optional(Type.String({ maxLength: 40, description: 'As for a payment; default now' })),
  idempotencyKey: Type.Optional(Type.String({ maxLength: 200 })),
});

const ReceiptResult = Type.Object({
  receipt: Type.Object({
    id: Type.Integer(),
    clientId: Type.Integer(),
    amount: Type.Number({ description: 'The whole amount received' }),
    creditKept: Type.Number({ description: "The part kept as the client's credit" }),
    type: Type.String(),
    description: Type.String(),
    paid: Type.String({ description: 'ISO 8601 instant, UTC' }),
  }),
  payments: Type.Array(PaymentBody, { description: 'One payment per invoice it paid, by id' }),
  invoices: Type.Array(InvoiceBody, { description: 'Those invoices as they are now' }),
  credit: Type.Number({ description: "The client's credit now" }),
  created: Type.Boolean({ description: 'False when the idempotency key had paid already (HTTP 200 instead of 201)' }),
});

const CreditPaymentResult = Type.Object({
  payment: PaymentBody,
  invoice: InvoiceBody,
  credit: Type.Number({ description: "The client's credit left" }),
  created: Type.Boolean({ description: 'False when the idempotency key had paid already (HTTP 200 instead of 201)' }),
});

const ClientCreditBody = Type.Object({
  clientId: Type.Integer(),
  credit: Type.Number({ description: "The client's credit: money paid beyond what was owed, not yet applied" }),
  entries: Type.Array(
    Type.Object({
      id: Type.Integer(),
      kind: StringEnum(['kept', 'applied', 'restored'] as const, {
        description: 'kept from a receipt (+), applied to an invoice (−), restored by a reversal (+)',
      }),
      amount: Type.Number({ description: 'Signed: + adds credit, − takes it' }),
      receiptId: Nullable(Type.Integer()),
      paymentId: Nullable(Type.Integer()),
      invoiceId: Nullable(Type.Integer()),
      invoiceUniqueId: Nullable(Type.String()),
      description: Type.String(),
      createdAt: Type.String(),
    }),
    { description: 'The latest 50 changes, newest first' },
  ),
});

/** Receipts (one payment over several invoices), client credit and paying from it (issue 13, decision 39). */
export default async function receiptRoutes(app: App) {
  app.post(
    '/api/payment1/:companyId/client/:clientId/receipt',
    {
      schema: {
        operationId: 'payClientInvoices',
        tags: ['payments'],
        summary:
          'One payment from a client over several of its invoices (oldest first or chosen amounts), what is left ' +
          'kept as credit when keepCredit; one transaction (201; 200 with created=false for a repeated key)',
        params: Type.Object({ companyId: Id, clientId: Id }),
        headers: IdempotencyHeaders,
        body: ReceiptRequestBody,
        response: withErrors({ 200: ReceiptResult, 201: ReceiptResult, 409: ProblemRef, 422: ProblemRef }),
      },
    },
    async (request, reply) => {
      const { companyId } = request.user;
      const outcome = await payClientInvoices(
        app.db,
        request.user,
        request.params.clientId,
        request.body,
        request.headers['idempotency-key'],
      );
      const { rows } = await app.db.query<{
        id: number;
        clientId: number;
        amountCents: number;
        creditCents: number;
        type: string;
        description: string;
        paid: string;
      }>(
        `select id, client_id as "clientId", amount_cents as "amountCents", credit_cents as "creditCents", type,
                description, paid
           from payment_receipts where id = $1 and company_id = $2`,
        [outcome.receiptId, companyId],
      );
      const receipt = rows[0];
      if (!receipt) throw notFound('Receipt');
      const payments = await paymentsRepository(app.db).byReceipt(receipt.id, companyId);
      const invoices = await Promise.all(payments.map((p) => invoiceBody(app, p.invoiceId, companyId)));
      const credit = await readCredit(app.db, outcome.clientId, companyId, 0);
      return reply.status(outcome.created ? 201 : 200).send({
        receipt: {
          id: receipt.id,
          clientId: receipt.clientId,
          amount: fromCents(receipt.amountCents),
          creditKept: fromCents(receipt.creditCents),
          type: receipt.type,
          description: receipt.description,
          paid: new Date(receipt.paid).toISOString(),
        },
        payments: payments.map(toPaymentBody),
        invoices,
        credit: fromCents(credit.balanceCents),
        created: outcome.created,
      });
    },
  );

  app.post(
    '/api/payment1/:companyId/invoice/:invoiceId/credit',
    {
      schema: {
        operationId: 'applyClientCredit',
        tags: ['payments'],
        summary:
          "Pays an invoice from its client's credit: never more than the credit or the amount due (201; 200 with " +
          'created=false for a repeated key)',
        params: Type.Object({ companyId: Id, invoiceId: Id }),
        headers: IdempotencyHeaders,
        body: CreditRequestBody,
        response: withErrors({ 200: CreditPaymentResult, 201: CreditPaymentResult, 409: ProblemRef, 422: ProblemRef }),
      },
    },
    async (request, reply) => {
      const { companyId } = request.user;
      const outcome = await applyClientCredit(
        app.db,
        request.user,
        request.params.invoiceId,
        request.body,
        request.headers['idempotency-key'],
      );
      const payment = await paymentsRepository(app.db).find(outcome.paymentId, companyId);
      if (!payment) throw notFound('Payment');
      const credit = await readCredit(app.db, outcome.clientId, companyId, 0);
      return reply.status(outcome.created ? 201 : 200).send({
        payment: toPaymentBody(payment),
        invoice: await invoiceBody(app, outcome.invoiceId, companyId),
        credit: fromCents(credit.balanceCents),
        created: outcome.created,
      });
    },
  );

  app.get(
    '/api/payment1/:companyId/client/:clientId/credit',
    {
      schema: {
        operationId: 'getClientCredit',
        tags: ['payments'],
        summary: "A client's credit and its latest changes (our extension, issue 13)",
        params: Type.Object({ companyId: Id, clientId: Id }),
        response: withErrors({ 200: ClientCreditBody }),
      },
    },
    async (request) => {
      const { clientId } = request.params;
      const credit = await readCredit(app.db, clientId, request.user.companyId);
      return {
        clientId,
        credit: fromCents(credit.balanceCents),
        entries: credit.entries.map((e) => ({
          id: e.id,
          kind: e.kind,
          amount: fromCents(e.amountCents),
          receiptId: e.receiptId,
          paymentId: e.paymentId,
          invoiceId: e.invoiceId,
          invoiceUniqueId: e.invoiceUniqueId,
          description: e.description,
          createdAt: e.createdAt,
        })),
      };
    },
  );

  app.get(
    '/api/payment1/:companyId/clients/credit',
    {
      schema: {
        operationId: 'listClientCredits',
        tags: ['payments'],
        summary: 'The credit of several clients (0 for one without any), for the gateway’s Client.credit',
        params: Type.Object({ companyId: Id }),
        querystring: Type.Object({
          clientIds: Type.String({ maxLength: 10_000, description: 'Comma-separated client ids' }),
        }),
        response: withErrors({
          200: Type.Array(Type.Object({ clientId: Type.Integer(), credit: Type.Number() })),
        }),
      },
    },
    async (request) => {
      const ids = readIdList(request.query.clientIds, 'clientIds');
      return (await creditOfClients(app.db, ids, request.user.companyId)).map((c) => ({
        clientId: c.clientId,
        credit: fromCents(c.balanceCents),
      }));
    },
  );
}
