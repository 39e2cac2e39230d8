import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SessionCheck } from '../auth/session-check.ts';
import { verifyAccessToken, type AuthUser } from '../auth/tokens.ts';
import { notFound, unauthorized } from '../shared/problem.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether a token is still a session; `sessions.forget(userId)` after a change to a user commits. */
    sessions: SessionCheck;
  }
  interface FastifyRequest {
    /** The signed-in caller; set on every route that is not marked `config: { public: true }`. */
    user: AuthUser;
  }
  interface FastifyContextConfig {
    public?: boolean;
  }
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header) throw unauthorized('Sign in first: the Authorization header is missing');
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized('The Authorization header must be "Bearer <token>"');
  return match[1];
}

/**
 * Authentication and the first tenancy check, for every route in one place:
 * - the bearer token must be signed by us and unexpired, and still be a session: its user exists, is active, is
 *   in the token's company and has not ended its sessions since (SessionCheck; docs/operations.md, "Sign-in, sessions and the first administrator");
 * - a `companyId` path parameter must be the caller's own company, else 404 (we never reveal that another tenant
 *   exists). Ids of rows are checked by the repositories, which always filter by the caller's company.
 */
export function registerAuth(app: FastifyInstance, secret: Uint8Array): void {
  app.decorate('sessions', new SessionCheck(app.db, app.config.sessionCache));
  app.decorateRequest('user', null as unknown as AuthUser);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public) return;
    request.user = await app.sessions.user(await verifyAccessToken(bearerToken(request), secret));
  });
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.public) return;
    const params = request.params as Record<string, unknown> | undefined;
    const companyId = params?.companyId;
    if (companyId !== undefined && Number(companyId) !== request.user.companyId) throw notFound('Company');
  });
}
