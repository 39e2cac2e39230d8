import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { ApiConfig } from '../config.ts';
import type { Database } from './database.ts';
import { openPglite } from './pglite.ts';
import { openPostgres, type PostgresOptions } from './postgres.ts';

export interface OpenOptions {
  /**
   * 'requests' (default): the api's pool, with the configured timeouts. 'maintenance': migrations, the demo
   * seed and db:reset, whose statements may rightly run long (an index build), without statement and query
   * timeouts. PGlite has neither, and one instance per data directory.
   */
  purpose?: 'requests' | 'maintenance';
}

export async function openDatabase(
  config: Pick<ApiConfig, 'databaseUrl' | 'dataDir' | 'database'>,
  { purpose = 'requests' }: OpenOptions = {},
): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, postgresOptions(config.database, purpose));
  // PGlite makes its own folder but not the folders above it (DATA_DIR may name one that does not exist yet).
  mkdirSync(config.dataDir, { recursive: true });
  return openPglite(path.join(config.dataDir, 'pglite'));
}

export function postgresOptions(
  limits: ApiConfig['database'],
  purpose: OpenOptions['purpose'] = 'requests',
): PostgresOptions {
  const common = { maxConnections: limits.poolSize, connectTimeoutMs: limits.connectTimeoutMs };
  if (purpose === 'maintenance') return { ...common, maxConnections: 2 };
  return {
    ...common,
    statementTimeoutMs: limits.statementTimeoutMs,
    queryTimeoutMs: limits.queryTimeoutMs,
    idleInTransactionTimeoutMs: limits.idleInTransactionTimeoutMs,
  };
}
