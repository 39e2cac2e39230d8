import type { PaymentResolvers } from '../__generated__/resolvers-types.ts';
import { PAYMENT_TYPE_LABELS } from '../labels.ts';
import { restPath } from '../rest/client.ts';
import type { ClientDto } from '../rest/dto/clients.ts';
import { nullIfNotFound } from './results.ts';

export const Payment: PaymentResolvers = {
  typeLabel: (payment) => PAYMENT_TYPE_LABELS[payment.type],
  async clientEmail(payment, _args, ctx) {
    if (payment.clientId === null) return null;
    const client = await nullIfNotFound(ctx.rest.get<ClientDto>(restPath`/api/client1/specific/${payment.clientId}`));
    return client?.email ?? null;
  },
};
