import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { DUMMY_HASH_PROMISE, verifyPassword } from '../../auth/password.ts';
import { signAccessToken } from '../../auth/tokens.ts';
import { unauthorized } from '../../shared/problem.ts';
import { withErrors } from '../../shared/schemas.ts';
import { usersRepository } from '../../users/users-repository.ts';
import { usersService } from '../../users/users-service.ts';
import { UserBody, toUserBody } from '../users/user-body.ts';

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
        tags: ['auth'],
        summary: 'Sign in with a username and password',
        security: [],
        body: LoginBody,
        response: withErrors({ 200: LoginResponse }),
      },
    },
    async (request) => {
      const { username, password } = request.body;
      const user = await usersRepository(app.db).findByUsername(username.trim());
      // Hash even for an unknown user, so the response time does not tell which usernames exist.
      const valid = await verifyPassword(password, user?.passwordHash ?? (await DUMMY_HASH_PROMISE));
      if (!user || !valid || !user.active) throw unauthorized('The username or password is not correct');
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
        tags: ['auth'],
        summary: 'Sign out: ends every session of the caller',
        description:
          'Every access token of the signed-in user stops working at once, on every device: signing out in one ' +
          'browser signs out the others too (docs/operations-auth.md). Answers 204; a token that has already ' +
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
