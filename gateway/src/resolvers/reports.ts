import type {
  AgedReceivablesClientResolvers,
  AgedReceivablesResolvers,
  PaymentsByTypeResolvers,
  ProfitAndLossAccountResolvers,
  ProfitAndLossResolvers,
  QueryResolvers,
} from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { currencySymbol } from '../region.ts';
import { restPath } from '../rest/client.ts';
import type { AgedReceivablesDto, PaymentsByTypeDto, ProfitAndLossDto } from '../rest/dto/reports.ts';

const symbol = async (_parent: unknown, _args: unknown, ctx: GatewayContext) =>
  currencySymbol((await ctx.caller.company()).region);

/** The gateway path of a report's PDF (http/report-download.ts), with its query. */
export function reportDownloadPath(report: string, query: Record<string, string>): string {
  return `/download/report/${report}?${new URLSearchParams(query).toString()}`;
}

/** The reports (api GET /api/reports/...): aged receivables, profit and loss, payments received by type. */
export const ReportQuery: QueryResolvers = {
  async agedReceivables(_parent, { asOf }, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.get<AgedReceivablesDto>(restPath`/api/reports/agedreceivables/${companyId}`, { asOf });
  },
  async profitAndLoss(_parent, { start, end }, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.get<ProfitAndLossDto>(restPath`/api/reports/profitandloss/${companyId}`, { start, end });
  },
  async paymentsByType(_parent, { start, end }, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.get<PaymentsByTypeDto>(restPath`/api/reports/paymentsbytype/${companyId}`, { start, end });
  },
};

export const AgedReceivables: AgedReceivablesResolvers = {
  currencySymbol: symbol,
  downloadPath: (report) => reportDownloadPath('agedreceivables', { asOf: report.asOf }),
};

export const AgedReceivablesClient: AgedReceivablesClientResolvers = {
  clientId: (row) => String(row.clientId),
  amounts: (row) => row,
};

export const ProfitAndLoss: ProfitAndLossResolvers = {
  currencySymbol: symbol,
  monthTotals: (report) => report.monthTotals,
  totals: (report) => ({ ...report.totals, month: null }),
  downloadPath: (report) => reportDownloadPath('profitandloss', { start: report.start, end: report.end }),
};

export const ProfitAndLossAccount: ProfitAndLossAccountResolvers = {
  kind: (account) => (account.type === 'I' ? 'INCOME' : 'EXPENSE'),
};

export const PaymentsByType: PaymentsByTypeResolvers = {
  currencySymbol: symbol,
  downloadPath: (report) => reportDownloadPath('paymentsbytype', { start: report.start, end: report.end }),
};
