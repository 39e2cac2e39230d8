import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { WEB_OPERATIONS } from './web-operations.ts';

/** Prometheus metrics of the gateway, scraped at /metrics. */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const upstreamRequests = new Counter({
  name: 'folio_gateway_upstream_requests_total',
  help: 'HTTP requests sent to the REST api',
  labelNames: ['method'] as const,
  registers: [registry],
});

/**
 * An operation's name as a metric label: the web's operations by name, none as `anonymous`, any
 * other name a client chose as `other`. Each label value is a series kept for the process's life, so
 * the values must be few: 25,000 made-up names made /metrics 72 MB.
 */
export function operationLabel(name: string | null | undefined): string {
  if (!name) return 'anonymous';
  return WEB_OPERATIONS.has(name) ? name : 'other';
}

export const graphqlRequests = new Histogram({
  name: 'folio_gateway_graphql_duration_seconds',
  help: "Duration of GraphQL operations, by operation (the web app's by name, then anonymous and other)",
  labelNames: ['operation', 'outcome'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});
