import { setImmediate } from 'node:timers/promises';
import type { Database, Queryable } from '../db/database.ts';
import type { ValidTransaction } from './transaction-rules.ts';

/**
 * A batch still being written whose last chunk is older than this was cut short (a killed process, a lost
 * database) and is removed by the company's next chunked store. A chunk takes well under a second.
 */
export const ABANDONED_AFTER_MINUTES = 10;

/**
 * One statement for the rows: PostgreSQL then runs the day-totals trigger (migration 007) and sets up the
 * insert once, not per row (100,000 rows: 5.0 s as one statement, 6.2–8.1 s as 20 of 5,000;
 * docs/performance.md). The arrays are at most MAX_BATCH_ROWS long.
 */
export async function insertBatchRows(
  tx: Queryable,
  companyId: number,
  batchId: number,
  rows: readonly ValidTransaction[],
) {
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

export type ChunkListener = (progress: { batchId: number; written: number; total: number }) => Promise<void> | void;

export interface ChunkedBatch {
  companyId: number;
  /** Opened with stored_at null. */
  batchId: number;
  rows: readonly ValidTransaction[];
  chunkRows: number;
  onChunk?: ChunkListener | undefined;
}

/** Writes an opened batch's rows from memory in chunks (writeChunksWith). */
export async function writeChunks(
  db: Database,
  { companyId, batchId, rows, chunkRows, onChunk }: ChunkedBatch,
  finish: (tx: Queryable) => Promise<void>,
): Promise<void> {
  await writeChunksWith(
    db,
    { companyId, batchId, total: rows.length, chunkRows, onChunk },
    (tx, start, end) => insertBatchRows(tx, companyId, batchId, rows.slice(start, end)),
    finish,
  );
}

export interface ChunkedWrite {
  companyId: number;
  /** Opened with stored_at null. */
  batchId: number;
  /** How many source rows there are: chunks cover [0, chunkRows), [chunkRows, 2·chunkRows) … of them. */
  total: number;
  chunkRows: number;
  onChunk?: ChunkListener | undefined;
}

/**
 * Writes an opened batch (stored_at null) in transactions of `chunkRows` source rows (`insertChunk`
 * writes rows [start, end) of them), giving the event loop a turn before each (PGlite's queries resolve
 * as microtasks: without it a waiting request never gets in), then marks it stored and runs `finish` in
 * that last transaction. On any failure the rows written so far are removed (they were never visible)
 * and the error is rethrown.
 */
export async function writeChunksWith(
  db: Database,
  { companyId, batchId, total, chunkRows, onChunk }: ChunkedWrite,
  insertChunk: (tx: Queryable, start: number, end: number) => Promise<void>,
  finish: (tx: Queryable) => Promise<void>,
): Promise<void> {
  try {
    for (let start = 0; start < total; start += chunkRows) {
      await setImmediate();
      const end = Math.min(total, start + chunkRows);
      await db.transaction(async (tx) => {
        await insertChunk(tx, start, end);
        const renewed = await tx.query(
          'update financial_import_batches set writing_at = now() where id = $1 and company_id = $2 and stored_at is null',
          [batchId, companyId],
        );
        if (renewed.rowCount !== 1) throw new Error(`Import batch ${batchId} was removed while it was written`);
      });
      await onChunk?.({ batchId, written: end, total });
    }
    await setImmediate();
    await db.transaction(async (tx) => {
      const { rows: marked } = await tx.query<{ stored: boolean }>(
        'select store_financial_import_batch($1) as stored',
        [batchId],
      );
      if (!marked[0]?.stored) throw new Error(`Import batch ${batchId} was removed before it was stored`);
      await finish(tx);
    });
  } catch (error) {
    await removeBatch(db, companyId, batchId, chunkRows).catch(() => undefined);
    throw error;
  }
}

/**
 * Removes a batch that was never stored, its hidden rows first, `chunkRows` at a time (found through the
 * company's date index by the days the batch covers), so that other requests run between the deletes.
 */
async function removeBatch(db: Database, companyId: number, batchId: number, chunkRows: number): Promise<void> {
  for (;;) {
    await setImmediate();
    const { rowCount } = await db.query(
      `delete from financial_transactions where id in (
         select t.id from financial_transactions t join financial_import_batches b on b.id = t.import_batch_id
          where b.id = $2 and b.company_id = $1 and b.stored_at is null
            and t.company_id = $1 and t.processed between b.first_day and b.last_day
          limit $3)`,
      [companyId, batchId, chunkRows],
    );
    if (!rowCount) break;
  }
  await db.query('delete from financial_import_batches where id = $1 and company_id = $2 and stored_at is null', [
    batchId,
    companyId,
  ]);
}

/** Removes the company's batches cut short: not stored, and not written for ABANDONED_AFTER_MINUTES. */
export async function removeAbandonedBatches(db: Database, companyId: number, chunkRows: number): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `select id from financial_import_batches
      where company_id = $1 and stored_at is null and writing_at < now() - make_interval(mins => $2)`,
    [companyId, ABANDONED_AFTER_MINUTES],
  );
  for (const { id } of rows) await removeBatch(db, companyId, id, chunkRows);
  return rows.length;
}
