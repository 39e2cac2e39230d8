import type { MutationResolvers } from '../__generated__/resolvers-types.ts';
import { restPath } from '../rest/client.ts';
import type { BillingPlanDto, ProductDto } from '../rest/dto/catalog.ts';
import type { DeletedDto } from '../rest/dto/invoices.ts';
import { deletedResult } from './results.ts';
import { restId } from '../rest/ids.ts';
import { billingPlanBody, productBody } from './invoice-inputs.ts';

/** Billing plans (with their items) and products: create, replace, delete. */
export const CatalogMutation: MutationResolvers = {
  async createBillingPlan(_parent, { input }, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.post<BillingPlanDto>(restPath`/api/billingplan/${companyId}`, billingPlanBody(input));
  },
  updateBillingPlan: (_parent, { id, input }, ctx) =>
    ctx.rest.put<BillingPlanDto>(restPath`/api/billingplan/${restId(id, 'id')}`, billingPlanBody(input)),
  deleteBillingPlan: (_parent, { id }, ctx) =>
    deletedResult(ctx.rest.delete<DeletedDto>(restPath`/api/billingplan/${restId(id, 'id')}`)),
  async createProduct(_parent, { input }, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.post<ProductDto>(restPath`/api/product1/${companyId}`, productBody(input));
  },
  updateProduct: (_parent, { id, input }, ctx) =>
    ctx.rest.put<ProductDto>(restPath`/api/product1/${restId(id, 'id')}`, productBody(input)),
  deleteProduct: (_parent, { id }, ctx) =>
    deletedResult(ctx.rest.delete<DeletedDto>(restPath`/api/product1/${restId(id, 'id')}`)),
};
