import path from 'node:path';
import { requestRateLimitsFromEnv, trustProxyFromEnv, type RequestRateLimits } from './http/rate-limit.ts';
import type { ShutdownOptions } from './http/shutdown.ts';
import { endpointAccess, type EndpointAccess } from './http/protect.ts';

/** Everything the gateway reads from the environment, in one place. */
export interface GatewayConfig {
  port: number;
  host: string;
  /** Base URL of the REST api, e.g. http://127.0.0.1:4001 */
  apiUrl: string;
  /** Folder of the built web app served at `/`; undefined serves no web app. */
  webDist: string | undefined;
  /** Upstream connections kept alive to the api. */
  upstreamConnections: number;
  upstreamTimeoutMs: number;
  maxUploadBytes: number;
  maxUploadFiles: number;
  /** Largest JSON request body (a reviewed import of 100,000 rows is about 12 MB). */
  maxJsonBytes: number;
  /** Largest GraphQL document (the request's `query` text), refused before it is parsed. */
  maxQueryBytes: number;
  /** What one GraphQL operation may ask for; docs/operations.md ("Gateway limits") says why each default. */
  limits: OperationLimits;
  /** redis://… shares the persisted-query cache between replicas; unset keeps it in memory. */
  redisUrl: string | undefined;
  /** What the gateway's rate-limit keys in Redis start with (tests give each gateway its own). */
  redisKeyPrefix: string;
  /** RATE_LIMIT_*: requests per signed-in user, or per address without a token (src/http/rate-limit.ts). */
  rateLimits: RequestRateLimits;
  /**
   * GATEWAY_TRUST_PROXY: which proxies' X-Forwarded-For names the browser's address (Express's `trust proxy`):
   * unset trusts none; set it when a load balancer stands in front (docs/operations.md, "Rate limits").
   */
  trustProxy: boolean | number | string;
  /** SHUTDOWN_DELAY_MS, SHUTDOWN_TIMEOUT_MS: the graceful stop on SIGTERM (docs/operations.md "Shutdown"). */
  shutdown: ShutdownOptions;
  /**
   * ACCESS_LOG: one JSON line per request on stdout (docs/operations.md "Logs"). Default on, off when LOG_LEVEL
   * (which the api reads) is above info, so that one setting quiets both.
   */
  accessLog: boolean;
  /** METRICS_TOKEN / METRICS_PUBLIC: who may read /metrics (docs/operations.md, "Metrics"). */
  metrics: EndpointAccess;
  /** GRAPHIQL: serve GraphiQL at /graphiql. Default on, off with NODE_ENV=production. */
  graphiql: boolean;
  /** INTROSPECTION: answer `__schema` and `__type`. Default on, off with NODE_ENV=production. */
  introspection: boolean;
  /** TRUSTED_DOCUMENTS: run only the web app's own operations (web/dist/trusted-documents.json). Default off. */
  trustedDocuments: boolean;
  /**
   * SUBGRAPH: also serve the schema as an Apollo Federation v2 subgraph at POST /subgraph (src/federation). Default
   * on, off when TRUSTED_DOCUMENTS is on (a router sends operations no trusted document lists).
   */
  subgraph: boolean;
}

/** Limits on the cost of one GraphQL operation, checked before it runs (src/http/operation-limits.ts). */
export interface OperationLimits {
  /** Deepest selection set (fragments do not add levels). */
  maxDepth: number;
  /** Aliased fields in one operation, fragments included. */
  maxAliases: number;
  /** Directives in one operation, fragments included. */
  maxDirectives: number;
  /** Lexical tokens of the document: the parser stops at this count. */
  maxTokens: number;
  /** Estimated cost (graphql-armor's cost rule: objects 2, scalars 1, ×1.5 per level). */
  maxCost: number;
  /** Items of a list argument or input field (the import's rows excepted: they have their own limit). */
  maxListLength: number;
  /** Rows of one page of a lazy list (`size` of InvoiceListQuery, PaymentListQuery). */
  maxPageSize: number;
}

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

/** on/off (or true/false, 1/0, yes/no); unset or empty is the fallback. */
function switchFromEnv(name: string, fallback: boolean): boolean {
  const raw = process.env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['on', 'true', '1', 'yes'].includes(raw)) return true;
  if (['off', 'false', '0', 'no'].includes(raw)) return false;
  throw new Error(`${name} must be on or off, got "${process.env[name]}"`);
}

function shutdownFromEnv(): ShutdownOptions {
  const timeoutMs = intFromEnv('SHUTDOWN_TIMEOUT_MS', 25_000);
  const rawDelay = process.env.SHUTDOWN_DELAY_MS?.trim();
  const delayMs = rawDelay ? Number(rawDelay) : 0;
  if (!Number.isInteger(delayMs) || delayMs < 0 || delayMs >= timeoutMs) {
    throw new Error(
      `SHUTDOWN_DELAY_MS must be a whole number of ms shorter than SHUTDOWN_TIMEOUT_MS, got "${rawDelay}"`,
    );
  }
  return { delayMs, timeoutMs };
}

export function loadGatewayConfig(overrides: Partial<GatewayConfig> = {}): GatewayConfig {
  return {
    port: intFromEnv('GATEWAY_PORT', 4000),
    host: process.env.GATEWAY_HOST ?? '127.0.0.1',
    apiUrl: process.env.API_URL ?? 'http://127.0.0.1:4001',
    webDist: process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist'),
    upstreamConnections: intFromEnv('UPSTREAM_CONNECTIONS', 64),
    upstreamTimeoutMs: intFromEnv('UPSTREAM_TIMEOUT_MS', 30_000),
    maxUploadBytes: intFromEnv('MAX_UPLOAD_BYTES', 60 * 1024 * 1024),
    maxUploadFiles: intFromEnv('MAX_UPLOAD_FILES', 1),
    maxJsonBytes: intFromEnv('MAX_JSON_BYTES', 32 * 1024 * 1024),
    maxQueryBytes: intFromEnv('MAX_QUERY_BYTES', 100 * 1024),
    limits: {
      maxDepth: intFromEnv('MAX_QUERY_DEPTH', 12),
      maxAliases: intFromEnv('MAX_QUERY_ALIASES', 20),
      maxDirectives: intFromEnv('MAX_QUERY_DIRECTIVES', 20),
      maxTokens: intFromEnv('MAX_QUERY_TOKENS', 2_000),
      maxCost: intFromEnv('MAX_QUERY_COST', 5_000),
      maxListLength: intFromEnv('MAX_LIST_LENGTH', 100),
      maxPageSize: intFromEnv('MAX_PAGE_SIZE', 100),
    },
    redisUrl: process.env.REDIS_URL || undefined,
    redisKeyPrefix: 'folio:gateway:',
    rateLimits: requestRateLimitsFromEnv(),
    trustProxy: trustProxyFromEnv(),
    shutdown: shutdownFromEnv(),
    accessLog: switchFromEnv(
      'ACCESS_LOG',
      !['warn', 'error', 'fatal', 'silent'].includes(process.env.LOG_LEVEL?.trim().toLowerCase() ?? ''),
    ),
    ...exposureFromEnv(overrides.trustedDocuments),
    ...overrides,
  };
}

/**
 * What a production install (NODE_ENV=production) does not show unless asked: docs/operations.md. `trusted`: the
 * caller's TRUSTED_DOCUMENTS, which SUBGRAPH's default follows.
 */
function exposureFromEnv(
  trusted?: boolean,
): Pick<GatewayConfig, 'metrics' | 'graphiql' | 'introspection' | 'trustedDocuments' | 'subgraph'> {
  const development = process.env.NODE_ENV !== 'production';
  const trustedDocuments = trusted ?? switchFromEnv('TRUSTED_DOCUMENTS', false);
  return {
    metrics: endpointAccess(process.env.METRICS_TOKEN?.trim(), switchFromEnv('METRICS_PUBLIC', development)),
    graphiql: switchFromEnv('GRAPHIQL', development),
    trustedDocuments,
    subgraph: switchFromEnv('SUBGRAPH', !trustedDocuments),
    introspection: switchFromEnv('INTROSPECTION', development),
  };
}
