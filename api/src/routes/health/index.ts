import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { ProblemRef } from '../../shared/schema-helpers.ts';

export default async function healthRoutes(app: App) {
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        operationId: 'getHealth',
        tags: ['health'],
        summary: 'Liveness and database reachability',
        description:
          '200 when the database answers; 503 problem+json with Retry-After while it does not (unreachable, ' +
          'timed out, or the embedded engine failed). It answers 200 again as soon as the database does: ' +
          'the api needs no restart (docs/operations.md).',
        security: [],
        response: { 200: Type.Object({ status: Type.Literal('ok'), database: Type.String() }), 503: ProblemRef },
      },
    },
    async () => {
      await app.db.query('select 1');
      return { status: 'ok' as const, database: app.db.kind };
    },
  );

  // OPENAPI_DOCUMENT: off in production unless asked (docs/operations.md); the contract is the same either way.
  if (app.config.openapiDocument) {
    app.get('/api/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
  }
}
