import { toCents } from '../shared/money.ts';
import { badRequest, type FieldError } from '../shared/problem.ts';
import { componentAmountCents } from './component-amount.ts';
import { readDiagnosisCode, type DiagnosisCodeInput } from './icd10.ts';

/** A component as a client sends it (POST and PUT /api/invoicecomponent/…). */
export interface ComponentInput {
  description?: string;
  quantity?: number | string;
  unitCost?: number | string;
  discountPercentage?: number | string;
  bhfCode?: string | null;
  nappiCode?: string | null;
  modifier?: string | null;
  diagnosisCode1?: DiagnosisCodeInput;
  diagnosisCode2?: DiagnosisCodeInput;
  diagnosisCode3?: DiagnosisCodeInput;
  diagnosisCode4?: DiagnosisCodeInput;
  diagnosisCode5?: DiagnosisCodeInput;
  /** The line's tax rate in basis points, one of the company's (decision 45); left out: its first, or the line's own. */
  taxRate?: number | null;
}

/** A checked component, ready to store; `amountCents` is quantity × unit cost less the discount. */
export interface ComponentValues {
  description: string;
  quantity: string;
  unitCostCents: number;
  discountPercentage: string;
  amountCents: number;
  bhfCode: string | null;
  nappiCode: string | null;
  modifier: string | null;
  diagnosisCodes: [string | null, string | null, string | null, string | null, string | null];
}

export const DIAGNOSIS_FIELDS = [
  'diagnosisCode1',
  'diagnosisCode2',
  'diagnosisCode3',
  'diagnosisCode4',
  'diagnosisCode5',
] as const;

const QUANTITY = /^\d{1,9}(?:\.\d{1,3})?$/;
const PERCENT = /^\d{1,3}(?:\.\d{1,2})?$/;

const text = (value: number | string) => (typeof value === 'number' ? String(value) : value.trim());
const optionalText = (value: string | null | undefined) => {
  const t = value?.trim();
  return t ? t : null;
};

/**
 * Checks a component body. `current` supplies what a PUT leaves out (a field left out keeps its
 * value; `null` clears an optional code). Every problem is reported at once, each naming its field.
 */
export function readComponentInput(input: ComponentInput, current?: ComponentValues): ComponentValues {
  const errors: FieldError[] = [];
  const fail = (field: string, message: string) => errors.push({ field, message });

  const description = input.description?.trim() ?? current?.description;
  if (description === undefined) fail('description', 'is required');

  const quantity = input.quantity === undefined ? current?.quantity : text(input.quantity);
  if (quantity === undefined) fail('quantity', 'is required');
  else if (!QUANTITY.test(quantity) || Number(quantity) <= 0) {
    fail('quantity', `must be a number greater than 0 with at most 3 decimals, got "${quantity}"`);
  }

  const unitCostCents = input.unitCost === undefined ? current?.unitCostCents : toCents(input.unitCost);
  if (input.unitCost === undefined && current === undefined) fail('unitCost', 'is required');
  else if (unitCostCents === undefined || unitCostCents < 0) {
    fail('unitCost', `must be an amount of 0 or more with at most 2 decimals, got "${String(input.unitCost)}"`);
  }

  const discount =
    input.discountPercentage === undefined ? (current?.discountPercentage ?? '0') : text(input.discountPercentage);
  if (!PERCENT.test(discount) || Number(discount) > 100) {
    fail('discountPercentage', `must be between 0 and 100 with at most 2 decimals, got "${discount}"`);
  }

  const diagnosisCodes = DIAGNOSIS_FIELDS.map((field, i) => {
    const given = input[field];
    if (given === undefined) return current?.diagnosisCodes[i] ?? null;
    const read = readDiagnosisCode(given);
    if (read.ok) return read.code;
    fail(
      field,
      `"${read.value}" is not an ICD-10 code (a letter, two digits, then optionally a dot and up to 4 characters, e.g. J06.9)`,
    );
    return null;
  }) as ComponentValues['diagnosisCodes'];

  const pick = (field: 'bhfCode' | 'nappiCode' | 'modifier') =>
    input[field] === undefined ? (current?.[field] ?? null) : optionalText(input[field]);

  if (errors.length > 0) {
    throw badRequest(errors.map((e) => `${e.field} ${e.message}`).join('; '), errors);
  }
  const values = {
    description: description!,
    quantity: quantity!,
    unitCostCents: unitCostCents!,
    discountPercentage: discount,
    bhfCode: pick('bhfCode'),
    nappiCode: pick('nappiCode'),
    modifier: pick('modifier'),
    diagnosisCodes,
  };
  let amountCents: number;
  try {
    amountCents = componentAmountCents(values.quantity, values.unitCostCents, values.discountPercentage);
  } catch (error) {
    if (error instanceof RangeError) throw badRequest(`The component amount cannot be computed: ${error.message}`);
    throw error;
  }
  return { ...values, amountCents };
}
