import type { Queryable } from '../db/database.ts';
import type { Cents } from '../shared/money.ts';

export interface OutputTaxRow {
  rateBp: number;
  lines: number;
  invoices: number;
  /** The lines' tax-inclusive amounts. */
  grossCents: Cents;
  taxCents: Cents;
}

export interface InputTaxRow {
  code: string;
  name: string;
  debitCents: Cents;
  creditCents: Cents;
}

/** The VAT/GST report's SQL (docs/guide-reports.md, "VAT/GST"; decision 45 says what each figure means). */
export function taxReportRepository(db: Queryable) {
  return {
    /**
     * Output tax: the lines that recorded a rate, of the company's invoices dated in the period (the invoice date
     * in the company's time zone is the tax point) that are not archived, grouped by the rate each line recorded.
     */
    async outputTax(companyId: number, start: string, end: string, timeZone: string): Promise<OutputTaxRow[]> {
      const { rows } = await db.query<OutputTaxRow>(
        `select ic.tax_rate_bp as "rateBp", count(*)::int as lines, count(distinct i.id)::int as invoices,
                sum(ic.amount_cents)::bigint as "grossCents", sum(ic.tax_cents)::bigint as "taxCents"
           from invoices i
           join invoice_components ic on ic.invoice_id = i.id and ic.company_id = $1
          where i.company_id = $1 and i.status <> 'C' and ic.tax_rate_bp is not null
            and i.invoiced >= ($2::date::timestamp at time zone $4)
            and i.invoiced < (($3::date + 1)::timestamp at time zone $4)
          group by ic.tax_rate_bp
          order by ic.tax_rate_bp desc`,
        [companyId, start, end, timeZone],
      );
      return rows;
    },

    /**
     * Input tax: debits and credits of the company's input tax account (by code) over the period's days, from the
     * daily totals of the stored active transactions, as profit and loss reads them (an import still being
     * written is not in them). No row when the company has no such account.
     */
    async inputTax(companyId: number, code: string, start: string, end: string): Promise<InputTaxRow | undefined> {
      const { rows } = await db.query<InputTaxRow>(
        `select a.code, a.name, coalesce(sum(t.debit_cents), 0)::bigint as "debitCents",
                coalesce(sum(t.credit_cents), 0)::bigint as "creditCents"
           from financial_accounts a
           left join financial_account_day_totals t
             on t.financial_account_id = a.id and t.day between $3::date and $4::date
          where a.company_id = $1 and a.code = $2
          group by a.id, a.code, a.name`,
        [companyId, code, start, end],
      );
      return rows[0];
    },
  };
}
