/** The most rows one batch (one import) may store. */
export const MAX_BATCH_ROWS = 200_000;

/** Rows per transaction of an import stored on the embedded database (docs/operations.md, long work). */
export const EMBEDDED_IMPORT_CHUNK_ROWS = 2_000;

/**
 * Rows an import batch writes per transaction: IMPORT_STORE_CHUNK_ROWS when set; else chunks on the
 * embedded database, whose one connection every request shares, and one transaction on a server.
 */
export function importChunkRows(configured: number | undefined, database: 'pglite' | 'postgres'): number {
  return configured ?? (database === 'pglite' ? EMBEDDED_IMPORT_CHUNK_ROWS : MAX_BATCH_ROWS);
}
