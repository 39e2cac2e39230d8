import type { QueryResolvers } from '../__generated__/resolvers-types.ts';
import { restPath } from '../rest/client.ts';
import type { BillingPlanDto, ProductDto } from '../rest/dto/catalog.ts';
import { restId } from '../rest/ids.ts';
import { nullIfNotFound } from './results.ts';

const PLAN_LISTS = { ALL: '', ACTIVE: 'active/', BOOKINGS: 'bookings/' } as const;

/** Billing plans and products (spec §7); searches are lower-cased as the spec's client does. */
export const CatalogQuery: QueryResolvers = {
  async billingPlans(_parent, { kind, search }, ctx) {
    const companyId = await ctx.caller.companyId();
    const text = search?.trim().toLowerCase();
    if (!text) {
      return ctx.rest.get<BillingPlanDto[]>(`/api/billingplan/${PLAN_LISTS[kind ?? 'ALL']}${companyId}`);
    }
    const found = await ctx.rest.get<BillingPlanDto[]>(restPath`/api/billingplan/search/${companyId}/${text}`);
    if (kind === 'ACTIVE') return found.filter((plan) => plan.active);
    if (kind === 'BOOKINGS') return found.filter((plan) => plan.active && plan.bookings);
    return found;
  },
  billingPlan: (_parent, { id }, ctx) =>
    nullIfNotFound(ctx.rest.get<BillingPlanDto>(restPath`/api/billingplan/specific/${restId(id, 'id')}`)),
  async products(_parent, { search }, ctx) {
    const companyId = await ctx.caller.companyId();
    const text = search?.trim().toLowerCase();
    return ctx.rest.get<ProductDto[]>(
      text ? restPath`/api/product1/${companyId}/${text}` : restPath`/api/product1/${companyId}`,
    );
  },
  product: (_parent, { id }, ctx) =>
    nullIfNotFound(ctx.rest.get<ProductDto>(restPath`/api/product1/specific/${restId(id, 'id')}`)),
};
