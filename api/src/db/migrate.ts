import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database.ts';

const migrationsDir = path.resolve(import.meta.dirname, '../../migrations');

/**
 * Applies every `migrations/NNN_name.sql` not yet recorded in schema_migrations, in name order,
 * each in its own transaction. An advisory lock keeps two starting processes from racing.
 */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    name text primary key, applied_at timestamptz not null default now())`);
  const files = (await readdir(migrationsDir)).filter((f) => /^\d+_.+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(727274)');
    const done = new Set(
      (await tx.query<{ name: string }>('select name from schema_migrations')).rows.map((r) => r.name),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = await readFile(path.join(migrationsDir, file), 'utf8');
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
      applied.push(file);
    }
  });
  return applied;
}

/**
 * Splits a migration on top-level semicolons. Dollar-quoted bodies ($$ … $$, $fn$ … $fn$: trigger
 * functions) are kept whole, with their semicolons and comments.
 */
export function splitStatements(sql: string): string[] {
  const bodies: string[] = [];
  const masked = sql.replace(/\$([A-Za-z_]*)\$[\s\S]*?\$\1\$/g, (body) => `⟦${bodies.push(body) - 1}⟧`);
  return masked
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter((s) => s.length > 0)
    .map((s) => s.replace(/⟦(\d+)⟧/g, (_, i: string) => bodies[Number(i)]!));
}
