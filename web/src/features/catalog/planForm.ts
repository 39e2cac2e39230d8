import type { BillingPlanInput, CatalogBillingPlanFieldsFragment } from '../../gql/graphql';
import { centsToDecimal, toCents } from '../../shared/money';
import { blankToNull, moneyError, stripEmpty } from './productForm';

export interface PlanItemValues {
  /** A key for React only: items have no id until saved. */
  key: string;
  productId: string | null;
  description: string;
  quantity: string;
  unitCost: string;
  discountPercentage: string;
  bhfCode: string;
  nappiCode: string;
  modifier: string;
}

export interface PlanValues {
  name: string;
  description: string;
  frequency: string;
  bookings: boolean;
  active: boolean;
  items: PlanItemValues[];
}

export type ItemErrors = Partial<Record<keyof PlanItemValues, string>>;
export interface PlanErrors {
  name?: string;
  description?: string;
  items?: string;
  itemErrors?: ItemErrors[];
}

/** The api's MAX_LIST_LENGTH default. */
export const MAX_ITEMS = 100;

let nextKey = 0;
export const newItemKey = () => `item-${++nextKey}`;

export const NEW_PLAN: PlanValues = {
  name: '',
  description: '',
  frequency: 'M',
  bookings: false,
  active: true,
  items: [],
};

export function planValues(plan: CatalogBillingPlanFieldsFragment): PlanValues {
  return {
    name: plan.name,
    description: plan.description,
    frequency: plan.frequency,
    bookings: plan.bookings,
    active: plan.active,
    items: plan.items.map((item) => ({
      key: newItemKey(),
      productId: item.productId ?? null,
      description: item.description,
      quantity: item.quantity,
      unitCost: item.unitCost,
      discountPercentage: item.discountPercentage,
      bhfCode: item.bhfCode ?? '',
      nappiCode: item.nappiCode ?? '',
      modifier: item.modifier ?? '',
    })),
  };
}

/** An item of a product: its name, price and codes; quantity 1, no discount. */
export function itemFromProduct(product: {
  id: string;
  name: string;
  unitCost: string;
  bhfCode?: string | null;
  nappiCode?: string | null;
}): PlanItemValues {
  return {
    key: newItemKey(),
    productId: product.id,
    description: product.name,
    quantity: '1',
    unitCost: product.unitCost,
    discountPercentage: '0',
    bhfCode: product.bhfCode ?? '',
    nappiCode: product.nappiCode ?? '',
    modifier: '',
  };
}

export function freeItem(): PlanItemValues {
  return { ...itemFromProduct({ id: '', name: '', unitCost: '' }), productId: null };
}

const QUANTITY = /^\d+(\.\d{1,3})?$/;
const PERCENT = /^\d+(\.\d{1,2})?$/;

function itemErrors(item: PlanItemValues): ItemErrors {
  const errors: ItemErrors = {};
  if (item.description.trim() === '') errors.description = 'Enter what the line will say.';
  const quantity = item.quantity.trim();
  if (!QUANTITY.test(quantity) || Number(quantity) <= 0) errors.quantity = 'Above 0, up to three decimals.';
  errors.unitCost = moneyError(item.unitCost);
  const discount = item.discountPercentage.trim();
  if (discount !== '' && (!PERCENT.test(discount) || Number(discount) > 100)) {
    errors.discountPercentage = '0 to 100, up to two decimals.';
  }
  return stripEmpty(errors);
}

export function validatePlan(values: PlanValues): PlanErrors {
  const errors: PlanErrors = {};
  if (values.name.trim() === '') errors.name = 'Enter a name.';
  if (values.items.length > MAX_ITEMS) errors.items = `At most ${MAX_ITEMS} items.`;
  const perItem = values.items.map(itemErrors);
  if (perItem.some((e) => Object.keys(e).length > 0)) errors.itemErrors = perItem;
  return errors;
}

export function hasPlanErrors(errors: PlanErrors): boolean {
  return errors.name !== undefined || errors.items !== undefined || errors.itemErrors !== undefined;
}

/**
 * The input for createBillingPlan/updateBillingPlan. The codes are edited only by health companies; the others
 * send back what the items had (or the product gave them), so an update never drops them.
 */
export function planInput(values: PlanValues): BillingPlanInput {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    frequency: values.frequency,
    bookings: values.bookings,
    active: values.active,
    items: values.items.map((item) => {
      const cents = toCents(item.unitCost);
      if (cents === null) throw new Error('planInput() needs validated items');
      return {
        productId: item.productId,
        description: item.description.trim(),
        quantity: item.quantity.trim(),
        unitCost: centsToDecimal(cents),
        discountPercentage: item.discountPercentage.trim() || '0',
        bhfCode: blankToNull(item.bhfCode),
        nappiCode: blankToNull(item.nappiCode),
        modifier: blankToNull(item.modifier),
      };
    }),
  };
}
