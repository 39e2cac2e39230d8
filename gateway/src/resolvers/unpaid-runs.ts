import type { MutationResolvers, QueryResolvers } from '../__generated__/resolvers-types.ts';
import { restPath } from '../rest/client.ts';
import type { UnpaidRunDto, UnpaidRunPreviewDto } from '../rest/dto/payments.ts';
import { restId } from '../rest/ids.ts';
import { nullIfNotFound } from './results.ts';

/** Unpaid runs over /api/unpaidrun (our routes) and /api/invoice1/{companyId}/unpaidrun (spec §7). */
export const UnpaidRunQuery: QueryResolvers = {
  async unpaidRuns(_parent, _args, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.get<UnpaidRunDto[]>(restPath`/api/unpaidrun/${companyId}`);
  },
  unpaidRun: (_parent, { id }, ctx) =>
    nullIfNotFound(ctx.rest.get<UnpaidRunDto>(restPath`/api/unpaidrun/specific/${restId(id, 'id')}`)),
  async unpaidRunPreview(_parent, { olderThanDays }, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.get<UnpaidRunPreviewDto>(restPath`/api/unpaidrun/preview/${companyId}`, { days: olderThanDays });
  },
};

export const UnpaidRunMutation: MutationResolvers = {
  async startUnpaidRun(_parent, { olderThanDays }, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.post<UnpaidRunDto>(restPath`/api/unpaidrun/${companyId}`, { days: olderThanDays });
  },
  retryUnpaidRunReminders(_parent, { id }, ctx) {
    return ctx.rest.post<UnpaidRunDto>(restPath`/api/unpaidrun/retry/${restId(id, 'id')}`);
  },
};
