import { recordAudit } from '../audit/audit-log.ts';
import type { AuthUser } from '../auth/tokens.ts';
import type { Database, Queryable } from '../db/database.ts';
import { createHash } from 'node:crypto';
import { badRequest, conflict, unprocessable, type FieldError } from '../shared/problem.ts';
import { fromCents } from '../shared/money.ts';
import { MAX_BATCH_ROWS } from './batch-limits.ts';
import { insertBatchRows, removeAbandonedBatches, writeChunks, type ChunkListener } from './batch-chunks.ts';
import { loadRules } from './transaction-changes.ts';
import {
  checkTransaction,
  describeErrors,
  type TransactionFields,
  type ValidTransaction,
} from './transaction-rules.ts';

export { MAX_BATCH_ROWS };

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
  const { rows } = await db.query<{ id: number; row_count: number; request_hash: string | null; stored: boolean }>(
    `select id, row_count, request_hash, stored_at is not null as stored
       from financial_import_batches where company_id = $1 and idempotency_key = $2`,
    [companyId, key],
  );
  const earlier = rows[0];
  if (!earlier) return undefined;
  if (earlier.request_hash !== hash) {
    throw unprocessable('This idempotency key was already used to store different rows: use a new key');
  }
  if (!earlier.stored) {
    throw conflict('These rows are being stored by an earlier request with the same key: ask again in a moment');
  }
  return { imported: earlier.row_count, batchId: earlier.id, replayed: true };
}

export interface StoreOptions {
  /** A retry with the same key and the same rows answers the first batch and stores nothing. */
  idempotencyKey?: string | undefined;
  /** Rows per transaction (MAX_BATCH_ROWS, the default, is one transaction for any batch). */
  chunkRows?: number | undefined;
  /** Called after each chunk of a batch written in chunks, before the next; the store waits for it. */
  onChunk?: ChunkListener | undefined;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** The days a batch covers (its rows are found by them when a batch cut short is removed). */
function dayRange(rows: readonly ValidTransaction[]): { first: string; last: string } {
  let first = rows[0]!.processed;
  let last = first;
  for (const { processed } of rows) {
    if (processed < first) first = processed;
    if (processed > last) last = processed;
  }
  return { first, last };
}

/**
 * Stores a whole batch (reviewed import rows) or nothing that anyone can see: every row is checked first.
 * Up to `chunkRows` rows are inserted in one transaction with their financial_import_batches row and one
 * audit entry. A larger batch (the embedded database's default, so that other requests run meanwhile) is
 * written in chunks of that many rows, each its own transaction, hidden until the last step marks the
 * batch stored and adds it to the totals (migration 018); if a chunk fails, what was written is removed,
 * and a batch cut short by a killed process is removed by the next store. With an idempotency key, a
 * retry of the same rows answers the first batch and stores nothing; two at once meet on the key's
 * unique index, and the second answers the first's batch once it committed (or 409 while it is written).
 */
export async function storeBatch(
  db: Database,
  user: AuthUser,
  rows: readonly TransactionFields[],
  format: string,
  options: StoreOptions = {},
): Promise<BatchOutcome> {
  const companyId = user.companyId;
  const key = options.idempotencyKey?.trim() || null;
  const chunkRows = options.chunkRows ?? MAX_BATCH_ROWS;
  let hash = '';
  const inChunks = rows.length > chunkRows;
  if (inChunks) await removeAbandonedBatches(db, companyId, chunkRows);
  let opened: BatchOutcome | { batchId: number; valid: ValidTransaction[] };
  try {
    opened = await db.transaction(async (tx) => {
      const valid = await validateBatch(tx, companyId, rows);
      hash = batchHash(valid, format);
      if (key) {
        const earlier = await earlierBatch(tx, companyId, key, hash);
        if (earlier) return earlier;
      }
      const batchId = await openBatch(tx, valid, !inChunks);
      if (inChunks) return { batchId, valid };
      await insertBatchRows(tx, companyId, batchId, valid);
      await auditBatch(tx, batchId, valid);
      return { imported: valid.length, batchId, replayed: false };
    });
  } catch (error) {
    if (!key || !isUniqueViolation(error)) throw error;
    const earlier = await earlierBatch(db, companyId, key, hash);
    if (!earlier) throw error;
    return earlier;
  }
  if ('replayed' in opened) return opened;
  const { batchId, valid } = opened;
  await writeChunks(db, { companyId, batchId, rows: valid, chunkRows, onChunk: options.onChunk }, (tx) =>
    auditBatch(tx, batchId, valid),
  );
  return { imported: valid.length, batchId, replayed: false };

  async function openBatch(tx: Queryable, valid: readonly ValidTransaction[], stored: boolean): Promise<number> {
    const days = dayRange(valid);
    const { rows: batch } = await tx.query<{ id: number }>(
      `insert into financial_import_batches
         (company_id, format, row_count, created_by, idempotency_key, request_hash, first_day, last_day,
          stored_at, writing_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, case when $9 then now() end, case when not $9 then now() end)
       returning id`,
      [companyId, format, valid.length, user.id, key, key ? hash : null, days.first, days.last, stored],
    );
    return batch[0]!.id;
  }

  async function auditBatch(tx: Queryable, batchId: number, valid: readonly ValidTransaction[]) {
    const debit = valid.reduce((sum, r) => sum + r.debitCents, 0);
    const credit = valid.reduce((sum, r) => sum + r.creditCents, 0);
    await recordAudit(tx, {
      companyId,
      userId: user.id,
      action: 'import',
      entity: 'financial_import_batch',
      entityId: batchId,
      after: { format, rows: valid.length, debit: fromCents(debit), credit: fromCents(credit) },
    });
  }
}
