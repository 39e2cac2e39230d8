import type { Cents } from '../shared/money.ts';

/**
 * A card payment provider that hosts the checkout page of a subscription to Folio. The api talks to it
 * only through this interface; the {provider} path segment names the adapter (registry.ts). The built-in
 * `sandbox` runs inside the product, charges nothing and is named as such wherever it shows.
 */
export type BillingInterval = 'month' | 'year';

export interface CheckoutRequest {
  /** Our reference for the session, sent to the provider (it comes back with its events). */
  reference: string;
  plan: { code: string; name: string };
  interval: BillingInterval;
  amountCents: Cents;
  currency: string;
  /** The company that already subscribes; null for a new subscription (the provider collects the details). */
  customer: { companyId: number; name: string; email: string | null } | null;
  /** Where the provider sends the buyer after paying, and after giving up. */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  /** The provider's id of the session. */
  id: string;
  /** The provider's checkout page: the client sends the buyer there. */
  url: string;
  /** ISO instant after which the page no longer takes a payment. */
  expiresAt: string;
}

export interface PaymentProvider {
  /** The name users see, e.g. 'Sandbox payment provider (no money moves)'. */
  readonly name: string;
  /** True for a provider that charges no card (the sandbox). */
  readonly sandbox: boolean;
  createSubscriptionCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
}
