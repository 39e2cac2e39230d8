import type { Queryable } from '../db/database.ts';
import { lineTaxCents } from './line-tax.ts';
import { badRequest, notFound } from '../shared/problem.ts';

/** One rate a company may put on a line, in basis points (1500 = 15 %). */
export interface TaxRate {
  rateBp: number;
  label: string;
}

/** What a region's tax is called and the rates a company there starts with (the first: the rate of a new line). */
export interface RegionTax {
  name: string;
  rates: readonly TaxRate[];
}

/**
 * The defaults by region (DESIGN.md's regions; docs/guide-company-settings.md). A company may replace the rates.
 * Canada: HST 13 % first, as the region's default time zone is Toronto (Ontario); GST 5 % for the provinces
 * without HST, HST 15 % for the Atlantic provinces. India: the 18 % slab first (most services), then 5, 12, 28, 0.
 */
export const REGION_TAX: Readonly<Record<string, RegionTax>> = {
  ZA: {
    name: 'VAT',
    rates: [
      { rateBp: 1500, label: 'Standard' },
      { rateBp: 0, label: 'Zero-rated' },
    ],
  },
  UK: {
    name: 'VAT',
    rates: [
      { rateBp: 2000, label: 'Standard' },
      { rateBp: 500, label: 'Reduced' },
      { rateBp: 0, label: 'Zero' },
    ],
  },
  CA: {
    name: 'GST/HST',
    rates: [
      { rateBp: 1300, label: 'HST (Ontario)' },
      { rateBp: 500, label: 'GST' },
      { rateBp: 1500, label: 'HST (Atlantic provinces)' },
      { rateBp: 0, label: 'Zero-rated' },
    ],
  },
  IN: {
    name: 'GST',
    rates: [
      { rateBp: 1800, label: 'GST 18%' },
      { rateBp: 500, label: 'GST 5%' },
      { rateBp: 1200, label: 'GST 12%' },
      { rateBp: 2800, label: 'GST 28%' },
      { rateBp: 0, label: 'Nil-rated' },
    ],
  },
};

/** Any other region: "Tax" with no rate until the company gives one. */
const OTHER_REGION: RegionTax = { name: 'Tax', rates: [] };

export const regionTax = (region: string): RegionTax => REGION_TAX[region] ?? OTHER_REGION;

/** A company's tax settings as the api uses and answers them. */
export interface TaxSettings {
  /** False (the default): no tax on any line, no tax anywhere, the VAT/GST report refused. */
  chargesTax: boolean;
  /** The region's name for the tax: VAT, GST/HST, GST or Tax. */
  taxName: string;
  /** The company's VAT/GST registration number (companies.vat_number), shown on its invoices when it charges tax. */
  registrationNumber: string | null;
  /** Its rates, the first being the rate of a new line: its own when it chose them, else its region's. */
  rates: TaxRate[];
  /** True when the company chose its rates; false while it follows its region's. */
  ratesChosen: boolean;
}

/** Labels a chosen rate with the region's label for the same rate, else its percentage. */
export function ratesFrom(region: string, chosen: readonly number[] | null): TaxRate[] {
  const defaults = regionTax(region).rates;
  if (chosen === null) return defaults.map((r) => ({ ...r }));
  return chosen.map((rateBp) => ({
    rateBp,
    label: defaults.find((d) => d.rateBp === rateBp)?.label ?? 'Other',
  }));
}

export function taxSettingsOf(row: {
  region: string;
  chargesTax: boolean;
  vatNumber: string | null;
  taxRatesBp: number[] | null;
}): TaxSettings {
  return {
    chargesTax: row.chargesTax,
    taxName: regionTax(row.region).name,
    registrationNumber: row.vatNumber,
    rates: ratesFrom(row.region, row.taxRatesBp),
    ratesChosen: row.taxRatesBp !== null,
  };
}

/** The company's tax settings (404 when it is gone). */
export async function companyTaxSettings(db: Queryable, companyId: number): Promise<TaxSettings> {
  const { rows } = await db.query<{
    region: string;
    chargesTax: boolean;
    vatNumber: string | null;
    taxRatesBp: number[] | null;
  }>(
    `select region, charges_tax as "chargesTax", vat_number as "vatNumber", tax_rates_bp as "taxRatesBp"
       from companies where id = $1`,
    [companyId],
  );
  const row = rows[0];
  if (!row) throw notFound('Company');
  return taxSettingsOf(row);
}

/**
 * The rate a line records: none when the company does not charge tax; else the one asked for (which must be one
 * of the company's rates, 400 otherwise), else the line's current one, else the company's first rate.
 */
export function lineRate(
  settings: TaxSettings,
  asked: number | null | undefined,
  current: number | null,
): number | null {
  if (!settings.chargesTax) return null;
  if (asked !== undefined && asked !== null) {
    if (!settings.rates.some((r) => r.rateBp === asked)) {
      const allowed = settings.rates.map((r) => r.rateBp).join(', ');
      throw badRequest(`taxRate ${asked} is not one of the company's rates (${allowed} basis points)`, [
        { field: 'taxRate', message: 'is not one of the company’s tax rates' },
      ]);
    }
    return asked;
  }
  if (current !== null) return current;
  return settings.rates[0]?.rateBp ?? null;
}

/** What a line stores: its rate (null: no tax recorded) and the tax in its tax-inclusive amount. */
export interface LineTax {
  taxRateBp: number | null;
  taxCents: number;
}

export const NO_TAX: LineTax = { taxRateBp: null, taxCents: 0 };

/** The tax a line records for its amount (lineRate decides the rate; lineTaxCents the cents). */
export function recordLineTax(
  settings: TaxSettings,
  amountCents: number,
  asked?: number | null,
  current: number | null = null,
): LineTax {
  const taxRateBp = lineRate(settings, asked, current);
  return taxRateBp === null ? NO_TAX : { taxRateBp, taxCents: lineTaxCents(amountCents, taxRateBp) };
}

/** The account whose debits are the tax a company paid (input tax) in the VAT/GST report (decision 45). */
export const INPUT_TAX_ACCOUNT = { code: '1150', name: 'VAT/GST input (tax paid)', type: 'CA' } as const;

/** Gives the company the input tax account when it starts charging tax (a company that has it keeps its own). */
export async function ensureInputTaxAccount(tx: Queryable, companyId: number): Promise<void> {
  await tx.query(
    `insert into financial_accounts (company_id, code, name, type) values ($1, $2, $3, $4)
     on conflict (company_id, code) do nothing`,
    [companyId, INPUT_TAX_ACCOUNT.code, INPUT_TAX_ACCOUNT.name, INPUT_TAX_ACCOUNT.type],
  );
}
