import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { accountChanges } from '../../financial-accounts/account-changes.ts';
import { financialAccountsRepository } from '../../financial-accounts/accounts-repository.ts';
import { badRequest } from '../../shared/problem.ts';
import { CompanyParams, Id, IdParams, withErrors } from '../../shared/schemas.ts';
import type { AccountType as AccountTypeCode } from '../../financial-accounts/default-chart.ts';
import { AccountType } from '../financial-transactions/schemas.ts';

const problemRef = Type.Unsafe<unknown>({ $ref: 'Problem#' });

const FinancialAccount = Type.Object(
  {
    id: Type.Integer(),
    code: Type.String(),
    name: Type.String(),
    type: AccountType,
    status: Type.Union([Type.Literal('A'), Type.Literal('I')], { description: 'A is active, I inactive' }),
  },
  { $id: 'FinancialAccount' },
);

const FinancialAccountBody = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 20, description: 'Trimmed; unique in the company' }),
  name: Type.String({ minLength: 1, maxLength: 200 }),
  type: AccountType,
  status: Type.Optional(Type.Union([Type.Literal('A'), Type.Literal('I')], { default: 'A' })),
});

const DefaultResponse = Type.Object({
  created: Type.Integer({ description: 'Accounts added now; 0 when the company already had them all' }),
  accounts: Type.Array(FinancialAccount),
});

function normalized(body: { code: string; name: string; type: AccountTypeCode; status?: 'A' | 'I' }) {
  const code = body.code.trim();
  const name = body.name.trim();
  const errors = [
    ...(code ? [] : [{ field: 'body.code', message: 'must not be blank' }]),
    ...(/\s/.test(code) ? [{ field: 'body.code', message: 'must not contain spaces' }] : []),
    ...(name ? [] : [{ field: 'body.name', message: 'must not be blank' }]),
  ];
  if (errors.length > 0) throw badRequest(errors.map((e) => `${e.field} ${e.message}`).join('; '), errors);
  return { code, name, type: body.type, status: body.status ?? 'A' };
}

export default async function financialAccountRoutes(app: App) {
  const tags = ['financial accounts'];

  app.get(
    '/api/financialaccount/:companyId',
    {
      schema: {
        operationId: 'listFinancialAccounts',
        tags,
        summary: 'The company’s chart of accounts, by code',
        params: CompanyParams,
        response: withErrors({ 200: Type.Array(FinancialAccount) }),
      },
    },
    async (request) => financialAccountsRepository(app.db).list(request.params.companyId),
  );

  app.post(
    '/api/financialaccount/:companyId',
    {
      schema: {
        operationId: 'createFinancialAccount',
        tags,
        summary: 'Adds an account to the chart',
        params: CompanyParams,
        body: FinancialAccountBody,
        response: withErrors({ 201: FinancialAccount, 409: problemRef }),
      },
    },
    async (request, reply) => {
      const account = await accountChanges(app.db, request.user).create(normalized(request.body));
      return reply.status(201).send(account);
    },
  );

  app.put(
    '/api/financialaccount/:id',
    {
      schema: {
        operationId: 'updateFinancialAccount',
        tags,
        summary: 'Renames, recodes or (de)activates an account; its transactions follow it',
        params: IdParams,
        body: FinancialAccountBody,
        response: withErrors({ 200: FinancialAccount, 409: problemRef }),
      },
    },
    async (request) => accountChanges(app.db, request.user).update(request.params.id, normalized(request.body)),
  );

  app.delete(
    '/api/financialaccount/:id',
    {
      schema: {
        operationId: 'deleteFinancialAccount',
        tags,
        summary: 'Deletes an account without transactions (409 when it has some)',
        params: IdParams,
        response: withErrors({ 200: Type.Object({ id: Type.Integer() }), 409: problemRef }),
      },
    },
    async (request) => {
      await accountChanges(app.db, request.user).remove(request.params.id);
      return { id: request.params.id };
    },
  );

  app.post(
    '/api/financialaccount/:userId/default',
    {
      schema: {
        operationId: 'createDefaultFinancialAccounts',
        tags,
        summary:
          'Creates the standard chart of accounts (all seven types) for the user’s company; adds only what is missing',
        params: Type.Object({ userId: Id }),
        response: withErrors({ 200: DefaultResponse }),
      },
    },
    async (request) => accountChanges(app.db, request.user).createDefaults(request.params.userId),
  );
}
