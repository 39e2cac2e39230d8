import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx, type XlsxValue } from '../api/test/export-read-back.ts';
import { baseUrl, launchBrowser, signIn } from './browser.ts';
import { apiSession } from './e2e-api.ts';

/**
 * Spreadsheets from the browser, read back: each report opened from its tab and exported as Excel, and the
 * clients list exported as Excel, in Chromium against the real api and gateway (health.admin). Each downloaded
 * file is opened with exceljs and its rows compared with the api's own answer for the same query.
 */

const cents = (amount: unknown) => Math.round(Number(amount) * 100);
/** A money cell (a number in the file) in cents; null for an empty cell. */
const cellCents = (value: XlsxValue) => (value === null ? 0 : cents(value));

interface Aged {
  clients: Array<{ name: string; total: number; invoices: number }>;
  totals: { total: number; invoices: number };
}
interface ProfitAndLoss {
  months: string[];
  accounts: Array<{ code: string; type: 'I' | 'E'; total: number }>;
  totals: { income: number; expenses: number; netProfit: number };
}
interface ByType {
  months: Array<{ month: string; total: number }>;
  types: Array<{ label: string; amount: number }>;
  total: number;
}
interface ClientPage {
  total: number;
  clients: Array<{ lastName: string; firstName: string; email: string | null }>;
}

describe('spreadsheets downloaded from the browser, read back', () => {
  let browser: Browser;
  let page: Page;
  let api: Awaited<ReturnType<typeof apiSession>>;
  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    page = await context.newPage();
    api = await apiSession('health.admin');
    await signIn(page, 'health.admin');
    await page.waitForURL(/#\/(?!login)/);
  });
  afterAll(() => browser?.close());

  /** Clicks the button that opens an Export menu, then Excel; the saved file's name and its rows. */
  async function exportExcel(button: string) {
    await page.getByRole('button', { name: button }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: /Excel/ }).click(),
    ]);
    const file = await download.path();
    const { rows } = await readXlsx(await readFile(file));
    return { name: download.suggestedFilename(), header: rows[0]!, rows: rows.slice(1) };
  }

  it('exports the aged receivables as Excel: a row per client and the total, as the api', async () => {
    await page.goto(`${baseUrl()}/#/commonFinancialReports?report=aged`);
    await page.getByRole('table', { name: 'Aged receivables per client' }).waitFor();
    const file = await exportExcel('Export the report');
    const asOf = /^aged-receivables-(\d{4}-\d{2}-\d{2})\.xlsx$/.exec(file.name)?.[1];
    expect(asOf, file.name).toBeTruthy();
    const report = await api.get<Aged>(`/api/reports/agedreceivables/${api.companyId}?asOf=${asOf}`);
    expect(report.clients.length).toBeGreaterThan(0);
    expect(file.header[0]).toBe('Client');
    expect(file.header.slice(-2)).toEqual(['Total', 'Invoices']);
    const expected = [
      ...report.clients.map((c) => [c.name, cents(c.total), c.invoices]),
      ['Total', cents(report.totals.total), report.totals.invoices],
    ];
    expect(file.rows.map((r) => [r[0], cellCents(r[7]!), r[8]])).toEqual(expected);
  });

  it('exports the profit and loss as Excel: accounts, totals and net profit, as the api', async () => {
    await page.getByRole('tab', { name: 'Profit and loss' }).click();
    await page.getByRole('table', { name: 'Profit and loss by month and account' }).waitFor();
    const file = await exportExcel('Export the report');
    const period = /^profit-and-loss-(\d{4}-\d{2}-\d{2})-(\d{4}-\d{2}-\d{2})\.xlsx$/.exec(file.name);
    expect(period, file.name).toBeTruthy();
    const report = await api.get<ProfitAndLoss>(
      `/api/reports/profitandloss/${api.companyId}?start=${period![1]}&end=${period![2]}`,
    );
    expect(file.header).toEqual([
      'Account code',
      'Account',
      'Type',
      ...report.months.map((m) => m.slice(0, 7)),
      'Total',
    ]);
    const totalAt = file.header.length - 1;
    const byName = new Map(file.rows.map((r) => [String(r[1]), cellCents(r[totalAt]!)]));
    expect(byName.get('Total income')).toBe(cents(report.totals.income));
    expect(byName.get('Total expenses')).toBe(cents(report.totals.expenses));
    expect(byName.get('Net profit')).toBe(cents(report.totals.netProfit));
    const accounts = file.rows.filter((r) => r[0] !== null).map((r) => [String(r[0]), cellCents(r[totalAt]!)]);
    const inOrder = [
      ...report.accounts.filter((a) => a.type === 'I'),
      ...report.accounts.filter((a) => a.type === 'E'),
    ];
    expect(accounts).toEqual(inOrder.map((a) => [a.code, cents(a.total)]));
  });

  it('exports the payments by type as Excel: a row per month and the total, as the api', async () => {
    await page.getByRole('tab', { name: 'Payments by type' }).click();
    await page.getByRole('table', { name: 'Payments received per month and type' }).waitFor();
    const file = await exportExcel('Export the report');
    const period = /^payments-by-type-(\d{4}-\d{2}-\d{2})-(\d{4}-\d{2}-\d{2})\.xlsx$/.exec(file.name);
    expect(period, file.name).toBeTruthy();
    const report = await api.get<ByType>(
      `/api/reports/paymentsbytype/${api.companyId}?start=${period![1]}&end=${period![2]}`,
    );
    expect(file.header).toEqual(['Month', ...report.types.map((t) => t.label), 'Total']);
    const totalAt = file.header.length - 1;
    expect(file.rows.map((r) => [r[0], cellCents(r[totalAt]!)])).toEqual([
      ...report.months.map((m) => [m.month.slice(0, 7), cents(m.total)]),
      ['Total', cents(report.total)],
    ]);
    const last = file.rows.at(-1)!;
    expect(report.types.map((t, i) => cellCents(last[i + 1]!) - cents(t.amount))).toEqual(report.types.map(() => 0));
  });

  it('exports the clients list as Excel: every client in the list’s order, as the api', async () => {
    await page.goto(`${baseUrl()}/#/commonFinancialClients`);
    await page.getByRole('button', { name: 'Export the list' }).waitFor();
    const file = await exportExcel('Export the list');
    expect(file.name).toMatch(/^clients-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(file.header.slice(0, 3)).toEqual(['Last name', 'First name', 'Email']);
    const clients: ClientPage['clients'] = [];
    for (let offset = 0; ; offset += 100) {
      const answer = await api.get<ClientPage>(`/api/client1/${api.companyId}?offset=${offset}&limit=100`);
      clients.push(...answer.clients);
      if (clients.length >= answer.total || answer.clients.length === 0) break;
    }
    expect(clients.length).toBeGreaterThan(0);
    expect(file.rows.map((r) => [r[0], r[1], r[2]])).toEqual(
      clients.map((c) => [c.lastName, c.firstName, c.email || null]),
    );
  });
});
