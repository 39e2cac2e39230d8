import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { companyWithExpenseAccounts } from '../../test/finance-fixtures.ts';
import { databaseKinds, seededDatabase, type TestDatabase } from '../../test/helpers.ts';

/**
 * The daily totals of migration 007 are kept by statement triggers. Whatever statement changes
 * invoices, payments or transactions, each total must equal the sum of its rows, computed here
 * from scratch. A key with no rows must have no total, or a zero one.
 */
const MISMATCHES = {
  invoices: `
    select coalesce(t.company_id, r.company_id) as company_id, coalesce(t.day, r.day) as day,
           t.amount_cents as kept, r.cents as actual, t.invoice_count as kept_count, r.n as count
      from invoice_day_totals t
      full join (select company_id, (invoiced at time zone 'UTC')::date as day, sum(amount_cents)::bigint as cents,
                        count(*)::bigint as n
                   from invoices group by 1, 2) r on r.company_id = t.company_id and r.day = t.day
     where coalesce(t.amount_cents, 0) <> coalesce(r.cents, 0) or coalesce(t.invoice_count, 0) <> coalesce(r.n, 0)`,
  payments: `
    select coalesce(t.company_id, r.company_id) as company_id, coalesce(t.day, r.day) as day,
           t.received_cents as kept, r.cents as actual
      from payment_day_totals t
      full join (select company_id, (paid at time zone 'UTC')::date as day, sum(amount_cents)::bigint as cents
                   from payments where type <> 'W' group by 1, 2) r on r.company_id = t.company_id and r.day = t.day
     where coalesce(t.received_cents, 0) <> coalesce(r.cents, 0)`,
  transactions: `
    select coalesce(t.financial_account_id, r.financial_account_id) as account, coalesce(t.day, r.processed) as day,
           t.debit_cents as kept_debit, r.debit as debit, t.credit_cents as kept_credit, r.credit as credit
      from financial_account_day_totals t
      full join (select financial_account_id, processed, sum(debit_cents)::bigint as debit,
                        sum(credit_cents)::bigint as credit
                   from financial_transactions_stored where status = 'A' group by 1, 2) r
        on r.financial_account_id = t.financial_account_id and r.processed = t.day
     where coalesce(t.debit_cents, 0) <> coalesce(r.debit, 0) or coalesce(t.credit_cents, 0) <> coalesce(r.credit, 0)`,
};

async function mismatches(db: Database) {
  const out: Record<string, unknown[]> = {};
  for (const [name, sql] of Object.entries(MISMATCHES)) out[name] = (await db.query(sql)).rows;
  return out;
}

const NONE = { invoices: [], payments: [], transactions: [] };

describe.each(databaseKinds())('daily totals kept by triggers (%s)', (kind) => {
  let test: TestDatabase;
  let db: Database;
  let companyId: number;
  let clientId: number;
  let accountA: number;
  let accountB: number;
  beforeAll(async () => {
    test = await seededDatabase(kind);
    db = test.db;
    ({
      companyId,
      accountIds: [accountA, accountB],
    } = await companyWithExpenseAccounts(db, 'business.admin'));
    clientId = (await db.query<{ id: number }>('select id from clients where company_id = $1 limit 1', [companyId]))
      .rows[0]!.id;
  });
  afterAll(() => test.dispose());

  it('match the demo data, which the seed wrote with the triggers in place', async () => {
    expect(await mismatches(db)).toEqual(NONE);
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from invoice_day_totals');
    expect(rows[0]!.n).toBeGreaterThan(0);
  });

  it('follow invoices inserted together, moved to another day, re-priced, re-statused and deleted', async () => {
    const inserted = await db.query<{ id: number }>(
      `insert into invoices (company_id, unique_id, client_id, status, amount_cents, paid_cents, invoiced, due)
       select $1, 'DT-' || g, $2, 'I', 1000 * g, 0, timestamptz '2031-03-01 23:30:00+00' + g * interval '20 minutes', date '2031-04-01'
         from generate_series(1, 6) g returning id`,
      [companyId, clientId],
    );
    const ids = inserted.rows.map((r) => r.id);
    const day = async (d: string) =>
      (
        await db.query<{ cents: number }>(
          'select amount_cents as cents from invoice_day_totals where company_id = $1 and day = $2',
          [companyId, d],
        )
      ).rows[0]?.cents;
    // 23:50 falls on 1 March (UTC), 00:10 … 01:50 on 2 March.
    expect(await day('2031-03-01')).toBe(1000);
    expect(await day('2031-03-02')).toBe(20000);
    expect(await mismatches(db)).toEqual(NONE);

    await db.query(`update invoices set invoiced = invoiced + interval '1 day' where id = any($1)`, [ids.slice(0, 2)]);
    await db.query('update invoices set amount_cents = amount_cents + 1 where id = $1', [ids[2]]);
    await db.query(`update invoices set status = 'P' where id = any($1)`, [ids]);
    expect(await mismatches(db)).toEqual(NONE);
    await db.query('delete from invoices where id = any($1)', [ids]);
    expect(await mismatches(db)).toEqual(NONE);
    expect(await day('2031-03-02')).toBe(0);
    // An invoice of zero still counts as an invoice.
    await db.query(
      `insert into invoices (company_id, unique_id, client_id, status, amount_cents, paid_cents, invoiced, due)
       values ($1, 'DT-ZERO', $2, 'I', 0, 0, '2031-03-02T12:00:00Z', '2031-04-01')`,
      [companyId, clientId],
    );
    const counted = await db.query<{ n: number }>(
      `select invoice_count as n from invoice_day_totals where company_id = $1 and day = '2031-03-02'`,
      [companyId],
    );
    expect(counted.rows[0]!.n).toBe(1);
    expect(await mismatches(db)).toEqual(NONE);
  });

  it('follow payments, leaving write-offs out, also when a payment changes type', async () => {
    const invoice = await db.query<{ id: number }>(
      `insert into invoices (company_id, unique_id, client_id, status, amount_cents, paid_cents, invoiced, due)
       values ($1, 'DT-PAY', $2, 'I', 90000, 0, '2031-05-01T10:00:00Z', '2031-06-01') returning id`,
      [companyId, clientId],
    );
    const invoiceId = invoice.rows[0]!.id;
    const paid = await db.query<{ id: number }>(
      `insert into payments (company_id, invoice_id, type, amount_cents, paid)
       values ($1, $2, 'B', 10000, '2031-05-02T23:59:59Z'), ($1, $2, 'W', 5000, '2031-05-02T08:00:00Z'),
              ($1, $2, 'C', 2500, '2031-05-03T00:00:00Z')
       returning id`,
      [companyId, invoiceId],
    );
    const received = async (d: string) =>
      (
        await db.query<{ cents: number }>(
          'select received_cents as cents from payment_day_totals where company_id = $1 and day = $2',
          [companyId, d],
        )
      ).rows[0]?.cents;
    expect(await received('2031-05-02')).toBe(10000);
    expect(await received('2031-05-03')).toBe(2500);
    await db.query(`update payments set type = 'B' where id = $1`, [paid.rows[1]!.id]);
    expect(await received('2031-05-02')).toBe(15000);
    await db.query(`update payments set type = 'W' where id = $1`, [paid.rows[0]!.id]);
    expect(await mismatches(db)).toEqual(NONE);
    await db.query('delete from payments where invoice_id = $1', [invoiceId]);
    await db.query('delete from invoices where id = $1', [invoiceId]);
    expect(await mismatches(db)).toEqual(NONE);
  });

  it('follow transactions: only active ones, through recodes, date changes, status changes and deletes', async () => {
    const inserted = await db.query<{ id: number }>(
      `insert into financial_transactions (company_id, processed, financial_account_id, description, debit_cents,
                                           credit_cents, status)
       values ($1, '2031-07-01', $2, 'DT one', 1234, 0, 'A'), ($1, '2031-07-01', $2, 'DT two', 0, 200, 'A'),
              ($1, '2031-07-01', $2, 'DT inactive', 999, 0, 'I')
       returning id`,
      [companyId, accountA],
    );
    const ids = inserted.rows.map((r) => r.id);
    const total = async (account: number) =>
      (
        await db.query<{ debit: number; credit: number }>(
          `select debit_cents as debit, credit_cents as credit from financial_account_day_totals
            where financial_account_id = $1 and day = '2031-07-01'`,
          [account],
        )
      ).rows[0];
    expect(await total(accountA)).toEqual({ debit: 1234, credit: 200 });
    await db.query(`update financial_transactions set status = 'A' where id = $1`, [ids[2]]);
    expect(await total(accountA)).toEqual({ debit: 2233, credit: 200 });
    await db.query('update financial_transactions set financial_account_id = $2 where id = $1', [ids[0], accountB]);
    expect(await total(accountB)).toEqual({ debit: 1234, credit: 0 });
    await db.query(`update financial_transactions set processed = '2031-07-02', status = 'I' where id = $1`, [ids[1]]);
    expect(await mismatches(db)).toEqual(NONE);
    await db.query('delete from financial_transactions where id = any($1)', [ids]);
    expect(await mismatches(db)).toEqual(NONE);
  });

  it('roll back with the statement that failed', async () => {
    const before = await db.query('select * from invoice_day_totals where company_id = $1 order by day', [companyId]);
    await expect(
      db.transaction(async (tx) => {
        await tx.query(
          `insert into invoices (company_id, unique_id, client_id, status, amount_cents, paid_cents, invoiced, due)
           values ($1, 'DT-RB', $2, 'I', 777, 0, '2031-09-09T09:00:00Z', '2031-10-01')`,
          [companyId, clientId],
        );
        throw new Error('the rest of the work failed');
      }),
    ).rejects.toThrow('the rest of the work failed');
    const after = await db.query('select * from invoice_day_totals where company_id = $1 order by day', [companyId]);
    expect(after.rows).toEqual(before.rows);
  });
});
