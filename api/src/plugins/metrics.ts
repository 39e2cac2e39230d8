import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolStats } from '../db/database.ts';
import { unauthorized } from '../shared/problem.ts';

/**
 * Who may read /metrics: nobody (the route does not exist), anyone, or a caller sending `Authorization: Bearer
 * <METRICS_TOKEN>`. The gateway reads the same variables the same way (gateway/src/http/protect.ts).
 */
export type MetricsAccess = { kind: 'off' } | { kind: 'public' } | { kind: 'token'; token: string };

export const MIN_METRICS_TOKEN_LENGTH = 16;

/** METRICS_TOKEN, when set, is always required; without it, `open` (METRICS_PUBLIC) decides. */
export function metricsAccess(token: string | undefined, open: boolean): MetricsAccess {
  if (token !== undefined && token !== '') {
    if (token.length < MIN_METRICS_TOKEN_LENGTH || /\s/.test(token)) {
      throw new Error(`METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters, without spaces`);
    }
    return { kind: 'token', token };
  }
  return open ? { kind: 'public' } : { kind: 'off' };
}

/** CPU, memory, event loop and GC of the process: one set per process, however many apps it builds (tests). */
const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

/** The gateway's buckets (gateway/src/http/metrics.ts), so that the two histograms compare bucket by bucket. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * A request's labels, each from a closed set, since every value is a series kept for the process's life: the
 * route's pattern (`/api/invoice1/{…}/:id`, never the URL with its ids), `unmatched` for a path no route has, the
 * method (a made-up one is `other`) and the status class.
 */
export function requestLabels(request: FastifyRequest, reply: FastifyReply) {
  return {
    method: METHODS.has(request.method) ? request.method : 'other',
    route: request.routeOptions.url ?? 'unmatched',
    status_class: `${Math.floor(reply.statusCode / 100)}xx`,
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

function checkToken(token: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const sent = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (sent !== undefined && timingSafeEqual(digest(sent), digest(token))) return;
    void reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
    throw unauthorized('Send the metrics token as a bearer token');
  };
}

/**
 * Prometheus metrics at GET /metrics (docs/operations.md, "Metrics"): requests by route pattern, method and status
 * class, with their durations; the PostgreSQL pool's connections; the process's own. Nothing is measured when
 * /metrics is off. Register before the routes, so that its hook sees every request.
 */
export function registerMetrics(app: FastifyInstance, access: MetricsAccess): void {
  if (access.kind === 'off') return;
  const registry = new Registry();
  const requests = new Histogram({
    name: 'folio_api_http_request_duration_seconds',
    help: 'Duration of HTTP requests by route pattern, method and status class (the _count is the requests)',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    requests.observe(requestLabels(request, reply), reply.elapsedTime / 1000);
  });

  const pool = app.db.poolStats;
  if (pool) {
    const gauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read(pool()));
        },
      });
    gauge('folio_api_db_pool_connections', 'PostgreSQL connections open (idle and in use)', (s) => s.total);
    gauge('folio_api_db_pool_idle_connections', 'PostgreSQL connections open and free', (s) => s.idle);
    gauge('folio_api_db_pool_waiting_requests', 'Requests waiting for a free PostgreSQL connection', (s) => s.waiting);
    gauge(
      'folio_api_db_pool_max_connections',
      'The most connections the pool opens (DATABASE_POOL_SIZE)',
      (s) => s.max,
    );
  }

  const scraped = Registry.merge([processRegistry, registry]);
  app.get(
    '/metrics',
    {
      config: { public: true },
      schema: { hide: true },
      ...(access.kind === 'token' ? { onRequest: checkToken(access.token) } : {}),
    },
    async (_request, reply) => reply.type(scraped.contentType).send(await scraped.metrics()),
  );
}
