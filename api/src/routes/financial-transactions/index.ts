import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { transactionChanges } from '../../financial-transactions/transaction-changes.ts';
import {
  transactionsRepository,
  type TransactionFilter,
} from '../../financial-transactions/transactions-repository.ts';
import { notFound } from '../../shared/problem.ts';
import { CompanyParams, Id, IdParams, withErrors } from '../../shared/schemas.ts';
import recodeRoutes from './recode-route.ts';
import accountRuleRoutes from './rules-route.ts';
import {
  AccountType,
  FinancialTransaction,
  PathDate,
  PeriodParams,
  TransactionBody,
  periodOf,
  toTransactionBody,
} from './schemas.ts';

const ListQuery = Type.Object({
  accountCode: Type.Optional(Type.String({ maxLength: 20, description: 'Only this account (by code)' })),
  invoiceId: Type.Optional(Id),
  appointmentId: Type.Optional(Id),
});

export default async function financialTransactionRoutes(app: App) {
  const tags = ['financial transactions'];

  async function list(companyId: number, filter: Omit<TransactionFilter, 'companyId'>) {
    const repo = transactionsRepository(app.db);
    if (filter.invoiceId !== undefined && !(await repo.ownsInvoice(filter.invoiceId, companyId))) {
      throw notFound('Invoice');
    }
    if (filter.appointmentId !== undefined && !(await repo.ownsAppointment(filter.appointmentId, companyId))) {
      throw notFound('Appointment');
    }
    const rows = await repo.list({ ...filter, companyId, accountCode: filter.accountCode?.trim() || undefined });
    return rows.map(toTransactionBody);
  }

  app.get(
    '/api/financialtransaction/:companyId/type/:type/:start/:end',
    {
      schema: {
        operationId: 'listFinancialTransactionsByType',
        tags,
        summary: 'Transactions of one account type processed in the period (the list screen shows E)',
        params: Type.Object({ companyId: Id, type: AccountType, start: PathDate, end: PathDate }),
        querystring: ListQuery,
        response: withErrors({ 200: Type.Array(FinancialTransaction) }),
      },
    },
    async (request) => {
      const { companyId, type } = request.params;
      return list(companyId, { ...periodOf(request.params), ...request.query, type });
    },
  );

  app.get(
    '/api/financialtransaction/:companyId/range/:start/:end',
    {
      schema: {
        operationId: 'listFinancialTransactions',
        tags,
        summary: 'Transactions of every account type processed in the period',
        params: PeriodParams,
        querystring: ListQuery,
        response: withErrors({ 200: Type.Array(FinancialTransaction) }),
      },
    },
    async (request) => list(request.params.companyId, { ...periodOf(request.params), ...request.query }),
  );

  app.get(
    '/api/financialtransaction/specific/:id',
    {
      schema: {
        operationId: 'getFinancialTransaction',
        tags,
        summary: 'One transaction of the caller’s company',
        params: IdParams,
        response: withErrors({ 200: FinancialTransaction }),
      },
    },
    async (request) => {
      const row = await transactionsRepository(app.db).findInCompany(request.params.id, request.user.companyId);
      if (!row) throw notFound('Financial transaction');
      return toTransactionBody(row);
    },
  );

  app.post(
    '/api/financialtransaction/:companyId',
    {
      schema: {
        operationId: 'createFinancialTransaction',
        tags,
        summary: 'Creates a transaction: a debit or a credit on an account of the company',
        params: CompanyParams,
        body: TransactionBody,
        response: withErrors({ 201: FinancialTransaction }),
      },
    },
    async (request, reply) => {
      const row = await transactionChanges(app.db, request.user).create(request.body);
      return reply.status(201).send(toTransactionBody(row));
    },
  );

  app.put(
    '/api/financialtransaction/:id',
    {
      schema: {
        operationId: 'updateFinancialTransaction',
        tags,
        summary: 'Changes a transaction’s date, account, description and amount',
        params: IdParams,
        body: TransactionBody,
        response: withErrors({ 200: FinancialTransaction }),
      },
    },
    async (request) =>
      toTransactionBody(await transactionChanges(app.db, request.user).update(request.params.id, request.body)),
  );

  app.delete(
    '/api/financialtransaction/:id',
    {
      schema: {
        operationId: 'deleteFinancialTransaction',
        tags,
        summary: 'Deletes a transaction',
        params: IdParams,
        response: withErrors({ 200: Type.Object({ id: Type.Integer() }) }),
      },
    },
    async (request) => {
      await transactionChanges(app.db, request.user).remove(request.params.id);
      return { id: request.params.id };
    },
  );

  recodeRoutes(app, tags);
  accountRuleRoutes(app, ['account rules']);
}
