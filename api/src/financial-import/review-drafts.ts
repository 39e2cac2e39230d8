import { companyRuleMatcher, type CompanyRuleMatcher } from '../account-rules/company-rules.ts';
import type { Queryable } from '../db/database.ts';
import { fromCents } from '../shared/money.ts';
import { notFound } from '../shared/problem.ts';
import type { ReviewRow } from './duplicates.ts';
import type { StatementRow } from './statement-row.ts';

/**
 * The most rows a statement reviewed on the server may have (a 60 MB CSV holds about a million). */
export const MAX_DRAFT_ROWS = 2_000_000;
/** Rows written to a draft per statement (each with its duplicate check and suggestion). */
export const DRAFT_CHUNK_ROWS = 10_000;
/** Rows of a draft's page: the first comes with the review, the rest from the rows route. */
export const DRAFT_PAGE_ROWS = 100;
/** The most rows one page may ask for. */
export const MAX_DRAFT_PAGE_ROWS = 1_000;
/** A draft not stored after this long is removed by the company's next review. */
export const DRAFT_KEPT_HOURS = 24;

/** Writes a statement's rows to a review draft as they are read, a chunk at a time. */
export interface DraftWriter {
  reviewId: number;
  /** Takes the next row in file order; answers a promise (to be awaited) when it wrote a chunk. */
  add: (row: StatementRow) => Promise<void> | undefined;
  /** Writes what is left, flags the rows an earlier row of the file repeats; answers the totals. */
  finish: () => Promise<DraftTotals>;
}

export interface DraftTotals {
  count: number;
  moneyInCents: number;
  moneyOutCents: number;
  duplicates: number;
}

/**
 * One statement per chunk: the rows with their suggested account (the account their description used
 * most, as suggestedAccounts in duplicates.ts) and whether a stored transaction has the same date,
 * amount and description (as duplicateIndexes), both answered by the database as the rows are written.
 */
const INSERT_CHUNK = `
  insert into financial_import_review_rows
    (review_id, position, line, processed, description, amount_cents, account_code, rule_id, reference,
     suggested_account_code, duplicate_of)
  select $1, u.position, u.line, u.processed, u.description, u.amount_cents, u.account_code, u.rule_id, u.reference,
    (select a.code from financial_description_accounts d join financial_accounts a on a.id = d.financial_account_id
      where d.company_id = $2 and d.description_key = lower(btrim(u.description)) and d.uses > 0
      order by d.uses desc, d.latest desc nulls last, a.code limit 1),
    case when exists (
      select 1 from financial_transactions_stored t
       where t.company_id = $2 and t.processed = u.processed
         and t.debit_cents = greatest(-u.amount_cents, 0) and t.credit_cents = greatest(u.amount_cents, 0)
         and lower(btrim(t.description)) = lower(btrim(u.description))) then 'stored' end
    from unnest($3::int[], $4::int[], $5::date[], $6::text[], $7::bigint[], $8::text[], $9::bigint[], $10::text[])
      as u(position, line, processed, description, amount_cents, account_code, rule_id, reference)`;

/** Removes the company's drafts older than DRAFT_KEPT_HOURS (their rows go with them). */
export async function removeOldDrafts(db: Queryable, companyId: number): Promise<void> {
  await db.query(
    `delete from financial_import_reviews where company_id = $1 and created_at < now() - make_interval(hours => $2)`,
    [companyId, DRAFT_KEPT_HOURS],
  );
}

/** Opens a review draft for a statement of `format` and answers its writer. */
export async function openDraft(
  db: Queryable,
  companyId: number,
  userId: number | null,
  format: string,
): Promise<DraftWriter> {
  await removeOldDrafts(db, companyId);
  const { rows } = await db.query<{ id: number }>(
    `insert into financial_import_reviews (company_id, created_by, format) values ($1, $2, $3) returning id`,
    [companyId, userId, format],
  );
  const reviewId = Number(rows[0]!.id);
  const matchRule: CompanyRuleMatcher = await companyRuleMatcher(db, companyId);
  let chunk: StatementRow[] = [];
  let position = 0;
  let moneyIn = 0;
  let moneyOut = 0;

  async function write(rows: StatementRow[], first: number) {
    const rules = rows.map((row) => (row.accountCode ? undefined : matchRule(row.description, row.amountCents)));
    await db.query(INSERT_CHUNK, [
      reviewId,
      companyId,
      rows.map((_, i) => first + i),
      rows.map((r) => r.line),
      rows.map((r) => r.processed),
      rows.map((r) => r.description),
      rows.map((r) => r.amountCents),
      rows.map((r, i) => r.accountCode || rules[i]?.financialAccountCode || ''),
      rules.map((rule) => rule?.id ?? null),
      rows.map((r) => r.reference ?? null),
    ]);
  }

  function flush(): Promise<void> {
    const rows = chunk;
    chunk = [];
    return write(rows, position - rows.length + 1);
  }

  return {
    reviewId,
    add(row) {
      position += 1;
      if (row.amountCents > 0) moneyIn += row.amountCents;
      else moneyOut -= row.amountCents;
      chunk.push(row);
      return chunk.length >= DRAFT_CHUNK_ROWS ? flush() : undefined;
    },
    async finish() {
      if (chunk.length > 0) await flush();
      // A row the file lists again (same date, amount, description and reference) is flagged, as in memory.
      await db.query(
        `update financial_import_review_rows r set duplicate_of = 'file'
           from (select position, row_number() over (
                   partition by processed, amount_cents, lower(description), coalesce(reference, '') order by position) n
                   from financial_import_review_rows where review_id = $1) d
          where r.review_id = $1 and r.position = d.position and d.n > 1 and r.duplicate_of is null`,
        [reviewId],
      );
      const { rows: counted } = await db.query<{ duplicates: number }>(
        `select count(*)::int as duplicates from financial_import_review_rows
          where review_id = $1 and duplicate_of is not null`,
        [reviewId],
      );
      return { count: position, moneyInCents: moneyIn, moneyOutCents: moneyOut, duplicates: counted[0]!.duplicates };
    },
  };
}

/** Marks a draft written: it answers `answer` (everything but its rows) and pages through `rowCount` rows. */
export async function completeDraft(db: Queryable, reviewId: number, rowCount: number, answer: unknown) {
  await db.query(`update financial_import_reviews set row_count = $2, answer = $3 where id = $1`, [
    reviewId,
    rowCount,
    JSON.stringify(answer),
  ]);
}

/** Removes a draft that could not be completed (the file was refused part way). */
export async function discardDraft(db: Queryable, reviewId: number): Promise<void> {
  await db.query('delete from financial_import_reviews where id = $1', [reviewId]);
}

export interface DraftHead {
  id: number;
  format: string;
  rowCount: number;
  answer: Record<string, unknown>;
  batchId: number | null;
}

/** A written draft of the company, else 404 (another company's draft does not exist for the caller). */
export async function findDraft(db: Queryable, companyId: number, reviewId: number): Promise<DraftHead> {
  const { rows } = await db.query<{
    id: number;
    format: string;
    row_count: number;
    answer: Record<string, unknown> | string;
    batch_id: number | null;
  }>(
    `select id, format, row_count, answer, batch_id from financial_import_reviews
      where id = $1 and company_id = $2 and row_count is not null`,
    [reviewId, companyId],
  );
  const row = rows[0];
  if (!row) throw notFound('Import review');
  const answer = typeof row.answer === 'string' ? (JSON.parse(row.answer) as Record<string, unknown>) : row.answer;
  return {
    id: Number(row.id),
    format: row.format,
    rowCount: row.row_count,
    answer,
    batchId: row.batch_id === null ? null : Number(row.batch_id),
  };
}

/** Rows `offset + 1` … `offset + limit` of a draft, as the review shows them. */
export async function draftRows(db: Queryable, reviewId: number, offset: number, limit: number): Promise<ReviewRow[]> {
  const { rows } = await db.query<{
    position: number;
    line: number;
    processed: string;
    account_code: string;
    description: string;
    amount_cents: string | number;
    duplicate_of: 'stored' | 'file' | null;
    suggested_account_code: string | null;
    rule_id: string | number | null;
    reference: string | null;
  }>(
    `select position, line, to_char(processed, 'YYYY-MM-DD') as processed, account_code, description, amount_cents,
            duplicate_of, suggested_account_code, rule_id, reference
       from financial_import_review_rows
      where review_id = $1 and position > $2 and position <= $2 + $3
      order by position`,
    [reviewId, offset, limit],
  );
  return rows.map((r) => ({
    id: r.position,
    line: r.line,
    processed: r.processed,
    financialAccountCode: r.account_code || r.suggested_account_code || '',
    description: r.description,
    amount: fromCents(Number(r.amount_cents)),
    duplicate: r.duplicate_of !== null,
    duplicateOf: r.duplicate_of,
    suggestedAccountCode: r.suggested_account_code,
    ruleId: r.rule_id === null ? null : Number(r.rule_id),
    reference: r.reference,
  }));
}
