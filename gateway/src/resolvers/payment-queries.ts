import type { QueryResolvers } from '../__generated__/resolvers-types.ts';
import { restPath } from '../rest/client.ts';
import type { PaymentPageDto } from '../rest/dto/payments.ts';
import { restId } from '../rest/ids.ts';
import { paymentListQuery } from './payment-inputs.ts';

/** The payment lists over /api/payment1 (spec §7 "Payments"). */
export const PaymentQuery: QueryResolvers = {
  async payments(_parent, { query }, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.get<PaymentPageDto>(restPath`/api/payment1/lazyloading/${companyId}`, paymentListQuery(query));
  },
  async practitionerPayments(_parent, { practitionerId, query }, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.get<PaymentPageDto>(
      restPath`/api/payment1/practitioner/lazyloading/${restId(practitionerId, 'practitionerId')}/${companyId}`,
      paymentListQuery(query),
    );
  },
};
