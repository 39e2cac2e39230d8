import type { Cents } from '../shared/money.ts';
import type { BillingInterval } from './payment-provider.ts';

/** Folio's own subscription plans (what a practice pays for Folio), in US dollar cents. */
export const SUBSCRIPTION_CURRENCY = 'USD';

export const SUBSCRIPTION_PLANS = {
  solo: { name: 'Folio Solo (one user)', priceCents: { month: 1900, year: 19000 } },
  practice: { name: 'Folio Practice (up to 10 users)', priceCents: { month: 4900, year: 49000 } },
  business: { name: 'Folio Business (unlimited users)', priceCents: { month: 9900, year: 99000 } },
} as const satisfies Record<string, { name: string; priceCents: Record<BillingInterval, Cents> }>;

export type PlanCode = keyof typeof SUBSCRIPTION_PLANS;
export const PLAN_CODES = Object.keys(SUBSCRIPTION_PLANS) as PlanCode[];
export const BILLING_INTERVALS = ['month', 'year'] as const satisfies readonly BillingInterval[];
