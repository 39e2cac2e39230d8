import type { Queryable } from '../db/database.ts';
import type { Cents } from '../shared/money.ts';

export interface AgedInvoiceRow {
  clientId: number;
  clientName: string;
  /** Days past due on the as-of date (≤ 0: not yet due). */
  daysPastDue: number;
  /** What the invoice still owed at the end of the as-of date. */
  owedCents: Cents;
}

export interface AccountMonthRow {
  code: string;
  name: string;
  type: 'I' | 'E';
  month: string | null;
  /** Income: credit − debit; expense: debit − credit. */
  amountCents: Cents;
}

export interface TypeMonthRow {
  month: string;
  type: string;
  amountCents: Cents;
  count: number;
}

/** The reports' SQL (docs/guide-reports.md says what each figure means). */
export function reportsRepository(db: Queryable) {
  return {
    /**
     * The invoices open at the end of the as-of date (company time zone): invoiced by then, not archived,
     * owing amount − paid as of then. Today's paid (payments and write-offs; a reversal deletes its
     * payment, so it no longer counts) minus the payments dated after the as-of date gives what was paid
     * by then. The due date is the invoice's, or its invoice date when it has none.
     */
    async agedInvoices(companyId: number, asOf: string, timeZone: string): Promise<AgedInvoiceRow[]> {
      const { rows } = await db.query<AgedInvoiceRow>(
        `with open as (
           select i.client_id, coalesce(i.due, (i.invoiced at time zone $3)::date) as due,
                  i.amount_cents - i.paid_cents + coalesce((
                    select sum(p.amount_cents) from payments p
                     where p.company_id = $1 and p.invoice_id = i.id and p.paid >= (($2::date + 1)::timestamp at time zone $3)), 0) as owed
             from invoices i
            where i.company_id = $1 and i.status <> 'C'
              and i.invoiced < (($2::date + 1)::timestamp at time zone $3)
         )
         select o.client_id as "clientId", btrim(c.first_name || ' ' || c.last_name) as "clientName",
                ($2::date - o.due)::int as "daysPastDue", o.owed::bigint as "owedCents"
           from open o join clients c on c.id = o.client_id and c.company_id = $1
          where o.owed > 0
          order by c.last_name, c.first_name, c.id, o.due`,
        [companyId, asOf, timeZone],
      );
      return rows;
    },

    /**
     * Income (I) and expense (E) accounts per month of the period, from the daily totals of the stored
     * active transactions (migrations 007 and 018: an import still being written is not in them). Every
     * active I and E account has a row (month null when it has no amount); inactive ones only with amounts.
     */
    async accountMonths(companyId: number, start: string, end: string): Promise<AccountMonthRow[]> {
      const { rows } = await db.query<AccountMonthRow>(
        `select a.code, a.name, a.type,
                to_char(date_trunc('month', t.day::timestamp), 'YYYY-MM-DD') as month,
                coalesce(sum(case when a.type = 'I' then t.credit_cents - t.debit_cents
                                  else t.debit_cents - t.credit_cents end), 0)::bigint as "amountCents"
           from financial_accounts a
           left join financial_account_day_totals t
             on t.financial_account_id = a.id and t.day between $2::date and $3::date
          where a.company_id = $1 and a.type in ('I', 'E')
            and (a.status = 'A' or t.day is not null)
          group by a.id, a.code, a.name, a.type, 4
          order by a.type desc, a.code, 4`,
        [companyId, start, end],
      );
      return rows;
    },

    /** Money received per month (company time zone) and payment type; write-offs (W) are not money received. */
    async paymentsByTypeMonth(
      companyId: number,
      start: string,
      end: string,
      timeZone: string,
    ): Promise<TypeMonthRow[]> {
      const { rows } = await db.query<TypeMonthRow>(
        `select to_char(date_trunc('month', paid at time zone $4), 'YYYY-MM-DD') as month, type,
                sum(amount_cents)::bigint as "amountCents", count(*)::int as count
           from payments
          where company_id = $1 and type <> 'W'
            and paid >= ($2::date::timestamp at time zone $4) and paid < (($3::date + 1)::timestamp at time zone $4)
          group by 1, 2 order by 1, 2`,
        [companyId, start, end, timeZone],
      );
      return rows;
    },
  };
}
