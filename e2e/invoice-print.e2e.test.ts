import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, signIn } from './browser.ts';
import { apiSession } from './e2e-api.ts';

/**
 * The print view of an invoice in Chromium (health.admin): reached from the invoice's details, the sheet shows the
 * invoice's number, lines and totals as the api has them, and on paper (print media) the toolbar is gone.
 */
describe('the print view of an invoice', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    page = await context.newPage();
    await signIn(page, 'health.admin');
    await page.waitForURL(/#\/(?!login)/);
  });
  afterAll(() => browser?.close());

  it('opens from the invoice’s details and lays out the invoice as the api has it', async () => {
    const api = await apiSession('health.admin');
    const list = await api.get<{ data: Array<{ id: number; uniqueId: string; amount: number }> }>(
      `/api/invoice1/all/lazyloading/${api.companyId}?page=1&size=1&sortField=invoiced&sortOrder=desc`,
    );
    const invoice = list.data[0]!;
    const lines = await api.get<Array<{ description: string }>>(`/api/invoicecomponent/${invoice.id}`);
    await page.goto(`${baseUrl()}/#/commonFinancialInvoices?tab=2&invoice=${invoice.id}`);
    await page.getByRole('button', { name: 'Print view' }).click();
    await page.waitForURL(new RegExp(`#/commonFinancialInvoices/${invoice.id}/print$`));
    const sheet = page.getByRole('article', { name: `Invoice ${invoice.uniqueId}` });
    await sheet.waitFor();
    await sheet.getByRole('heading', { name: 'Demo Health Practice' }).waitFor();
    const rows = sheet.getByRole('table', { name: 'Lines' }).locator('tbody tr');
    expect(await rows.count()).toBe(lines.length);
    expect(await rows.locator('td:first-child').allTextContents()).toEqual(lines.map((l) => l.description));
    const total = (await page.getByTestId('print-total').textContent())!;
    expect(Number(total.replace(/[^\d.-]/g, ''))).toBeCloseTo(invoice.amount, 2);

    expect(await page.getByRole('button', { name: 'Print', exact: true }).isVisible()).toBe(true);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print', exact: true }).isVisible()).toBe(false);
    expect(await sheet.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('button', { name: 'Back to the invoice' }).click();
    await page.waitForURL(new RegExp(`tab=2&invoice=${invoice.id}$`));
  });
});
