import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Prometheus metrics of the gateway, scraped at /metrics. */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const upstreamRequests = new Counter({
  name: 'folio_gateway_upstream_requests_total',
  help: 'HTTP requests sent to the REST api',
  labelNames: ['method'] as const,
  registers: [registry],
});

export const graphqlRequests = new Histogram({
  name: 'folio_gateway_graphql_duration_seconds',
  help: 'Duration of GraphQL operations',
  labelNames: ['operation', 'outcome'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});
