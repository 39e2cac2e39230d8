import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { startSubscriptionCheckout } from '../../checkout/checkout-service.ts';
import { BILLING_INTERVALS, PLAN_CODES, SUBSCRIPTION_PLANS } from '../../checkout/subscription-plans.ts';
import { notFound } from '../../shared/problem.ts';
import { StringEnum } from '../../shared/schema-helpers.ts';
import { Id, withErrors } from '../../shared/schemas.ts';

const planList = PLAN_CODES.map(
  (code) =>
    `${code} ${SUBSCRIPTION_PLANS[code].name}: ${SUBSCRIPTION_PLANS[code].priceCents.month / 100} a month, ` +
    `${SUBSCRIPTION_PLANS[code].priceCents.year / 100} a year`,
).join('; ');
const Plan = StringEnum(PLAN_CODES, { description: `Folio's plan (USD): ${planList}` });
const Interval = StringEnum(BILLING_INTERVALS, { description: 'How often the card is charged' });
const Provider = Type.String({
  pattern: '^[a-z0-9-]{1,30}$',
  description: 'The payment provider: `sandbox` is the built-in one (no card is charged); another name is 404',
});

const Checkout = Type.Object({
  provider: Type.String(),
  providerName: Type.String({ description: 'The provider as users see it' }),
  sandbox: Type.Boolean({ description: 'True when no money moves (the sandbox provider)' }),
  subscription: StringEnum(['new', 'existing'] as const),
  reference: Type.String({ description: 'Our reference of the checkout (UUID), sent to the provider' }),
  sessionId: Type.String({ description: 'The provider’s checkout session id' }),
  url: Type.String({ description: 'The provider’s checkout page: send the buyer there' }),
  expiresAt: Type.String({ description: 'ISO instant after which the page takes no payment' }),
  plan: Plan,
  planName: Type.String(),
  interval: Interval,
  amount: Type.Number({ description: 'Charged each interval' }),
  currency: Type.String({ description: 'ISO 4217 code' }),
});

const path = '/api/payment1/:provider/checkout/create-checkout-session/subscription';
const tags = ['subscription checkout'];

/**
 * Card checkout for a subscription to Folio (spec §7 "Payments"): a new subscription has no auth and no
 * body, {a}/{b} being the plan and the interval; an existing one is the same path without them, with a
 * body and auth. docs/rest-extensions.md.
 */
export default async function checkoutRoutes(app: App) {
  app.post(
    `${path}/:plan/:interval`,
    {
      config: { public: true },
      schema: {
        operationId: 'createNewSubscriptionCheckout',
        tags,
        summary: 'Opens a checkout session for a new subscription (no account yet: no auth, no body)',
        security: [],
        params: Type.Object({ provider: Provider, plan: Plan, interval: Interval }),
        response: withErrors({ 201: Checkout }),
      },
    },
    async (request, reply) => {
      const { provider, plan, interval } = request.params;
      const answer = await startSubscriptionCheckout(
        app.db,
        { provider, plan, interval, returnUrl: app.config.checkoutReturnUrl },
        null,
      );
      return reply.status(201).send(answer);
    },
  );

  app.post(
    path,
    {
      schema: {
        operationId: 'createSubscriptionCheckout',
        tags,
        summary: 'Opens a checkout session for the caller’s company to change or renew its subscription',
        params: Type.Object({ provider: Provider }),
        body: Type.Object(
          { companyId: Id, plan: Plan, interval: Interval },
          { additionalProperties: false, description: 'The subscribing company (the caller’s) and the plan' },
        ),
        response: withErrors({ 201: Checkout }),
      },
    },
    async (request, reply) => {
      const { companyId, plan, interval } = request.body;
      if (companyId !== request.user.companyId) throw notFound('Company');
      const answer = await startSubscriptionCheckout(
        app.db,
        { provider: request.params.provider, plan, interval, returnUrl: app.config.checkoutReturnUrl },
        request.user,
      );
      return reply.status(201).send(answer);
    },
  );
}
