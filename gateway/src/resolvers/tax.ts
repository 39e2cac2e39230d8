import type {
  CompanyResolvers,
  MutationResolvers,
  QueryResolvers,
  TaxRateResolvers,
  TaxReportRateResolvers,
  TaxReportResolvers,
} from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { subtractAmounts } from '../money.ts';
import { currencySymbol } from '../region.ts';
import { restPath } from '../rest/client.ts';
import type { CompanyConfigDto } from '../rest/dto.ts';
import type { TaxReportDto } from '../rest/dto/tax.ts';
import { reportDownloadPath } from './reports.ts';

/** A REST amount (JSON number) as a GraphQL Decimal string, exactly. */
const decimal = (amount: number): string => subtractAmounts(amount, 0);

/** 1500 basis points → "15", 1250 → "12.5". */
export const ratePercent = (basisPoints: number): string => String(basisPoints / 100);

/** VAT/GST (decision 45): the company's tax settings, setCompanyTax and the taxReport. */
export const TaxCompany: Pick<CompanyResolvers, 'taxRegistrationNumber'> = {
  taxRegistrationNumber: (company) => company.vatNumber,
};

export const TaxRate: TaxRateResolvers = {
  percent: (rate) => ratePercent(rate.rate),
};

export const TaxMutation: MutationResolvers = {
  async setCompanyTax(_parent, { input }, ctx) {
    const companyId = await ctx.caller.companyId();
    const body: Record<string, unknown> = {};
    if (input.chargesTax !== undefined && input.chargesTax !== null) body.chargesTax = input.chargesTax;
    if (input.registrationNumber !== undefined) body.vatNumber = input.registrationNumber?.trim() || null;
    if (input.useRegionRates) body.taxRates = null;
    else if (input.rates !== undefined && input.rates !== null) body.taxRates = input.rates;
    return ctx.rest.patch<CompanyConfigDto>(restPath`/api/company/config/${companyId}`, body);
  },
};

export const TaxQuery: QueryResolvers = {
  async taxReport(_parent, { start, end }, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.get<TaxReportDto>(restPath`/api/reports/tax/${companyId}`, { start, end });
  },
};

export const TaxReport: TaxReportResolvers = {
  currencySymbol: async (_report, _args, ctx: GatewayContext) => currencySymbol((await ctx.caller.company()).region),
  outputGross: (report) => decimal(report.output.gross),
  outputNet: (report) => decimal(report.output.net),
  outputTax: (report) => decimal(report.output.tax),
  inputTax: (report) => decimal(report.input.tax),
  inputAccount: (report) =>
    report.input.accountName === null ? null : `${report.input.accountCode} ${report.input.accountName}`,
  downloadPath: (report) => reportDownloadPath('tax', { start: report.start, end: report.end }),
};

export const TaxReportRate: TaxReportRateResolvers = {
  percent: (rate) => ratePercent(rate.rate),
};
