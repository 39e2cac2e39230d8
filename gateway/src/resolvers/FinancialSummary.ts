import type { FinancialSummaryResolvers } from '../__generated__/resolvers-types.ts';
import { centsToDecimal, subtractAmounts, toCents } from '../money.ts';
import { currencySymbol } from '../region.ts';

/** The dashboard (spec §2 view 1): profit = income − expenses, computed here in cents. */
/** The api's JSON number as a Decimal string (exact: through cents). */
const decimal = (amount: number) => centsToDecimal(toCents(amount) ?? 0);

export const FinancialSummary: FinancialSummaryResolvers = {
  income: (summary) => decimal(summary.invoiceSummary),
  paymentsReceived: (summary) => decimal(summary.paymentSummary),
  profit: (summary) => subtractAmounts(summary.invoiceSummary, summary.expenses),
  expenseAccounts: (summary) => summary.accounts,
  async currencySymbol(_summary, _args, ctx) {
    return currencySymbol((await ctx.caller.company()).region);
  },
};
