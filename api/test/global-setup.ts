import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../src/db/migrate.ts';
import { openPglite } from '../src/db/pglite.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { seedDemoData } from '../src/db/seed/index.ts';
import { TEST_TODAY } from './constants.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string | null;
  }
}

/**
 * Builds the seeded demo database once per test run, so each test file starts from a copy in
 * well under a second: a PGlite snapshot file, and on PostgreSQL a template database.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'folio-test-'));
  const pglite = await openPglite(undefined);
  await migrate(pglite);
  await seedDemoData(pglite, { today: TEST_TODAY });
  const snapshot = path.join(dir, 'seeded.tar.gz');
  await writeFile(snapshot, Buffer.from(await (await pglite.dump()).arrayBuffer()));
  await pglite.close();
  project.provide('pgliteSnapshot', snapshot);

  const serverUrl = process.env.TEST_DATABASE_URL;
  let template: string | null = null;
  if (serverUrl) {
    template = `folio_template_${process.pid}`;
    const admin = openPostgres(serverUrl, { maxConnections: 1 });
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const db = openPostgres(withDatabase(serverUrl, template));
    await migrate(db);
    await seedDemoData(db, { today: TEST_TODAY });
    await db.close();
    await admin.close();
  }
  project.provide('postgresTemplate', template);

  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (serverUrl && template) {
      const admin = openPostgres(serverUrl, { maxConnections: 1 });
      await admin.query(`drop database if exists ${template}`);
      await admin.close();
    }
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
