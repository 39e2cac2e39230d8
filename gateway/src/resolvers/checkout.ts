import type {
  BillingInterval,
  MutationResolvers,
  SubscriptionCheckoutResolvers,
  SubscriptionPlan,
} from '../__generated__/resolvers-types.ts';
import { restPath } from '../rest/client.ts';
import type { SubscriptionCheckoutDto } from '../rest/dto/dashboard.ts';

/** Card checkout for a subscription to Folio (spec §7): the api's payment-provider adapters. */
export const CheckoutMutation: MutationResolvers = {
  startNewSubscriptionCheckout: (_parent, { provider, plan, interval }, ctx) =>
    ctx.rest.post<SubscriptionCheckoutDto>(
      restPath`/api/payment1/${provider.trim()}/checkout/create-checkout-session/subscription/${plan.toLowerCase()}/${interval.toLowerCase()}`,
    ),

  async startSubscriptionCheckout(_parent, { provider, plan, interval }, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.post<SubscriptionCheckoutDto>(
      restPath`/api/payment1/${provider.trim()}/checkout/create-checkout-session/subscription`,
      {
        companyId,
        plan: plan.toLowerCase(),
        interval: interval.toLowerCase(),
      },
    );
  },
};

export const SubscriptionCheckout: SubscriptionCheckoutResolvers = {
  existing: (checkout) => checkout.subscription === 'existing',
  plan: (checkout) => checkout.plan.toUpperCase() as SubscriptionPlan,
  interval: (checkout) => checkout.interval.toUpperCase() as BillingInterval,
};
