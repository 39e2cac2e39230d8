import type { PaymentProvider } from './payment-provider.ts';
import { SandboxPaymentProvider } from './sandbox.ts';

/**
 * The payment providers the api can use, by the name of the {provider} path segment. A real provider is
 * one more entry here (an adapter implementing PaymentProvider over its API).
 */
const PROVIDERS: Record<string, () => PaymentProvider> = {
  sandbox: () => new SandboxPaymentProvider(),
};

const cache = new Map<string, PaymentProvider>();

/** The provider of that name, or undefined when there is none (the route answers 404). */
export function paymentProviderFor(name: string): PaymentProvider | undefined {
  const factory = Object.hasOwn(PROVIDERS, name) ? PROVIDERS[name] : undefined;
  if (!factory) return undefined;
  let provider = cache.get(name);
  if (!provider) {
    provider = factory();
    cache.set(name, provider);
  }
  return provider;
}
