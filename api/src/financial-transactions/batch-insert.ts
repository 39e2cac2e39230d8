import { recordAudit } from '../audit/audit-log.ts';
import type { AuthUser } from '../auth/tokens.ts';
import type { Database, Queryable } from '../db/database.ts';
import { createHash } from 'node:crypto';
import { badRequest, unprocessable, type FieldError } from '../shared/problem.ts';
import { fromCents } from '../shared/money.ts';
import { loadRules } from './transaction-changes.ts';
import {
  checkTransaction,
  describeErrors,
  type TransactionFields,
  type ValidTransaction,
} from './transaction-rules.ts';

/** The most rows one batch (one import) may store. */
export const MAX_BATCH_ROWS = 200_000;
/** Field errors listed in one answer; the detail still counts them all. */
const MAX_LISTED_ERRORS = 200;

/** Validates every row against the company's chart and date range; all errors, by row and field. */
export async function validateBatch(db: Queryable, companyId: number, rows: readonly TransactionFields[]) {
  if (rows.length === 0) throw badRequest('There are no rows to store', [{ field: 'rows', message: 'is empty' }]);
  if (rows.length > MAX_BATCH_ROWS) {
    throw badRequest(`At most ${MAX_BATCH_ROWS} rows can be stored at once; this batch has ${rows.length}`, [
      { field: 'rows', message: `has more than ${MAX_BATCH_ROWS} rows` },
    ]);
  }
  const rules = await loadRules(db, companyId);
  const valid: ValidTransaction[] = [];
  const errors: FieldError[] = [];
  rows.forEach((row, i) => {
    const result = checkTransaction(row, rules, `rows[${i}].`);
    if (result.errors) errors.push(...result.errors);
    else valid.push(result.value);
  });
  if (errors.length > 0) {
    const badRows = new Set(errors.map((e) => e.field.slice(0, e.field.indexOf('.')))).size;
    throw badRequest(
      `Nothing was stored: ${badRows} of ${rows.length} rows have errors. ${describeErrors(errors)}`,
      errors.slice(0, MAX_LISTED_ERRORS),
    );
  }
  return valid;
}

/**
 * One statement for the whole batch: PostgreSQL then runs the day-totals trigger (migration 007) and
 * sets up the insert once, not per chunk (100,000 rows: 5.0 s as one statement, 6.2–8.1 s as 20 of
 * 5,000; docs/performance.md). The arrays are at most MAX_BATCH_ROWS long.
 */
async function insertRows(tx: Queryable, companyId: number, batchId: number, rows: readonly ValidTransaction[]) {
  await tx.query(
    `insert into financial_transactions
       (company_id, processed, financial_account_id, description, debit_cents, credit_cents, import_batch_id)
     select $1, u.processed, u.account_id, u.description, u.debit_cents, u.credit_cents, $2
       from unnest($3::date[], $4::bigint[], $5::text[], $6::bigint[], $7::bigint[])
         as u(processed, account_id, description, debit_cents, credit_cents)`,
    [
      companyId,
      batchId,
      rows.map((r) => r.processed),
      rows.map((r) => r.accountId),
      rows.map((r) => r.description),
      rows.map((r) => r.debitCents),
      rows.map((r) => r.creditCents),
    ],
  );
}

export interface BatchOutcome {
  imported: number;
  batchId: number;
  /** True when the idempotency key had stored these rows already: nothing new was stored. */
  replayed: boolean;
}

/** What a batch stores, as one hash: a retry with the same key must carry the same rows. */
function batchHash(rows: readonly ValidTransaction[], format: string): string {
  const hash = createHash('sha256').update(format);
  for (const r of rows)
    hash.update(`\n${r.processed}|${r.accountId}|${r.debitCents}|${r.creditCents}|${r.description}`);
  return hash.digest('hex');
}

async function earlierBatch(
  db: Queryable,
  companyId: number,
  key: string,
  hash: string,
): Promise<BatchOutcome | undefined> {
  const { rows } = await db.query<{ id: number; row_count: number; request_hash: string | null }>(
    'select id, row_count, request_hash from financial_import_batches where company_id = $1 and idempotency_key = $2',
    [companyId, key],
  );
  const earlier = rows[0];
  if (!earlier) return undefined;
  if (earlier.request_hash !== hash) {
    throw unprocessable('This idempotency key was already used to store different rows: use a new key');
  }
  return { imported: earlier.row_count, batchId: earlier.id, replayed: true };
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/**
 * Stores a whole batch (reviewed import rows) or nothing: every row is checked first, then all are
 * inserted in one transaction with their financial_import_batches row and one audit entry. With an
 * idempotency key, a retry of the same rows answers the first batch and stores nothing; two at once
 * meet on the key's unique index, and the second answers the first's batch once it committed.
 */
export async function storeBatch(
  db: Database,
  user: AuthUser,
  rows: readonly TransactionFields[],
  format: string,
  idempotencyKey?: string,
): Promise<BatchOutcome> {
  const key = idempotencyKey?.trim() || null;
  let hash = '';
  try {
    return await insertBatch();
  } catch (error) {
    if (!key || !isUniqueViolation(error)) throw error;
    const earlier = await earlierBatch(db, user.companyId, key, hash);
    if (!earlier) throw error;
    return earlier;
  }

  function insertBatch() {
    return db.transaction(async (tx): Promise<BatchOutcome> => {
      const valid = await validateBatch(tx, user.companyId, rows);
      hash = batchHash(valid, format);
      if (key) {
        const earlier = await earlierBatch(tx, user.companyId, key, hash);
        if (earlier) return earlier;
      }
      return insertValid(tx, valid);
    });
  }

  async function insertValid(tx: Queryable, valid: readonly ValidTransaction[]): Promise<BatchOutcome> {
    const { rows: batch } = await tx.query<{ id: number }>(
      `insert into financial_import_batches (company_id, format, row_count, created_by, idempotency_key, request_hash)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [user.companyId, format, valid.length, user.id, key, key ? hash : null],
    );
    const batchId = batch[0]!.id;
    await insertRows(tx, user.companyId, batchId, valid);
    const debit = valid.reduce((sum, r) => sum + r.debitCents, 0);
    const credit = valid.reduce((sum, r) => sum + r.creditCents, 0);
    await recordAudit(tx, {
      companyId: user.companyId,
      userId: user.id,
      action: 'import',
      entity: 'financial_import_batch',
      entityId: batchId,
      after: { format, rows: valid.length, debit: fromCents(debit), credit: fromCents(credit) },
    });
    return { imported: valid.length, batchId, replayed: false };
  }
}
