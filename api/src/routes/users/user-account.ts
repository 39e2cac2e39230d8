import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { SignInLocked } from '../../auth/login-throttle.ts';
import { signAccessToken } from '../../auth/tokens.ts';
import { HttpProblem, tooManyRequests } from '../../shared/problem.ts';
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

/** The 422 of a wrong current password (a guess of it), as the users service answers it. */
const wrongCurrentPassword = (error: unknown) =>
  error instanceof HttpProblem && (error.errors ?? []).some((e) => e.field === 'body.currentPassword');

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
          'is wrong or the new one is too weak. Wrong current passwords are counted per user like failed sign-ins ' +
          '(LOGIN_MAX_FAILURES_PER_USERNAME in LOGIN_WINDOW_SECONDS): past the limit every change is 429 with ' +
          'Retry-After, the right password too, for a lockout that grows with each repeat and ends by itself. Audited.',
        params: IdParams,
        body: PasswordChange,
        response: withErrors({
          200: LoginResponse,
          403: ProblemRef,
          409: ProblemRef,
          422: ProblemRef,
          429: ProblemRef,
          503: ProblemRef,
        }),
      },
    },
    async (request) => {
      const throttle = app.loginThrottle;
      const caller = request.user.id;
      try {
        await throttle.checkPasswordChange(caller);
      } catch (error) {
        if (error instanceof SignInLocked) throw tooManyRequests(error.message, error.retryAfterSeconds);
        throw error;
      }
      let user;
      try {
        user = await usersService(app.db, app.sessions).changePassword(request.user, request.params.id, request.body);
      } catch (error) {
        if (wrongCurrentPassword(error)) await throttle.failedPasswordChange(caller);
        throw error;
      }
      await throttle.succeededPasswordChange(caller);
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
