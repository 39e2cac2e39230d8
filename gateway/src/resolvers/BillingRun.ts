import type { BillingRunResolvers } from '../__generated__/resolvers-types.ts';
import { restPath } from '../rest/client.ts';
import type { InvoiceDto } from '../rest/dto/invoices.ts';

export const BillingRun: BillingRunResolvers = {
  async invoices(run, _args, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.get<InvoiceDto[]>(restPath`/api/invoice1/${companyId}/billingrun/${run.id}`);
  },
};
