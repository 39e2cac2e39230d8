import Fastify, { type FastifyServerOptions } from 'fastify';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { App } from './app-types.ts';
import type { ApiConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { InvoiceListCache } from './invoices/invoice-list-cache.ts';
import { createJobQueue } from './jobs/job-queue.ts';
import { AccessLog } from './plugins/access-log.ts';
import { registerAuth } from './plugins/auth.ts';
import { clientErrorHandler, registerBodyLimits } from './plugins/body-limits.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerInputChecks } from './plugins/input-checks.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerShutdown } from './plugins/shutdown.ts';
import { registerTraceContext, requestTraceId } from './plugins/trace-context.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { swaggerOptions } from './openapi/swagger-options.ts';
import { registerRoutes } from './routes/index.ts';
import { Problem } from './shared/schemas.ts';

export interface BuildAppOptions {
  config: ApiConfig;
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /** False builds the app without starting its job queue (the OpenAPI document, built without a database). */
  startJobs?: boolean;
}

/** Builds the REST api without listening; tests drive it with inject() or over loopback. */
export async function buildApp({ config, db, logger, startJobs = true }: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // The request id is the W3C trace id, shared with the gateway's line; one access-log line per request.
    genReqId: requestTraceId,
    logController: new AccessLog(),
    bodyLimit: config.maxBodyBytes,
    clientErrorHandler,
    // During a graceful stop, a request on a connection already open is still answered (plugins/shutdown.ts).
    return503OnClosing: false,
    // The client's address (login limits, logs) from X-Forwarded-For when the gateway in front sends it.
    trustProxy: config.trustProxy,
    // allowUnionTypes: `type: ['string', 'number']` (the Amount schema), which coercion leaves as sent.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: true, allowUnionTypes: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('invoiceListCache', new InvoiceListCache());
  app.decorate('jobs', createJobQueue(db, config.jobs, app.log));
  app.addSchema(Problem);

  await app.register(swagger, swaggerOptions);

  registerErrorHandler(app);
  registerShutdown(app);
  registerTraceContext(app);
  registerBodyLimits(app, config.maxUploadBytes);
  registerInputChecks(app);
  await registerSecurityHeaders(app);
  registerMetrics(app, config.metrics);
  registerAuth(app, config.jwtSecret);
  await registerRateLimits(app);
  await registerRoutes(app);
  // The routes have defined their queues: the queue starts (and its workers) when the app is ready. On close, after
  // the requests in flight, its workers stop: a job still running after the shutdown timeout goes back to the queue
  // for another replica (its steps are idempotent). The database is closed by its owner afterwards.
  if (startJobs) app.addHook('onReady', () => app.jobs.start());
  app.addHook('onClose', () =>
    // Its jobs' time to finish, within SHUTDOWN_TIMEOUT_MS: less the drain delay, the 5 s a job has to reach its
    // next step once asked to stop, and 3 s for the rest of the stop.
    app.jobs.stop(Math.max(1000, config.shutdown.timeoutMs - config.shutdown.delayMs - 8000)),
  );
  return app;
}
