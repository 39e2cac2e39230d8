import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { companyWithExpenseAccounts } from '../../test/finance-fixtures.ts';
import { databaseKinds, seededDatabase, type TestDatabase } from '../../test/helpers.ts';
import { reviewRows, statementReview } from './duplicates.ts';
import type { StatementRow } from './statement-row.ts';

describe.each(databaseKinds())('statement review in chunks (%s)', (kind) => {
  let test: TestDatabase;
  let db: Database;
  let companyId: number;
  beforeAll(async () => {
    test = await seededDatabase(kind);
    db = test.db;
    const found = await companyWithExpenseAccounts(db, 'business.admin');
    companyId = found.companyId;
    const [first, second] = found.accountIds;
    // 'SR water' was booked twice to the second account, once to the first: the second is suggested.
    await db.query(
      `insert into financial_transactions (company_id, processed, financial_account_id, description, debit_cents, credit_cents)
       values ($1, '2026-04-01', $2, 'SR rent', 150000, 0), ($1, '2026-04-02', $3, 'SR water', 4200, 0),
              ($1, '2026-04-03', $3, 'SR Water ', 4300, 0), ($1, '2026-04-04', $2, 'SR water', 4400, 0),
              ($1, '2026-04-05', $2, 'SR refund', 0, 999)`,
      [companyId, first, second],
    );
  });
  afterAll(() => test.dispose());

  const row = (line: number, processed: string, description: string, amountCents: number): StatementRow => ({
    line,
    processed,
    description,
    amountCents,
    accountCode: '',
  });
  const statement = [
    row(2, '2026-04-01', 'SR Rent', -150000), // duplicate: same day, amount and description (case aside)
    row(3, '2026-04-01', 'SR rent', -150001), // another amount
    row(4, '2026-04-02', 'SR water', -4200), // duplicate
    row(5, '2026-04-05', 'SR refund', 999), // duplicate, money in
    row(6, '2026-04-05', 'SR refund', -999), // money out is not the stored credit
    row(7, '2026-04-06', 'SR new payee', -100),
    row(8, '2026-04-07', 'SR water', -4200), // another day
  ];

  it('flags duplicates and suggests accounts the same whatever the chunk size', async () => {
    const codes = await db.query<{ code: string; description: string }>(
      `select a.code, t.description from financial_transactions t join financial_accounts a on a.id = t.financial_account_id
        where t.company_id = $1 and t.description in ('SR rent', 'SR Water ')`,
      [companyId],
    );
    const code = (description: string) => codes.rows.find((r) => r.description === description)!.code;
    const whole = await reviewRows(db, companyId, statement);
    expect(whole.map((r) => r.duplicate)).toEqual([true, false, true, true, false, false, false]);
    expect(whole.map((r) => r.suggestedAccountCode)).toEqual([
      code('SR rent'),
      code('SR rent'),
      code('SR Water '),
      code('SR rent'),
      code('SR rent'),
      null,
      code('SR Water '),
    ]);
    expect(whole.map((r) => [r.id, r.line])).toEqual(statement.map((r, i) => [i + 1, r.line]));

    for (const chunkRows of [1, 2, 3]) {
      const review = statementReview(db, companyId, chunkRows);
      for (const r of statement) review.add(r);
      expect(await review.finish()).toEqual(whole);
    }
  });

  it('answers an empty review for no rows', async () => {
    expect(await statementReview(db, companyId).finish()).toEqual([]);
  });
});
