import { companyRuleMatcher, type CompanyRuleMatcher } from '../account-rules/company-rules.ts';
import type { Queryable } from '../db/database.ts';
import { fromCents } from '../shared/money.ts';
import type { StatementRow } from './statement-row.ts';

export interface ReviewRow {
  /** Position in the statement, from 1. */
  id: number;
  line: number;
  processed: string;
  /** The file's account code, else the first matching account rule's, else the suggestion, else blank. */
  financialAccountCode: string;
  description: string;
  /** < 0 money out, > 0 money in. */
  amount: number;
  duplicate: boolean;
  /** What it duplicates: a stored transaction, or an earlier row of the same file. */
  duplicateOf: 'stored' | 'file' | null;
  suggestedAccountCode: string | null;
  /** The account rule that set financialAccountCode (a row with the file's own code has none). */
  ruleId: number | null;
  /** The bank's reference of the transaction, when the file has one. */
  reference: string | null;
}

/**
 * Rows with a stored twin: the same processed date, amount (as debit or credit) and description
 * (case-insensitive, trimmed). One query for all rows; returns their indexes. Each row is looked up
 * by date and amount (financial_transactions_same_day_amount_idx, migration 010) and only the few
 * transactions found have their description compared: 0.3 s for 100,000 rows over a million
 * transactions, where joining on the description sorted a year of them (0.7–1.3 s).
 */
async function duplicateIndexes(db: Queryable, companyId: number, rows: readonly StatementRow[]): Promise<Set<number>> {
  const { rows: found } = await db.query<{ i: number }>(
    `select u.i from unnest($2::int[], $3::date[], $4::bigint[], $5::text[]) as u(i, processed, amount_cents, description)
      where exists (
        select 1 from financial_transactions_stored t
         where t.company_id = $1 and t.processed = u.processed
           and t.debit_cents = greatest(-u.amount_cents, 0) and t.credit_cents = greatest(u.amount_cents, 0)
           and lower(btrim(t.description)) = lower(btrim(u.description)))`,
    [
      companyId,
      rows.map((_, i) => i),
      rows.map((r) => r.processed),
      rows.map((r) => r.amountCents),
      rows.map((r) => r.description),
    ],
  );
  return new Set(found.map((r) => r.i));
}

/**
 * For each distinct description, the account its earlier transactions used most (latest wins a tie,
 * then the lower code), from the counts of financial_description_accounts (migration 010).
 */
async function suggestedAccounts(
  db: Queryable,
  companyId: number,
  descriptions: readonly string[],
): Promise<Map<string, string>> {
  const { rows: found } = await db.query<{ description: string; code: string }>(
    `select distinct on (w.description) w.description, a.code
       from unnest($2::text[]) as w(description)
       join financial_description_accounts u
         on u.company_id = $1 and u.description_key = lower(btrim(w.description)) and u.uses > 0
       join financial_accounts a on a.id = u.financial_account_id
      order by w.description, u.uses desc, u.latest desc nulls last, a.code`,
    [companyId, descriptions],
  );
  return new Map(found.map((r) => [r.description, r.code]));
}

/** Rows read before their chunk's lookups start: 10 lookups for a 100,000-row statement. */
export const REVIEW_CHUNK_ROWS = 10_000;

export interface StatementReview {
  /** Takes the next row of the statement, in file order (may be passed on unbound). */
  add: (row: StatementRow) => void;
  /** The rows as the review shows them: flagged duplicates, accounts from the rules and suggested accounts. */
  finish: () => Promise<ReviewRow[]>;
}

/**
 * Reviews a statement while it is read: each chunk of rows gets its duplicate check, and the
 * descriptions not seen before their suggestion, as soon as it is complete. On a PostgreSQL pool the
 * database answers them while the rest of the file is parsed, instead of after it.
 */
export function statementReview(db: Queryable, companyId: number, chunkRows = REVIEW_CHUNK_ROWS): StatementReview {
  const rows: StatementRow[] = [];
  const duplicateChecks: Promise<number[]>[] = [];
  const suggestionLookups: Promise<Map<string, string>>[] = [];
  const asked = new Set<string>();
  // The company's account rules, read once per review and matched in memory in finish().
  const rules: Promise<CompanyRuleMatcher> = companyRuleMatcher(db, companyId);
  rules.catch(() => undefined);
  // Rows the file lists twice (same date, amount, description and reference): the later one is flagged.
  const seen = new Set<string>();
  const repeated = new Set<number>();
  let looked = 0;

  function lookUp() {
    const offset = looked;
    const chunk = rows.slice(offset);
    looked = rows.length;
    if (chunk.length === 0) return;
    const found = duplicateIndexes(db, companyId, chunk).then((indexes) => [...indexes].map((i) => i + offset));
    duplicateChecks.push(found);
    const fresh = [...new Set(chunk.map((r) => r.description))].filter((d) => !asked.has(d));
    for (const description of fresh) asked.add(description);
    const suggested = fresh.length > 0 ? suggestedAccounts(db, companyId, fresh) : undefined;
    if (suggested) suggestionLookups.push(suggested);
    // Awaited in finish(); a file that fails later never gets there, and must not leave a rejection unhandled.
    for (const lookup of [found, suggested]) lookup?.catch(() => undefined);
  }

  return {
    add(row) {
      const key = `${row.processed}|${row.amountCents}|${row.description.toLowerCase()}|${row.reference ?? ''}`;
      if (seen.has(key)) repeated.add(rows.length);
      else seen.add(key);
      rows.push(row);
      if (rows.length - looked >= chunkRows) lookUp();
    },
    async finish() {
      lookUp();
      const [duplicateLists, suggestionMaps, matchRule] = await Promise.all([
        Promise.all(duplicateChecks),
        Promise.all(suggestionLookups),
        rules,
      ]);
      const duplicates = new Set(duplicateLists.flat());
      const suggestions = new Map(suggestionMaps.flatMap((found) => [...found]));
      return rows.map((row, i) => {
        const suggested = suggestions.get(row.description) ?? null;
        const rule = row.accountCode ? undefined : matchRule(row.description, row.amountCents);
        const duplicateOf = duplicates.has(i) ? 'stored' : repeated.has(i) ? 'file' : null;
        return {
          id: i + 1,
          line: row.line,
          processed: row.processed,
          financialAccountCode: row.accountCode || rule?.financialAccountCode || suggested || '',
          description: row.description,
          amount: fromCents(row.amountCents),
          duplicate: duplicateOf !== null,
          duplicateOf,
          suggestedAccountCode: suggested,
          ruleId: rule?.id ?? null,
          reference: row.reference ?? null,
        };
      });
    },
  };
}

/** A statement read whole (PDF) as the review shows it. */
export function reviewRows(db: Queryable, companyId: number, rows: readonly StatementRow[]): Promise<ReviewRow[]> {
  const review = statementReview(db, companyId);
  for (const row of rows) review.add(row);
  return review.finish();
}
