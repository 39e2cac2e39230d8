import pg from 'pg';
import { typeParsers, type Database, type Queryable, type QueryOptions, type QueryResult } from './database.ts';

const defaultParser = (oid: number) => pg.types.getTypeParser(oid, 'text') as (value: string) => unknown;
const customTypes = {
  getTypeParser: ((oid: number) => typeParsers[oid] ?? defaultParser(oid)) as typeof pg.types.getTypeParser,
};

/** 57P01: the server terminated the connection (shutdown, pg_terminate_backend, drop database … force). */
const ADMIN_SHUTDOWN = '57P01';

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = [], options?: QueryOptions): Promise<QueryResult<Row>> {
      const result = await client.query({
        name: options?.prepared,
        text: sql,
        values: params as unknown[],
        types: customTypes,
      });
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
    },
  };
}

export function openPostgres(connectionString: string, maxConnections = 10): Database {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  // An idle connection can die (server restart, admin termination). Without this listener node-postgres
  // would throw it as an uncaught error and stop the process; the pool replaces the connection itself.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== ADMIN_SHUTDOWN) console.warn(`PostgreSQL connection lost: ${error.message}`);
  });
  const queryable = wrap(pool);
  return {
    kind: 'postgres',
    query: queryable.query,
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
