import type { Queryable } from '../db/database.ts';
import type { AccountType } from '../financial-accounts/default-chart.ts';
import type { Cents } from '../shared/money.ts';
import { localDatesAsInstants, splitIntoUtcDays } from './utc-days.ts';

export interface PeriodTotals {
  /** Invoiced in the period (income). */
  invoiceCents: Cents;
  /** Payments received in the period; write-offs (type W) are not money received. */
  paymentCents: Cents;
}

export interface AccountAmountRow {
  financialAccountCode: string;
  financialAccountName: string;
  financialAccountType: AccountType;
  /** debit − credit of the account's active transactions in the period. */
  amountCents: Cents;
}

export interface MonthRow {
  month: string;
  incomeCents: Cents;
  expensesCents: Cents;
}

/**
 * Instants (invoiced, paid) count in the company's time zone: the period runs from start 00:00
 * local to the end of the end date local, both as timestamptz so the (company_id, instant) indexes
 * serve the range. A null start or end leaves that side open (all time).
 */
const INSTANT_IN_PERIOD = (column: string) => `($2::date is null or ${column} >= ($2::date::timestamp at time zone $4))
  and ($3::date is null or ${column} < (($3::date + 1)::timestamp at time zone $4))`;

/** Whole UTC days of the daily totals tables: $2 (any), $3 first day, $4 end day (exclusive); nulls are open. */
const WHOLE_DAYS = `$2 and ($3::date is null or day >= $3::date) and ($4::date is null or day < $4::date)`;

/** The partial days at the period's ends, read from the rows: [$5, $6) and [$7, $8). */
const IN_EDGES = (column: string) => `((${column} >= $5::timestamptz and ${column} < $6::timestamptz)
  or (${column} >= $7::timestamptz and ${column} < $8::timestamptz))`;

/** The dashboard's figures, all computed in SQL (the period totals from the daily totals, migration 007). */
export function summaryRepository(db: Queryable) {
  return {
    async periodTotals(
      companyId: number,
      start: string | null,
      end: string | null,
      timeZone: string,
    ): Promise<PeriodTotals> {
      const instants = localDatesAsInstants(start, end, timeZone);
      const { days, edges } = splitIntoUtcDays(instants.from, instants.to);
      const [first, second] = edges;
      const { rows } = await db.query<PeriodTotals>(
        `select
           (select coalesce(sum(amount_cents), 0)::bigint from invoice_day_totals
             where company_id = $1 and ${WHOLE_DAYS}) +
           (select coalesce(sum(amount_cents), 0)::bigint from invoices
             where company_id = $1 and ${IN_EDGES('invoiced')}) as "invoiceCents",
           (select coalesce(sum(received_cents), 0)::bigint from payment_day_totals
             where company_id = $1 and ${WHOLE_DAYS}) +
           (select coalesce(sum(amount_cents), 0)::bigint from payments
             where company_id = $1 and type <> 'W' and ${IN_EDGES('paid')}) as "paymentCents"`,
        [
          companyId,
          days !== null,
          days?.firstDay ?? null,
          days?.endDay ?? null,
          first?.from ?? null,
          first?.to ?? null,
          second?.from ?? null,
          second?.to ?? null,
        ],
      );
      return rows[0]!;
    },

    /**
     * One row per expense (E) account: debit − credit of its active transactions processed in the
     * period (from the daily totals). Inactive accounts appear only when they have an amount.
     */
    async expensesByAccount(companyId: number, start: string, end: string): Promise<AccountAmountRow[]> {
      const { rows } = await db.query<AccountAmountRow>(
        `select a.code as "financialAccountCode", a.name as "financialAccountName", a.type as "financialAccountType",
                coalesce(sum(t.debit_cents - t.credit_cents), 0)::bigint as "amountCents"
           from financial_accounts a
           left join financial_account_day_totals t
             on t.financial_account_id = a.id and t.day between $2::date and $3::date
          where a.company_id = $1 and a.type = 'E'
          group by a.id, a.code, a.name, a.type, a.status
         having a.status = 'A' or coalesce(sum(t.debit_cents - t.credit_cents), 0) <> 0
          order by a.code`,
        [companyId, start, end],
      );
      return rows;
    },

    /** Income and expenses per calendar month of the period, every month present (zeros too). */
    async monthly(companyId: number, start: string, end: string, timeZone: string): Promise<MonthRow[]> {
      const { rows } = await db.query<MonthRow>(
        `with months as (
           select generate_series(date_trunc('month', $2::date::timestamp),
                                  date_trunc('month', $3::date::timestamp), interval '1 month')::date as month
         ), income as (
           select date_trunc('month', invoiced at time zone $4)::date as month, sum(amount_cents) as cents
             from invoices
            where company_id = $1 and ${INSTANT_IN_PERIOD('invoiced')}
            group by 1
         ), expenses as (
           select date_trunc('month', t.day::timestamp)::date as month,
                  sum(t.debit_cents - t.credit_cents) as cents
             from financial_account_day_totals t join financial_accounts a on a.id = t.financial_account_id
            where a.company_id = $1 and a.type = 'E' and t.day between $2::date and $3::date
            group by 1
         )
         select m.month, coalesce(i.cents, 0)::bigint as "incomeCents", coalesce(e.cents, 0)::bigint as "expensesCents"
           from months m left join income i on i.month = m.month left join expenses e on e.month = m.month
          order by m.month`,
        [companyId, start, end, timeZone],
      );
      return rows;
    },
  };
}
