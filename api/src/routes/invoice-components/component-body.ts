import { Type } from '@fastify/type-provider-typebox';
import { allowedComponentActions, COMPONENT_ACTIONS } from '../../invoices/component-actions.ts';
import type { ComponentRow } from '../../invoices/components-repository.ts';
import { fromCents } from '../../shared/money.ts';
import { Amount, DecimalInput, Nullable, StringEnum } from '../../shared/schema-helpers.ts';

const Code = Type.Optional(Nullable(Type.String({ maxLength: 50 })));
const Diagnosis = Type.Optional(
  Nullable(
    Type.Union(
      [
        Type.String({ maxLength: 20 }),
        Type.Object({ icd10Code: Type.Optional(Nullable(Type.String({ maxLength: 20 }))) }),
      ],
      { description: "An ICD-10 code such as 'J06.9', as a string or as {icd10Code}" },
    ),
  ),
);

/** A component as clients send it; on PUT a field left out keeps its value. */
export const ComponentInputBody = Type.Object({
  description: Type.Optional(Type.String({ maxLength: 500 })),
  quantity: Type.Optional(DecimalInput('Greater than 0, up to 3 decimals')),
  unitCost: Type.Optional(Amount),
  discountPercentage: Type.Optional(DecimalInput('0 to 100, up to 2 decimals')),
  bhfCode: Code,
  nappiCode: Code,
  modifier: Code,
  diagnosisCode1: Diagnosis,
  diagnosisCode2: Diagnosis,
  diagnosisCode3: Diagnosis,
  diagnosisCode4: Diagnosis,
  diagnosisCode5: Diagnosis,
  taxRate: Type.Optional(
    Nullable(
      Type.Integer({
        minimum: 0,
        maximum: 10_000,
        description:
          "The line's VAT/GST rate in basis points (1500 = 15 %), one of the company's rates; left out or null: the " +
          "line's own rate, else the company's first. Ignored (no tax) when the company does not charge tax",
      }),
    ),
  ),
});

export const ComponentBody = Type.Object(
  {
    id: Type.Integer(),
    invoiceId: Type.Integer(),
    productId: Nullable(Type.Integer()),
    position: Type.Integer(),
    description: Type.String(),
    quantity: Type.Number(),
    unitCost: Type.Number(),
    discountPercentage: Type.Number(),
    amount: Type.Number({ description: 'quantity × unitCost less the discount, rounded half-up to a cent' }),
    paid: Type.Number(),
    taxRate: Nullable(
      Type.Integer({
        description: 'VAT/GST rate recorded on the line, in basis points (1500 = 15 %); null: no tax recorded',
      }),
    ),
    tax: Type.Number({
      description:
        'The VAT/GST inside the tax-inclusive amount: amount × rate / (1 + rate), rounded half away from zero ' +
        'per line; 0 when no tax is recorded',
    }),
    bhfCode: Nullable(Type.String()),
    nappiCode: Nullable(Type.String()),
    modifier: Nullable(Type.String()),
    diagnosisCode1: Nullable(Type.String()),
    diagnosisCode2: Nullable(Type.String()),
    diagnosisCode3: Nullable(Type.String()),
    diagnosisCode4: Nullable(Type.String()),
    diagnosisCode5: Nullable(Type.String()),
    allowedActions: Type.Array(StringEnum(COMPONENT_ACTIONS), {
      description:
        'What the line allows now (nothing on a paid invoice; no delete with payments on it): the same rule ' +
        'refuses the others with 409',
    }),
  },
  { $id: 'InvoiceComponent' },
);

export function toComponentBody(row: ComponentRow) {
  const [d1, d2, d3, d4, d5] = row.diagnosisCodes;
  return {
    id: row.id,
    invoiceId: row.invoiceId,
    productId: row.productId,
    position: row.position,
    description: row.description,
    quantity: Number(row.quantity),
    unitCost: fromCents(row.unitCostCents),
    discountPercentage: Number(row.discountPercentage),
    amount: fromCents(row.amountCents),
    paid: fromCents(row.paidCents),
    taxRate: row.taxRateBp,
    tax: fromCents(row.taxCents),
    bhfCode: row.bhfCode,
    nappiCode: row.nappiCode,
    modifier: row.modifier,
    diagnosisCode1: d1,
    diagnosisCode2: d2,
    diagnosisCode3: d3,
    diagnosisCode4: d4,
    diagnosisCode5: d5,
    allowedActions: allowedComponentActions(row),
  };
}
