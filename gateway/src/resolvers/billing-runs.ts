import type { MutationResolvers, QueryResolvers } from '../__generated__/resolvers-types.ts';
import { restPath } from '../rest/client.ts';
import type { BillingRunDto, BillingRunJobDto, BillingRunPlanDto, BillingRunStartDto } from '../rest/dto/claims.ts';
import { restId } from '../rest/ids.ts';
import { nullIfNotFound } from './results.ts';

export const BillingRunQuery: QueryResolvers = {
  async billingRuns(_parent, _args, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.get<BillingRunDto[]>(restPath`/api/billingrun/${companyId}`);
  },
  billingRun: (_parent, { id }, ctx) =>
    nullIfNotFound(ctx.rest.get<BillingRunDto>(restPath`/api/billingrun/specific/${restId(id, 'id')}`)),
  async billingRunPreview(_parent, { periodStart, periodEnd }, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.post<BillingRunPlanDto>(restPath`/api/billingrun/preview/${companyId}`, { periodStart, periodEnd });
  },
  billingRunJob: (_parent, { id }, ctx) =>
    nullIfNotFound(ctx.rest.get<BillingRunJobDto>(restPath`/api/billingrun/job/specific/${String(id)}`)),
};

export const BillingRunMutation: MutationResolvers = {
  async startBillingRun(_parent, { periodStart, periodEnd }, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.post<BillingRunStartDto>(restPath`/api/billingrun/${companyId}`, { periodStart, periodEnd });
  },
  /** Answers at once (the api's 202); the run goes on in the api, polled through billingRunJob. */
  async startBillingRunJob(_parent, { periodStart, periodEnd }, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.post<BillingRunJobDto>(restPath`/api/billingrun/job/${companyId}`, { periodStart, periodEnd });
  },
};
