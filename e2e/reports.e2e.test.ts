import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, signIn } from './browser.ts';

/**
 * The reports in Chromium on a phone's width (390 px), against the real api and gateway, as health.admin: each
 * report opens from its tab with a chart and a table, the page does not scroll sideways, and Download PDF saves a PDF.
 */

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('reports on a phone (390 px)', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      acceptDownloads: true,
    });
    page = await context.newPage();
    await signIn(page, 'health.admin');
    await page.waitForURL(/#\/(?!login)/);
  });
  afterAll(() => browser?.close());

  it('reaches Reports from the Financial Management dashboard and shows the aged receivables', async () => {
    await page.goto(`${baseUrl()}/#/commonFinancialManagement`);
    await page.getByRole('button', { name: 'Reports', exact: true }).click();
    await page.getByRole('heading', { name: 'Reports' }).waitFor();
    await page.getByRole('table', { name: 'Aged receivables per client' }).waitFor();
    await page.getByRole('img', { name: /Owed by days past due/ }).waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });

  it('downloads the aged receivables as a PDF', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^aged-receivables-\d{4}-\d{2}-\d{2}\.pdf$/);
  });

  it('opens profit and loss and payments by type from their tabs', async () => {
    await page.getByRole('tab', { name: 'Profit and loss' }).click();
    await page.getByRole('table', { name: 'Profit and loss by month and account' }).waitFor();
    await page.getByText('Net profit', { exact: true }).first().waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.getByRole('tab', { name: 'Payments by type' }).click();
    await page.getByRole('table', { name: 'Payments received per month and type' }).waitFor();
    await page.getByText(/Write-offs are not money received/).waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });
});
