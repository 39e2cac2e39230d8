import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import { session, type Session } from '../../../test/sessions.ts';

interface ReviewRow {
  id: number;
  line: number;
  processed: string;
  financialAccountCode: string;
  description: string;
  amount: number;
  duplicate: boolean;
  duplicateOf: string | null;
}

interface Review {
  rows: ReviewRow[];
  summary: Record<string, unknown> & { count: number; duplicates: number };
  reading: Record<string, unknown>;
  draft: { id: number; pageRows: number } | null;
}

function form(file: string) {
  const boundary = `----folio-test-${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="statement.csv"\r\n` +
      `content-type: text/csv\r\n\r\n${file}\r\n--${boundary}--\r\n`,
  );
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** 250 rows over March 2026 (a day above 12 decides the date order); row 7 repeats row 3, row 11 has no amount sign. */
function statement(): string {
  const lines = ['Date,Description,Amount,Balance'];
  let balance = 10_000;
  for (let i = 1; i <= 250; i++) {
    const day = String(1 + (i % 28)).padStart(2, '0');
    const cents = i % 2 === 0 ? -(i * 101) : i * 37;
    balance += cents;
    const description = i === 7 ? 'Payee 3' : `Payee ${i}`;
    const date = i === 7 ? `2026-03-${String(1 + (3 % 28)).padStart(2, '0')}` : `2026-03-${day}`;
    const amount = i === 7 ? (3 * 37) / 100 : cents / 100;
    lines.push(`${date},${description},${amount.toFixed(2)},${(balance / 100).toFixed(2)}`);
  }
  return `${lines.join('\n')}\n`;
}

describe.each(databaseKinds())('a review kept on the server: summary, pages, store (%s)', (kind) => {
  let api: TestApi;
  let trading: Session;
  let studio: Session;
  let accountCode: string;
  beforeAll(async () => {
    // Chunks of 40 rows: the store of 250 draft rows goes through the chunked path on either database.
    api = await startTestApi(kind, { importStoreChunkRows: 40 });
    trading = await session(api, 'business.admin');
    studio = await session(api, 'folio.admin');
    const accounts = await api.app.inject({
      url: `/api/financialaccount/${trading.companyId}`,
      headers: { authorization: trading.authorization },
    });
    accountCode = accounts.json<{ code: string; type: string }[]>().find((a) => a.type === 'E')!.code;
  });
  afterAll(() => api.close());

  const review = async (who: Session, file: string, draft: boolean) => {
    const body = form(file);
    const res = await api.app.inject({
      method: 'POST',
      url: `/api/financialtransaction/import/review/${who.companyId}?format=001${draft ? '&draft=true' : ''}`,
      headers: { ...body.headers, authorization: who.authorization },
      payload: body.payload,
    });
    return { status: res.statusCode, body: res.json<Review>() };
  };
  const page = (who: Session, id: number, offset: number, limit: number) =>
    api.app.inject({
      url: `/api/financialtransaction/import/review/${who.companyId}/${id}/rows?offset=${offset}&limit=${limit}`,
      headers: { authorization: who.authorization },
    });
  const store = (who: Session, id: number, body: Record<string, unknown>) =>
    api.app.inject({
      method: 'POST',
      url: `/api/financialtransaction/import/review/${who.companyId}/${id}/store`,
      headers: { authorization: who.authorization },
      payload: body,
    });

  it('answers the same summary and rows as the review in memory, the rows by page', async () => {
    const file = statement();
    const inMemory = await review(trading, file, false);
    const kept = await review(trading, file, true);
    expect(inMemory.status).toBe(200);
    expect(kept.status).toBe(200);
    expect(inMemory.body.draft).toBeNull();
    expect(kept.body.draft).toEqual({ id: expect.any(Number), pageRows: 100 });
    expect(kept.body.summary).toEqual(inMemory.body.summary);
    expect(kept.body.summary).toMatchObject({ count: 250, duplicates: 1 });
    expect(kept.body.reading).toEqual(inMemory.body.reading);
    expect(kept.body.rows).toEqual(inMemory.body.rows.slice(0, 100));
    expect(kept.body.rows[6]).toMatchObject({ id: 7, duplicate: true, duplicateOf: 'file' });

    const id = kept.body.draft!.id;
    const second = await page(trading, id, 100, 100);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ total: 250, offset: 100, rows: inMemory.body.rows.slice(100, 200) });
    const last = await page(trading, id, 200, 1000);
    expect(last.json<{ rows: unknown[] }>().rows).toEqual(inMemory.body.rows.slice(200));
    // Another company's draft does not exist for the caller.
    expect((await page(studio, id, 0, 10)).statusCode).toBe(404);
    expect((await store(studio, id, { accountCode })).statusCode).toBe(404);
    expect((await page(trading, id, 0, 1001)).statusCode).toBe(400);
  });

  it('stores a draft in chunks, leaving duplicates out; a retry stores nothing; the next review finds them stored', async () => {
    const file = statement();
    const kept = await review(trading, file, true);
    const id = kept.body.draft!.id;

    const refused = await store(trading, id, { accountCode: 'NO-SUCH' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ detail: string }>().detail).toMatch(
      /^Nothing was stored: (?:more than )?\d+ rows? ha(?:s|ve) errors\. Row \d+ \(line \d+\): financialAccountCode "NO-SUCH" is not an account/,
    );

    const stored = await store(trading, id, { accountCode });
    expect(stored.statusCode).toBe(200);
    const outcome = stored.json<{ imported: number; batchId: number; replayed: boolean }>();
    expect(outcome).toEqual({ imported: 249, batchId: expect.any(Number), replayed: false });
    const again = await store(trading, id, { accountCode });
    expect(again.json()).toEqual({ ...outcome, replayed: true });

    const list = await api.app.inject({
      url: `/api/financialtransaction/${trading.companyId}/range/2026-03-01/2026-03-31`,
      headers: { authorization: trading.authorization },
    });
    const rows = list.json<{ description: string; debit: number; credit: number }[]>();
    const payee2 = rows.filter((r) => r.description === 'Payee 2');
    expect(payee2).toHaveLength(1);
    expect(payee2[0]).toMatchObject({ debit: 2.02, credit: 0 });

    const reviewedAgain = await review(trading, file, true);
    expect(reviewedAgain.body.summary).toMatchObject({ count: 250, duplicates: 250 });
    await api.app.inject({
      method: 'DELETE',
      url: `/api/financialtransaction/import/review/${trading.companyId}/${reviewedAgain.body.draft!.id}`,
      headers: { authorization: trading.authorization },
    });
    expect((await page(trading, reviewedAgain.body.draft!.id, 0, 10)).statusCode).toBe(404);
  });
});
