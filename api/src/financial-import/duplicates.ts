import type { Queryable } from '../db/database.ts';
import { fromCents } from '../shared/money.ts';
import type { StatementRow } from './statement-row.ts';

export interface ReviewRow {
  /** Position in the statement, from 1. */
  id: number;
  line: number;
  processed: string;
  /** The file's account code, else the suggestion, else blank. */
  financialAccountCode: string;
  description: string;
  /** < 0 money out, > 0 money in. */
  amount: number;
  duplicate: boolean;
  suggestedAccountCode: string | null;
}

/**
 * Rows with a stored twin: the same processed date, amount (as debit or credit) and description
 * (case-insensitive, trimmed). One query for all rows; returns their indexes. The statement's
 * date range bounds the stored rows the query reads: without it, PostgreSQL hashes every
 * transaction of the company (1,000,000 in the benchmark, spilling to disk) for a file of a month.
 */
async function duplicateIndexes(db: Queryable, companyId: number, rows: readonly StatementRow[]): Promise<Set<number>> {
  const dates = rows.map((r) => r.processed);
  const { rows: found } = await db.query<{ i: number }>(
    `select u.i from unnest($2::int[], $3::date[], $4::bigint[], $5::text[]) as u(i, processed, amount_cents, description)
      where exists (
        select 1 from financial_transactions t
         where t.company_id = $1 and t.processed between $6 and $7 and t.processed = u.processed
           and lower(btrim(t.description)) = lower(btrim(u.description))
           and case when u.amount_cents < 0 then t.debit_cents = -u.amount_cents else t.credit_cents = u.amount_cents end)`,
    [
      companyId,
      rows.map((_, i) => i),
      dates,
      rows.map((r) => r.amountCents),
      rows.map((r) => r.description),
      dates.reduce((a, b) => (b < a ? b : a)),
      dates.reduce((a, b) => (b > a ? b : a)),
    ],
  );
  return new Set(found.map((r) => r.i));
}

/**
 * For each distinct description, the account its earlier transactions used most (latest wins a tie).
 * Counted per account id, then named: the inner query reads only the covering index of migration 009
 * (index-only), and an account's id and code are one-to-one within the company.
 */
async function suggestedAccounts(
  db: Queryable,
  companyId: number,
  rows: readonly StatementRow[],
): Promise<Map<string, string>> {
  const { rows: found } = await db.query<{ description: string; code: string }>(
    `with wanted as (select distinct d as description from unnest($2::text[]) as d)
     select w.description, s.code
       from wanted w cross join lateral (
         select a.code
           from (select t.financial_account_id, count(*) as uses, max(t.processed) as latest
                   from financial_transactions t
                  where t.company_id = $1 and lower(btrim(t.description)) = lower(btrim(w.description))
                  group by t.financial_account_id) u
           join financial_accounts a on a.id = u.financial_account_id
          order by u.uses desc, u.latest desc, a.code
          limit 1) s`,
    [companyId, rows.map((r) => r.description)],
  );
  return new Map(found.map((r) => [r.description, r.code]));
}

/** The statement's rows as the review shows them: flagged duplicates and suggested accounts. */
export async function reviewRows(
  db: Queryable,
  companyId: number,
  rows: readonly StatementRow[],
): Promise<ReviewRow[]> {
  if (rows.length === 0) return [];
  // Independent reads: on a PostgreSQL pool they run side by side.
  const [duplicates, suggestions] = await Promise.all([
    duplicateIndexes(db, companyId, rows),
    suggestedAccounts(db, companyId, rows),
  ]);
  return rows.map((row, i) => {
    const suggested = suggestions.get(row.description) ?? null;
    return {
      id: i + 1,
      line: row.line,
      processed: row.processed,
      financialAccountCode: row.accountCode || suggested || '',
      description: row.description,
      amount: fromCents(row.amountCents),
      duplicate: duplicates.has(i),
      suggestedAccountCode: suggested,
    };
  });
}
