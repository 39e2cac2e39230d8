import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { DEMO_PASSWORD } from './seed/demo-companies.ts';
import type { Database, Queryable } from './database.ts';
import { seededDatabase, TEST_SECRET, type TestApi, type TestDatabase } from '../../test/helpers.ts';
import { componentsOf, invoiceWithLines, pay, session, type Session } from '../../test/finance-fixtures.ts';
import { loadParser, tableUses, type TableUse, type TenantSchema } from '../../test/tenant-sql.ts';

/**
 * Every statement the api runs against company data is filtered by `company_id` (docs/scaling.md): the
 * foundation of tenancy in SQL and of distributing the database by company. The api runs on a recording
 * Database while a tour calls every GET route of its OpenAPI document and a few writes (an invoice, a
 * payment, a product, a billing plan, an invoice emailed through the outbox); each statement is then parsed
 * by PostgreSQL's own parser (test/tenant-sql.ts). `joined` statements are printed, not failed (docs/scaling.md).
 */

/**
 * Company data without `company_id`, each reached through its parent's key. To distribute by company they
 * gain `company_id` (docs/scaling.md).
 */
const CHILD_TABLES: Record<string, string> = {
  billing_plan_items: 'billing_plan_id', // a plan's lines
  claim_events: 'claim_id', // a claim's history
  financial_account_day_totals: 'financial_account_id', // an account's day totals (migration 007's trigger)
  financial_import_review_rows: 'review_id', // a statement reviewed on the server, its rows (decision 47)
  financial_recode_moves: 'recode_id', // a recode's moves, kept for undo
  outbox_attachments: 'message_id', // a message's attachments
  unpaid_run_invoices: 'unpaid_run_id', // a reminder run's invoices
  user_configurations: 'user_id', // a user's settings
};

/** Company tables without an index led by company_id, each with its reason. */
const NOT_LED_BY_COMPANY: Record<string, string> = {
  invoice_list_changes: 'a row per open transaction and company, keyed (xid, company_id), read by xid',
};

/** Tables that are not company data. */
const REFERENCE_TABLES: Record<string, string> = {
  companies: 'the tenants themselves, keyed by id',
  schema_migrations: 'which migrations ran',
};

/**
 * Statements that may read a company table without its key, each with its reason. Keep it short and honest:
 * an entry here is a statement that would be a cross-shard query on a database distributed by company.
 */
const ALLOWED: { table: string; sql: RegExp; reason: string }[] = [
  {
    table: 'users',
    sql: /\bwhere\s+(lower\()?username\)?\s*=/i,
    reason: 'sign-in: the username is unique across companies and names the company',
  },
  {
    table: 'users',
    sql: /^select company_id as "companyId", username, roles, active, token_version as "tokenVersion" from users where id = \$1$/,
    reason: "each request's session check, by the signed token's user id (to key: the token also names the company)",
  },
  {
    table: 'unpaid_runs',
    sql: /from unpaid_runs where finished_at is null/,
    reason: 'start-up: resumes every unfinished reminder run, across companies, once per process',
  },
  {
    table: 'outbox_messages',
    sql: /^update outbox_messages set status = 'uncertain'.* where status = 'sending' and claimed_at < /,
    reason: 'lease housekeeping: sends whose claim outlived its lease, across companies at start-up (else one company)',
  },
  {
    table: 'unpaid_run_invoices',
    sql: /\bclaimed_at\b/,
    reason: 'start-up and lease housekeeping: reminders a stopped process left claimed, across companies',
  },
  {
    table: 'invoice_components',
    sql: /from invoice_components where invoice_id = \$1$/,
    reason: 'next position and total of an invoice the same transaction has just read by company (to key)',
  },
  {
    table: 'invoices',
    sql: /^update invoices set amount_cents = \$2, paid_cents = \$3, status = \$4, .* where id = \$1$/,
    reason: 'the totals of an invoice the same transaction has read and locked by company (to key)',
  },
  {
    table: 'invoice_components',
    sql: /^update invoice_components set paid_cents = paid_cents \+ \$2 where id = \$1$/,
    reason: 'a payment on a component the same transaction has read and locked by company (to key)',
  },
];

const oneLine = (sql: string) => sql.replace(/\s+/g, ' ').trim();

interface Finding {
  sql: string;
  use: TableUse;
}

function findings(statements: Iterable<string>, schema: TenantSchema): { unfiltered: Finding[]; joined: Finding[] } {
  const unfiltered: Finding[] = [];
  const joined: Finding[] = [];
  for (const sql of statements) {
    for (const use of tableUses(sql, schema)) {
      if (use.access === 'keyed') continue;
      if (use.access === 'joined') joined.push({ sql, use });
      else if (!ALLOWED.some((a) => a.table === use.table && a.sql.test(oneLine(sql)))) unfiltered.push({ sql, use });
    }
  }
  return { unfiltered, joined };
}

describe('every statement on company data is filtered by company_id (pglite)', () => {
  let database: TestDatabase;
  let api: TestApi;
  let schema: TenantSchema;
  const seen = new Set<string>();

  const recording = (q: Queryable): Queryable => ({
    query: (sql, params, options) => {
      seen.add(sql);
      return q.query(sql, params, options);
    },
  });

  beforeAll(async () => {
    await loadParser();
    database = await seededDatabase('pglite');
    const db = database.db;
    const wrapped: Database = {
      ...db,
      ...recording(db),
      transaction: (work) => db.transaction((tx) => work(recording(tx))),
      kind: db.kind,
    };
    const config = loadConfig({ jwtSecret: TEST_SECRET, dataDir: '/nonexistent', logLevel: 'silent' });
    const app = await buildApp({ config, db: wrapped, logger: false });
    await app.ready();
    api = {
      app,
      db,
      config,
      async authHeader(username) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username, password: DEMO_PASSWORD },
        });
        if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.body}`);
        return `Bearer ${res.json<{ accessToken: string }>().accessToken}`;
      },
      close: async () => app.close(),
    };
    const { rows } = await db.query<{ table: string; has: boolean }>(
      `select c.relname as table, a.attname is not null as has
         from pg_class c join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
         left join pg_attribute a on a.attrelid = c.oid and a.attname = 'company_id' and not a.attisdropped
        where c.relkind in ('r', 'p')`,
    );
    schema = {
      tenant: new Set(rows.filter((r) => r.has).map((r) => r.table)),
      child: new Map(
        rows.filter((r) => !r.has && !(r.table in REFERENCE_TABLES)).map((r) => [r.table, CHILD_TABLES[r.table] ?? '']),
      ),
    };
  });

  afterAll(async () => {
    await api?.close();
    await database?.dispose();
  });

  it('every table is company data with company_id, a listed child table or a listed reference table', () => {
    expect([...schema.child.keys()].sort()).toEqual(Object.keys(CHILD_TABLES).sort());
  });

  it('every company table has company_id not null and an index led by it', async () => {
    const { rows } = await api.db.query<{ table: string; notnull: boolean; led: boolean }>(
      `select c.relname as table, a.attnotnull as notnull,
              exists (select 1 from pg_index i where i.indrelid = c.oid and i.indkey[0] = a.attnum) as led
         from pg_class c join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
         join pg_attribute a on a.attrelid = c.oid and a.attname = 'company_id'
        where c.relkind in ('r', 'p') order by 1`,
    );
    expect(rows.filter((r) => !r.notnull)).toEqual([]);
    expect(rows.filter((r) => !r.led).map((r) => r.table)).toEqual(Object.keys(NOT_LED_BY_COMPANY).sort());
  });

  it('the check finds an unfiltered statement run through the api', async () => {
    seen.clear();
    await api.app.inject({ url: '/api/health' });
    const probe = 'select id, amount_cents from invoices where id = $1';
    await recording(api.db).query(probe, [1]);
    expect(findings(seen, schema).unfiltered.map((f) => f.sql)).toContain(probe);
    const keyed = 'select id from invoices where company_id = $1 and id = $2';
    expect(findings([keyed], schema).unfiltered).toEqual([]);
  });

  it('a tour of every GET route and a few writes runs no statement on company data without company_id', async () => {
    seen.clear();
    const health: Session = await session(api, 'health.admin');
    const invoice = await invoiceWithLines(api, health, [100, 50]);
    const component = (await componentsOf(api, health, invoice.id))[0]!.id;
    const paid = await pay(api, health, invoice.id, { amount: 10 }, { componentId: component });
    expect(paid.status).toBe(201);
    const headers = { authorization: health.auth };
    const post = async (url: string, payload: object) => {
      const res = await api.app.inject({ method: 'POST', url, headers, payload });
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
      return res.json<Record<string, unknown>>();
    };
    const product = await post(`/api/product1/${health.companyId}`, { name: 'Tour', unitCost: 5 });
    const plan = await post(`/api/billingplan/${health.companyId}`, {
      name: 'Tour',
      items: [{ productId: product.id }],
    });
    await post(`/api/invoice1/email/${invoice.id}`, { to: 'tour@example.test' });

    const doc = (await api.app.inject({ url: '/api/openapi.json' })).json<{ paths: Record<string, object> }>();
    const ids: Record<string, number | string> = {
      companyId: health.companyId,
      invoiceId: invoice.id,
      clientId: invoice.clientId,
      componentId: component,
      productId: product.id as number,
      planId: plan.id as number,
      userId: health.userId,
      year: 2026,
      start: '2026-01-01',
      end: '2026-12-31',
    };
    let called = 0;
    let answered = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (!('get' in operations) || path.includes('openapi')) continue;
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => String(ids[name] ?? invoice.id));
      const res = await api.app.inject({ url, headers: { authorization: health.auth } });
      called += 1;
      if (res.statusCode < 300) answered += 1;
    }
    expect(answered).toBeGreaterThan(20);

    const { unfiltered, joined } = findings(seen, schema);
    // Safe for tenancy, not routable by company on a distributed database (docs/scaling.md).
    console.info(
      `tenant-filter: ${seen.size} statements from ${called} GET routes (${answered} answered 2xx) and the writes; ${joined.length} table uses reach a ` +
        `table through another key: ${[...new Set(joined.map((f) => f.use.table))].sort().join(', ')}`,
    );
    expect(unfiltered.map((f) => `${f.use.table} (${f.use.access}): ${oneLine(f.sql)}`)).toEqual([]);
  });
});
