import type { Queryable } from '../db/database.ts';
import { timeZoneOf } from '../shared/time.ts';
import { taxSettingsOf, type TaxSettings } from '../tax/tax-settings.ts';

export interface CompanyRow {
  id: number;
  name: string;
  type: 'H' | 'B';
  region: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  practiceNumber: string | null;
  vatNumber: string | null;
  /** The zone its instants are shown and read in: the one it chose, else its region's default. */
  timeZone: string;
  /** True when the company chose its time zone; false when it follows its region's default. */
  timeZoneChosen: boolean;
  /** Its VAT/GST settings (decision 45); `registrationNumber` is `vatNumber`. */
  tax: TaxSettings;
}

/** A change of the company's tax settings; a field left out keeps its value. */
export interface TaxChange {
  chargesTax?: boolean;
  vatNumber?: string | null;
  /** null: back to the region's rates. */
  taxRatesBp?: number[] | null;
}

export function companiesRepository(db: Queryable) {
  return {
    async find(id: number): Promise<CompanyRow | undefined> {
      const { rows } = await db.query<
        Omit<CompanyRow, 'timeZone' | 'timeZoneChosen' | 'tax'> & {
          chosenZone: string | null;
          chargesTax: boolean;
          taxRatesBp: number[] | null;
        }
      >(
        `select id, name, type, region, email, phone, address,
                practice_number as "practiceNumber", vat_number as "vatNumber", time_zone as "chosenZone",
                charges_tax as "chargesTax", tax_rates_bp as "taxRatesBp"
           from companies where id = $1`,
        [id],
      );
      const row = rows[0];
      if (!row) return undefined;
      const { chosenZone, chargesTax, taxRatesBp, ...company } = row;
      return {
        ...company,
        timeZone: timeZoneOf(company.region, chosenZone),
        timeZoneChosen: chosenZone !== null,
        tax: taxSettingsOf({ region: company.region, chargesTax, vatNumber: company.vatNumber, taxRatesBp }),
      };
    },
    /** Changes the company's VAT/GST settings: whether it charges tax, its registration number, its rates. */
    async setTax(id: number, change: TaxChange): Promise<void> {
      await db.query(
        `update companies set
           charges_tax = case when $2::boolean then $3::boolean else charges_tax end,
           vat_number = case when $4::boolean then $5::text else vat_number end,
           tax_rates_bp = case when $6::boolean then $7::integer[] else tax_rates_bp end
         where id = $1`,
        [
          id,
          change.chargesTax !== undefined,
          change.chargesTax ?? null,
          change.vatNumber !== undefined,
          change.vatNumber ?? null,
          change.taxRatesBp !== undefined,
          change.taxRatesBp ?? null,
        ],
      );
    },
    /** Chooses the company's time zone (null: back to its region's default). */
    async setTimeZone(id: number, zone: string | null): Promise<void> {
      await db.query('update companies set time_zone = $2 where id = $1', [id, zone]);
    },
    async insert(company: { name: string; type: 'H' | 'B'; region: string; email: string | null }): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        'insert into companies (name, type, region, email) values ($1, $2, $3, $4) returning id',
        [company.name, company.type, company.region, company.email],
      );
      return rows[0]!.id;
    },
  };
}
