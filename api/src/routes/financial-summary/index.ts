import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { companyTotals, financialSummary, monthlyFinancials } from '../../financial-transactions/dashboard.ts';
import { CompanyParams, withErrors } from '../../shared/schemas.ts';
import { AccountAmount, PeriodParams, periodOf } from '../financial-transactions/schemas.ts';

const Summary = Type.Object({
  start: Type.String(),
  end: Type.String(),
  invoiceSummary: Type.Number({ description: 'Income: invoiced in the period (company time zone)' }),
  paymentSummary: Type.Number({ description: 'Payments received in the period (write-offs excluded)' }),
  expenses: Type.Number({ description: 'Sum over the type-E accounts of debit − credit' }),
  profit: Type.Number({ description: 'invoiceSummary − expenses' }),
  accounts: Type.Array(AccountAmount, { description: 'One row per expense (E) account' }),
});

const Month = Type.Object({
  month: Type.String({ description: 'First day of the month, YYYY-MM-DD' }),
  income: Type.Number(),
  expenses: Type.Number(),
  profit: Type.Number(),
});

const Totals = Type.Object({
  start: Type.Union([Type.String(), Type.Null()], { description: 'First day counted; null for all time' }),
  end: Type.Union([Type.String(), Type.Null()], { description: 'Last day counted; null for all time' }),
  invoiceSummary: Type.Number(),
  paymentSummary: Type.Number(),
});

export default async function financialSummaryRoutes(app: App) {
  const tags = ['financial dashboard'];

  app.get(
    '/api/financialtransaction/summary/:companyId/:start/:end',
    {
      schema: {
        operationId: 'getFinancialSummary',
        tags,
        summary: 'Dashboard figures for a period (dates inclusive)',
        params: PeriodParams,
        response: withErrors({ 200: Summary }),
      },
    },
    async (request) => {
      const { start, end } = periodOf(request.params);
      return financialSummary(app.db, request.params.companyId, start, end);
    },
  );

  app.get(
    '/api/financialtransaction/monthly/:companyId/:start/:end',
    {
      schema: {
        operationId: 'listMonthlyFinancials',
        tags,
        summary: 'Income, expenses and profit per calendar month of the period (for the dashboard chart)',
        params: PeriodParams,
        response: withErrors({ 200: Type.Array(Month) }),
      },
    },
    async (request) => {
      const { start, end } = periodOf(request.params);
      return monthlyFinancials(app.db, request.params.companyId, start, end);
    },
  );

  app.get(
    '/api/data/financial/summary/company/:companyId/:start/:end',
    {
      schema: {
        operationId: 'getCompanyTotals',
        tags,
        summary: 'Invoiced and paid totals for a period',
        params: PeriodParams,
        response: withErrors({ 200: Totals }),
      },
    },
    async (request) => companyTotals(app.db, request.params.companyId, { kind: 'range', ...periodOf(request.params) }),
  );

  app.get(
    '/api/data/financial/summary/company/threemonths/:companyId',
    {
      schema: {
        operationId: 'getCompanyTotalsThreeMonths',
        tags,
        summary: 'Invoiced and paid totals of this calendar month and the two before it',
        params: CompanyParams,
        response: withErrors({ 200: Totals }),
      },
    },
    async (request) => companyTotals(app.db, request.params.companyId, { kind: 'threeMonths' }),
  );

  app.get(
    '/api/data/financial/summary/company/alltime/:companyId',
    {
      schema: {
        operationId: 'getCompanyTotalsAllTime',
        tags,
        summary: 'Invoiced and paid totals of all time',
        params: CompanyParams,
        response: withErrors({ 200: Totals }),
      },
    },
    async (request) => companyTotals(app.db, request.params.companyId, { kind: 'allTime' }),
  );
}
