import type { QueryResolvers, TaskArea } from '../__generated__/resolvers-types.ts';
import { restPath } from '../rest/client.ts';
import type { ClientFiguresDto, ProductFiguresDto, TaskListDto, UserPerformanceDto } from '../rest/dto/dashboard.ts';
import type { PingDto } from '../rest/dto.ts';
import type { GatewayContext } from '../context.ts';
import { optionalRestId } from '../rest/ids.ts';

/** The user an argument names, or the signed-in one. */
async function userOf(userId: string | null | undefined, ctx: GatewayContext): Promise<number> {
  return optionalRestId(userId, 'userId') ?? (await ctx.rest.get<PingDto>('/api/user/ping')).id;
}

const areaSegment = (area: TaskArea | null | undefined) => (area ? area.toLowerCase() : 'all');

const period = (start: string | null | undefined, end: string | null | undefined) => ({
  start: start ?? undefined,
  end: end ?? undefined,
});

/** The dashboard data calls (spec §7): figures per client and product, tasks, who did them. */
export const DashboardQuery: QueryResolvers = {
  async clientFigures(_parent, { start, end }, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.get<ClientFiguresDto>(restPath`/api/client1/data/clients/${companyId}`, period(start, end));
  },

  async productFigures(_parent, { start, end }, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.get<ProductFiguresDto>(restPath`/api/client1/data/products/${companyId}`, period(start, end));
  },

  async financeTasks(_parent, { limit, offset }, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.get<TaskListDto>(restPath`/api/data/tasks/${companyId}`, {
      limit: limit ?? undefined,
      offset: offset ?? undefined,
    });
  },

  async userTasks(_parent, { userId, state, area, limit, offset }, ctx) {
    const [companyId, user] = await Promise.all([ctx.caller.companyId(), userOf(userId, ctx)]);
    const segment = areaSegment(area);
    const path =
      state === 'TODO'
        ? restPath`/api/data/tasks/user/${companyId}/${user}/${segment}`
        : restPath`/api/data/tasks/process/user/${companyId}/${user}/${segment}`;
    return ctx.rest.get<TaskListDto>(path, { limit: limit ?? undefined, offset: offset ?? undefined });
  },

  async userPerformance(_parent, { userId, month }, ctx) {
    const [companyId, user] = await Promise.all([ctx.caller.companyId(), userOf(userId, ctx)]);
    return ctx.rest.get<UserPerformanceDto>(
      restPath`/api/data/tasks/performance/user/${companyId}/${user}/${month.trim()}`,
    );
  },
};
