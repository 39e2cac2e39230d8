import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { migrate } from '../../api/src/db/migrate.ts';
import type { Database } from '../../api/src/db/database.ts';
import { openPglite } from '../../api/src/db/pglite.ts';
import { openPostgres } from '../../api/src/db/postgres.ts';
import { seedDemoData } from '../../api/src/db/seed/index.ts';

export const BENCH_DB = 'folio_bench';
export const BENCH_USER = 'bench.admin';

/** How much the bench company holds (issue 6). */
export const SCALE = {
  clients: 5_000,
  invoices: 200_000,
  componentsPerInvoice: 4,
  payments: 300_000,
  transactions: 1_000_000,
} as const;

/**
 * Where the bench data lives. `postgres`: the database folio_bench on the server of `adminUrl`.
 * `pglite`: the api's embedded database, in `${dataDir}/pglite` as the api opens it with DATA_DIR.
 */
export type BenchStore = { kind: 'postgres'; adminUrl: string } | { kind: 'pglite'; dataDir: string };

/** How the api reaches the loaded data: DATABASE_URL of folio_bench, or DATA_DIR of the embedded database. */
export type BenchTarget = { kind: 'postgres'; databaseUrl: string } | { kind: 'pglite'; dataDir: string };

/** The tables the bulk insert fills. */
const BULK_TABLES = ['clients', 'invoices', 'invoice_components', 'payments', 'financial_transactions'];

export interface LoadedData {
  target: BenchTarget;
  companyId: number;
  seconds: { demo: number; bulk: number; analyze: number };
  counts: Record<string, number>;
}

/** The bench database's URL on the same server as `adminUrl`. */
export function benchUrl(adminUrl: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${BENCH_DB}`;
  return url.toString();
}

/** The api's environment for `target`; DATABASE_URL empty means PGlite in DATA_DIR (api/src/config.ts). */
export function apiDatabaseEnv(target: BenchTarget): Record<string, string> {
  return target.kind === 'postgres'
    ? { DATABASE_URL: target.databaseUrl }
    : { DATABASE_URL: '', DATA_DIR: target.dataDir };
}

/** A connection beside the running api: only to a PostgreSQL server (PGlite's one connection is the api's). */
export function openBesideApi(target: BenchTarget): Database | undefined {
  return target.kind === 'postgres' ? openPostgres(target.databaseUrl, { maxConnections: 1 }) : undefined;
}

/** Opens the store's bench database; `fresh` first drops it (PostgreSQL) or deletes its directory (PGlite). */
async function openStore(store: BenchStore, fresh: boolean): Promise<{ db: Database; target: BenchTarget }> {
  if (store.kind === 'pglite') {
    const dir = path.join(store.dataDir, 'pglite');
    if (fresh) {
      await rm(dir, { recursive: true, force: true });
      await mkdir(store.dataDir, { recursive: true });
    }
    return { db: await openPglite(dir), target: { kind: 'pglite', dataDir: store.dataDir } };
  }
  if (fresh) {
    const admin = new pg.Client({ connectionString: store.adminUrl });
    await admin.connect();
    try {
      await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
      await admin.query(`create database ${BENCH_DB}`);
    } finally {
      await admin.end();
    }
  }
  const databaseUrl = benchUrl(store.adminUrl);
  return {
    db: openPostgres(databaseUrl, { maxConnections: fresh ? 2 : 1 }),
    target: { kind: 'postgres', databaseUrl },
  };
}

const since = (t0: number) => (performance.now() - t0) / 1000;

/**
 * A fresh bench database (folio_bench dropped and created, or the PGlite directory deleted), migrated,
 * with the demo companies and the big company. The same SQL runs on both stores.
 */
export async function loadData(store: BenchStore, today: string): Promise<LoadedData> {
  const { db, target } = await openStore(store, true);
  try {
    let t0 = performance.now();
    await migrate(db);
    await seedDemoData(db, { today });
    const demo = since(t0);

    t0 = performance.now();
    const companyId = await db.transaction(async (tx) => {
      await tx.query('set local synchronous_commit = off');
      // As a restore does: the indexes no constraint owns are dropped for the bulk insert and built once after
      // it, from their own definitions (the migrations stay the one source); one index build instead of a
      // million updates of each, which counts most in PGlite.
      const { rows: indexes } = await tx.query<{ name: string; definition: string }>(
        `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
           from pg_index i
          where i.indrelid = any($1::regclass[])
            and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
        [BULK_TABLES],
      );
      for (const index of indexes) await tx.query(`drop index ${index.name}`);
      const { rows } = await tx.query<{ id: number }>(
        `insert into companies (name, type, region, email, phone, address)
         values ('Bench Trading Ltd', 'B', 'UK', 'bench@bench.example', '+00 000 0000', '1 Bench Street')
         returning id`,
      );
      const cid = rows[0]!.id;
      // The demo password's hash (demo-pass-1), borrowed from a demo user: hashing is slow on purpose.
      const user = await tx.query<{ id: number }>(
        `insert into users (company_id, username, password_hash, email, first_name, last_name, roles)
         select $1, $2, password_hash, 'bench.admin@bench.example', 'Bench', 'Admin', roles
           from users where username = 'business.admin' returning id`,
        [cid, BENCH_USER],
      );
      const userId = user.rows[0]!.id;
      await tx.query('insert into user_configurations (user_id) values ($1)', [userId]);
      // The same chart of accounts as the demo trading company.
      await tx.query(
        `insert into financial_accounts (company_id, code, name, type, status)
         select $1, a.code, a.name, a.type, a.status from financial_accounts a
           join users u on u.company_id = a.company_id where u.username = 'business.admin'`,
        [cid],
      );
      await tx.query(
        `insert into clients (company_id, first_name, last_name, email)
         select $1, 'Client' || g, 'Surname' || (g % 997), 'client' || g || '@bench.example'
           from generate_series(1, ${SCALE.clients}) g`,
        [cid],
      );
      // Component k of invoice n costs c(n, k) = ((7n + 13k) % 50 + 1) × 10.00; the invoice is their sum.
      // Invoices 1 … payments/2 get two payments (components 1 and 2, paid in full).
      const paidInvoices = SCALE.payments / 2;
      await tx.query(
        `with cl as (select array_agg(id order by id) ids from clients where company_id = $1)
         insert into invoices (company_id, unique_id, client_id, practitioner_id, status, amount_cents, paid_cents,
                               invoiced, due, description, created_at, updated_at)
         select $1, 'INV-' || lpad(n::text, 6, '0'), cl.ids[1 + n % ${SCALE.clients}], $2,
                'I', amt, paid, inv, (inv + interval '30 days')::date,
                (array['Consulting', 'Bookkeeping', 'Payroll', 'Audit', 'Tax return'])[1 + n % 5] || ' ' || n,
                inv, inv
           from cl, generate_series(1, ${SCALE.invoices}) n,
                lateral (select now() - (n % 730) * interval '1 day' - (n % 600) * interval '1 minute' as inv,
                                ((7 * n + 13) % 50 + 1 + (7 * n + 26) % 50 + 1 + (7 * n + 39) % 50 + 1
                                 + (7 * n + 52) % 50 + 1) * 1000::bigint as amt,
                                case when n <= ${paidInvoices}
                                     then ((7 * n + 13) % 50 + 1 + (7 * n + 26) % 50 + 1) * 1000::bigint
                                     else 0 end as paid) x`,
        [cid, userId],
      );
      await tx.query(
        `insert into invoice_components (invoice_id, company_id, position, description, quantity, unit_cost_cents,
                                         amount_cents, paid_cents, created_at)
         select i.id, $1, k, 'Service ' || k, 1, c, c,
                case when n <= ${paidInvoices} and k <= 2 then c else 0 end, i.invoiced
           from invoices i, generate_series(1, ${SCALE.componentsPerInvoice}) k,
                lateral (select substr(i.unique_id, 5)::int as n) nn,
                lateral (select ((7 * n + 13 * k) % 50 + 1) * 1000::bigint as c) cc
          where i.company_id = $1`,
        [cid],
      );
      await tx.query(
        `insert into payments (company_id, invoice_id, invoice_component_id, client_id, description, type,
                               amount_cents, paid, created_by, created_at)
         select $1, i.id, ic.id, i.client_id, 'Payment ' || i.unique_id, 'B', ic.amount_cents,
                i.invoiced + interval '3 days', $2, i.invoiced + interval '3 days'
           from invoices i join invoice_components ic on ic.invoice_id = i.id and ic.position <= 2
          where i.company_id = $1 and substr(i.unique_id, 5)::int <= ${paidInvoices}`,
        [cid, userId],
      );
      await tx.query(`insert into invoice_counters (company_id, last_number) values ($1, ${SCALE.invoices})`, [cid]);
      // Transactions over the last three years on every account: debits on E/FA/CA, credits on the rest.
      await tx.query(
        `with acc as (select array_agg(id order by id) ids, array_agg(type order by id) types, count(*)::int n
                        from financial_accounts where company_id = $1)
         insert into financial_transactions (company_id, processed, financial_account_id, description,
                                             debit_cents, credit_cents, status, created_at)
         select $1, (current_date - (g % 1095))::date, acc.ids[1 + g % acc.n], 'Bench transaction ' || (g % 5000),
                case when acc.types[1 + g % acc.n] in ('E', 'FA', 'CA') then (g % 9000 + 100)::bigint else 0 end,
                case when acc.types[1 + g % acc.n] in ('E', 'FA', 'CA') then 0 else (g % 9000 + 100)::bigint end,
                case when g % 50 = 0 then 'I' else 'A' end, now()
           from acc, generate_series(1, ${SCALE.transactions}) g`,
        [cid],
      );
      for (const index of indexes) await tx.query(index.definition);
      return cid;
    });
    const bulk = since(t0);

    t0 = performance.now();
    await db.exec('vacuum analyze');
    const analyze = since(t0);

    return { target, companyId, seconds: { demo, bulk, analyze }, counts: await countRows(db, companyId) };
  } finally {
    await db.close();
  }
}

async function countRows(db: Database, companyId: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['invoices', 'invoice_components', 'payments', 'financial_transactions', 'clients']) {
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from ${table} where company_id = $1`, [
      companyId,
    ]);
    counts[table] = rows[0]?.n ?? 0;
  }
  return counts;
}

/**
 * Removes every import batch of the company (only scenario 4 makes them) with its rows and audit entries;
 * answers how many batches there were.
 */
export async function removeImports(db: Database, companyId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>('select id from financial_import_batches where company_id = $1', [
      companyId,
    ]);
    const ids = rows.map((r) => r.id);
    if (ids.length > 0) {
      await tx.query('delete from financial_transactions where import_batch_id = any($1::bigint[])', [ids]);
      await tx.query(
        `delete from audit_log where entity = 'financial_import_batch' and entity_id = any($1::bigint[])`,
        [ids],
      );
      await tx.query('delete from financial_import_batches where id = any($1::bigint[])', [ids]);
    }
    return ids.length;
  });
}

/**
 * The data a previous run loaded (BENCH_REUSE_DATA=1), to iterate on one scenario without reloading.
 * In PGlite mode the import scenario cannot delete its rows beside the running api, so what an earlier
 * run imported is removed here, before the api opens the directory.
 */
export async function reuseData(store: BenchStore): Promise<LoadedData> {
  const { db, target } = await openStore(store, false);
  try {
    const { rows } = await db.query<{ id: number }>(`select id from companies where name = 'Bench Trading Ltd'`);
    const companyId = rows[0]?.id;
    if (companyId === undefined)
      throw new Error('the bench database holds no bench company: run without BENCH_REUSE_DATA');
    if (store.kind === 'pglite') {
      const removed = await removeImports(db, companyId);
      if (removed > 0) {
        console.log(`  removed ${removed} import batch(es) left by an earlier run`);
        await db.exec('vacuum analyze financial_transactions');
      }
    }
    return {
      target,
      companyId,
      seconds: { demo: 0, bulk: 0, analyze: 0 },
      counts: await countRows(db, companyId),
    };
  } finally {
    await db.close();
  }
}
