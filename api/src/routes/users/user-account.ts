import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { signAccessToken } from '../../auth/tokens.ts';
import { PASSWORD_MAX_LENGTH } from '../../users/password-policy.ts';
import { usersService } from '../../users/users-service.ts';
import { IdParams, withErrors } from '../../shared/schemas.ts';
import { ProblemRef } from '../../shared/schema-helpers.ts';
import { LoginResponse } from '../auth/index.ts';
import { UserBody, toUserBody } from './user-body.ts';

const PasswordChange = Type.Object({
  currentPassword: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
  newPassword: Type.String({
    minLength: 1,
    maxLength: PASSWORD_MAX_LENGTH,
    description: 'At least 12 characters; not the demo password, not the username',
  }),
});

const ActiveChange = Type.Object({ active: Type.Boolean() });

/** What an administrator needs to end someone's access: change one's own password, (de)activate a colleague. */
export function registerUserAccountRoutes(app: App): void {
  app.put(
    '/api/user/:id/password',
    {
      schema: {
        operationId: 'changePassword',
        tags: ['users'],
        summary: 'Change one’s own password, proving the current one',
        description:
          'Ends every session of the user (all their tokens, on every device) and answers a new token for this ' +
          'one, so the caller stays signed in. 403 for another user of the company; 422 when the current password ' +
          'is wrong or the new one is too weak. Audited.',
        params: IdParams,
        body: PasswordChange,
        response: withErrors({ 200: LoginResponse, 403: ProblemRef, 409: ProblemRef, 422: ProblemRef }),
      },
    },
    async (request) => {
      const user = await usersService(app.db, app.sessions).changePassword(
        request.user,
        request.params.id,
        request.body,
      );
      return {
        accessToken: await signAccessToken(user, app.config.jwtSecret, app.config.tokenTtlSeconds),
        tokenType: 'Bearer' as const,
        expiresIn: app.config.tokenTtlSeconds,
        user: toUserBody(user),
      };
    },
  );

  app.put(
    '/api/user/:id/active',
    {
      schema: {
        operationId: 'setUserActive',
        tags: ['users'],
        summary: 'Activate or deactivate a user of the company (administrators)',
        description:
          'Deactivating ends every session of the user at once and refuses their sign-in; activating lets them ' +
          'sign in again. Only an administrator of the same company (403 otherwise); administrators cannot ' +
          'deactivate themselves (409). Audited.',
        params: IdParams,
        body: ActiveChange,
        response: withErrors({ 200: UserBody, 403: ProblemRef, 409: ProblemRef }),
      },
    },
    async (request) =>
      toUserBody(
        await usersService(app.db, app.sessions).setActive(request.user, request.params.id, request.body.active),
      ),
  );
}
