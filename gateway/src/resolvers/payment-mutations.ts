import type { MutationResolvers } from '../__generated__/resolvers-types.ts';
import { restPath } from '../rest/client.ts';
import type { InvoiceComponentDto, PaymentResultDto } from '../rest/dto/invoices.ts';
import type { PaymentDeleteResultDto } from '../rest/dto/payments.ts';
import { restId } from '../rest/ids.ts';
import { paymentBody } from './invoice-inputs.ts';

const idempotencyHeader = (key: string | null | undefined): Record<string, string> =>
  key ? { 'idempotency-key': key } : {};

/** Payment allocation to an invoice or one component; the idempotency key travels as a header. */
export const PaymentMutation: MutationResolvers = {
  async payInvoice(_parent, { invoiceId, input }, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.post<PaymentResultDto>(
      restPath`/api/payment1/${companyId}/invoice/${restId(invoiceId, 'invoiceId')}`,
      paymentBody(input),
      idempotencyHeader(input.idempotencyKey),
    );
  },
  async payInvoiceComponent(_parent, { componentId, input }, ctx) {
    const id = restId(componentId, 'componentId');
    // The REST path names the invoice too; the component says which it belongs to.
    const [companyId, component] = await Promise.all([
      ctx.caller.companyId(),
      ctx.rest.get<InvoiceComponentDto>(restPath`/api/invoicecomponent/specific/${id}`),
    ]);
    return ctx.rest.post<PaymentResultDto>(
      restPath`/api/payment1/${companyId}/invoice/${component.invoiceId}/component/${id}`,
      paymentBody(input),
      idempotencyHeader(input.idempotencyKey),
    );
  },
  /** Reverses the payment's allocation; answers the invoice as it is now, so a client's cache stays right. */
  deletePayment: (_parent, { id }, ctx) =>
    ctx.rest.delete<PaymentDeleteResultDto>(restPath`/api/payment1/${restId(id, 'id')}`),
};
