import type { Database } from './database.ts';

/**
 * Drops what the migrations made in the public schema: the tables, and the functions that no
 * extension owns (trigger functions; pg_trgm's stay with their extension). Dropping these rather
 * than the schema keeps the schema's owner and grants. Returns how many tables went.
 */
export async function emptyDatabase(db: Database): Promise<number> {
  const tables = await db.query<{ name: string }>(
    `select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  if (tables.rows.length > 0)
    await db.exec(`drop table if exists ${tables.rows.map((r) => r.name).join(', ')} cascade`);
  const functions = await db.query<{ name: string }>(
    `select p.oid::regprocedure::text as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public'
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
  );
  if (functions.rows.length > 0) {
    await db.exec(`drop function if exists ${functions.rows.map((r) => r.name).join(', ')} cascade`);
  }
  return tables.rows.length;
}
