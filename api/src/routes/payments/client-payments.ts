import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { CLIENT_PAYMENTS_MAX, listClientPayments } from '../../payments/client-payments.ts';
import { PAYMENT_TYPES } from '../../payments/payment-types.ts';
import { fromCents } from '../../shared/money.ts';
import { Nullable, StringEnum } from '../../shared/schema-helpers.ts';
import { Id, withErrors } from '../../shared/schemas.ts';

const ClientPaymentsBody = Type.Object({
  total: Type.Integer({ description: 'How many entries the client has in all (the list holds at most `limit`)' }),
  payments: Type.Array(
    Type.Object({
      kind: StringEnum(['receipt', 'payment', 'credit'] as const, {
        description:
          'receipt: money received at once, spread over invoices and credit; payment: money paid to one invoice or ' +
          'component; credit: the client’s credit applied to an invoice (no new money)',
      }),
      receiptId: Nullable(Type.Integer({ description: 'The receipt (kind receipt)' })),
      paymentId: Nullable(
        Type.Integer({ description: 'The payment to open (for a receipt its first one); null when all were reversed' }),
      ),
      paid: Type.String({ description: 'ISO 8601 instant, UTC' }),
      type: StringEnum(PAYMENT_TYPES, {
        description:
          'C Credit Card, B Bank Transfer, H Health Insurance, R Cryptocurrency, A Cash, O Other, W Write-Off',
      }),
      description: Type.String(),
      amount: Type.Number({ description: 'The money received, or the credit applied (kind credit)' }),
      allocations: Type.Array(
        Type.Object({
          paymentId: Type.Integer(),
          invoiceId: Type.Integer(),
          invoiceUniqueId: Type.String(),
          componentDescription: Nullable(Type.String({ description: 'Paid to this component of the invoice' })),
          amount: Type.Number(),
        }),
        { description: 'Where it went now, by payment id (reversed payments are gone)' },
      ),
      creditKept: Type.Number({ description: 'The part kept as the client’s credit (receipts; else 0)' }),
      reversed: Type.Number({ description: 'The part whose payments were reversed since (receipts; else 0)' }),
    }),
    { description: 'Newest first, by when paid' },
  ),
});

/** A client's money: what it paid, where each payment went, and credit kept and applied (issue 13, item 1). */
export default async function clientPaymentRoutes(app: App) {
  app.get(
    '/api/payment1/:companyId/client/:clientId/payments',
    {
      schema: {
        operationId: 'listClientPayments',
        tags: ['payments'],
        summary:
          "A client's payments, receipts and credit applied, newest first, with their allocations (our extension)",
        params: Type.Object({ companyId: Id, clientId: Id }),
        querystring: Type.Object({
          limit: Type.Integer({ minimum: 1, maximum: CLIENT_PAYMENTS_MAX, default: CLIENT_PAYMENTS_MAX }),
        }),
        response: withErrors({ 200: ClientPaymentsBody }),
      },
    },
    async (request) => {
      const { total, entries } = await listClientPayments(
        app.db,
        request.params.clientId,
        request.user.companyId,
        request.query.limit,
      );
      return {
        total,
        payments: entries.map((e) => ({
          kind: e.kind,
          receiptId: e.receiptId,
          paymentId: e.paymentId,
          paid: e.paid,
          type: e.type,
          description: e.description,
          amount: fromCents(e.amountCents),
          allocations: e.allocations.map((a) => ({
            paymentId: a.paymentId,
            invoiceId: a.invoiceId,
            invoiceUniqueId: a.invoiceUniqueId,
            componentDescription: a.componentDescription,
            amount: fromCents(a.amountCents),
          })),
          creditKept: fromCents(e.creditKeptCents),
          reversed: fromCents(e.reversedCents),
        })),
      };
    },
  );
}
