import { randomUUID } from 'node:crypto';
import type { CheckoutRequest, CheckoutSession, PaymentProvider } from './payment-provider.ts';

/** How long a sandbox session's page would take a payment. */
const SESSION_MINUTES = 30;

/**
 * The built-in sandbox provider: no card is charged and nothing leaves the process. It approves every
 * checkout at once, so its "checkout page" is the success URL itself, carrying the session id and
 * `checkout=sandbox`, the way a real provider returns the buyer after paying.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'Sandbox payment provider (no money moves)';
  readonly sandbox = true;

  constructor(private readonly now: () => Date = () => new Date()) {}

  async createSubscriptionCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const id = `cs_sandbox_${randomUUID()}`;
    const url = new URL(request.successUrl);
    url.searchParams.set('checkout', 'sandbox');
    url.searchParams.set('session_id', id);
    url.searchParams.set('reference', request.reference);
    return {
      id,
      url: url.toString(),
      expiresAt: new Date(this.now().getTime() + SESSION_MINUTES * 60_000).toISOString(),
    };
  }
}
