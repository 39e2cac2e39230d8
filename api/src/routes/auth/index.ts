import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { SignInLocked } from '../../auth/login-throttle.ts';
import { dummyHash, verifyPassword } from '../../auth/password.ts';
import { signAccessToken } from '../../auth/tokens.ts';
import { tooManyRequests, unauthorized } from '../../shared/problem.ts';
import { withErrors } from '../../shared/schemas.ts';
import { usersRepository } from '../../users/users-repository.ts';
import { usersService } from '../../users/users-service.ts';
import { UserBody, toUserBody } from '../users/user-body.ts';

const problemRef = Type.Unsafe<unknown>({ $ref: 'Problem#' });

const LoginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 100 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
});

export const LoginResponse = Type.Object({
  accessToken: Type.String(),
  tokenType: Type.Literal('Bearer'),
  expiresIn: Type.Integer({ description: 'Seconds until the token expires' }),
  user: UserBody,
});

export default async function authRoutes(app: App) {
  app.post(
    '/api/auth/login',
    {
      config: { public: true },
      schema: {
        operationId: 'login',
        tags: ['auth'],
        summary: 'Sign in with a username and password',
        security: [],
        body: LoginBody,
        description:
          'Failed sign-ins are counted per username and per client address: past the limit (by default 10 per ' +
          'username or 30 per address in a minute) every sign-in of that username or from that address is 429, ' +
          'the right password too, for a lockout that grows with each repeat and ends by itself (Retry-After).',
        response: withErrors({ 200: LoginResponse, 429: problemRef, 503: problemRef }),
      },
    },
    async (request) => {
      const { username, password } = request.body;
      const throttle = app.loginThrottle;
      try {
        await throttle.check(username, request.ip);
      } catch (error) {
        if (error instanceof SignInLocked) throw tooManyRequests(error.message, error.retryAfterSeconds);
        throw error;
      }
      const user = await usersRepository(app.db).findByUsername(username.trim());
      // Hash even for an unknown user, so the response time does not tell which usernames exist.
      const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()));
      if (!user || !valid || !user.active) {
        await throttle.failed(username, request.ip);
        throw unauthorized('The username or password is not correct');
      }
      await throttle.succeeded(username);
      const accessToken = await signAccessToken(user, app.config.jwtSecret, app.config.tokenTtlSeconds);
      return {
        accessToken,
        tokenType: 'Bearer' as const,
        expiresIn: app.config.tokenTtlSeconds,
        user: toUserBody(user),
      };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        operationId: 'logout',
        tags: ['auth'],
        summary: 'Sign out: ends every session of the caller',
        description:
          'Every access token of the signed-in user stops working at once, on every device: signing out in one ' +
          'browser signs out the others too (docs/operations.md, "Sign-in, sessions and the first administrator"). Answers 204; a token that has already ' +
          'ended is 401 like on any other route.',
        response: withErrors({ 204: Type.Null({ description: 'Signed out' }) }),
      },
    },
    async (request, reply) => {
      await usersService(app.db, app.sessions).endSessions(request.user);
      request.log.info({ userId: request.user.id }, 'signed out: the user’s sessions ended');
      return reply.code(204).send(null);
    },
  );
}
