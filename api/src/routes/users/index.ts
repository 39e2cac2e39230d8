import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { notFound } from '../../shared/problem.ts';
import { CompanyParams, IdParams, withErrors } from '../../shared/schemas.ts';
import { usersRepository } from '../../users/users-repository.ts';
import { registerUserAccountRoutes } from './user-account.ts';
import { UserBody, toUserBody } from './user-body.ts';

const PingResponse = Type.Object({
  ok: Type.Literal(true),
  id: Type.Integer(),
  companyId: Type.Integer(),
  username: Type.String(),
  roles: Type.Array(Type.String()),
});

const UserConfigurationBody = Type.Object({
  userId: Type.Integer(),
  language: Type.String(),
  rowsPerPage: Type.Integer(),
  theme: Type.String(),
});

const PractitionerBody = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: '"First Last", or the username when the user has no name' }),
});

export default async function userRoutes(app: App) {
  app.get(
    '/api/user/ping',
    {
      schema: {
        operationId: 'ping',
        tags: ['users'],
        summary: 'Check that the session is valid; answers who the token belongs to',
        response: withErrors({ 200: PingResponse }),
      },
    },
    // Authentication has checked the session against the user's current state (plugins/auth.ts).
    async (request) => ({ ok: true as const, ...request.user }),
  );

  app.get(
    '/api/user/practitioners/:companyId',
    {
      schema: {
        operationId: 'listPractitioners',
        tags: ['users'],
        summary:
          'The company’s practitioners by name (its active users, and former ones named on its invoices): the ' +
          'choices for the practitioner lists of invoices and payments',
        params: CompanyParams,
        response: withErrors({ 200: Type.Array(PractitionerBody) }),
      },
    },
    async (request) => usersRepository(app.db).practitioners(request.params.companyId),
  );

  registerUserAccountRoutes(app);

  app.get(
    '/api/user/:id',
    {
      schema: {
        operationId: 'getUser',
        tags: ['users'],
        summary: 'A user of the caller’s company',
        params: IdParams,
        response: withErrors({ 200: UserBody }),
      },
    },
    async (request) => {
      const user = await usersRepository(app.db).findInCompany(request.params.id, request.user.companyId);
      if (!user) throw notFound('User');
      return toUserBody(user);
    },
  );

  app.get(
    '/api/user/config/:id',
    {
      schema: {
        operationId: 'getUserConfig',
        tags: ['users'],
        summary: 'The configuration of a user of the caller’s company',
        params: IdParams,
        response: withErrors({ 200: UserConfigurationBody }),
      },
    },
    async (request) => {
      const users = usersRepository(app.db);
      const user = await users.findInCompany(request.params.id, request.user.companyId);
      if (!user) throw notFound('User');
      return users.configuration(user.id);
    },
  );
}
