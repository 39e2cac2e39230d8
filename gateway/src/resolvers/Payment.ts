import type { PaymentResolvers } from '../__generated__/resolvers-types.ts';
import { PAYMENT_TYPE_LABELS } from '../labels.ts';

export const Payment: PaymentResolvers = {
  typeLabel: (payment) => PAYMENT_TYPE_LABELS[payment.type],
};
