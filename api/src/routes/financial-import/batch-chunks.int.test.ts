import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeBatch } from '../../financial-transactions/batch-insert.ts';
import { ABANDONED_AFTER_MINUTES } from '../../financial-transactions/batch-chunks.ts';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import { session, type Session } from '../../../test/sessions.ts';

/**
 * A batch larger than a chunk is written in short transactions (so that, on the embedded database, other
 * requests run in between) and stays hidden until its last step marks it stored (migration 018).
 */
const CHUNK = 50;

/** `count` statement rows of July 1998 (a month no other test uses), money in and out. */
function statementRows(count: number, tag: string) {
  return Array.from({ length: count }, (_, i) => ({
    processed: `1998-07-${String((i % 28) + 1).padStart(2, '0')}`,
    financialAccountCode: i % 2 === 0 ? '4000' : '6100',
    description: `${tag} ${i % 7}`,
    amount: i % 2 === 0 ? `${(i % 90) + 10}.25` : `-${(i % 40) + 1}.50`,
  }));
}

interface JulyState {
  visible: number;
  written: number;
  totalDebit: number;
  rowsDebit: number;
  totalCredit: number;
  rowsCredit: number;
  uses: number;
  usesFromRows: number;
  unstored: number;
}

describe.each(databaseKinds())('an import stored in chunks (%s)', (kind) => {
  let api: TestApi;
  let folio: Session;
  beforeAll(async () => {
    api = await startTestApi(kind, { importStoreChunkRows: CHUNK });
    folio = await session(api, 'folio.admin');
  });
  afterAll(() => api.close());

  const user = () => ({ id: folio.userId, companyId: folio.companyId, username: 'folio.admin', roles: ['ADMIN'] });
  const store = (rows: unknown, key?: string) =>
    api.app.inject({
      method: 'POST',
      url: `/api/financialtransaction/batch/${folio.companyId}?format=001`,
      headers: { authorization: folio.authorization, ...(key ? { 'idempotency-key': key } : {}) },
      payload: rows as object,
    });
  const listJuly = () =>
    api.app.inject({
      url: `/api/financialtransaction/${folio.companyId}/range/1998-07-01/1998-07-31`,
      headers: { authorization: folio.authorization },
    });

  /** What the company's July 1998 looks like to every reader: the rows, their day totals and description counts. */
  async function july() {
    const { rows } = await api.db.query<JulyState>(
      `select (select count(*)::int from financial_transactions_stored
                where company_id = $1 and processed between '1998-07-01' and '1998-07-31') as visible,
              (select count(*)::int from financial_transactions
                where company_id = $1 and processed between '1998-07-01' and '1998-07-31') as written,
              (select coalesce(sum(t.debit_cents), 0)::int from financial_account_day_totals t
                 join financial_accounts a on a.id = t.financial_account_id
                where a.company_id = $1 and t.day between '1998-07-01' and '1998-07-31') as "totalDebit",
              (select coalesce(sum(debit_cents), 0)::int from financial_transactions_stored
                where company_id = $1 and status = 'A' and processed between '1998-07-01' and '1998-07-31') as "rowsDebit",
              (select coalesce(sum(t.credit_cents), 0)::int from financial_account_day_totals t
                 join financial_accounts a on a.id = t.financial_account_id
                where a.company_id = $1 and t.day between '1998-07-01' and '1998-07-31') as "totalCredit",
              (select coalesce(sum(credit_cents), 0)::int from financial_transactions_stored
                where company_id = $1 and status = 'A' and processed between '1998-07-01' and '1998-07-31') as "rowsCredit",
              (select coalesce(sum(uses), 0)::int from financial_description_accounts
                where company_id = $1 and description_key like 'chunked %') as uses,
              (select count(*)::int from financial_transactions_stored
                where company_id = $1 and lower(description) like 'chunked %') as "usesFromRows",
              (select count(*)::int from financial_import_batches where company_id = $1 and stored_at is null) as unstored`,
      [folio.companyId],
    );
    return rows[0]!;
  }

  function expectConsistent(state: JulyState) {
    expect(state.totalDebit).toBe(state.rowsDebit);
    expect(state.totalCredit).toBe(state.rowsCredit);
    expect(state.uses).toBe(state.usesFromRows);
  }

  it('writes a batch in chunks that nobody sees until the last, while other requests are answered', async () => {
    const before = await july();
    const rows = statementRows(7 * CHUNK + 3, 'Chunked');
    const seen: { written: number; list: number; health: number; visible: number; written_db: number }[] = [];
    const outcome = await storeBatch(api.db, user(), rows, '001', {
      chunkRows: CHUNK,
      async onChunk({ written }) {
        if (written !== 2 * CHUNK) return;
        // Between two chunks: the api answers, and nothing of the batch shows, not even in the totals.
        const [list, health] = await Promise.all([
          listJuly(),
          api.app.inject({ url: '/api/health', headers: { authorization: folio.authorization } }),
        ]);
        const now = await july();
        seen.push({
          written,
          list: list.json<unknown[]>().length,
          health: health.statusCode,
          visible: now.visible,
          written_db: now.written,
        });
        expect(now).toMatchObject({ visible: before.visible, unstored: before.unstored + 1 });
        expect(now.totalDebit).toBe(before.totalDebit);
        expect(now.uses).toBe(before.uses);
      },
    });
    expect(seen).toEqual([
      {
        written: 2 * CHUNK,
        list: before.visible,
        health: 200,
        visible: before.visible,
        written_db: before.written + 2 * CHUNK,
      },
    ]);
    expect(outcome).toEqual({ imported: rows.length, batchId: expect.any(Number), replayed: false });
    const after = await july();
    expect(after).toMatchObject({
      visible: before.visible + rows.length,
      written: before.written + rows.length,
      unstored: 0,
    });
    expectConsistent(after);
    expect((await listJuly()).json<unknown[]>().length).toBe(before.visible + rows.length);
    const audit = await api.db.query(
      `select after from audit_log where entity = 'financial_import_batch' and entity_id = $1`,
      [outcome.batchId],
    );
    expect(audit.rows).toHaveLength(1);
  });

  it('removes what a failing chunk and the chunks before it wrote', async () => {
    const before = await july();
    await api.db.exec(`
      create function fail_on_boom() returns trigger language plpgsql as $$
      begin raise exception 'boom row'; end $$;
      create trigger fail_on_boom before insert on financial_transactions
        for each row when (new.description = 'Chunked boom') execute function fail_on_boom();`);
    try {
      const rows = statementRows(5 * CHUNK, 'Chunked');
      rows[3 * CHUNK + 7]!.description = 'Chunked boom';
      const res = await store(rows);
      expect(res.statusCode).toBe(500);
    } finally {
      await api.db.exec('drop trigger fail_on_boom on financial_transactions; drop function fail_on_boom();');
    }
    const after = await july();
    expect(after).toEqual(before);
  });

  it('removes a batch cut short by a killed process at the next store, and lets its key store again', async () => {
    const before = await july();
    // What a process killed in the middle leaves: a batch being written, not touched for a while, with hidden rows.
    const { rows: cut } = await api.db.query<{ id: number }>(
      `insert into financial_import_batches
         (company_id, format, row_count, idempotency_key, request_hash, first_day, last_day, writing_at)
       values ($1, '001', 100, 'statement-cut-short', 'x', '1998-07-01', '1998-07-28',
               now() - make_interval(mins => $2 + 1)) returning id`,
      [folio.companyId, ABANDONED_AFTER_MINUTES],
    );
    await api.db.query(
      `insert into financial_transactions (company_id, processed, financial_account_id, description, debit_cents,
                                           credit_cents, import_batch_id)
       select $1, date '1998-07-01' + (n % 28), a.id, 'Chunked cut', 100, 0, $2
         from generate_series(1, 60) n, financial_accounts a where a.company_id = $1 and a.code = '6100'`,
      [folio.companyId, cut[0]!.id],
    );
    const hidden = await july();
    expect(hidden).toMatchObject({ visible: before.visible, written: before.written + 60, unstored: 1 });
    expectConsistent(hidden);
    expect((await listJuly()).json<unknown[]>().length).toBe(before.visible);

    const rows = statementRows(3 * CHUNK, 'Chunked');
    const res = await store(rows, 'statement-cut-short');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ imported: rows.length, replayed: false });
    const after = await july();
    expect(after).toMatchObject({
      visible: before.visible + rows.length,
      written: before.written + rows.length,
      unstored: 0,
    });
    expectConsistent(after);
    const gone = await api.db.query('select 1 from financial_import_batches where id = $1', [cut[0]!.id]);
    expect(gone.rows).toEqual([]);

    const retry = await store(rows, 'statement-cut-short');
    expect(retry.json()).toEqual({ ...res.json<object>(), replayed: true });
    expect(await july()).toEqual(after);
  });

  it('answers 409 to a retry while the first request is still writing the batch', async () => {
    const rows = statementRows(4 * CHUNK, 'Chunked');
    let retried: { statusCode: number; detail: string } | undefined;
    const first = await storeBatch(api.db, user(), rows, '001', {
      chunkRows: CHUNK,
      idempotencyKey: 'statement-in-flight',
      async onChunk({ written }) {
        if (written !== CHUNK) return;
        const res = await store(rows, 'statement-in-flight');
        retried = { statusCode: res.statusCode, detail: res.json<{ detail: string }>().detail };
      },
    });
    expect(retried).toEqual({
      statusCode: 409,
      detail: 'These rows are being stored by an earlier request with the same key: ask again in a moment',
    });
    const again = await store(rows, 'statement-in-flight');
    expect(again.json()).toEqual({ imported: rows.length, batchId: first.batchId, replayed: true });
  });
});
