/**
 * The REST api's billing plans and products, as the resolvers receive them (codegen mappers): names for
 * the types generated from the api's OpenAPI document (../api-types.ts).
 */
import type { ElementOf, SchemaOf } from '../api-types.ts';

export type ProductDto = SchemaOf<'Product'>;

export type BillingPlanDto = SchemaOf<'BillingPlan'>;

export type BillingPlanItemDto = ElementOf<BillingPlanDto['items']>;
