import { Type } from '@fastify/type-provider-typebox';
import { PAYMENT_TYPES } from '../../payments/payment-types.ts';
import type { PaymentRow } from '../../payments/payments-repository.ts';
import { fromCents } from '../../shared/money.ts';
import { Amount, Nullable, StringEnum } from '../../shared/schema-helpers.ts';

const PaymentType = StringEnum(PAYMENT_TYPES, {
  description: 'C Credit Card, B Bank Transfer, H Health Insurance, R Cryptocurrency, A Cash, O Other, W Write-Off',
});

/** The payment request of spec §3; `idempotencyKey` may come as the Idempotency-Key header instead. */
export const PaymentRequestBody = Type.Object({
  description: Type.Optional(Type.String({ maxLength: 500 })),
  type: Type.Optional(PaymentType),
  amount: Amount,
  paid: Type.Optional(
    Type.String({
      maxLength: 40,
      description: "'YYYY-MM-DD HH:mm' in the company's time zone, or ISO 8601; default now",
    }),
  ),
  idempotencyKey: Type.Optional(Type.String({ maxLength: 200 })),
});

export const PaymentBody = Type.Object(
  {
    id: Type.Integer(),
    invoiceId: Type.Integer(),
    invoiceUniqueId: Type.String(),
    componentId: Nullable(Type.Integer()),
    componentDescription: Nullable(
      Type.String({ description: 'The description of the component it was allocated to; null for the whole invoice' }),
    ),
    clientId: Nullable(Type.Integer()),
    clientName: Nullable(Type.String()),
    description: Type.String(),
    type: PaymentType,
    amount: Type.Number(),
    paid: Type.String({ description: 'ISO 8601 instant, UTC' }),
    createdAt: Type.String(),
    receiptId: Nullable(
      Type.Integer({ description: 'The receipt it is part of (one payment over several invoices, or credit kept)' }),
    ),
    fromCredit: Type.Boolean({ description: "Paid from the client's credit, not with new money" }),
  },
  { $id: 'Payment' },
);

export function toPaymentBody(row: PaymentRow) {
  return {
    id: row.id,
    invoiceId: row.invoiceId,
    invoiceUniqueId: row.invoiceUniqueId,
    componentId: row.componentId,
    componentDescription: row.componentDescription,
    clientId: row.clientId,
    clientName: row.clientName,
    description: row.description,
    type: row.type,
    amount: fromCents(row.amountCents),
    paid: row.paid,
    createdAt: row.createdAt,
    receiptId: row.receiptId,
    fromCredit: row.fromCredit,
  };
}
