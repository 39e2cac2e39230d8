import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdfLines } from '../../financial-import/bank-pdf/pdf-text.ts';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import { fnbStatementPdf, type FnbRow } from '../../../test/fnb-statement.ts';
import { multipart, session, type Session } from '../../../test/sessions.ts';

interface ReviewRow {
  id: number;
  line: number;
  processed: string;
  financialAccountCode: string;
  description: string;
  amount: number;
  duplicate: boolean;
  suggestedAccountCode: string | null;
}

const fixture = (name: string) => readFile(path.resolve(import.meta.dirname, '../../../test/fixtures', name));

const MARCH: FnbRow[] = [
  { date: '02 Mar', description: 'Magtape Credit Discovery Health', amountCents: 875_000 },
  { date: '05 Mar', description: ['FNB App Payment To Landlord', 'Rent March 2026'], amountCents: -1_250_000 },
  { date: '12 Mar', description: 'POS Purchase Medical Supplies 424242*1234', amountCents: -184_530 },
  { date: '31 Mar', description: '#Monthly Account Fee', amountCents: -28_500 },
];

describe.each(databaseKinds())('bank statement PDF import, format 002 (%s)', (kind) => {
  let api: TestApi;
  let health: Session;
  beforeAll(async () => {
    api = await startTestApi(kind);
    health = await session(api, 'health.admin');
  });
  afterAll(() => api.close());

  const upload = (pdf: Buffer | string, bank = 'fnb') => {
    const body = multipart(pdf, 'statement.pdf', 'file', 'application/pdf');
    return api.app.inject({
      method: 'POST',
      url: `/api/financialtransaction/import/bank/${bank}/${health.companyId}`,
      headers: { ...body.headers, authorization: health.authorization },
      payload: body.payload,
    });
  };

  const brief = (rows: ReviewRow[]) => rows.map((r) => [r.processed, r.description, r.amount]);

  it('reads an FNB statement drawn with pdfkit, wrapped descriptions included', async () => {
    const pdf = await fnbStatementPdf({
      period: '01 March 2026 to 31 March 2026',
      openingCents: 1_000_000,
      rows: MARCH,
    });
    const res = await upload(pdf);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json<ReviewRow[]>();
    expect(brief(rows)).toEqual([
      ['2026-03-02', 'Magtape Credit Discovery Health', 8750],
      ['2026-03-05', 'FNB App Payment To Landlord Rent March 2026', -12500],
      ['2026-03-12', 'POS Purchase Medical Supplies 424242*1234', -1845.3],
      ['2026-03-31', '#Monthly Account Fee', -285],
    ]);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4]);
    expect(rows.every((r) => r.line > 0 && r.duplicate === false)).toBe(true);
  });

  it('reads a statement over several pages, overdrawn balances and a period across the new year', async () => {
    const rows: FnbRow[] = Array.from({ length: 45 }, (_, i) => ({
      date:
        i < 20
          ? `${String(10 + (i % 20)).padStart(2, '0')} Dec`
          : `${String(1 + ((i - 20) % 25)).padStart(2, '0')} Jan`,
      description: `Transfer ${i + 1}`,
      amountCents: i % 3 === 0 ? 150_000 + i : -(210_000 + i),
    }));
    const pdf = await fnbStatementPdf({
      period: '10 December 2025 to 31 January 2026',
      openingCents: 50_000,
      rows,
      rowsPerPage: 18,
    });
    const res = await upload(pdf);
    expect(res.statusCode, res.body).toBe(200);
    const read = res.json<ReviewRow[]>();
    expect(read).toHaveLength(45);
    expect(read[0]).toMatchObject({ processed: '2025-12-10', description: 'Transfer 1', amount: 1500 });
    expect(read[19]).toMatchObject({ processed: '2025-12-29' });
    expect(read[20]).toMatchObject({ processed: '2026-01-01', description: 'Transfer 21' });
    expect(read[44]).toMatchObject({ processed: '2026-01-25', description: 'Transfer 45', amount: -2100.44 });
  });

  it('reads the statement LibreOffice made from a document (another PDF producer)', async () => {
    const pdf = await fixture('fnb-statement-libreoffice.pdf');
    expect(pdf.toString('latin1')).toMatch(/Producer<FEFF004C0069006200720065004F00660066006900630065/); // "LibreOffice"
    const res = await upload(pdf);
    expect(res.statusCode, res.body).toBe(200);
    expect(brief(res.json<ReviewRow[]>())).toEqual([
      ['2025-12-03', 'Magtape Credit Discovery Health Medical Scheme', 8750],
      ['2025-12-05', 'FNB App Payment To Landlord Rent December', -12000],
      ['2025-12-15', 'POS Purchase Medical Supplies Pty Ltd 424242*1234 14 Dec', -1845.3],
      ['2025-12-31', '#Monthly Account Fee', -285],
      ['2026-01-08', 'Internet Pmt From Patient Account Nkosi T Consultation', 1200],
      ['2026-01-20', 'Debit Order Telkom Internet', -899],
      ['2026-01-28', 'Magtape Credit Bonitas Medical Fund', 1768.8],
    ]);
  });

  it('flags a row already stored as a duplicate and suggests its account', async () => {
    await api.db.query(
      `insert into financial_transactions (company_id, processed, financial_account_id, description, debit_cents)
       values ($1, '2026-03-12', (select id from financial_accounts where company_id = $1 and code = '6300'),
               'POS Purchase Medical Supplies 424242*1234', 184530)`,
      [health.companyId],
    );
    const pdf = await fnbStatementPdf({
      period: '01 March 2026 to 31 March 2026',
      openingCents: 1_000_000,
      rows: MARCH,
    });
    const rows = (await upload(pdf)).json<ReviewRow[]>();
    expect(rows.map((r) => r.duplicate)).toEqual([false, false, true, false]);
    expect(rows[2]).toMatchObject({ suggestedAccountCode: '6300', financialAccountCode: '6300' });
  });

  it.each([
    ['an empty file', async () => Buffer.alloc(0), /The file is empty/],
    ['a CSV file', async () => Buffer.from('Date,Description,Amount\n2026-03-01,a,1\n'), /This is not a PDF file/],
    [
      'a damaged PDF',
      async () => Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >>\n%%EOF garbage'),
      /damaged|cannot be read/,
    ],
    [
      'a PDF cut in half',
      async () =>
        (await fnbStatementPdf({ period: '01 March 2026 to 31 March 2026', openingCents: 0, rows: MARCH })).subarray(
          0,
          700,
        ),
      /damaged|cannot be read|not look like an FNB/,
    ],
    [
      'a password-protected PDF',
      async () =>
        fnbStatementPdf({
          period: '01 March 2026 to 31 March 2026',
          openingCents: 0,
          rows: MARCH,
          userPassword: 'secret',
        }),
      /protected by a password/,
    ],
    [
      'a PDF that is not an FNB statement',
      async () => fnbStatementPdf({ period: 'unknown', openingCents: 0, rows: MARCH }),
      /does not look like an FNB statement/,
    ],
    [
      'a statement without transactions',
      async () => fnbStatementPdf({ period: '01 March 2026 to 31 March 2026', openingCents: 0, rows: [] }),
      /No transactions were found/,
    ],
    [
      'a row dated outside the statement period',
      async () =>
        fnbStatementPdf({
          period: '01 March 2026 to 31 March 2026',
          openingCents: 0,
          rows: [{ date: '05 Apr', description: 'x', amountCents: -100 }],
        }),
      /Line \d+: the date "05 Apr" is not within the statement period 2026-03-01 to 2026-03-31/,
    ],
    [
      'balances that do not add up',
      async () =>
        fnbStatementPdf({
          period: '01 March 2026 to 31 March 2026',
          openingCents: 0,
          rows: [{ date: '05 Mar', description: 'x', amountCents: -100, balanceOverride: '5.00Cr' }],
        }),
      /Line \d+: the balance does not follow/,
    ],
  ])('refuses %s with 400 saying why', async (_, make, message) => {
    const res = await upload(await make());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().detail).toMatch(message);
  });

  it('answers 404 naming the banks it reads for an unknown bank', async () => {
    const res = await upload(await fixture('fnb-statement-libreoffice.pdf'), 'nedbank');
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('No statement format for the bank "nedbank"; the api reads: fnb');
  });
});

describe('reading PDFs in a worker thread', () => {
  it('stops a PDF that takes too long with a 400 and leaves the api running', async () => {
    const pdf = await fnbStatementPdf({ period: '01 March 2026 to 31 March 2026', openingCents: 0, rows: MARCH });
    await expect(readPdfLines(pdf, { maxPages: 10, timeoutMs: 1 })).rejects.toThrow(/took longer than 0.001 s to read/);
    await expect(readPdfLines(pdf, { maxPages: 0, timeoutMs: 20_000 })).rejects.toThrow(
      /has 1 pages; a statement may have at most 0/,
    );
    expect((await readPdfLines(pdf, { maxPages: 10, timeoutMs: 20_000 })).length).toBeGreaterThan(5);
  });
});
