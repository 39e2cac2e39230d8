import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv, readXlsx, type XlsxValue } from '../../../test/export-read-back.ts';
import { createInvoice, insertClient, pay, session, type Session } from '../../../test/finance-fixtures.ts';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import type { TaxReportBody } from '../tax-report/index.ts';

/**
 * The reports as CSV and XLSX: each file read back (CSV parsed, XLSX opened with exceljs) and every cell compared
 * with the report's JSON answer for the same query, totals included.
 */
const cents = (amount: unknown) => Math.round(Number(amount) * 100);
const csvMoney = (amount: number) => {
  const c = cents(amount);
  return `${c < 0 ? '-' : ''}${Math.floor(Math.abs(c) / 100)}.${String(Math.abs(c) % 100).padStart(2, '0')}`;
};
const BUCKETS = ['current', 'days1To30', 'days31To60', 'days61To90', 'days91To120', 'over120'] as const;
const BUCKET_HEADERS = ['Not yet due', '1–30 days', '31–60 days', '61–90 days', '91–120 days', 'Over 120 days'];

type AgedFigures = Record<(typeof BUCKETS)[number] | 'total', number> & { invoices: number };
interface Aged {
  clients: Array<AgedFigures & { name: string }>;
  totals: AgedFigures;
}
interface ProfitAndLoss {
  months: string[];
  accounts: Array<{ code: string; name: string; type: 'I' | 'E'; amounts: number[]; total: number }>;
  monthTotals: Array<{ income: number; expenses: number; netProfit: number }>;
  totals: { income: number; expenses: number; netProfit: number };
}
interface ByType {
  months: Array<{ month: string; types: Array<{ type: string; amount: number }>; total: number }>;
  types: Array<{ type: string; label: string; amount: number }>;
  total: number;
}

/** A row the report should give, as typed cells: text, or an amount (a JSON number of the contract), or a count. */
type Cell = { t: string } | { m: number } | { n: number };
const asCsv = (row: Cell[]) => row.map((c) => ('t' in c ? c.t : 'm' in c ? csvMoney(c.m) : String(c.n)));
/** An empty text cell is empty in the CSV and no cell (null) in the XLSX. */
const asXlsx = (row: Cell[]): XlsxValue[] =>
  row.map((c) => ('t' in c ? c.t || null : 'm' in c ? cents(c.m) / 100 : c.n));

describe.each(databaseKinds())('report exports (%s)', (kind) => {
  let api: TestApi;
  let health: Session;
  let business: Session;

  beforeAll(async () => {
    api = await startTestApi(kind);
    health = await session(api, 'health.admin');
    business = await session(api, 'business.admin');
    // A client whose name a spreadsheet would run as a formula, owing on an old invoice and a new one.
    const clientId = await insertClient(api, health.companyId, { firstName: 'Formula', lastName: '=Sum, "Quoted"' });
    const old = await createInvoice(api, health, {
      clientId,
      invoiced: '2026-01-05T08:00:00Z',
      due: '2026-01-20',
      components: [{ description: 'Visit', quantity: 1, unitCost: 1234.5 }],
    });
    expect((await pay(api, health, old.id, { amount: 200.25, type: 'A', paid: '2026-03-31 10:00' })).status).toBe(201);
    await createInvoice(api, health, {
      clientId,
      invoiced: '2026-06-20T08:00:00Z',
      due: '2026-07-20',
      components: [{ description: 'Visit', quantity: 1, unitCost: 99.99 }],
    });
  });
  afterAll(() => api.close());

  const get = (url: string, who: Session = health) => api.app.inject({ url, headers: { authorization: who.auth } });
  const json = async <T>(url: string) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };

  /** The report's CSV and XLSX, each read back, compared with the expected header and rows. */
  async function expectFiles(url: string, fileName: string, header: string[], rows: Cell[][]) {
    const csv = await get(`${url}&format=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="${fileName}.csv"`);
    expect(csv.headers['cache-control']).toBe('private, no-store');
    const guard = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
    expect(parseCsv(csv.body)).toEqual([
      header,
      ...rows.map((row) => asCsv(row).map((v, i) => ('t' in row[i]! ? guard(v) : v))),
    ]);

    const xlsx = await get(`${url}&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toBe(`attachment; filename="${fileName}.xlsx"`);
    const { rows: cells, sheet } = await readXlsx(xlsx.rawPayload);
    expect(cells[0]).toEqual(header);
    expect(cells.slice(1)).toEqual(rows.map(asXlsx));
    expect(sheet.getRow(1).font?.bold).toBe(true);
    const money = rows[0]!.findIndex((c) => 'm' in c);
    expect(sheet.getRow(2).getCell(money + 1).numFmt).toBe('#,##0.00');
  }

  it('exports the aged receivables: a row per client and the total row, as on screen', async () => {
    const base = `/api/reports/agedreceivables/${health.companyId}`;
    const report = await json<Aged>(`${base}?asOf=2026-06-30`);
    expect(report.clients.some((c) => c.name.includes('=Sum'))).toBe(true);
    const row = (name: string, f: AgedFigures): Cell[] => [
      { t: name },
      ...BUCKETS.map((b) => ({ m: f[b] })),
      { m: f.total },
      { n: f.invoices },
    ];
    const rows = [...report.clients.map((c) => row(c.name, c)), row('Total', report.totals)];
    // The total row is the sum of the client rows (recomputed in cents).
    for (const key of [...BUCKETS, 'total'] as const) {
      expect(report.clients.reduce((s, c) => s + cents(c[key]), 0)).toBe(cents(report.totals[key]));
    }
    await expectFiles(
      `${base}/export?asOf=2026-06-30`,
      'aged-receivables-2026-06-30',
      ['Client', ...BUCKET_HEADERS, 'Total', 'Invoices'],
      rows,
    );
  });

  it('exports the profit and loss: accounts per month, section totals and net profit', async () => {
    const base = `/api/reports/profitandloss/${health.companyId}`;
    const query = 'start=2025-01-01&end=2026-12-31';
    const report = await json<ProfitAndLoss>(`${base}?${query}`);
    expect(report.accounts.length).toBeGreaterThan(0);
    const accounts = (type: 'I' | 'E'): Cell[][] =>
      report.accounts
        .filter((a) => a.type === type)
        .map((a) => [
          { t: a.code },
          { t: a.name },
          { t: type === 'I' ? 'Income' : 'Expense' },
          ...a.amounts.map((m) => ({ m })),
          { m: a.total },
        ]);
    const total = (name: string, key: 'income' | 'expenses' | 'netProfit'): Cell[] => [
      { t: '' },
      { t: name },
      { t: '' },
      ...report.monthTotals.map((m) => ({ m: m[key] })),
      { m: report.totals[key] },
    ];
    const rows = [
      ...accounts('I'),
      total('Total income', 'income'),
      ...accounts('E'),
      total('Total expenses', 'expenses'),
      total('Net profit', 'netProfit'),
    ];
    const header = ['Account code', 'Account', 'Type', ...report.months.map((m) => m.slice(0, 7)), 'Total'];
    expect(header).toHaveLength(3 + 24 + 1);
    await expectFiles(`${base}/export?${query}`, 'profit-and-loss-2025-01-01-2026-12-31', header, rows);
  });

  it('exports the payments by type: a row per month and the total row, write-offs left out', async () => {
    const base = `/api/reports/paymentsbytype/${health.companyId}`;
    const query = 'start=2026-01-01&end=2026-06-30';
    const report = await json<ByType>(`${base}?${query}`);
    expect(cents(report.total)).toBeGreaterThan(0);
    const rows: Cell[][] = [
      ...report.months.map((m): Cell[] => [
        { t: m.month.slice(0, 7) },
        ...report.types.map((t) => ({ m: m.types.find((x) => x.type === t.type)!.amount })),
        { m: m.total },
      ]),
      [{ t: 'Total' }, ...report.types.map((t) => ({ m: t.amount })), { m: report.total }],
    ];
    await expectFiles(
      `${base}/export?${query}`,
      'payments-by-type-2026-01-01-2026-06-30',
      ['Month', ...report.types.map((t) => t.label), 'Total'],
      rows,
    );
    expect(report.types.map((t) => t.label)).not.toContain('Write-Off');
  });

  it('exports the VAT/GST report: a row per rate, the output total, the input tax and the net payable', async () => {
    const base = `/api/reports/tax/${health.companyId}`;
    const query = 'start=2026-01-01&end=2026-12-31';
    // A company that does not charge tax has no report: 422 before any byte, as on screen.
    const refused = await get(`${base}/export?${query}&format=csv`);
    expect(refused.statusCode).toBe(422);
    const on = await api.app.inject({
      method: 'PATCH',
      url: `/api/company/config/${health.companyId}`,
      headers: { authorization: health.auth },
      payload: { chargesTax: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    const clientId = await insertClient(api, health.companyId, { firstName: 'Taxed', lastName: 'Client' });
    await createInvoice(api, health, {
      clientId,
      invoiced: '2026-05-05T08:00:00Z',
      components: [{ description: 'Visit', quantity: 1, unitCost: 1150 }],
    });
    const report = await json<TaxReportBody>(`${base}?${query}`);
    expect(report.rates.length).toBeGreaterThan(0);
    const tax = report.taxName;
    const percent = (bp: number) => `${bp / 100}%`;
    const rows: Cell[][] = [
      ...report.rates.map((r): Cell[] => [
        { t: `Collected at ${r.label}` },
        { t: percent(r.rate) },
        { n: r.lines },
        { n: r.invoices },
        { m: r.gross },
        { m: r.net },
        { m: r.tax },
      ]),
    ];
    const csvRows = [
      ...rows.map(asCsv),
      [
        `${tax} collected (output)`,
        '',
        String(report.rates.reduce((sum, r) => sum + r.lines, 0)),
        '',
        csvMoney(report.output.gross),
        csvMoney(report.output.net),
        csvMoney(report.output.tax),
      ],
      [
        `${tax} paid (input, account ${report.input.accountCode}${report.input.accountName ? ` ${report.input.accountName}` : ''})`,
        '',
        '',
        '',
        '',
        '',
        csvMoney(report.input.tax),
      ],
      ['Net payable (output − input)', '', '', '', '', '', csvMoney(report.netPayable)],
    ];
    const header = [tax, 'Rate', 'Lines', 'Invoices', `Gross (${tax} included)`, `Net (without ${tax})`, tax];
    const csv = await get(`${base}/export?${query}&format=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="tax-report-2026-01-01-2026-12-31.csv"');
    expect(parseCsv(csv.body)).toEqual([header, ...csvRows]);
    const xlsx = await get(`${base}/export?${query}&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    const { rows: cells } = await readXlsx(xlsx.rawPayload);
    expect(cells[0]).toEqual(header);
    expect(cells.slice(1, 1 + rows.length)).toEqual(rows.map(asXlsx));
    expect(cells.at(-1)).toEqual([
      'Net payable (output − input)',
      null,
      null,
      null,
      null,
      null,
      cents(report.netPayable) / 100,
    ]);
    // Net payable is output − input, in cents.
    expect(cents(report.netPayable)).toBe(cents(report.output.tax) - cents(report.input.tax));
    await api.app.inject({
      method: 'PATCH',
      url: `/api/company/config/${health.companyId}`,
      headers: { authorization: health.auth },
      payload: { chargesTax: false },
    });
  });

  it('checks the caller’s company, the format and the dates before any byte', async () => {
    const urls = [
      `/api/reports/agedreceivables/${health.companyId}/export?asOf=2026-06-30&format=csv`,
      `/api/reports/profitandloss/${health.companyId}/export?start=2026-01-01&end=2026-01-31&format=xlsx`,
      `/api/reports/paymentsbytype/${health.companyId}/export?start=2026-01-01&end=2026-01-31&format=csv`,
    ];
    for (const url of urls) {
      expect((await get(url, business)).statusCode, url).toBe(404);
      expect((await api.app.inject({ url })).statusCode, url).toBe(401);
    }
    const bad = async (url: string) => {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type']).toMatch(/problem\+json/);
      return res.json<{ detail: string }>().detail;
    };
    expect(await bad(urls[0]!.replace('format=csv', 'format=pdf'))).toMatch(/format/);
    expect(await bad(urls[0]!.replace('asOf=2026-06-30&', ''))).toBeTruthy();
    expect(await bad(urls[1]!.replace('end=2026-01-31', 'end=2025-01-31'))).toMatch(/before/);
    expect(await bad(urls[2]!.replace('start=2026-01-01', 'start=2020-01-01'))).toMatch(/5 years/);
  });
});
