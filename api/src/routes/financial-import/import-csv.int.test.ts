import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
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

describe.each(databaseKinds())('generic CSV import, format 001 (%s)', (kind) => {
  let api: TestApi;
  let trading: Session;
  beforeAll(async () => {
    api = await startTestApi(kind);
    trading = await session(api, 'business.admin');
  });
  afterAll(() => api.close());

  const upload = (content: Buffer | string, filename = 'statement.csv', field = 'file') => {
    const body = multipart(content, filename, field);
    return api.app.inject({
      method: 'POST',
      url: `/api/financialtransaction/import/generic/${trading.companyId}`,
      headers: { ...body.headers, authorization: trading.authorization },
      payload: body.payload,
    });
  };

  const transactionCount = async () =>
    (await api.db.query<{ n: number }>('select count(*)::int as n from financial_transactions')).rows[0]!.n;

  const brief = (rows: ReviewRow[]) => rows.map((r) => [r.line, r.processed, r.description, r.amount]);

  it.each([
    [
      'comma, ISO dates, signed amounts, CRLF and a UTF-8 BOM',
      '\ufeffDate,Description,Amount,Balance\r\n2026-03-01,Office rent,-1500.00,8500.00\r\n2026-03-02,Client ABC,"2,500.50",11000.50\r\n',
      [
        [2, '2026-03-01', 'Office rent', -1500],
        [3, '2026-03-02', 'Client ABC', 2500.5],
      ],
    ],
    [
      'semicolon, decimal comma, day-first dates, Money Out / Money In',
      'Posting Date;Narrative;Money Out;Money In\n01-03-2026;Huur;1.234,56;\n02-03-2026;Klant;;99,9\n13-03-2026;Punt;12,50;\n',
      [
        [2, '2026-03-01', 'Huur', -1234.56],
        [3, '2026-03-02', 'Klant', 99.9],
        [4, '2026-03-13', 'Punt', -12.5],
      ],
    ],
    [
      'tab, YYYYMMDD dates, Withdrawal / Deposit, space thousands',
      'Processed\tMemo\tWithdrawal\tDeposit\n20260301\tATM cash\t1 000.00\t\n20260302\tSalary\t\t25 000.00\n',
      [
        [2, '2026-03-01', 'ATM cash', -1000],
        [3, '2026-03-02', 'Salary', 25000],
      ],
    ],
    [
      'quoted fields with delimiters, quotes and line breaks; currencies; brackets and trailing minus',
      [
        'Transaction Date,Details,Value',
        '5 Mar 2026,"Card purchase, ""Corner"" shop",R -45.10',
        '06/03/2026,"Two-line',
        'memo",(£12.00)',
        '2026/03/07,Refund,$3.20',
        '8 March 2026,Fee,5.00-',
        '09/03/2026,Transfer,"CAD 1,000.00"',
      ].join('\n'),
      [
        [2, '2026-03-05', 'Card purchase, "Corner" shop', -45.1],
        [3, '2026-03-06', 'Two-line memo', -12],
        [5, '2026-03-07', 'Refund', 3.2],
        [6, '2026-03-08', 'Fee', -5],
        [7, '2026-03-09', 'Transfer', 1000],
      ],
    ],
    [
      'blank lines, balance lines and zero amounts skipped; an account code column',
      'Date,Description,Debit,Credit,Account Code\n\n2026-03-01,Opening balance,,,\n2026-03-02,Stationery,45.00,,6300\n,,,,\n2026-03-03,Notice,0.00,,\n2026-03-04,Sale,,120.00,4000\n2026-03-31,Closing balance,,,\n',
      [
        [4, '2026-03-02', 'Stationery', -45],
        [7, '2026-03-04', 'Sale', 120],
      ],
    ],
  ])('reads %s', async (_, csv, expected) => {
    const res = await upload(csv);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json<ReviewRow[]>();
    expect(brief(rows)).toEqual(expected);
    expect(rows.map((r) => r.id)).toEqual(rows.map((_, i) => i + 1));
  });

  it('keeps the account code of the file and otherwise suggests one', async () => {
    const res = await upload(
      'Date,Description,Debit,Credit,Code\n2026-03-02,Stationery,45.00,,6300\n2026-03-03,Unknown thing,1.00,,\n',
    );
    const rows = res.json<ReviewRow[]>();
    expect(rows[0]!.financialAccountCode).toBe('6300');
    expect(rows[1]).toMatchObject({ financialAccountCode: '', suggestedAccountCode: null, duplicate: false });
  });

  it('reads a comma file with amounts the CSV way: the thousands comma only inside quotes', async () => {
    const res = await upload('Date,Description,Amount\n2026-03-01,A,"1,234.56"\n2026-03-01,B,1234.56\n');
    expect(res.json<ReviewRow[]>().map((r) => r.amount)).toEqual([1234.56, 1234.56]);
  });

  it('reads a Latin-1 (Windows) file', async () => {
    const res = await upload(Buffer.from('Date,Description,Amount\n2026-03-01,Caf\xe9 £ lunch,-9.99\n', 'latin1'));
    expect(res.statusCode).toBe(200);
    expect(res.json<ReviewRow[]>()[0]!.description).toBe('Café £ lunch');
  });

  it('flags duplicates of stored transactions and suggests the account used most for a description', async () => {
    await api.db.query(
      `insert into financial_transactions (company_id, processed, financial_account_id, description, debit_cents, credit_cents)
       select $1, d::date, (select id from financial_accounts where company_id = $1 and code = c), 'Printer toner XR-981', dr, cr
         from (values ('2026-02-03', '6300', 12345, 0), ('2025-11-03', '6300', 5000, 0), ('2025-12-03', '6600', 700, 0))
           as v(d, c, dr, cr)`,
      [trading.companyId],
    );
    const csv = [
      'Date,Description,Amount',
      '03/02/2026,"  PRINTER toner xr-981 ",-123.45',
      '2026-02-03,Printer toner XR-981,123.45',
      '2026-02-03,Printer toner XR-981,-123.46',
      '2026-02-04,Printer toner XR-981,-123.45',
      '2026-01-01,Something never seen before,-1.00',
      '2026-01-01,Printer toner,-1.00',
    ].join('\n');
    const res = await upload(csv);
    expect(res.statusCode).toBe(200);
    const rows = res.json<ReviewRow[]>();
    expect(rows.map((r) => r.duplicate)).toEqual([true, false, false, false, false, false]);
    expect(rows.map((r) => r.suggestedAccountCode)).toEqual(['6300', '6300', '6300', '6300', null, null]);
    expect(rows.map((r) => r.financialAccountCode)).toEqual(['6300', '6300', '6300', '6300', '', '']);
  });

  it.each([
    ['an empty file', '', /The file is empty/],
    ['only blank lines', '\n\n  \n', /The file is empty/],
    ['only a header', 'Date,Description,Amount\n', /header row but no transactions/],
    [
      'a single column',
      'Transactions\n2026-03-01\n',
      /cannot be read without a question answered: No column of dates was found; No column of amounts/,
    ],
    ['unknown columns', 'Foo,Bar,Baz\n1,2,3\n', /No transactions were found/],
    ['no amount column', 'Date,Description,Balance\n2026-03-01,x,1\n', /No column of amounts/],
    [
      'an impossible date',
      'Date,Description,Amount\n2026-03-01,a,1\n31/02/2026,b,2\n',
      /Line 3, column "Date": "31\/02\/2026" is not a date/,
    ],
    [
      'dates that contradict each other',
      'Date,Description,Amount\n03/25/2026,a,1\n25/03/2026,b,2\n',
      /The dates contradict each other: some have a day above 12 first, others second \(line 3: "25\/03\/2026"\)/,
    ],
    [
      'a date before 1990',
      'Date,Description,Amount\n1989-12-31,a,1\n',
      /Line 2, column "Date": the date 1989-12-31 is outside 1990-01-01 to/,
    ],
    [
      'a date years ahead',
      'Date,Description,Amount\n2099-01-01,a,1\n',
      /Line 2, column "Date": the date 2099-01-01 is outside/,
    ],
    [
      'text in the amount',
      'Date,Description,Amount\n2026-03-01,a,twelve\n',
      /Line 2, column "Amount": the amount "twelve" is not an amount/,
    ],
    [
      'three decimals',
      'Date,Description,Amount\n2026-03-01,a,1.0055\n',
      /Line 2, column "Amount": the amount "1.0055" has more than two decimals/,
    ],
    ['no amount at all', 'Date,Description,Amount\n2026-03-01,a,\n', /The file has no transactions with an amount/],
    [
      'an unquoted thousands comma',
      'Date,Description,Amount\n2026-03-01,a,1,000.00\n',
      /Line 2: the row has 4 cells but the header names 3; a value with a "," in it must be in double quotes/,
    ],
    [
      'a debit and a credit',
      'Date,Description,Debit,Credit\n2026-03-01,a,1.00,2.00\n',
      /Line 2: it has both money out and money in/,
    ],
    [
      'an empty description',
      'Date,Description,Amount\n2026-03-01,,5\n',
      /Line 2, column "Description": the description is empty/,
    ],
    [
      'an unclosed quote',
      'Date,Description,Amount\n2026-03-01,"open,5\n2026-03-02,b,6\n',
      /Line \d+: a quoted field is opened but never closed/,
    ],
    [
      'a binary file',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
      /not a text \(CSV\) file/,
    ],
    ['a PDF', '%PDF-1.7\n%âãÏÓ\n1 0 obj\n', /This is a PDF file, not a CSV file/],
  ])('refuses %s with 400 naming the line and why, storing nothing', async (_, content, message) => {
    const before = await transactionCount();
    const res = await upload(content);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toMatch(message);
    expect(await transactionCount()).toBe(before);
  });

  it('refuses a request without the file in the field "file", or not multipart', async () => {
    const wrongField = await upload('Date,Description,Amount\n2026-03-01,a,1\n', 'x.csv', 'document');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().detail).toMatch(/field "file"/);
    const json = await api.app.inject({
      method: 'POST',
      url: `/api/financialtransaction/import/generic/${trading.companyId}`,
      headers: { authorization: trading.authorization },
      payload: { file: 'nope' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().detail).toMatch(/multipart\/form-data/);
  });

  it('refuses more rows than the limit', async () => {
    const lines = ['Date,Description,Amount', ...Array.from({ length: 200_001 }, () => '2026-03-01,x,-1')];
    const res = await upload(lines.join('\n'));
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/Line 200002: the file has more than 200000 transactions/);
  });

  it('reads 100,000 rows', async () => {
    const lines = ['Date,Description,Amount,Balance'];
    for (let i = 0; i < 100_000; i++) {
      const day = String((i % 28) + 1).padStart(2, '0');
      const amount = i % 4 === 0 ? `"${(1000 + (i % 9000)).toLocaleString('en-US')}.25"` : `-${(i % 700) + 0.5}`;
      lines.push(`2025-${String((i % 12) + 1).padStart(2, '0')}-${day},Card purchase ${i % 5000} shop,${amount},0`);
    }
    const csv = lines.join('\r\n');
    const started = performance.now();
    const res = await upload(csv);
    console.log(
      `[${kind}] 100,000-row CSV (${(csv.length / 1e6).toFixed(1)} MB) parsed and reviewed in ${Math.round(performance.now() - started)} ms`,
    );
    expect(res.statusCode).toBe(200);
    const rows = res.json<ReviewRow[]>();
    expect(rows).toHaveLength(100_000);
    expect(rows[99_999]).toMatchObject({
      id: 100_000,
      line: 100_001,
      description: 'Card purchase 4999 shop',
      amount: -599.5,
    });
  });
});

describe('upload size limit', () => {
  it('answers 413 with the limit for a file over it, after reading the upload', async () => {
    const api = await startTestApi('pglite', { maxUploadBytes: 2048 });
    const who = await session(api, 'health.admin');
    const body = multipart(`Date,Description,Amount\n${'2026-03-01,Some description,1.00\n'.repeat(200)}`);
    const res = await api.app.inject({
      method: 'POST',
      url: `/api/financialtransaction/import/generic/${who.companyId}`,
      headers: { ...body.headers, authorization: who.authorization },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe('The file is larger than 2 KB');
    await api.close();
  });
});
