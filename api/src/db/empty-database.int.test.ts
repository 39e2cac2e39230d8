import { describe, expect, it } from 'vitest';
import { emptyDatabase } from './empty-database.ts';
import { migrate } from './migrate.ts';
import { databaseKinds, seededDatabase } from '../../test/helpers.ts';

describe.each(databaseKinds())('emptying a migrated database for npm run db:reset (%s)', (kind) => {
  it('lets every migration run again, trigger functions included', async () => {
    const { db, dispose } = await seededDatabase(kind);
    try {
      const applied = (await db.query<{ n: number }>('select count(*)::int as n from schema_migrations')).rows[0]!.n;
      expect(await emptyDatabase(db)).toBeGreaterThan(20);
      expect((await migrate(db)).length).toBe(applied);
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from pg_trigger where tgname = 'invoices_day_totals_insert'`,
      );
      expect(rows[0]!.n).toBe(1);
      // pg_trgm's functions stay with their extension, and its indexes work again.
      const trgm = await db.query<{ similar: boolean }>(`select similarity('consult', 'consulting') > 0.3 as similar`);
      expect(trgm.rows[0]!.similar).toBe(true);
    } finally {
      await dispose();
    }
  });
});
