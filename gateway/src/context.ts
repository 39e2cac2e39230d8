import type { Pool } from 'undici';
import { Caller } from './rest/caller.ts';
import { RestClient } from './rest/client.ts';
import { createClaimLoaders, type ClaimLoaders } from './rest/loaders/claim-loaders.ts';
import { createInvoiceLoaders, type InvoiceLoaders } from './rest/loaders/invoice-loaders.ts';

/** What every resolver receives; built fresh for each GraphQL request. */
export interface GatewayContext {
  rest: RestClient;
  /** The caller's company id and configuration, each fetched at most once per request. */
  caller: Caller;
  invoiceLoaders: InvoiceLoaders;
  claimLoaders: ClaimLoaders;
  /** Limits the resolvers report in their messages (the upload middleware enforces them). */
  limits: RequestLimits;
  /** The browser's address (req.ip): rate limits count refused tokens against it. */
  clientAddress: string | undefined;
}

export interface RequestLimits {
  maxUploadBytes: number;
}

export function createContext(
  pool: Pool,
  authorization: string | undefined,
  limits: RequestLimits = { maxUploadBytes: 60 * 1024 * 1024 },
  clientAddress?: string,
): GatewayContext {
  const rest = new RestClient(pool, authorization, undefined, clientAddress);
  const caller = new Caller(rest, authorization);
  return {
    rest,
    caller,
    invoiceLoaders: createInvoiceLoaders(rest),
    claimLoaders: createClaimLoaders(rest, caller),
    limits,
    clientAddress,
  };
}
