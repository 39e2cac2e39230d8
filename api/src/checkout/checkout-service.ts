import { randomUUID } from 'node:crypto';
import { recordAudit } from '../audit/audit-log.ts';
import { companiesRepository } from '../companies/companies-repository.ts';
import type { Database } from '../db/database.ts';
import type { Caller } from '../shared/caller.ts';
import { fromCents } from '../shared/money.ts';
import { notFound } from '../shared/problem.ts';
import type { BillingInterval } from './payment-provider.ts';
import { paymentProviderFor } from './registry.ts';
import { SUBSCRIPTION_CURRENCY, SUBSCRIPTION_PLANS, type PlanCode } from './subscription-plans.ts';

export interface CheckoutStart {
  provider: string;
  plan: PlanCode;
  interval: BillingInterval;
  /** Where the buyer comes back (CHECKOUT_RETURN_URL). */
  returnUrl: string;
}

/**
 * Opens a provider's checkout session for a subscription to Folio. Without a caller it is a new
 * subscription (no account yet: the provider collects the buyer's details); with one, the caller's
 * company changes or renews its plan, and the start is recorded in the audit log.
 */
export async function startSubscriptionCheckout(db: Database, start: CheckoutStart, caller: Caller | null) {
  const provider = paymentProviderFor(start.provider);
  if (!provider) throw notFound('Payment provider');
  const plan = SUBSCRIPTION_PLANS[start.plan];
  const amountCents = plan.priceCents[start.interval];
  const company = caller ? await companiesRepository(db).find(caller.companyId) : undefined;
  if (caller && !company) throw notFound('Company');
  const reference = randomUUID();
  const back = (outcome: string) => {
    const url = new URL(start.returnUrl);
    url.searchParams.set('subscription', outcome);
    return url.toString();
  };
  const session = await provider.createSubscriptionCheckout({
    reference,
    plan: { code: start.plan, name: plan.name },
    interval: start.interval,
    amountCents,
    currency: SUBSCRIPTION_CURRENCY,
    customer: company ? { companyId: company.id, name: company.name, email: company.email } : null,
    successUrl: back('paid'),
    cancelUrl: back('cancelled'),
  });
  const answer = {
    provider: start.provider,
    providerName: provider.name,
    sandbox: provider.sandbox,
    subscription: caller ? ('existing' as const) : ('new' as const),
    reference,
    sessionId: session.id,
    url: session.url,
    expiresAt: session.expiresAt,
    plan: start.plan,
    planName: plan.name,
    interval: start.interval,
    amount: fromCents(amountCents),
    currency: SUBSCRIPTION_CURRENCY,
  };
  if (caller) {
    await recordAudit(db, {
      companyId: caller.companyId,
      userId: caller.id,
      action: 'create',
      entity: 'subscription_checkout',
      entityId: null,
      after: { provider: start.provider, sessionId: session.id, reference, plan: start.plan, interval: start.interval },
    });
  }
  return answer;
}
