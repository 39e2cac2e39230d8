import type { Queryable } from '../db/database.ts';

/**
 * The next invoice number of a company, INV-000123. The counter row is created from the highest
 * number already used (demo data, imports) and then incremented under its row lock, so concurrent
 * creations never collide; numbers someone else already took are skipped.
 */
export async function nextInvoiceNumber(tx: Queryable, companyId: number): Promise<string> {
  for (;;) {
    const { rows } = await tx.query<{ n: number }>(
      `insert into invoice_counters (company_id, last_number)
       values ($1, (select coalesce(max((substring(unique_id from '^INV-(\\d{1,15})$'))::bigint), 0) + 1
                      from invoices where company_id = $1))
       on conflict (company_id) do update set last_number = invoice_counters.last_number + 1
       returning last_number as n`,
      [companyId],
    );
    const uniqueId = `INV-${String(rows[0]!.n).padStart(6, '0')}`;
    const taken = await tx.query('select 1 from invoices where company_id = $1 and unique_id = $2', [
      companyId,
      uniqueId,
    ]);
    if (taken.rows.length === 0) return uniqueId;
  }
}
