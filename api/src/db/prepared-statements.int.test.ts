import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, seededDatabase, type TestDatabase } from '../../test/helpers.ts';

const BY_IDS = `select i.id, i.unique_id as "uniqueId" from invoices i
  join unnest($1::bigint[]) with ordinality as wanted(id, n) on wanted.id = i.id order by wanted.n`;

describe.each(databaseKinds())('prepared statements (%s)', (kind) => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await seededDatabase(kind);
  });
  afterAll(() => test.dispose());

  it('answer as the same statement unprepared, every time', async () => {
    const ids = (await test.db.query<{ id: number }>('select id from invoices order by id desc limit 3')).rows
      .map((row) => row.id)
      .reverse();
    const plain = await test.db.query(BY_IDS, [ids]);
    expect(plain.rows.map((row) => row.id)).toEqual(ids);
    for (let call = 0; call < 7; call += 1) {
      expect(await test.db.query(BY_IDS, [ids], { prepared: 'test-by-ids' })).toEqual(plain);
    }
  });

  it.runIf(kind === 'postgres')('are prepared once per connection under their name', async () => {
    const names = await test.db.transaction(async (tx) => {
      await tx.query(BY_IDS, [[1]], { prepared: 'test-by-ids-once' });
      await tx.query(BY_IDS, [[2]], { prepared: 'test-by-ids-once' });
      return (
        await tx.query<{ name: string; statement: string }>(
          `select name, statement from pg_prepared_statements where name = 'test-by-ids-once'`,
        )
      ).rows;
    });
    expect(names).toEqual([{ name: 'test-by-ids-once', statement: BY_IDS }]);
  });
});
