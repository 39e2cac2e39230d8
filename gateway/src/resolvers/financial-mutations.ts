import { IMPORT_FORMAT_CODES } from '../import-formats.ts';
import type {
  FinancialAccountInput,
  FinancialTransactionInput,
  MutationResolvers,
} from '../__generated__/resolvers-types.ts';
import { decimalToRest } from '../money.ts';
import { restPath } from '../rest/client.ts';
import type { PingDto } from '../rest/dto.ts';
import type {
  BatchResultDto,
  DefaultAccountsDto,
  FinancialAccountDto,
  FinancialTransactionDto,
} from '../rest/dto/financial.ts';
import type { DeletedDto } from '../rest/dto/invoices.ts';
import { restId } from '../rest/ids.ts';
import { deletedResult } from './results.ts';

const transactionBody = (input: FinancialTransactionInput) => ({
  processed: input.processed,
  financialAccountCode: input.financialAccountCode,
  description: input.description,
  debit: decimalToRest(input.debit ?? '0'),
  credit: decimalToRest(input.credit ?? '0'),
});

const accountBody = (input: FinancialAccountInput) => ({
  code: input.code,
  name: input.name,
  type: input.type,
  status: input.status ?? 'A',
});

/** Financial Management changes; the api validates, audits and answers problems the error mapping turns into codes. */
export const FinancialMutation: MutationResolvers = {
  async createFinancialTransaction(_parent, { input }, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.post<FinancialTransactionDto>(
      restPath`/api/financialtransaction/${companyId}`,
      transactionBody(input),
    );
  },

  updateFinancialTransaction: (_parent, { id, input }, ctx) =>
    ctx.rest.put<FinancialTransactionDto>(
      restPath`/api/financialtransaction/${restId(id, 'id')}`,
      transactionBody(input),
    ),

  deleteFinancialTransaction: (_parent, { id }, ctx) =>
    deletedResult(ctx.rest.delete<DeletedDto>(restPath`/api/financialtransaction/${restId(id, 'id')}`)),

  async importFinancialTransactions(_parent, { rows, format, idempotencyKey }, ctx) {
    const companyId = await ctx.caller.companyId();
    const body = rows.map((row) => ({
      processed: row.processed,
      financialAccountCode: row.financialAccountCode,
      description: row.description,
      amount: decimalToRest(row.amount),
    }));
    const path = restPath`/api/financialtransaction/batch/${companyId}`;
    const headers: Record<string, string> = idempotencyKey ? { 'idempotency-key': idempotencyKey } : {};
    return ctx.rest.post<BatchResultDto>(
      format ? `${path}?format=${IMPORT_FORMAT_CODES[format]}` : path,
      body,
      headers,
    );
  },

  async createDefaultFinancialAccounts(_parent, _args, ctx) {
    const me = await ctx.rest.get<PingDto>('/api/user/ping');
    return ctx.rest.post<DefaultAccountsDto>(restPath`/api/financialaccount/${me.id}/default`);
  },

  async createFinancialAccount(_parent, { input }, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.post<FinancialAccountDto>(restPath`/api/financialaccount/${companyId}`, accountBody(input));
  },

  updateFinancialAccount: (_parent, { id, input }, ctx) =>
    ctx.rest.put<FinancialAccountDto>(restPath`/api/financialaccount/${restId(id, 'id')}`, accountBody(input)),

  deleteFinancialAccount: (_parent, { id }, ctx) =>
    deletedResult(ctx.rest.delete<DeletedDto>(restPath`/api/financialaccount/${restId(id, 'id')}`)),
};
