import type { Queryable } from '../db/database.ts';
import type { ComponentValues } from './component-input.ts';
import type { InvoiceStatus } from './invoice-status.ts';
import type { LineTax } from '../tax/tax-settings.ts';

/** A stored component (invoice line). Quantity and discount are exact decimal strings ("2.5", "10"). */
export interface ComponentRow extends ComponentValues {
  id: number;
  invoiceId: number;
  companyId: number;
  productId: number | null;
  position: number;
  paidCents: number;
  /** The line's tax rate in basis points; null: no tax recorded (decision 45). */
  taxRateBp: number | null;
  /** The tax inside the tax-inclusive amount, whole cents (0 when no tax is recorded). */
  taxCents: number;
  /** The status of its invoice: what the line allows depends on it (component-actions.ts). */
  invoiceStatus: InvoiceStatus;
}

interface RawComponent extends Omit<ComponentRow, 'diagnosisCodes'> {
  diagnosisCode1: string | null;
  diagnosisCode2: string | null;
  diagnosisCode3: string | null;
  diagnosisCode4: string | null;
  diagnosisCode5: string | null;
}

const COLUMNS = `id, invoice_id as "invoiceId", company_id as "companyId", product_id as "productId", position,
  description, trim_scale(quantity)::text as quantity, unit_cost_cents as "unitCostCents",
  trim_scale(discount_percentage)::text as "discountPercentage", amount_cents as "amountCents",
  paid_cents as "paidCents", tax_rate_bp as "taxRateBp", tax_cents as "taxCents", bhf_code as "bhfCode", nappi_code as "nappiCode", modifier,
  diagnosis_code1 as "diagnosisCode1", diagnosis_code2 as "diagnosisCode2", diagnosis_code3 as "diagnosisCode3",
  diagnosis_code4 as "diagnosisCode4", diagnosis_code5 as "diagnosisCode5",
  (select inv.status from invoices inv where inv.id = invoice_components.invoice_id) as "invoiceStatus"`;

const ORDER = 'order by invoice_id, position, id';

// Property by property: an object rest (`{ a, ...rest } = raw`) made this 30 times slower, 0.8 ms for
// the 400 components of a page (docs/performance.md).
function toRow(raw: RawComponent): ComponentRow {
  return {
    id: raw.id,
    invoiceId: raw.invoiceId,
    companyId: raw.companyId,
    productId: raw.productId,
    position: raw.position,
    description: raw.description,
    quantity: raw.quantity,
    unitCostCents: raw.unitCostCents,
    discountPercentage: raw.discountPercentage,
    amountCents: raw.amountCents,
    paidCents: raw.paidCents,
    taxRateBp: raw.taxRateBp,
    taxCents: raw.taxCents,
    invoiceStatus: raw.invoiceStatus,
    bhfCode: raw.bhfCode,
    nappiCode: raw.nappiCode,
    modifier: raw.modifier,
    diagnosisCodes: [
      raw.diagnosisCode1,
      raw.diagnosisCode2,
      raw.diagnosisCode3,
      raw.diagnosisCode4,
      raw.diagnosisCode5,
    ],
  };
}

const valueParams = (v: ComponentValues) => [
  v.description,
  v.quantity,
  v.unitCostCents,
  v.discountPercentage,
  v.amountCents,
  v.bhfCode,
  v.nappiCode,
  v.modifier,
  ...v.diagnosisCodes,
];

/** Components are always read through the caller's company. */
export function componentsRepository(db: Queryable) {
  const select = async (where: string, params: unknown[], suffix = ORDER) =>
    (
      await db.query<RawComponent>(`select ${COLUMNS} from invoice_components where ${where} ${suffix}`, params)
    ).rows.map(toRow);

  return {
    byInvoice: (invoiceId: number, companyId: number) =>
      select('invoice_id = $1 and company_id = $2', [invoiceId, companyId]),
    byInvoices: (invoiceIds: readonly number[], companyId: number) =>
      select('invoice_id = any($1::bigint[]) and company_id = $2', [invoiceIds, companyId]),
    async find(id: number, companyId: number): Promise<ComponentRow | undefined> {
      return (await select('id = $1 and company_id = $2', [id, companyId]))[0];
    },
    /** Locks the component until the transaction ends (lock its invoice first). */
    async lock(id: number, companyId: number): Promise<ComponentRow | undefined> {
      return (await select('id = $1 and company_id = $2', [id, companyId], 'for update'))[0];
    },

    async insert(
      invoiceId: number,
      companyId: number,
      productId: number | null,
      position: number,
      values: ComponentValues,
      tax: LineTax,
    ): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `insert into invoice_components (invoice_id, company_id, product_id, position, description, quantity,
           unit_cost_cents, discount_percentage, amount_cents, bhf_code, nappi_code, modifier,
           diagnosis_code1, diagnosis_code2, diagnosis_code3, diagnosis_code4, diagnosis_code5, tax_rate_bp, tax_cents)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19) returning id`,
        [invoiceId, companyId, productId, position, ...valueParams(values), tax.taxRateBp, tax.taxCents],
      );
      return rows[0]!.id;
    },

    async update(id: number, values: ComponentValues, tax: LineTax): Promise<void> {
      await db.query(
        `update invoice_components set description = $2, quantity = $3, unit_cost_cents = $4, discount_percentage = $5,
           amount_cents = $6, bhf_code = $7, nappi_code = $8, modifier = $9, diagnosis_code1 = $10,
           diagnosis_code2 = $11, diagnosis_code3 = $12, diagnosis_code4 = $13, diagnosis_code5 = $14,
           tax_rate_bp = $15, tax_cents = $16
         where id = $1`,
        [id, ...valueParams(values), tax.taxRateBp, tax.taxCents],
      );
    },

    async addPaid(id: number, cents: number): Promise<void> {
      await db.query('update invoice_components set paid_cents = paid_cents + $2 where id = $1', [id, cents]);
    },

    async delete(id: number): Promise<void> {
      await db.query('delete from invoice_components where id = $1', [id]);
    },

    /** The invoice amount: the sum of its components. */
    async totalOf(invoiceId: number): Promise<number> {
      const { rows } = await db.query<{ total: number }>(
        'select coalesce(sum(amount_cents), 0)::bigint as total from invoice_components where invoice_id = $1',
        [invoiceId],
      );
      return rows[0]?.total ?? 0;
    },

    async nextPosition(invoiceId: number): Promise<number> {
      const { rows } = await db.query<{ next: number }>(
        'select coalesce(max(position) + 1, 0)::int as next from invoice_components where invoice_id = $1',
        [invoiceId],
      );
      return rows[0]?.next ?? 0;
    },
  };
}
