import type { MutationResolvers, QueryResolvers, ViewerResolvers } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { restPath } from '../rest/client.ts';
import type {
  CompanyConfigDto,
  LoginDto,
  PingDto,
  PractitionerDto,
  UserConfigDto,
  UserDto,
  ViewerParent,
} from '../rest/dto.ts';

/** The REST client for a viewer: after login the new token, otherwise the request's own. */
const restFor = (viewer: ViewerParent, ctx: GatewayContext) =>
  viewer.authorization ? ctx.rest.as(viewer.authorization) : ctx.rest;

export const Query: QueryResolvers = {
  async viewer(_parent, _args, ctx) {
    const ping = await ctx.rest.get<PingDto>('/api/user/ping');
    return { userId: ping.id, companyId: ping.companyId };
  },
  async practitioners(_parent, _args, ctx) {
    const companyId = await ctx.caller.companyId();
    const rows = await ctx.rest.get<PractitionerDto[]>(restPath`/api/user/practitioners/${companyId}`);
    return rows.map((p) => ({ id: String(p.id), name: p.name }));
  },
};

export const Mutation: MutationResolvers = {
  async login(_parent, { username, password }, ctx) {
    const result = await ctx.rest.post<LoginDto>('/api/auth/login', { username, password });
    return {
      accessToken: result.accessToken,
      tokenType: result.tokenType,
      expiresIn: result.expiresIn,
      viewer: {
        userId: result.user.id,
        companyId: result.user.companyId,
        authorization: `Bearer ${result.accessToken}`,
      },
    };
  },
  async logout(_parent, _args, ctx) {
    await ctx.rest.post<null>('/api/auth/logout');
    return true;
  },
  async setCompanyTimeZone(_parent, { timeZone }, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.patch<CompanyConfigDto>(restPath`/api/company/config/${companyId}`, { timeZone: timeZone ?? null });
  },
};

export const Viewer: ViewerResolvers = {
  user: (viewer, _args, ctx) => restFor(viewer, ctx).get<UserDto>(restPath`/api/user/${viewer.userId}`),
  company: (viewer, _args, ctx) =>
    restFor(viewer, ctx).get<CompanyConfigDto>(restPath`/api/company/config/${viewer.companyId}`),
  configuration: (viewer, _args, ctx) =>
    restFor(viewer, ctx).get<UserConfigDto>(restPath`/api/user/config/${viewer.userId}`),
};
