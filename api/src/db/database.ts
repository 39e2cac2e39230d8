/**
 * One query layer over two drivers: node-postgres for a PostgreSQL server, PGlite (the same
 * PostgreSQL, compiled to WASM) for the embedded default. Callers write plain parameterized SQL
 * ($1, $2 …) and never see which driver runs it.
 */
export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface QueryOptions {
  /**
   * Prepares the statement under this name on each server connection, so that PostgreSQL plans it
   * once instead of at every call (PGlite plans every time). Only for statements whose best plan
   * does not depend on the values, such as reads by id: a plan kept for one company's sizes can be
   * a poor one for another's. One name, one statement text.
   */
  prepared?: string;
}

// Members are function-typed properties (not methods): they are passed around unbound.
export interface Queryable {
  query: <Row = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ) => Promise<QueryResult<Row>>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec: (sql: string) => Promise<void>;
  close: () => Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /** A PostgreSQL server's connection pool now (the api's /metrics); PGlite has no pool. */
  poolStats?: () => PoolStats;
}

export interface PoolStats {
  /** Connections open, idle or in use. */
  total: number;
  idle: number;
  /** Requests waiting for a connection. */
  waiting: number;
  /** The most connections the pool opens. */
  max: number;
}

/**
 * Column types are parsed the same way by both drivers:
 * int8 and numeric-free counts → number (ids and cents stay far below 2^53),
 * numeric → string (exact), date → 'YYYY-MM-DD', timestamptz → ISO string in UTC.
 */
export const TYPE_OIDS = { int8: 20, numeric: 1700, date: 1082, timestamp: 1114, timestamptz: 1184 } as const;

export function parseInt8(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`int8 value ${value} exceeds the safe integer range`);
  return n;
}

export function parseTimestamptz(value: string): string {
  // PostgreSQL sends '2026-01-31 10:00:00+00' (or with fractional seconds); normalize to ISO.
  return new Date(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).toISOString();
}

export const typeParsers: Record<number, (value: string) => unknown> = {
  [TYPE_OIDS.int8]: parseInt8,
  [TYPE_OIDS.numeric]: (v) => v,
  [TYPE_OIDS.date]: (v) => v,
  [TYPE_OIDS.timestamp]: (v) => v,
  [TYPE_OIDS.timestamptz]: parseTimestamptz,
};

/**
 * The database cannot answer now: no connection (refused, timed out, dropped), a server shutting down, a
 * statement cancelled by its timeout, an embedded engine that failed. The request did not happen (its
 * transaction was rolled back), so the client may retry: the api answers 503 with Retry-After. `cause` keeps
 * the driver's error for the log; it is never sent.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The database is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * SQLSTATEs that say the server cannot serve now rather than that the request is wrong: class 08 (connection
 * exception), class 53 (insufficient resources: too many connections, disk full, out of memory), 57014
 * (statement cancelled, e.g. by statement_timeout), 57P01–57P05 (shutdown, crash, cannot connect now, idle
 * session timeout) and 25P03 (idle-in-transaction session timeout).
 */
export function isUnavailableSqlState(code: string): boolean {
  return /^(08|53)/.test(code) || code === '57014' || /^57P0[1-5]$/.test(code) || code === '25P03';
}
