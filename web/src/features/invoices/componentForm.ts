/**
 * The component form of tab 12 as plain data: its values, taken from a component, and its checks (the same shapes
 * the api accepts). Money stays a string until it is sent as a two-decimal Decimal.
 */
import type { InvoiceComponentInput } from '../../gql/graphql';
import { centsToDecimal, toCents } from '../../shared/money';
import type { ComponentData } from './invoiceTypes';

export const DIAGNOSIS_FIELDS = [
  'diagnosisCode1',
  'diagnosisCode2',
  'diagnosisCode3',
  'diagnosisCode4',
  'diagnosisCode5',
] as const;
type DiagnosisField = (typeof DIAGNOSIS_FIELDS)[number];

export type ComponentFormValues = {
  description: string;
  quantity: string;
  unitCost: string;
  discountPercentage: string;
  bhfCode: string;
  nappiCode: string;
  modifier: string;
} & Record<DiagnosisField, string>;

export type ComponentFormErrors = Partial<Record<keyof ComponentFormValues, string>>;

const QUANTITY = /^\d{1,9}(\.\d{1,3})?$/;
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;
const MONEY = /^\d+(\.\d{1,2})?$/;
/** A letter, two digits, then optionally a dot and 1–4 letters or digits: J06.9, E11.65, S72.001A. */
const ICD10 = /^[A-Z]\d{2}(\.[A-Z0-9]{1,4})?$/;

export function componentFormValues(component: ComponentData): ComponentFormValues {
  return {
    description: component.description,
    quantity: component.quantity,
    unitCost: component.unitCost,
    discountPercentage: component.discountPercentage,
    bhfCode: component.bhfCode ?? '',
    nappiCode: component.nappiCode ?? '',
    modifier: component.modifier ?? '',
    diagnosisCode1: component.diagnosisCode1 ?? '',
    diagnosisCode2: component.diagnosisCode2 ?? '',
    diagnosisCode3: component.diagnosisCode3 ?? '',
    diagnosisCode4: component.diagnosisCode4 ?? '',
    diagnosisCode5: component.diagnosisCode5 ?? '',
  };
}

/** Checks the form; on success gives the input to send (empty codes are sent as null: they clear the code). */
export function validateComponent(
  values: ComponentFormValues,
): { ok: true; input: InvoiceComponentInput } | { ok: false; errors: ComponentFormErrors } {
  const errors: ComponentFormErrors = {};
  const description = values.description.trim();
  if (description === '') errors.description = 'Enter a description.';

  const quantity = values.quantity.trim();
  if (!QUANTITY.test(quantity) || !/[1-9]/.test(quantity)) {
    errors.quantity = 'Enter a quantity greater than 0, with at most 3 decimals.';
  }

  const unitCostText = values.unitCost.trim().replaceAll(',', '');
  const unitCost = MONEY.test(unitCostText) ? toCents(unitCostText) : null;
  if (unitCost === null) errors.unitCost = 'Enter an amount of 0 or more, with at most 2 decimals.';

  const discount = values.discountPercentage.trim() || '0';
  if (!PERCENT.test(discount) || (toCents(discount) ?? Infinity) > 10000) {
    errors.discountPercentage = 'Enter a percentage from 0 to 100, with at most 2 decimals.';
  }

  const codes = {} as Record<DiagnosisField, string | null>;
  for (const field of DIAGNOSIS_FIELDS) {
    const code = values[field].trim().toUpperCase();
    if (code !== '' && !ICD10.test(code)) errors[field] = 'Use an ICD-10 code such as J06.9.';
    codes[field] = code === '' ? null : code;
  }

  if (unitCost === null || Object.keys(errors).length > 0) return { ok: false, errors };
  const optional = (value: string) => value.trim() || null;
  return {
    ok: true,
    input: {
      description,
      quantity,
      unitCost: centsToDecimal(unitCost),
      discountPercentage: discount,
      bhfCode: optional(values.bhfCode),
      nappiCode: optional(values.nappiCode),
      modifier: optional(values.modifier),
      ...codes,
    },
  };
}
