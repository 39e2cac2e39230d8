import pg from 'pg';
import {
  DatabaseUnavailableError,
  isUnavailableSqlState,
  typeParsers,
  type Database,
  type Queryable,
  type QueryOptions,
  type QueryResult,
} from './database.ts';

const defaultParser = (oid: number) => pg.types.getTypeParser(oid, 'text') as (value: string) => unknown;
const customTypes = {
  getTypeParser: ((oid: number) => typeParsers[oid] ?? defaultParser(oid)) as typeof pg.types.getTypeParser,
};

/** 57P01: the server terminated the connection (shutdown, pg_terminate_backend, drop database … force). */
const ADMIN_SHUTDOWN = '57P01';

/** How many connections, and how long to wait for PostgreSQL; a timeout left out is not set (tools, tests). */
export interface PostgresOptions {
  maxConnections?: number;
  /** The longest wait for a connection: a new one, or a free one of a full pool. */
  connectTimeoutMs?: number;
  /** statement_timeout of every session: the server cancels a longer statement (SQLSTATE 57014). */
  statementTimeoutMs?: number;
  /** The longest wait for the answer to a statement; then the connection is dropped (a partition). */
  queryTimeoutMs?: number;
  /** idle_in_transaction_session_timeout: the server ends a session left idle inside a transaction. */
  idleInTransactionTimeoutMs?: number;
}

/** Socket errors that mean the server cannot be reached or the connection broke. */
const NETWORK_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EADDRNOTAVAIL',
]);

/** node-postgres's (pg 8, pg-pool 3) own errors for a connection it lost, or never got in time. */
const LOST_CONNECTION =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed and is not queryable)/;

/** SQLSTATEs of the FATAL errors that end the session: the connection is gone with them. */
const SESSION_ENDED = /^(08...|57P0[1-3]|57P05|25P03)$/;

/** True when the connection an error came from cannot be used again: it must be dropped, not pooled. */
export function connectionLost(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return connectionLost(error.cause);
  if (error instanceof pg.DatabaseError) return SESSION_ENDED.test(error.code ?? '');
  if (error instanceof AggregateError && error.errors.some(connectionLost)) return true;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && NETWORK_ERRORS.has(code)) return true;
  return error instanceof Error && LOST_CONNECTION.test(error.message);
}

/** The database could not serve the statement (503), as opposed to a statement it refused (4xx) or a bug (500). */
export function isUnavailable(error: unknown): boolean {
  return (
    error instanceof DatabaseUnavailableError ||
    connectionLost(error) ||
    (error instanceof pg.DatabaseError && isUnavailableSqlState(error.code ?? ''))
  );
}

function classified(error: unknown): unknown {
  return error instanceof DatabaseUnavailableError || !isUnavailable(error)
    ? error
    : new DatabaseUnavailableError(error);
}

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = [], options?: QueryOptions): Promise<QueryResult<Row>> {
      try {
        const result = await client.query({
          name: options?.prepared,
          text: sql,
          values: params as unknown[],
          types: customTypes,
        });
        return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
      } catch (error) {
        throw classified(error);
      }
    },
  };
}

/**
 * A pool of connections to a PostgreSQL server. A lost connection never stops the process: every client has
 * an 'error' listener for its whole life (node-postgres would otherwise throw the error as uncaught), and
 * the statement that used it fails with DatabaseUnavailableError. A transaction whose connection is lost is
 * not committed and its client is dropped, never returned to the pool; the server rolls the transaction back
 * when the session ends (at once, or after idle_in_transaction_session_timeout if it cannot tell).
 */
export function openPostgres(connectionString: string, options: PostgresOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs,
    statement_timeout: options.statementTimeoutMs,
    query_timeout: options.queryTimeoutMs,
    idle_in_transaction_session_timeout: options.idleInTransactionTimeoutMs,
    // TCP keepalive, so that a connection to a vanished host is noticed even while idle.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // An idle connection can die (server restart, admin termination); the pool drops it and tells us here.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== ADMIN_SHUTDOWN) console.warn(`PostgreSQL connection lost: ${error.message}`);
  });
  // A checked-out client can die too, between two statements of a transaction. The pool only listens while a
  // client is idle; this listener covers the rest of its life. The error itself reaches the statement in
  // flight, or the next one ("not queryable"), which fails as unavailable.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const queryable = wrap(pool);
  return {
    kind: 'postgres',
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max,
    }),
    query: queryable.query,
    async exec(sql) {
      await queryable.query(sql);
    },
    async transaction(work) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw classified(error);
      }
      let lost: unknown;
      const onError = (error: Error) => {
        lost ??= error;
      };
      client.on('error', onError);
      const tx = wrap(client);
      let drop = false;
      try {
        await tx.query('begin');
        const result = await work(tx);
        await tx.query('commit');
        return result;
      } catch (error) {
        // The statements' own errors are classified already (tx.query); others are `work`'s, thrown as they are.
        drop = lost !== undefined || (error instanceof DatabaseUnavailableError && connectionLost(error));
        // A statement refused on a live connection: roll back and pool it again. A rollback that fails says
        // the connection is not live after all.
        if (!drop) await client.query('rollback').catch(() => (drop = true));
        throw error;
      } finally {
        client.off('error', onError);
        // release(true) ends the connection instead of pooling it (it may be mid-statement, or mid-transaction).
        client.release(drop || lost !== undefined);
      }
    },
    async close() {
      await pool.end();
    },
  };
}
