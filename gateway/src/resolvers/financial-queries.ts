import { GraphQLError } from 'graphql';
import type { QueryResolvers } from '../__generated__/resolvers-types.ts';
import { restPath } from '../rest/client.ts';
import type {
  CompanyTotalsDto,
  FinancialAccountDto,
  FinancialSummaryDto,
  FinancialTransactionDto,
  MonthlyFinancialsDto,
  ReviewDraftRowsDto,
} from '../rest/dto/financial.ts';
import { optionalRestId, restId } from '../rest/ids.ts';
import { nullIfNotFound } from './results.ts';

/** Financial Management reads: the dashboard, its chart, transactions, the chart of accounts. */
export const FinancialQuery: QueryResolvers = {
  async importReviewRows(_parent, { reviewId, offset, limit }, ctx) {
    const companyId = await ctx.caller.companyId();
    const path = restPath`/api/financialtransaction/import/review/${companyId}/${restId(reviewId, 'reviewId')}/rows`;
    return ctx.rest.get<ReviewDraftRowsDto>(`${path}?offset=${offset}&limit=${limit}`);
  },

  async financialSummary(_parent, { start, end }, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.get<FinancialSummaryDto>(restPath`/api/financialtransaction/summary/${companyId}/${start}/${end}`);
  },

  async monthlyFinancials(_parent, { start, end }, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.get<MonthlyFinancialsDto[]>(
      restPath`/api/financialtransaction/monthly/${companyId}/${start}/${end}`,
    );
  },

  async financialTransactions(_parent, { start, end, type, accountCode, invoiceId, appointmentId }, ctx) {
    const query = {
      accountCode: accountCode?.trim(),
      invoiceId: optionalRestId(invoiceId, 'invoiceId'),
      appointmentId: optionalRestId(appointmentId, 'appointmentId'),
    };
    const companyId = await ctx.caller.companyId();
    const path = type
      ? restPath`/api/financialtransaction/${companyId}/type/${type}/${start}/${end}`
      : restPath`/api/financialtransaction/${companyId}/range/${start}/${end}`;
    return ctx.rest.get<FinancialTransactionDto[]>(path, query);
  },

  financialTransaction: (_parent, { id }, ctx) =>
    nullIfNotFound(
      ctx.rest.get<FinancialTransactionDto>(restPath`/api/financialtransaction/specific/${restId(id, 'id')}`),
    ),

  async financialAccounts(_parent, _args, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.get<FinancialAccountDto[]>(restPath`/api/financialaccount/${companyId}`);
  },

  async companyFinancialTotals(_parent, { period, start, end }, ctx) {
    const companyId = await ctx.caller.companyId();
    const base = '/api/data/financial/summary/company';
    if (period === 'THREE_MONTHS') return ctx.rest.get<CompanyTotalsDto>(`${base}/threemonths/${companyId}`);
    if (period === 'ALL_TIME') return ctx.rest.get<CompanyTotalsDto>(`${base}/alltime/${companyId}`);
    if (!start || !end) {
      throw new GraphQLError('A RANGE period needs a start and an end date', {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    return ctx.rest.get<CompanyTotalsDto>(`${base}/${companyId}/${start}/${end}`);
  },
};
