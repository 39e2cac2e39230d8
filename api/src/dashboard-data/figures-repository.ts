import type { Queryable } from '../db/database.ts';
import type { Cents } from '../shared/money.ts';

/** One client's or product's invoices of a period, in cents. */
export interface FigureRow {
  id: number | null;
  name: string;
  invoicedCents: Cents;
  paidCents: Cents;
  count: number;
}

/** The invoices of the period: invoiced in the company's time zone, from start 00:00 to the end of the end date. */
const PERIOD_INVOICES = `select i.* from invoices i
  where i.company_id = $1
    and ($2::date is null or i.invoiced >= ($2::date::timestamp at time zone $4))
    and ($3::date is null or i.invoiced < (($3::date + 1)::timestamp at time zone $4))`;

/**
 * The figures per client and per product (GET /api/client1/data/{clients,products}/{companyId}). An
 * invoice's `paid` is what it counts as settled (payments and write-offs). A product's share of it is
 * what was paid on its lines, plus the payments made to the whole invoice, which settle the lines in
 * their order (position, then id), each up to what it still owes.
 */
export function figuresRepository(db: Queryable) {
  return {
    async byClient(companyId: number, start: string | null, end: string | null, timeZone: string) {
      const { rows } = await db.query<FigureRow>(
        `select c.id, btrim(c.first_name || ' ' || c.last_name) as name,
                sum(i.amount_cents)::bigint as "invoicedCents", sum(i.paid_cents)::bigint as "paidCents",
                count(*)::int as count
           from (${PERIOD_INVOICES}) i join clients c on c.id = i.client_id
          group by c.id order by sum(i.amount_cents - i.paid_cents) desc, c.id`,
        [companyId, start, end, timeZone],
      );
      return rows;
    },

    async byProduct(companyId: number, start: string | null, end: string | null, timeZone: string) {
      const { rows } = await db.query<FigureRow & { quantity: string }>(
        `with period as (${PERIOD_INVOICES}),
         lines as (
           select ic.invoice_id, ic.product_id, ic.quantity, ic.amount_cents, ic.paid_cents,
                  ic.amount_cents - ic.paid_cents as open_cents,
                  coalesce(sum(ic.amount_cents - ic.paid_cents) over (
                    partition by ic.invoice_id order by ic.position, ic.id
                    rows between unbounded preceding and 1 preceding), 0) as open_before,
                  p.paid_cents - sum(ic.paid_cents) over (partition by ic.invoice_id) as invoice_level
             from invoice_components ic join period p on p.id = ic.invoice_id
         )
         select l.product_id as id, coalesce(pr.name, 'Lines without a product') as name,
                sum(l.amount_cents)::bigint as "invoicedCents",
                sum(l.paid_cents + greatest(0, least(l.open_cents, l.invoice_level - l.open_before)))::bigint as "paidCents",
                count(distinct l.invoice_id)::int as count, sum(l.quantity)::text as quantity
           from lines l left join products pr on pr.id = l.product_id
          group by l.product_id, pr.name
          order by sum(l.amount_cents) desc, l.product_id nulls last`,
        [companyId, start, end, timeZone],
      );
      return rows;
    },
  };
}
