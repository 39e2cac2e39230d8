import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAmount, formatMoney } from '../web/src/shared/money.ts';
import { baseUrl, launchBrowser, openPage, signIn } from './browser.ts';

/**
 * Financial Management (spec §2 Reading A) in Chromium against the real api and gateway on fresh demo data,
 * as business.admin (Demo Trading Ltd: UK, £, Europe/London). The tests run in order and share one page.
 */

const USER = 'business.admin';
const ZONE = 'Europe/London';
const SYMBOL = '£';
const ROUTE = '/commonFinancialManagement';
const TAG = `E2E${Date.now().toString(36).toUpperCase()}`;
const PDF_FIXTURE = fileURLToPath(new URL('../api/test/fixtures/fnb-statement-libreoffice.pdf', import.meta.url));

interface Summary {
  income: string;
  expenses: string;
  profit: string;
  paymentsReceived: string;
  currencySymbol: string;
  expenseAccounts: { financialAccountCode: string; financialAccountName: string; amount: string }[];
}
interface Account {
  code: string;
  name: string;
  type: string;
}

async function graphql<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (!body.data || body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

async function apiToken(): Promise<string> {
  const data = await graphql<{ login: { accessToken: string } }>(
    'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { accessToken } }',
    { u: USER, p: 'demo-pass-1' },
  );
  return data.login.accessToken;
}

/** Today's calendar date in a time zone, YYYY-MM-DD. */
function todayInZone(zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}
const startOfYearInZone = (zone: string) => `${todayInZone(zone).slice(0, 4)}-01-01`;

/** expect.poll with room for a real server (its default gives up after one second). */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000, interval: 100 });

const go = async (page: Page, query: string) => {
  await page.goto(`${baseUrl()}/#${ROUTE}?${query}`);
};
const tabOf = (page: Page) => new URL(page.url().replace('#', '')).searchParams.get('tab');
const waitForTab = (page: Page, tab: number) => poll(() => tabOf(page)).toBe(String(tab));
const toast = (page: Page, text: string) => page.locator('.bp6-toast').filter({ hasText: text }).first();
const rowsOf = (page: Page) => page.getByTestId('transaction-row');
const cell = (row: Locator, index: number) => row.locator('td').nth(index);

/** The list over all dates up to today, searched for a text; waits for the table to settle. */
async function openListSearching(page: Page, text: string, type = 'E') {
  await go(page, `tab=2&start=2000-01-01&end=${todayInZone(ZONE)}&type=${type}`);
  await page.getByRole('searchbox', { name: 'Keyword search' }).fill(text);
  await poll(() => page.getByText('Loading financial transactions. Please wait.').count()).toBe(0);
}

describe('Financial Management', () => {
  let browser: Browser;
  let page: Page;
  let token: string;
  let accounts: Account[];
  let expenseCodes: string[];
  let tempDir: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await openPage(browser);
    await signIn(page, USER);
    await page.waitForURL(/#\/commonFinancialInvoices/);
    token = await apiToken();
    accounts = (await graphql<{ financialAccounts: Account[] }>('{ financialAccounts { code name type } }', {}, token))
      .financialAccounts;
    expenseCodes = accounts.filter((a) => a.type === 'E').map((a) => a.code);
    tempDir = await mkdtemp(path.join(tmpdir(), 'folio-fm-e2e-'));
  });

  afterAll(async () => {
    await browser?.close();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  });

  it('shows the same dashboard numbers as the api, for the default period', async () => {
    const start = startOfYearInZone(ZONE);
    const end = todayInZone(ZONE);
    const { financialSummary: summary } = await graphql<{ financialSummary: Summary }>(
      `
        query ($start: Date!, $end: Date!) {
          financialSummary(start: $start, end: $end) {
            income
            expenses
            profit
            paymentsReceived
            currencySymbol
            expenseAccounts {
              financialAccountCode
              financialAccountName
              amount
            }
          }
        }
      `,
      { start, end },
      token,
    );
    expect(summary.currencySymbol).toBe(SYMBOL);

    await go(page, '');
    await poll(() => page.getByTestId('fm-income').textContent()).toBe(formatMoney(summary.income, SYMBOL));
    expect(await page.getByLabel('Start Date').inputValue()).toBe(start);
    expect(await page.getByLabel('End Date').inputValue()).toBe(end);
    expect(await page.getByTestId('fm-expenses').textContent()).toBe(formatMoney(summary.expenses, SYMBOL));
    expect(await page.getByTestId('profit').textContent()).toBe(formatMoney(summary.profit, SYMBOL));
    expect(await page.getByTestId('fm-payments-received').textContent()).toBe(
      formatMoney(summary.paymentsReceived, SYMBOL),
    );
    const lines = page.getByTestId('expense-account-row');
    expect(await lines.count()).toBe(summary.expenseAccounts.length);
    for (const [index, line] of summary.expenseAccounts.entries()) {
      const row = lines.nth(index);
      expect(await row.getAttribute('data-account-code')).toBe(line.financialAccountCode);
      expect(await row.textContent()).toContain(formatMoney(line.amount, SYMBOL));
    }
    await poll(() => page.getByTestId('fm-monthly-chart').count()).toBe(1);
  });

  it('colours Profit green at zero or more and red below, as the api says', async () => {
    const green = 'rgb(28, 110, 66)';
    const red = 'rgb(172, 47, 51)';
    const profit = page.getByTestId('profit');
    const negative = ((await profit.textContent()) ?? '').startsWith('-');
    expect(await profit.getAttribute('data-sign')).toBe(negative ? 'negative' : 'positive');
    expect(await profit.evaluate((el) => getComputedStyle(el).color)).toBe(negative ? red : green);

    // a month with a profit from the demo data, and the same month made a loss by one large expense
    const year = startOfYearInZone(ZONE).slice(0, 4);
    const month = { start: `${year}-01-01`, end: `${year}-01-31` };
    const monthProfit = async () =>
      (
        await graphql<{ financialSummary: { profit: string } }>(
          'query ($start: Date!, $end: Date!) { financialSummary(start: $start, end: $end) { profit } }',
          month,
          token,
        )
      ).financialSummary.profit;
    const expectProfitShown = async (profitText: string) => {
      await go(page, `tab=1&start=${month.start}&end=${month.end}`);
      await page.getByRole('button', { name: 'Refresh' }).click();
      await poll(() => page.getByTestId('profit').textContent()).toBe(formatMoney(profitText, SYMBOL));
      const isLoss = profitText.startsWith('-');
      expect(await page.getByTestId('profit').getAttribute('data-sign')).toBe(isLoss ? 'negative' : 'positive');
      expect(await page.getByTestId('profit').evaluate((el) => getComputedStyle(el).color)).toBe(isLoss ? red : green);
    };
    const before = await monthProfit();
    expect(before.startsWith('-')).toBe(false);
    await expectProfitShown(before);

    const { createFinancialTransaction: big } = await graphql<{ createFinancialTransaction: { id: string } }>(
      `
        mutation ($input: FinancialTransactionInput!) {
          createFinancialTransaction(input: $input) {
            id
          }
        }
      `,
      {
        input: {
          processed: `${year}-01-15`,
          financialAccountCode: expenseCodes[0],
          description: `${TAG} LOSS`,
          debit: '9999999.00',
        },
      },
      token,
    );
    try {
      const loss = await monthProfit();
      expect(loss.startsWith('-')).toBe(true);
      await expectProfitShown(loss);
    } finally {
      await graphql('mutation ($id: ID!) { deleteFinancialTransaction(id: $id) { id } }', { id: big.id }, token);
    }
  });

  it("opens an expense account's transactions from its 'View transactions' link", async () => {
    await go(page, '');
    const first = page.getByTestId('expense-account-row').first();
    await first.waitFor();
    const code = (await first.getAttribute('data-account-code'))!;
    await first.getByRole('link', { name: 'View transactions' }).click();
    await waitForTab(page, 2);
    const params = new URL(page.url().replace('#', '')).searchParams;
    expect(params.get('account')).toBe(code);
    expect(params.get('start')).toBe(startOfYearInZone(ZONE));
    expect(params.get('end')).toBe(todayInZone(ZONE));

    const { financialTransactions } = await graphql<{ financialTransactions: { id: string }[] }>(
      `
        query ($start: Date!, $end: Date!, $code: String) {
          financialTransactions(start: $start, end: $end, type: E, accountCode: $code) {
            id
          }
        }
      `,
      { start: params.get('start'), end: params.get('end'), code },
      token,
    );
    expect(financialTransactions.length).toBeGreaterThan(0);
    await poll(() => rowsOf(page).count()).toBe(Math.min(100, financialTransactions.length));
    const codes = await rowsOf(page).evaluateAll((rows) =>
      rows.map((row) => row.querySelectorAll('td')[1]?.textContent),
    );
    expect(new Set(codes)).toEqual(new Set([code]));
    await poll(() => page.getByTestId('fm-scope-account').textContent()).toContain(code);

    // the columns can be reordered by dragging a header onto another
    const headers = () => page.locator('table[aria-label="Financial transactions"] thead th').allTextContents();
    expect(await headers()).toEqual(['Type', 'Code', 'Name', 'Status', 'Description', 'Debit', 'Credit', 'Actions']);
    await page.getByRole('columnheader', { name: 'Credit' }).dragTo(page.getByRole('columnheader', { name: 'Type' }));
    await poll(headers).toEqual(['Credit', 'Type', 'Code', 'Name', 'Status', 'Description', 'Debit', 'Actions']);
    await page.getByRole('button', { name: 'Restore to Original View' }).click();
    await waitForTab(page, 1);
  });

  it("opens on an invoice's transactions when given inputInvoiceId", async () => {
    const { financialTransactions: recent } = await graphql<{
      financialTransactions: { id: string; invoiceId: string | null }[];
    }>(
      'query ($start: Date!, $end: Date!) { financialTransactions(start: $start, end: $end) { id invoiceId } }',
      { start: startOfYearInZone(ZONE), end: todayInZone(ZONE) },
      token,
    );
    const invoiceId = recent.find((t) => t.invoiceId)?.invoiceId;
    expect(invoiceId).toBeTruthy();
    const expected = recent.filter((t) => t.invoiceId === invoiceId).map((t) => t.id);
    await go(page, `inputInvoiceId=${invoiceId}`);
    await poll(() => page.getByTestId('fm-scope-invoiceId').textContent()).toBe(`Invoice ${invoiceId}`);
    await poll(() =>
      rowsOf(page).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-transaction-id'))),
    ).toEqual(expect.arrayContaining(expected));
  });

  it('creates, updates, recodes and deletes (N, then Y) a transaction', async () => {
    const [codeA, codeB] = expenseCodes;
    expect(codeB).toBeDefined();
    const today = todayInZone(ZONE);

    // create (view 9) from the list over all dates, so it comes back to a list that shows today's row
    await go(page, `tab=2&start=2000-01-01&end=${today}`);
    await page.getByRole('button', { name: 'New Transaction' }).click();
    await waitForTab(page, 9);
    expect(await page.getByLabel('Processed Date').inputValue()).toBe(today);
    await page.getByLabel('Financial Account Code').selectOption(codeA!);
    await page.getByLabel('Description').fill(`${TAG} CREATED`);
    await page.getByLabel('Debit').fill('1234.5');
    await page.getByRole('button', { name: 'Create' }).click();
    await toast(page, 'Updated financial transaction').waitFor();
    await waitForTab(page, 2);
    await page.getByRole('searchbox', { name: 'Keyword search' }).fill(TAG);
    await poll(() => rowsOf(page).count()).toBe(1);
    const row = rowsOf(page).first();
    expect(await cell(row, 1).textContent()).toBe(codeA);
    expect(await cell(row, 4).textContent()).toBe(`${TAG} CREATED`);
    expect(await cell(row, 5).textContent()).toBe('1,234.50');
    const id = (await row.getAttribute('data-transaction-id'))!;

    // update (view 7)
    await row.getByRole('button', { name: 'Update' }).click();
    await waitForTab(page, 7);
    await poll(() => page.getByLabel('Description').inputValue()).toBe(`${TAG} CREATED`);
    await page.getByLabel('Description').fill(`${TAG} UPDATED`);
    await page.getByLabel('Debit').fill('99.99');
    await page.getByRole('button', { name: 'Update' }).click();
    await toast(page, 'Updated financial transaction').waitFor();
    await waitForTab(page, 2);
    await page.getByRole('searchbox', { name: 'Keyword search' }).fill(TAG);
    const updated = page.locator(`[data-transaction-id="${id}"]`);
    await poll(() => cell(updated, 4).textContent()).toBe(`${TAG} UPDATED`);
    expect(await cell(updated, 5).textContent()).toBe('99.99');

    // recode (view 10): today … today, the description, to the second expense account
    await page.getByRole('button', { name: 'Recode Transactions' }).click();
    await waitForTab(page, 10);
    expect(await page.getByLabel('Start Date').inputValue()).toBe(today);
    expect(await page.getByLabel('End Date').inputValue()).toBe(today);
    expect(await page.getByLabel('Financial Account Code').inputValue()).toBe(accounts[0]!.code);
    await page.getByLabel('Financial Account Code').selectOption(codeB!);
    await page.getByLabel('Partial Description To Search For').fill(`${TAG} UPD`);
    await page.getByRole('button', { name: 'Recode', exact: true }).click();
    // the preview: what would change, nothing changed yet
    await page.getByText('1 transaction will be recoded.').waitFor();
    await page.getByRole('button', { name: 'Confirm: recode 1 transaction' }).click();
    await toast(page, 'Recoded financial transactions').waitFor();
    await waitForTab(page, 2);
    await poll(() => page.getByText('1 transaction recoded.').count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Keyword search' }).fill(TAG);
    await poll(() => cell(updated, 1).textContent()).toBe(codeB);

    // delete (view 8): while N, Delete is disabled and Cancel deletes nothing
    await updated.getByRole('button', { name: 'Delete' }).click();
    await waitForTab(page, 8);
    expect(await page.getByLabel('Confirm').inputValue()).toBe('N');
    expect(await page.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await waitForTab(page, 2);
    await page.getByRole('searchbox', { name: 'Keyword search' }).fill(TAG);
    await poll(() => rowsOf(page).count()).toBe(1);

    // … Y deletes
    await updated.getByRole('button', { name: 'Delete' }).click();
    await waitForTab(page, 8);
    await page.getByLabel('Confirm').selectOption('Y');
    await page.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Deleted financial transaction').waitFor();
    await waitForTab(page, 2);
    await page.getByRole('searchbox', { name: 'Keyword search' }).fill(TAG);
    await poll(() => page.getByText('No financial transactions found.').count()).toBe(1);
  });

  it('imports a CSV: review, edit one row, delete one, upload, and finds the rows in the list', async () => {
    const [codeA, codeB] = expenseCodes;
    const day = todayInZone(ZONE);
    const file = path.join(tempDir, 'statement.csv');
    await writeFile(
      file,
      [
        'Date,Description,Amount,Account',
        `${day},${TAG} CSV ONE,-10.00,`,
        `${day},${TAG} CSV TWO,-20.00,${codeA}`,
        `${day},"${TAG} CSV THREE, QUOTED",-1030.00,${codeA}`,
      ].join('\r\n'),
    );

    await go(page, `tab=2&start=2000-01-01&end=${day}`);
    await page.getByRole('button', { name: 'Import' }).click();
    await waitForTab(page, 3);
    expect(await page.getByLabel('Input Format').inputValue()).toBe('GENERIC_CSV');
    expect(await page.getByRole('button', { name: 'Review' }).isDisabled()).toBe(true);
    await page.getByLabel('File').setInputFiles(file);
    await page.getByRole('button', { name: 'Review' }).click();
    await waitForTab(page, 4);
    const review = page.getByTestId('import-review-row');
    await poll(() => review.count()).toBe(3);
    expect(await review.nth(2).textContent()).toContain(`${TAG} CSV THREE, QUOTED`);
    expect(await review.nth(2).textContent()).toContain('-1,030.00');

    // edit row 1: give it an account and another amount (view 5)
    await review.nth(0).getByRole('button', { name: 'Update' }).click();
    await waitForTab(page, 5);
    await page.getByLabel('Financial Account Code').fill(` ${codeB} `);
    await page.getByLabel('Amount').fill(' -15.25 ');
    await page.getByRole('button', { name: 'Update' }).click();
    await waitForTab(page, 4);
    expect(await review.nth(0).textContent()).toContain(codeB);
    expect(await review.nth(0).textContent()).toContain('-15.25');

    // delete row 2 (view 6)
    await review.nth(1).getByRole('button', { name: 'Delete' }).click();
    await waitForTab(page, 6);
    await page.getByLabel('Confirm').selectOption('Y');
    await page.getByRole('button', { name: 'Delete' }).click();
    await waitForTab(page, 4);
    await poll(() => review.count()).toBe(2);

    // upload: stored, back to the list
    await page.getByRole('button', { name: 'Upload' }).click();
    await toast(page, 'Imported financial transaction').waitFor();
    await waitForTab(page, 2);
    await poll(() => page.getByText('2 transactions imported.').count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Keyword search' }).fill(`${TAG} CSV`);
    await poll(() => rowsOf(page).count()).toBe(2);
    const texts = await rowsOf(page).allTextContents();
    expect(texts.some((t) => t.includes(`${TAG} CSV ONE`) && t.includes(codeB!) && t.includes('15.25'))).toBe(true);
    expect(texts.some((t) => t.includes(`${TAG} CSV THREE, QUOTED`) && t.includes(formatAmount('1030')))).toBe(true);
    expect(texts.some((t) => t.includes(`${TAG} CSV TWO`))).toBe(false);
  });

  it('imports a German bank statement: preamble, decimal comma, totals, a duplicate left out, one account for all', async () => {
    const [codeA] = expenseCodes;
    const day = todayInZone(ZONE);
    const dotted = `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
    // a transaction already stored, which the statement's last row repeats
    await graphql(
      'mutation ($input: FinancialTransactionInput!) { createFinancialTransaction(input: $input) { id } }',
      { input: { processed: day, financialAccountCode: codeA, description: `${TAG} DE LASTSCHRIFT`, debit: '12.34' } },
      token,
    );
    const file = path.join(tempDir, 'umsaetze.csv');
    const statement = [
      '"Kontonummer:";"DE12 3456 7890";',
      '"Zeitraum:";"01.03.2026 - 31.03.2026";',
      '',
      '"Buchungstag";"Verwendungszweck";"Betrag"',
      '"";"Anfangssaldo";"1.000,00"',
      `"${dotted}";"${TAG} DE Miete";"-1.234,56"`,
      `"${dotted}";"${TAG} DE Überweisung Kunde";"2.500,00"`,
      `"${dotted}";"${TAG} DE Lastschrift";"-12,34"`,
      '"";"Endsaldo";"2.253,10"',
    ];
    await writeFile(file, Buffer.from(statement.join('\r\n'), 'latin1'));

    await go(page, `tab=2&start=2000-01-01&end=${day}`);
    await page.getByRole('button', { name: 'Import' }).click();
    await waitForTab(page, 3);
    await page.getByLabel('File').setInputFiles(file);
    await page.getByRole('button', { name: 'Review' }).click();
    await waitForTab(page, 4);
    const review = page.getByTestId('import-review-row');
    await poll(() => review.count()).toBe(3);

    // the money, before anything is stored: the file's totals, and those of what Upload stores (no duplicate)
    const figures = (testId: string) => page.getByTestId(testId).locator('td').allTextContents();
    const money = (value: string) => formatMoney(value, SYMBOL);
    expect(await figures('import-file-totals')).toEqual(['3', money('2500'), money('1246.90'), money('1253.10')]);
    expect(await figures('import-upload-totals')).toEqual(['2', money('2500'), money('1234.56'), money('1265.44')]);
    expect(await page.getByTestId('import-balances').textContent()).toBe(
      `Opening balance ${money('1000')} · Closing balance ${money('2253.10')}`,
    );
    expect(await page.getByTestId('import-mismatch').count()).toBe(0);
    const reading = (await page.getByTestId('import-reading').textContent()) ?? '';
    expect(reading).toContain('Dates read as day/month/year (from the file) · decimal comma · money out is negative');
    expect(reading).toContain('2 lines above the header skipped');
    expect(await review.nth(0).textContent()).toContain('-1,234.56');
    expect(await review.nth(1).textContent()).toContain(`${TAG} DE Überweisung Kunde`);

    // the stored transaction's twin is marked and left out
    expect(await review.nth(2).textContent()).toContain('already stored');
    expect(await page.getByLabel('Upload row 3').isChecked()).toBe(false);

    // one account for every row
    await page.getByRole('button', { name: 'Select all 3 rows' }).click();
    await page.getByLabel('Account for selected rows').selectOption(codeA!);
    await page.getByRole('button', { name: 'Set account for selected' }).click();
    await poll(() => page.getByText('No account').count()).toBe(0);
    expect(await review.nth(0).locator('td').nth(4).textContent()).toBe(codeA);

    await page.getByRole('button', { name: 'Upload' }).click();
    await toast(page, 'Imported financial transaction').waitFor();
    await waitForTab(page, 2);
    await poll(() => page.getByText('2 transactions imported.').count()).toBe(1);
    await openListSearching(page, `${TAG} DE`, 'ALL');
    await poll(() => rowsOf(page).count()).toBe(3);
    const texts = await rowsOf(page).allTextContents();
    expect(
      texts.filter((t) => t.includes(`${TAG} DE Miete`) && t.includes(codeA!) && t.includes('1,234.56')),
    ).toHaveLength(1);
    expect(texts.filter((t) => t.includes(`${TAG} DE Überweisung Kunde`) && t.includes('2,500.00'))).toHaveLength(1);
    // the duplicate was not stored again: only the transaction stored before
    expect(texts.filter((t) => t.toUpperCase().includes(`${TAG} DE LASTSCHRIFT`))).toHaveLength(1);
  });

  it('asks how to read a card statement once: mapped, saved as a bank profile, stored; the next statement needs no question', async () => {
    const day = todayInZone(ZONE);
    const file = path.join(tempDir, 'card.csv');
    await writeFile(
      file,
      [
        'Date,Description,Amount',
        `${day},${TAG} CARD COFFEE,5.50`,
        `${day},${TAG} CARD BOOKS,45.99`,
        `${day},${TAG} CARD FUEL,12.00`,
        `${day},${TAG} CARD AUTOPAY PAYMENT - THANK YOU,-200.00`,
        `${day},${TAG} CARD GROCERY,60.00`,
      ].join('\n'),
    );
    await go(page, 'tab=3');
    await page.getByLabel('File').setInputFiles(file);
    await page.getByRole('button', { name: 'Review' }).click();
    await waitForTab(page, 11);
    expect(await page.getByTestId('mapping-questions').textContent()).toContain('card statement');
    expect(await page.getByLabel('Role of column 1 (Date)').inputValue()).toBe('date');
    expect(await page.getByLabel('Role of column 2 (Description)').inputValue()).toBe('description');
    expect(await page.getByLabel('Role of column 3 (Amount)').inputValue()).toBe('amount');
    expect(await page.getByTestId('mapping-preview-row').count()).toBe(6);

    await page.getByLabel('Sign convention').selectOption('CARD');
    await page.getByRole('button', { name: 'Review' }).click();
    await waitForTab(page, 4);
    const review = page.getByTestId('import-review-row');
    await poll(() => review.count()).toBe(5);
    const amounts = await review.evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[6]?.textContent));
    expect(amounts).toEqual(['-5.50', '-45.99', '-12.00', '200.00', '-60.00']);
    expect(await page.getByTestId('import-reading').textContent()).toContain('card statement: purchases are money out');
    const money = (value: string) => formatMoney(value, SYMBOL);
    expect(await page.getByTestId('import-upload-totals').locator('td').allTextContents()).toEqual([
      '5',
      money('200'),
      money('123.49'),
      money('76.51'),
    ]);

    // the mapping is kept as a bank profile, and the statement is stored
    const [codeA] = expenseCodes;
    await page.getByLabel('Bank profile name').fill(`${TAG} Card bank`);
    await page.getByRole('button', { name: 'Save as bank profile' }).click();
    await poll(() => page.getByTestId('save-bank-profile').textContent()).toContain('Saved');
    await page.getByRole('button', { name: 'Select all 5 rows' }).click();
    await page.getByLabel('Account for selected rows').selectOption(codeA!);
    await page.getByRole('button', { name: 'Set account for selected' }).click();
    await page.getByRole('button', { name: 'Upload' }).click();
    await toast(page, 'Imported financial transaction').waitFor();
    await waitForTab(page, 2);

    // the same bank's next statement: no question, read with the profile, purchases still money out
    const next = path.join(tempDir, 'card-next.csv');
    await writeFile(
      next,
      ['Date,Description,Amount', `${day},${TAG} CARD PHARMACY,18.40`, `${day},${TAG} CARD REFUND,-7.25`].join('\n'),
    );
    await go(page, 'tab=3');
    await page.getByLabel('File').setInputFiles(next);
    await page.getByRole('button', { name: 'Review' }).click();
    await waitForTab(page, 4);
    expect(await page.getByTestId('import-review-profile').textContent()).toBe(
      `Read with the bank profile ${TAG} Card bank`,
    );
    await poll(() => review.count()).toBe(2);
    const nextAmounts = await review.evaluateAll((rows) =>
      rows.map((row) => row.querySelectorAll('td')[6]?.textContent),
    );
    expect(nextAmounts).toEqual(['-18.40', '7.25']);
    await page.getByRole('button', { name: 'Select all 2 rows' }).click();
    await page.getByLabel('Account for selected rows').selectOption(codeA!);
    await page.getByRole('button', { name: 'Set account for selected' }).click();
    await page.getByRole('button', { name: 'Upload' }).click();
    await toast(page, 'Imported financial transaction').waitFor();
    await waitForTab(page, 2);
    await openListSearching(page, `${TAG} CARD`, 'ALL');
    await poll(() => rowsOf(page).count()).toBe(7);
    const texts = await rowsOf(page).allTextContents();
    expect(texts.filter((t) => t.includes(`${TAG} CARD PHARMACY`) && t.includes('18.40'))).toHaveLength(1);
    expect(texts.filter((t) => t.includes(`${TAG} CARD GROCERY`) && t.includes('60.00'))).toHaveLength(1);
  });

  it('says why a CSV cannot be read', async () => {
    const file = path.join(tempDir, 'broken.csv');
    await writeFile(file, `Date,Description,Amount\n2026-13-45,${TAG} BAD,-1.00\n`);
    await go(page, 'tab=3');
    await page.getByLabel('File').setInputFiles(file);
    await page.getByRole('button', { name: 'Review' }).click();
    await toast(page, 'File upload NOT successful').waitFor();
    await poll(() => page.locator('.fm-notice').textContent()).toMatch(/line|row/i);
    expect(tabOf(page)).toBe('3');
  });

  it('imports an FNB PDF statement', async () => {
    const [codeA] = expenseCodes;
    await go(page, 'tab=3');
    await page.getByLabel('Input Format').selectOption('BANK_PDF');
    await page.getByLabel('File').setInputFiles(PDF_FIXTURE);
    await page.getByRole('button', { name: 'Review' }).click();
    await waitForTab(page, 4);
    const review = page.getByTestId('import-review-row');
    await poll(() => review.count()).toBe(7);
    const first = await review.nth(0).textContent();
    expect(first).toContain('2025-12-03');
    expect(first).toContain('Magtape Credit Discovery Health Medical Scheme');
    expect(first).toContain('8,750.00');
    expect(await review.nth(1).textContent()).toContain('-12,000.00');

    // give every row without an account one, then upload
    for (let index = 0; index < 7; index++) {
      const codeCell = review.nth(index).locator('td').nth(4);
      if ((await codeCell.textContent())?.trim() !== 'No account') continue;
      await review.nth(index).getByRole('button', { name: 'Update' }).click();
      await waitForTab(page, 5);
      await page.getByLabel('Financial Account Code').fill(codeA!);
      await page.getByRole('button', { name: 'Update' }).click();
      await waitForTab(page, 4);
    }
    await page.getByRole('button', { name: 'Upload' }).click();
    await toast(page, 'Imported financial transaction').waitFor();
    await waitForTab(page, 2);
    await openListSearching(page, 'Magtape Credit', 'ALL');
    await poll(() => rowsOf(page).count()).toBeGreaterThanOrEqual(2);
    expect(await rowsOf(page).allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('Magtape Credit Discovery Health Medical Scheme')]),
    );
  });
});
