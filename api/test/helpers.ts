import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { App } from '../src/app-types.ts';
import { loadConfig, type ApiConfig } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { openPglite } from '../src/db/pglite.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo-companies.ts';
import { withDatabase } from './global-setup.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function databaseKinds(): DatabaseKind[] {
  return inject('postgresTemplate') ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  db: Database;
  /** Closes the connection and drops the copy. */
  dispose: () => Promise<void>;
}

export interface SeededDatabaseOptions {
  /** PostgreSQL: opens the copy from its URL, in place of a plain pool (e.g. through a proxy, with timeouts). */
  open?: (url: string) => Database;
}

/** A private copy of the seeded demo database (see global-setup.ts). */
export async function seededDatabase(kind: DatabaseKind, options: SeededDatabaseOptions = {}): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const snapshot = await readFile(inject('pgliteSnapshot'));
    const db = await openPglite(undefined, { loadDataDir: new Blob([snapshot]) });
    return { db, dispose: async () => db.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (!serverUrl || !template) throw new Error('PostgreSQL tests need TEST_DATABASE_URL');
  const name = `folio_t_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(serverUrl, { maxConnections: 1 });
  await admin.query(`create database ${name} template ${template}`);
  const url = withDatabase(serverUrl, name);
  const db = options.open ? options.open(url) : openPostgres(url);
  return {
    db,
    async dispose() {
      await db.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}

/** An empty database, with no migration applied: what a first start finds. */
export async function freshDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const db = await openPglite(undefined);
    return { db, dispose: async () => db.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('PostgreSQL tests need TEST_DATABASE_URL');
  const name = `folio_t_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(serverUrl, { maxConnections: 1 });
  await admin.query(`create database ${name}`);
  const db = openPostgres(withDatabase(serverUrl, name));
  return {
    db,
    async dispose() {
      await db.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}

export interface TestApi {
  app: App;
  db: Database;
  config: ApiConfig;
  /** Signs in one of the demo users and returns the Authorization header value. */
  authHeader(username: string): Promise<string>;
  close(): Promise<void>;
}

export const TEST_SECRET = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256!');

/** The api on a seeded copy of the demo data, driven in-process with app.inject(). */
export async function startTestApi(
  kind: DatabaseKind,
  overrides: Partial<ApiConfig> = {},
  database: SeededDatabaseOptions = {},
): Promise<TestApi> {
  const { db, dispose } = await seededDatabase(kind, database);
  const config = loadConfig({ jwtSecret: TEST_SECRET, dataDir: '/nonexistent', logLevel: 'silent', ...overrides });
  const app = await buildApp({ config, db, logger: false });
  await app.ready();
  const tokens = new Map<string, string>();
  return {
    app,
    db,
    config,
    async authHeader(username) {
      let token = tokens.get(username);
      if (!token) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username, password: DEMO_PASSWORD },
        });
        if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.body}`);
        token = res.json<{ accessToken: string }>().accessToken;
        tokens.set(username, token);
      }
      return `Bearer ${token}`;
    },
    async close() {
      await app.close();
      await dispose();
    },
  };
}
