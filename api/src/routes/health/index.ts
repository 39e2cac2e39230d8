import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';

export default async function healthRoutes(app: App) {
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        security: [],
        response: { 200: Type.Object({ status: Type.Literal('ok'), database: Type.String() }) },
      },
    },
    async () => {
      await app.db.query('select 1');
      return { status: 'ok' as const, database: app.db.kind };
    },
  );

  app.get('/api/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
}
