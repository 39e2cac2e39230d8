/**
 * The REST api's billing plans and products, as the resolvers receive them (codegen mappers): names for
 * the types generated from the api's OpenAPI document (../api-types.ts).
 */
import type { ElementOf, JsonOf } from '../api-types.ts';

export type ProductDto = JsonOf<'getProduct'>;

export type BillingPlanDto = JsonOf<'getBillingPlan'>;

export type BillingPlanItemDto = ElementOf<BillingPlanDto['items']>;
