import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { companyWithExpenseAccounts } from '../../test/finance-fixtures.ts';
import { databaseKinds, seededDatabase, type TestDatabase } from '../../test/helpers.ts';

/**
 * financial_description_accounts (migration 010) counts, per description and account, the
 * transactions stored with them; the import review suggests accounts from it. Whatever statement
 * changes transactions, each count must equal the rows counted here from scratch, and no pair may
 * be kept at zero.
 */
const MISMATCHES = `
  select coalesce(k.company_id, r.company_id) as company_id, coalesce(k.description_key, r.key) as key,
         coalesce(k.financial_account_id, r.financial_account_id) as account, k.uses as kept, r.n as actual
    from financial_description_accounts k
    full join (select company_id, lower(btrim(description)) as key, financial_account_id, count(*)::bigint as n
                 from financial_transactions group by 1, 2, 3) r
      on r.company_id = k.company_id and r.key = k.description_key and r.financial_account_id = k.financial_account_id
   where k.uses is distinct from r.n`;

describe.each(databaseKinds())('description and account counts kept by triggers (%s)', (kind) => {
  let test: TestDatabase;
  let db: Database;
  let companyId: number;
  let accountA: number;
  let accountB: number;
  const mismatches = async () => (await db.query(MISMATCHES)).rows;
  const uses = async (key: string) =>
    (
      await db.query<{ account: number; uses: number; latest: string }>(
        `select financial_account_id as account, uses, latest::text as latest from financial_description_accounts
          where company_id = $1 and description_key = $2 order by financial_account_id`,
        [companyId, key],
      )
    ).rows;

  beforeAll(async () => {
    test = await seededDatabase(kind);
    db = test.db;
    ({
      companyId,
      accountIds: [accountA, accountB],
    } = await companyWithExpenseAccounts(db, 'business.admin'));
  });
  afterAll(() => test.dispose());

  it('match the demo data', async () => {
    expect(await mismatches()).toEqual([]);
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from financial_description_accounts');
    expect(rows[0]!.n).toBeGreaterThan(0);
  });

  it('follow inserts, recodes, description and date changes, and deletes', async () => {
    const inserted = await db.query<{ id: number }>(
      `insert into financial_transactions (company_id, processed, financial_account_id, description, debit_cents, status)
       values ($1, '2031-07-01', $2, 'DA Rent', 100, 'A'), ($1, '2031-07-05', $2, ' da rent ', 100, 'I'),
              ($1, '2031-07-03', $3, 'DA RENT', 100, 'A')
       returning id`,
      [companyId, accountA, accountB],
    );
    const ids = inserted.rows.map((r) => r.id);
    // Any status counts; the key is the trimmed lower-case description; latest is the latest date.
    expect(await uses('da rent')).toEqual([
      { account: accountA, uses: 2, latest: '2031-07-05' },
      { account: accountB, uses: 1, latest: '2031-07-03' },
    ]);

    await db.query('update financial_transactions set financial_account_id = $2 where id = $1', [ids[0], accountB]);
    expect(await uses('da rent')).toEqual([
      { account: accountA, uses: 1, latest: '2031-07-05' },
      { account: accountB, uses: 2, latest: '2031-07-03' },
    ]);
    await db.query(`update financial_transactions set description = 'DA Water' where id = $1`, [ids[1]]);
    // accountA has no 'da rent' row left: its pair is gone, not kept at 0.
    expect(await uses('da rent')).toEqual([{ account: accountB, uses: 2, latest: '2031-07-03' }]);
    const version = async () =>
      (
        await db.query<{ xmin: string }>(
          `select xmin::text from financial_description_accounts
            where company_id = $1 and description_key = 'da rent' and financial_account_id = $2`,
          [companyId, accountB],
        )
      ).rows[0]!.xmin;
    const before = await version();
    await db.query(`update financial_transactions set status = 'I' where id = $1`, [ids[2]]);
    // A status change leaves the pair as it was: not even rewritten.
    expect(await version()).toBe(before);
    await db.query(`update financial_transactions set processed = '2031-08-01' where id = $1`, [ids[2]]);
    expect(await uses('da rent')).toEqual([{ account: accountB, uses: 2, latest: '2031-08-01' }]);
    expect(await mismatches()).toEqual([]);

    await db.query('delete from financial_transactions where id = any($1)', [ids]);
    expect(await uses('da rent')).toEqual([]);
    expect(await uses('da water')).toEqual([]);
    expect(await mismatches()).toEqual([]);
  });

  it('do not keep an account from being deleted once its transactions are gone', async () => {
    const account = await db.query<{ id: number }>(
      `insert into financial_accounts (company_id, code, name, type, status) values ($1, '9991', 'DA temporary', 'E', 'A')
       returning id`,
      [companyId],
    );
    const accountId = account.rows[0]!.id;
    await db.query(
      `insert into financial_transactions (company_id, processed, financial_account_id, description, debit_cents)
       values ($1, '2031-07-01', $2, 'DA temporary', 100)`,
      [companyId, accountId],
    );
    expect(await uses('da temporary')).toHaveLength(1);
    await db.query('delete from financial_transactions where financial_account_id = $1', [accountId]);
    await db.query('delete from financial_accounts where id = $1', [accountId]);
    expect(await uses('da temporary')).toEqual([]);
  });

  it('roll back with the statement that failed', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(
          `insert into financial_transactions (company_id, processed, financial_account_id, description, debit_cents)
           values ($1, '2031-07-01', $2, 'DA rolled back', 100)`,
          [companyId, accountA],
        );
        throw new Error('the rest of the work failed');
      }),
    ).rejects.toThrow('the rest of the work failed');
    expect(await uses('da rolled back')).toEqual([]);
  });

  it("refuse a transaction whose account is another company's", async () => {
    const other = await db.query<{ id: number }>(
      `select a.id from financial_accounts a where a.company_id <> $1 limit 1`,
      [companyId],
    );
    await expect(
      db.query(
        `insert into financial_transactions (company_id, processed, financial_account_id, description, debit_cents)
         values ($1, '2031-07-01', $2, 'DA wrong company', 100)`,
        [companyId, other.rows[0]!.id],
      ),
    ).rejects.toMatchObject({ code: '23503' });
  });
});
