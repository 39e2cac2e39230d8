import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import compression from 'compression';
import { ApolloServer, type ApolloServerOptionsWithSchema } from '@apollo/server';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { expressMiddleware } from '@as-integrations/express5';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { graphqlUploadExpress } from 'graphql-upload-minimal';
import type { Pool } from 'undici';
import type { GatewayConfig } from './config.ts';
import { createContext, type GatewayContext } from './context.ts';
import { compiledOperations } from './execution/compiled-operations.ts';
import { capInputs } from './execution/input-limits.ts';
import { accessLog } from './http/access-log.ts';
import { receiptDownload, statementDownload } from './http/document-download.ts';
import { invoiceDownload } from './http/download.ts';
import { exportDownload } from './http/export-download.ts';
import { outboxAttachmentDownload } from './http/outbox-download.ts';
import { reportDownload } from './http/report-download.ts';
import { formatError } from './http/format-error.ts';
import { graphiqlRoutes } from './http/graphiql.ts';
import { limitedParseOptions, operationLimitRules } from './http/operation-limits.ts';
import { queryByteLimit } from './http/query-size.ts';
import { Drain } from './http/shutdown.ts';
import { traceContext } from './http/trace-context.ts';
import { readTrustedDocuments, trustedDocumentsOnly } from './http/trusted-documents.ts';
import { upstreamUnavailableLog } from './http/upstream-log.ts';
import { graphqlRequests, operationLabel, registry } from './http/metrics.ts';
import { requireAccess } from './http/protect.ts';
import { securityHeaders } from './http/security-headers.ts';
import { discardUnreadUpload, graphqlHttpErrors } from './http/upload-guards.ts';
import { redisCache } from './http/redis-cache.ts';
import { requestRateLimit } from './http/rate-limit.ts';
import { resolvers } from './resolvers/index.ts';
import { createUpstreamPool } from './rest/client.ts';
import { buildFolioSubgraph } from './federation/subgraph.ts';

export const SCHEMA_PATH = path.resolve(import.meta.dirname, '../../schema.graphql');

export interface Gateway {
  app: Express;
  pool: Pool;
  /** The graceful stop's state (http/shutdown.ts); server.ts begins it on SIGTERM. */
  drain: Drain;
  stop(): Promise<void>;
}

/** Builds the gateway (Express + Apollo Server) without listening. */
export async function createGateway(config: GatewayConfig): Promise<Gateway> {
  const pool = createUpstreamPool(config.apiUrl, config.upstreamConnections, config.upstreamTimeoutMs);
  const shared = config.redisUrl ? redisCache(config.redisUrl) : undefined;
  const rateLimit = await requestRateLimit(config.rateLimits, config.redisUrl, config.redisKeyPrefix);
  const typeDefs = readFileSync(SCHEMA_PATH, 'utf8');
  const schema = capInputs(makeExecutableSchema({ typeDefs, resolvers: resolvers as never }), config.limits);
  /** Everything but the schema: /graphql and /subgraph run with the same limits, plugins and error format. */
  const options = (): Omit<ApolloServerOptionsWithSchema<GatewayContext>, 'schema'> => ({
    cache: shared?.cache ?? 'bounded',
    csrfPrevention: true,
    // server.ts stops Apollo after the HTTP server drained; Apollo's own handler would cut requests in flight.
    stopOnTerminationSignals: false,
    introspection: config.introspection,
    includeStacktraceInErrorResponses: false,
    parseOptions: limitedParseOptions(config.limits),
    validationRules: operationLimitRules(config.limits),
    formatError,
    // Compact JSON: the default pretty-prints every response, which doubles a page's bytes.
    stringifyResult: (result) => JSON.stringify(result),
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      // No field sets cache hints; the plugin would otherwise wrap every field's resolver.
      ApolloServerPluginCacheControlDisabled(),
      upstreamUnavailableLog<GatewayContext>(),
      rateLimit.refusedTokens,
      {
        async requestDidStart() {
          const end = graphqlRequests.startTimer();
          return {
            async willSendResponse({ response, contextValue, operationName, errors }) {
              response.http.headers.set('x-upstream-requests', String(contextValue.rest.requestCount));
              end({ operation: operationLabel(operationName), outcome: errors?.length ? 'error' : 'ok' });
            },
          };
        },
      },
    ],
  });
  const apollo = new ApolloServer<GatewayContext>({ ...options(), gateway: compiledOperations(schema) });
  await apollo.start();
  // The same schema and resolvers as an Apollo Federation v2 subgraph (src/federation, docs/architecture.md).
  const subgraphOptions = config.subgraph ? options() : undefined;
  const subgraph = subgraphOptions
    ? new ApolloServer<GatewayContext>({
        ...subgraphOptions,
        schema: capInputs(buildFolioSubgraph(typeDefs, resolvers), config.limits),
        // No federated tracing (ftv1) in the answers: traces go to OpenTelemetry (src/telemetry.ts).
        plugins: [...(subgraphOptions.plugins ?? []), ApolloServerPluginInlineTraceDisabled()],
      })
    : undefined;
  await subgraph?.start();

  const trustedOnly = config.trustedDocuments
    ? [
        trustedDocumentsOnly(readTrustedDocuments(path.join(config.webDist ?? '', 'trusted-documents.json')), {
          introspection: config.introspection,
          maxTokens: config.limits.maxTokens,
        }),
      ]
    : [];

  const app = express();
  app.disable('x-powered-by');
  // No ETags on answers: GraphQL goes by POST, and hashing every response cost 1 % of the gateway's CPU.
  app.disable('etag');
  // req.ip: the browser's address behind the proxies GATEWAY_TRUST_PROXY names (rate limits, the api's login limits).
  app.set('trust proxy', config.trustProxy);
  app.use(traceContext());
  if (config.accessLog) app.use(accessLog());
  app.use(securityHeaders());
  app.use(compression());
  const drain = new Drain();
  app.use(drain.middleware());

  app.get('/healthz', async (_req, res) => {
    if (drain.draining) {
      res.status(503).json({ status: 'shutting down' });
      return;
    }
    try {
      const upstream = await pool.request({ method: 'GET', path: '/api/health' });
      await upstream.body.dump();
      const ok = upstream.statusCode === 200;
      res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'degraded', upstream: ok ? 'ok' : upstream.statusCode });
    } catch {
      res.status(503).json({ status: 'degraded', upstream: 'unreachable' });
    }
  });
  if (config.metrics.kind !== 'off') {
    app.get('/metrics', requireAccess(config.metrics, 'metrics'), async (_req, res) => {
      res.type(registry.contentType).send(await registry.metrics());
    });
  }
  if (config.graphiql) app.use(graphiqlRoutes());

  app.use(['/graphql', '/download', '/subgraph'], rateLimit.middleware);
  app.get('/download/invoice/:id', invoiceDownload(pool));
  app.get('/download/receipt/:id', receiptDownload(pool));
  app.get('/download/statement/:id', statementDownload(pool));
  app.get('/download/outbox/:id/:position', outboxAttachmentDownload(pool));
  app.get('/download/export/:list', exportDownload(pool, schema));
  app.get('/download/report/:report', reportDownload(pool));

  const context = async ({ req }: { req: express.Request }) =>
    createContext(pool, req.headers.authorization, { maxUploadBytes: config.maxUploadBytes }, req.ip);
  app.use(
    '/graphql',
    express.json({ limit: config.maxJsonBytes }),
    discardUnreadUpload(),
    graphqlUploadExpress({ maxFileSize: config.maxUploadBytes, maxFiles: config.maxUploadFiles }),
    queryByteLimit(config.maxQueryBytes),
    ...trustedOnly,
    expressMiddleware(apollo, { context }),
    graphqlHttpErrors(config),
  );
  if (subgraph) {
    // A router's requests: JSON only (no uploads), the same size limits, auth and rate limits as /graphql.
    app.use(
      '/subgraph',
      express.json({ limit: config.maxJsonBytes }),
      queryByteLimit(config.maxQueryBytes),
      expressMiddleware(subgraph, { context }),
      graphqlHttpErrors(config),
    );
  }

  if (config.webDist && existsSync(path.join(config.webDist, 'index.html'))) {
    const webDist = config.webDist;
    const hashedAssets = path.join(webDist, 'assets') + path.sep;
    app.use(
      express.static(webDist, {
        index: 'index.html',
        maxAge: '1h',
        // Vite names every file under assets/ by its content: kept a year, never revalidated. The page that names
        // them (index.html) is revalidated on every load, so a new build is picked up at once.
        setHeaders(res, filePath) {
          if (filePath.startsWith(hashedAssets)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          else if (filePath.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
        },
      }),
    );
  }

  return {
    app,
    pool,
    drain,
    async stop() {
      await apollo.stop();
      await subgraph?.stop();
      await pool.close();
      await shared?.close();
      await rateLimit.close();
    },
  };
}
