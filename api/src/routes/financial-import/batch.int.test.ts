import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import { session, type Session } from '../../../test/sessions.ts';

describe.each(databaseKinds())('batch store of reviewed rows (%s)', (kind) => {
  let api: TestApi;
  let folio: Session;
  beforeAll(async () => {
    api = await startTestApi(kind);
    folio = await session(api, 'folio.admin');
  });
  afterAll(() => api.close());

  const store = (rows: unknown, query = '') =>
    api.app.inject({
      method: 'POST',
      url: `/api/financialtransaction/batch/${folio.companyId}${query}`,
      headers: { authorization: folio.authorization },
      payload: rows as object,
    });

  const counts = async () => {
    const { rows } = await api.db.query<{ transactions: number; batches: number }>(
      `select (select count(*)::int from financial_transactions where company_id = $1) as transactions,
              (select count(*)::int from financial_import_batches where company_id = $1) as batches`,
      [folio.companyId],
    );
    return rows[0]!;
  };

  it('stores signed amounts as debit or credit, and debit/credit rows, with one batch row and one audit entry', async () => {
    const before = await counts();
    const res = await store(
      [
        { processed: '2026-06-01', financialAccountCode: '6100', description: ' Studio rent ', amount: -1500.25 },
        { processed: '2026-06-02', financialAccountCode: '4000', description: 'Client payment', amount: '320.10' },
        { processed: '2026-06-03', financialAccountCode: '6500', description: 'Bank fee', debit: 4.5, credit: 0 },
      ],
      '?format=001',
    );
    expect(res.statusCode).toBe(200);
    const { imported, batchId } = res.json<{ imported: number; batchId: number }>();
    expect(imported).toBe(3);
    expect(await counts()).toEqual({ transactions: before.transactions + 3, batches: before.batches + 1 });
    const { rows } = await api.db.query(
      `select t.processed, a.code, t.description, t.debit_cents as debit, t.credit_cents as credit
         from financial_transactions t join financial_accounts a on a.id = t.financial_account_id
        where t.import_batch_id = $1 order by t.processed`,
      [batchId],
    );
    expect(rows).toEqual([
      { processed: '2026-06-01', code: '6100', description: 'Studio rent', debit: 150025, credit: 0 },
      { processed: '2026-06-02', code: '4000', description: 'Client payment', debit: 0, credit: 32010 },
      { processed: '2026-06-03', code: '6500', description: 'Bank fee', debit: 450, credit: 0 },
    ]);
    const batch = await api.db.query('select format, row_count from financial_import_batches where id = $1', [batchId]);
    expect(batch.rows[0]).toEqual({ format: '001', row_count: 3 });
    const audit = await api.db.query(
      `select action, after from audit_log where entity = 'financial_import_batch' and entity_id = $1`,
      [batchId],
    );
    expect(audit.rows[0]).toMatchObject({ action: 'import', after: { rows: 3, debit: 1504.75, credit: 320.1 } });
  });

  it('stores nothing when one row in the middle is bad, and names the row and the field', async () => {
    const before = await counts();
    const rows = Array.from({ length: 9 }, (_, i) => ({
      processed: '2026-05-10',
      financialAccountCode: '6400',
      description: `Phone ${i}`,
      amount: -10 - i,
    }));
    rows[4] = { ...rows[4]!, financialAccountCode: '9999' };
    const res = await store(rows);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ detail: string; errors: Array<{ field: string; message: string }> }>();
    expect(body.errors).toEqual([
      { field: 'rows[4].financialAccountCode', message: expect.stringMatching(/"9999" is not an account/) },
    ]);
    expect(body.detail).toMatch(/Nothing was stored: 1 of 9 rows have errors/);
    expect(await counts()).toEqual(before);
  });

  it('checks every row and names each bad field', async () => {
    const before = await counts();
    const res = await store([
      { processed: '2026-05-10', financialAccountCode: '6400', description: 'ok', amount: -1 },
      { processed: '1899-01-01', financialAccountCode: '6400', description: 'too old', amount: -1 },
      { processed: '2026-05-10', financialAccountCode: '6400', description: 'too precise', amount: '12.345' },
      { processed: '2026-05-10', financialAccountCode: '6400', description: 'nothing', amount: 0 },
      { processed: '2026-05-10', financialAccountCode: '6400', description: 'words', amount: 'twelve' },
      { processed: '2026-05-10', financialAccountCode: '6400', description: 'both', debit: 1, credit: 2 },
      { processed: '2026-05-10', financialAccountCode: '6400', description: '  ', amount: 5 },
      { processed: 'not a date', financialAccountCode: '', amount: 5 },
      { processed: '2026-05-10', financialAccountCode: '6400', description: 'exponent', amount: '1e1' },
    ]);
    expect(res.statusCode).toBe(400);
    const fields = res.json<{ errors: Array<{ field: string }> }>().errors.map((e) => e.field);
    expect(fields).toEqual([
      'rows[1].processed',
      'rows[2].amount',
      'rows[3].amount',
      'rows[4].amount',
      'rows[5].credit',
      'rows[6].description',
      'rows[7].processed',
      'rows[7].financialAccountCode',
      'rows[7].description',
      'rows[8].amount',
    ]);
    expect(await counts()).toEqual(before);
  });

  it('refuses an empty list and a body that is not a list', async () => {
    expect((await store([])).statusCode).toBe(400);
    expect((await store({ rows: [] })).statusCode).toBe(400);
  });

  it('stores 100,000 rows (one transaction on a server, chunks of 2,000 on the embedded database)', async () => {
    const before = await counts();
    const rows = Array.from({ length: 100_000 }, (_, i) => ({
      processed: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
      financialAccountCode: i % 3 === 0 ? '4000' : '6300',
      description: `Bulk row ${i}`,
      amount: i % 3 === 0 ? (i % 1000) + 0.5 : -((i % 500) + 1.25),
    }));
    const started = performance.now();
    const res = await store(rows, '?format=002');
    console.log(`[${kind}] batch of 100,000 rows stored in ${Math.round(performance.now() - started)} ms`);
    expect(res.statusCode).toBe(200);
    expect(res.json().imported).toBe(100_000);
    expect(await counts()).toEqual({ transactions: before.transactions + 100_000, batches: before.batches + 1 });
  });

  it('stores a retried batch with the same Idempotency-Key once, also when the two arrive together', async () => {
    const rows = [
      { processed: '2026-06-10', financialAccountCode: '6100', description: 'Idempotent rent', amount: -900 },
      { processed: '2026-06-11', financialAccountCode: '4000', description: 'Idempotent sale', amount: 90 },
    ];
    const send = (key: string, body: unknown = rows) =>
      api.app.inject({
        method: 'POST',
        url: `/api/financialtransaction/batch/${folio.companyId}?format=001`,
        headers: { authorization: folio.authorization, 'idempotency-key': key },
        payload: body as object,
      });
    const before = await counts();
    const first = await send('statement-2026-06');
    const retry = await send('statement-2026-06');
    expect(first.json()).toMatchObject({ imported: 2, replayed: false });
    expect(retry.json()).toEqual({ ...first.json<object>(), replayed: true });
    expect(await counts()).toEqual({ transactions: before.transactions + 2, batches: before.batches + 1 });

    const [a, b] = await Promise.all([send('statement-2026-07'), send('statement-2026-07')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json<{ batchId: number }>().batchId).toBe(b.json<{ batchId: number }>().batchId);
    expect(await counts()).toEqual({ transactions: before.transactions + 4, batches: before.batches + 2 });

    const other = await send('statement-2026-06', [{ ...rows[0], amount: -901 }]);
    expect(other.statusCode).toBe(422);
    expect(other.json<{ detail: string }>().detail).toBe(
      'This idempotency key was already used to store different rows: use a new key',
    );
    expect(await counts()).toEqual({ transactions: before.transactions + 4, batches: before.batches + 2 });
  });
});
