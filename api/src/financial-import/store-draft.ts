import { recordAudit } from '../audit/audit-log.ts';
import type { AuthUser } from '../auth/tokens.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { BatchOutcome } from '../financial-transactions/batch-insert.ts';
import { removeAbandonedBatches, writeChunksWith } from '../financial-transactions/batch-chunks.ts';
import { loadRules } from '../financial-transactions/transaction-changes.ts';
import { MAX_DESCRIPTION_LENGTH } from '../financial-transactions/transaction-rules.ts';
import { EARLIEST_DATE } from '../shared/date-horizon.ts';
import { fromCents } from '../shared/money.ts';
import { badRequest, conflict, type FieldError } from '../shared/problem.ts';
import { findDraft } from './review-drafts.ts';

export interface DraftStoreOptions {
  /** The account of every row that has none (no code in the file, no rule, no suggestion). */
  accountCode?: string | undefined;
  /** Store the rows flagged as duplicates too (left out by default, as the review shows them). */
  includeDuplicates?: boolean | undefined;
  /** Rows per transaction (importChunkRows). */
  chunkRows: number;
}

/** The account a draft row is stored under: the file's or a rule's, else the suggestion, else the one given. */
const ROW_CODE = `coalesce(nullif(r.account_code, ''), r.suggested_account_code, $3)`;
/** The rows of a draft that are stored ($2 true: duplicates too). */
const STORED_ROWS = `r.review_id = $1 and ($2 or r.duplicate_of is null)`;
/** Field errors listed in one answer; the detail counts them all. */
const MAX_LISTED_ERRORS = 200;

/** Every stored row is checked as a batch's (transaction-rules.ts) before anything is written; 400 names them. */
async function checkDraftRows(
  db: Queryable,
  companyId: number,
  reviewId: number,
  options: DraftStoreOptions,
): Promise<void> {
  const rules = await loadRules(db, companyId);
  const { rows } = await db.query<{ position: number; line: number; code: string | null; problem: string }>(
    `select r.position, r.line, ${ROW_CODE} as code,
            case when ${ROW_CODE} is null or ${ROW_CODE} = '' then 'no-account'
                 when a.id is null then 'unknown-account'
                 when r.processed < $5::date or r.processed > $6::date then 'date'
                 when btrim(r.description) = '' or length(btrim(r.description)) > $7 then 'description'
                 else 'amount' end as problem
       from financial_import_review_rows r
       left join financial_accounts a on a.company_id = $4 and a.code = ${ROW_CODE}
      where ${STORED_ROWS}
        and (a.id is null or r.processed < $5::date or r.processed > $6::date or r.amount_cents = 0
             or btrim(r.description) = '' or length(btrim(r.description)) > $7)
      order by r.position limit ${MAX_LISTED_ERRORS + 1}`,
    [
      reviewId,
      options.includeDuplicates ?? false,
      options.accountCode?.trim() || null,
      companyId,
      EARLIEST_DATE,
      rules.latestProcessed,
      MAX_DESCRIPTION_LENGTH,
    ],
  );
  if (rows.length === 0) return;
  const messages: Record<string, [string, (code: string | null) => string]> = {
    'no-account': ['financialAccountCode', () => 'choose an account of the chart of accounts'],
    'unknown-account': [
      'financialAccountCode',
      (code) => `"${code}" is not an account of the company’s chart of accounts`,
    ],
    date: ['processed', () => `must be between ${EARLIEST_DATE} and ${rules.latestProcessed}`],
    description: ['description', () => `is required, and at most ${MAX_DESCRIPTION_LENGTH} characters`],
    amount: ['amount', () => 'must not be 0: below 0 is money out, above 0 money in'],
  };
  const errors: FieldError[] = rows.slice(0, MAX_LISTED_ERRORS).map((row) => {
    const [field, message] = messages[row.problem]!;
    return { field: `rows[${row.position - 1}].${field}`, message: message(row.code) };
  });
  const first = rows[0]!;
  const more = rows.length > MAX_LISTED_ERRORS ? `more than ${MAX_LISTED_ERRORS}` : String(rows.length);
  throw badRequest(
    `Nothing was stored: ${more} row${rows.length === 1 ? ' has' : 's have'} errors. Row ${first.position} (line ${first.line}): ${errors[0]!.field.slice(errors[0]!.field.indexOf('.') + 1)} ${errors[0]!.message}`,
    errors,
  );
}

/**
 * Stores a review draft (decision 47) through the chunked store (migration 018): every row is checked
 * first, then the batch is opened hidden, its rows copied from the draft `chunkRows` positions at a time
 * in short transactions, and the last step marks it stored with its audit entry and empties the draft.
 * The draft is its own idempotency key: a retried store answers the batch that stored it.
 */
export async function storeDraft(
  db: Database,
  user: AuthUser,
  reviewId: number,
  options: DraftStoreOptions,
): Promise<BatchOutcome> {
  const companyId = user.companyId;
  const head = await findDraft(db, companyId, reviewId);
  const replay = await earlierStore(db, head.batchId);
  if (replay) return replay;
  await checkDraftRows(db, companyId, reviewId, options);
  const params = [reviewId, options.includeDuplicates ?? false, options.accountCode?.trim() || null] as const;
  const { rows: totals } = await db.query<{
    n: number;
    first: string | null;
    last: string | null;
    debit: string | null;
    credit: string | null;
  }>(
    `select count(*)::int as n, to_char(min(processed), 'YYYY-MM-DD') as first, to_char(max(processed), 'YYYY-MM-DD') as last,
            sum(greatest(-amount_cents, 0)) as debit, sum(greatest(amount_cents, 0)) as credit
       from financial_import_review_rows r where ${STORED_ROWS}`,
    params.slice(0, 2),
  );
  const total = totals[0]!;
  if (total.n === 0) {
    throw badRequest('There are no rows to store: every row of the review is a duplicate', [
      { field: 'rows', message: 'is empty' },
    ]);
  }
  await removeAbandonedBatches(db, companyId, options.chunkRows);
  const batchId = await db.transaction(async (tx) => {
    const { rows: locked } = await tx.query<{ batch_id: number | null }>(
      'select batch_id from financial_import_reviews where id = $1 for update',
      [reviewId],
    );
    if (locked[0]?.batch_id != null) {
      throw conflict('This review is being stored by an earlier request: ask again in a moment');
    }
    const { rows: batch } = await tx.query<{ id: number }>(
      `insert into financial_import_batches (company_id, format, row_count, created_by, first_day, last_day, writing_at)
       values ($1, $2, $3, $4, $5, $6, now()) returning id`,
      [companyId, head.format, total.n, user.id, total.first, total.last],
    );
    const id = Number(batch[0]!.id);
    await tx.query('update financial_import_reviews set batch_id = $2 where id = $1', [reviewId, id]);
    return id;
  });
  let written = 0;
  await writeChunksWith(
    db,
    { companyId, batchId, total: head.rowCount, chunkRows: options.chunkRows },
    async (tx, start, end) => {
      const inserted = await tx.query(
        `insert into financial_transactions
           (company_id, processed, financial_account_id, description, debit_cents, credit_cents, import_batch_id)
         select $4, r.processed, a.id, btrim(r.description), greatest(-r.amount_cents, 0), greatest(r.amount_cents, 0), $5
           from financial_import_review_rows r
           join financial_accounts a on a.company_id = $4 and a.code = ${ROW_CODE}
          where ${STORED_ROWS} and r.position > $6 and r.position <= $7
          order by r.position`,
        [...params, companyId, batchId, start, end],
      );
      written += inserted.rowCount ?? 0;
    },
    async (tx) => {
      if (written !== total.n) throw new Error(`Import review ${reviewId}: ${written} rows written of ${total.n}`);
      await recordAudit(tx, {
        companyId,
        userId: user.id,
        action: 'import',
        entity: 'financial_import_batch',
        entityId: batchId,
        after: {
          format: head.format,
          rows: total.n,
          debit: fromCents(Number(total.debit ?? 0)),
          credit: fromCents(Number(total.credit ?? 0)),
          review: reviewId,
        },
      });
      await tx.query('delete from financial_import_review_rows where review_id = $1', [reviewId]);
    },
  );
  return { imported: total.n, batchId, replayed: false };
}

/** The batch that stored the draft already (a retry), else undefined; 409 while it is still being written. */
async function earlierStore(db: Queryable, batchId: number | null): Promise<BatchOutcome | undefined> {
  if (batchId === null) return undefined;
  const { rows } = await db.query<{ row_count: number; stored: boolean }>(
    'select row_count, stored_at is not null as stored from financial_import_batches where id = $1',
    [batchId],
  );
  const batch = rows[0];
  if (!batch) return undefined;
  if (!batch.stored) throw conflict('This review is being stored by an earlier request: ask again in a moment');
  return { imported: batch.row_count, batchId, replayed: true };
}
