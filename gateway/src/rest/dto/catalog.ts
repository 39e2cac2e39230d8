/** The REST api's billing plans and products, as the resolvers receive them (codegen mappers). */

export interface ProductDto {
  id: number;
  code: string | null;
  name: string;
  description: string;
  unitCost: number;
  nappiCode: string | null;
  bhfCode: string | null;
  active: boolean;
}

export interface BillingPlanItemDto {
  id: number;
  productId: number | null;
  position: number;
  description: string;
  quantity: number;
  unitCost: number;
  discountPercentage: number;
  amount: number;
  bhfCode: string | null;
  nappiCode: string | null;
  modifier: string | null;
}

export interface BillingPlanDto {
  id: number;
  name: string;
  description: string;
  frequency: string;
  bookings: boolean;
  active: boolean;
  amount: number;
  items: BillingPlanItemDto[];
}
