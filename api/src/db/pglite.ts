import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { typeParsers, type Database, type QueryResult } from './database.ts';

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
      return toResult<Row>(await db.query(sql, params as unknown[]));
    },
    async exec(sql) {
      await db.exec(sql);
    },
    // PGlite has one connection; its transaction() holds it exclusively, so work inside is
    // serialized against every other query, which is what row locks give on a server.
    async transaction(work) {
      return db.transaction(async (tx) =>
        work({
          async query<Row>(sql: string, params: readonly unknown[] = []) {
            return toResult<Row>(await tx.query(sql, params as unknown[]));
          },
        }),
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
