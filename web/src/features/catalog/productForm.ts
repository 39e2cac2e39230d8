import type { CatalogProductFieldsFragment, ProductInput } from '../../gql/graphql';
import { centsToDecimal, toCents } from '../../shared/money';

/** The product form's fields, as typed. */
export interface ProductValues {
  code: string;
  name: string;
  description: string;
  unitCost: string;
  nappiCode: string;
  bhfCode: string;
  active: boolean;
}

export type ProductErrors = Partial<Record<keyof ProductValues, string>>;

export const NEW_PRODUCT: ProductValues = {
  code: '',
  name: '',
  description: '',
  unitCost: '',
  nappiCode: '',
  bhfCode: '',
  active: true,
};

export function productValues(product: CatalogProductFieldsFragment): ProductValues {
  return {
    code: product.code ?? '',
    name: product.name,
    description: product.description,
    unitCost: product.unitCost,
    nappiCode: product.nappiCode ?? '',
    bhfCode: product.bhfCode ?? '',
    active: product.active,
  };
}

/** The api's limits (ProductInput): checked here so the user sees them beside the field. */
export function validateProduct(values: ProductValues): ProductErrors {
  const errors: ProductErrors = {};
  if (values.name.trim() === '') errors.name = 'Enter a name.';
  else if (values.name.trim().length > 200) errors.name = 'At most 200 characters.';
  if (values.code.trim().length > 50) errors.code = 'At most 50 characters.';
  if (values.description.trim().length > 1000) errors.description = 'At most 1,000 characters.';
  errors.unitCost = moneyError(values.unitCost);
  if (values.nappiCode.trim().length > 50) errors.nappiCode = 'At most 50 characters.';
  if (values.bhfCode.trim().length > 50) errors.bhfCode = 'At most 50 characters.';
  return stripEmpty(errors);
}

/** A unit cost: 0 or more with at most two decimals, or the sentence that says why not. */
export function moneyError(value: string): string | undefined {
  if (value.trim() === '') return 'Enter an amount.';
  const cents = toCents(value);
  if (cents === null) return 'Enter an amount such as 150 or 150.50.';
  if (cents < 0) return 'The amount cannot be negative.';
  return undefined;
}

/**
 * The input for createProduct/updateProduct. The medical codes are asked only of health companies (type H); for
 * the others the product keeps the codes it has (update replaces every field).
 */
export function productInput(
  values: ProductValues,
  isHealth: boolean,
  before?: CatalogProductFieldsFragment,
): ProductInput {
  const cents = toCents(values.unitCost);
  if (cents === null) throw new Error('productInput() needs a validated unit cost');
  return {
    code: blankToNull(values.code),
    name: values.name.trim(),
    description: values.description.trim(),
    unitCost: centsToDecimal(cents),
    nappiCode: isHealth ? blankToNull(values.nappiCode) : (before?.nappiCode ?? null),
    bhfCode: isHealth ? blankToNull(values.bhfCode) : (before?.bhfCode ?? null),
    active: values.active,
  };
}

export function blankToNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export function stripEmpty<T extends object>(errors: T): T {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined)) as T;
}
