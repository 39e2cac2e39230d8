import { PGlite, messages } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  DatabaseUnavailableError,
  isUnavailableSqlState,
  typeParsers,
  type Database,
  type QueryResult,
} from './database.ts';

/** Errors of the file system under the data directory: the engine cannot persist, or read, its pages. */
const FILE_SYSTEM_ERRORS = new Set(['ENOSPC', 'EDQUOT', 'EIO', 'EROFS', 'EACCES', 'EPERM', 'EMFILE', 'ENFILE']);

/**
 * True when an error is the embedded engine's failure rather than the statement's: an abort inside the WASM
 * engine (WebAssembly.RuntimeError, Emscripten's ExitStatus), a file-system error writing the data directory,
 * an instance closed or closing, or a SQLSTATE that says the engine cannot serve (out of memory, disk full).
 * The api answers those 503 and stays up; a statement's own error (SQLSTATE) and a bug stay what they are.
 */
export function isEngineFailure(error: unknown): boolean {
  if (error instanceof messages.DatabaseError) return isUnavailableSqlState(error.code ?? '');
  const e = error as { name?: unknown; message?: unknown; code?: unknown } | null;
  // WebAssembly.RuntimeError (an abort: "unreachable", out of bounds), Emscripten's exit and file-system errors.
  if (e?.name === 'RuntimeError' || e?.name === 'ExitStatus' || e?.name === 'ErrnoError') return true;
  if (typeof e?.code === 'string' && FILE_SYSTEM_ERRORS.has(e.code)) return true;
  return typeof e?.message === 'string' && /^PGlite is clos(ed|ing)/.test(e.message);
}

async function engine<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isEngineFailure(error) ? new DatabaseUnavailableError(error) : error;
  }
}

export interface PgliteOptions {
  /** A tarball made by `dumpPglite`, to start from a copy of another database (tests). */
  loadDataDir?: Blob;
}

/** Embedded PostgreSQL. `dataDir` undefined means in memory (tests). */
export interface PgliteDatabase extends Database {
  /** Snapshot of the whole database, loadable by openPglite(undefined, { loadDataDir }). */
  dump: () => Promise<Blob>;
}

export async function openPglite(dataDir: string | undefined, options: PgliteOptions = {}): Promise<PgliteDatabase> {
  const db = await PGlite.create(dataDir, { parsers: typeParsers, extensions: { pg_trgm }, ...options });
  const toResult = <Row>(r: { rows: unknown[]; affectedRows?: number }): QueryResult<Row> => ({
    rows: r.rows as Row[],
    rowCount: r.affectedRows ?? r.rows.length,
  });
  return {
    kind: 'pglite',
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      return toResult<Row>(await engine(() => db.query(sql, params as unknown[])));
    },
    async exec(sql) {
      await engine(() => db.exec(sql));
    },
    // PGlite has one connection; its transaction() holds it exclusively, so work inside is
    // serialized against every other query, which is what row locks give on a server.
    // An engine failure inside it fails the statement (503); PGlite rolls the transaction back.
    async transaction(work) {
      return engine(() =>
        db.transaction(async (tx) =>
          work({
            async query<Row>(sql: string, params: readonly unknown[] = []) {
              return toResult<Row>(await engine(() => tx.query(sql, params as unknown[])));
            },
          }),
        ),
      );
    },
    async close() {
      await db.close();
    },
    async dump() {
      return db.dumpDataDir('gzip');
    },
  };
}
