import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, signIn } from './browser.ts';

/**
 * New invoice and Add line in Chromium on a phone's width (390 px), against the real api and gateway: a client is
 * created, then an invoice for it with a product line and a free line, then a free line is added on its components
 * view. A health practice (type H) is asked for the medical codes; a business (type B) is not. Each company's tests
 * share one page and run in order.
 */

const TAG = `E2E${Date.now().toString(36).toUpperCase()}`;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const toast = (page: Page, text: string | RegExp) => page.locator('.bp6-toast').filter({ hasText: text }).first();
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.each([
  { username: 'health.admin', type: 'H', health: true },
  { username: 'business.admin', type: 'B', health: false },
])('a new invoice as $username (type $type) on a phone', ({ username, type, health }) => {
  const lastName = `${TAG}${type}`;
  let browser: Browser;
  let page: Page;
  let invoiceId = '';
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext(PHONE)).newPage();
    await signIn(page, username);
    await page.waitForURL(/#\/(?!login)/);
  });
  afterAll(() => browser?.close());

  it('has a client to bill', async () => {
    await page.goto(`${baseUrl()}/#/commonFinancialClients`);
    await page.getByRole('button', { name: 'New client' }).click();
    const form = page.getByRole('form', { name: 'New client' });
    await form.getByLabel(/First name/).fill('Nia');
    await form.getByLabel(/Last name/).fill(lastName);
    await form.getByRole('button', { name: 'Save client' }).click();
    await toast(page, 'Created client').waitFor();
  });

  it('creates an invoice with a product line and a free line', async () => {
    await page.goto(`${baseUrl()}/#/commonFinancialInvoices`);
    await page.getByRole('button', { name: 'New invoice' }).click();
    await page.getByRole('heading', { name: 'New invoice' }).waitFor();
    await page.getByRole('searchbox', { name: /Client/ }).fill(lastName);
    await page.getByRole('button', { name: new RegExp(`Nia ${lastName}`) }).click();
    await page.getByTestId('chosen-client').getByText(`Nia ${lastName}`).waitFor();

    // Dated 60 days ago, the due date follows (30 days later): the invoice is overdue from the start.
    const invoiceDate = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
    const dueDate = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel(/Invoice date/).fill(invoiceDate);
    await page.getByLabel(/Invoice date/).press('Tab');
    await expect.poll(() => page.getByLabel(/Due date/).inputValue()).toBe(dueDate);

    const product = page.getByRole('combobox', { name: 'Product' });
    await product.locator('option').nth(1).waitFor({ state: 'attached' });
    await product.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Add product' }).click();
    await page.getByRole('button', { name: 'Add free line' }).click();
    const lines = page.getByTestId('invoice-line');
    await expect.poll(() => lines.count()).toBe(2);
    const free = lines.nth(1);
    await free.getByLabel(/Description/).fill('Follow-up advice');
    await free.getByLabel(/Quantity/).fill('3');
    await free.getByLabel(/Unit cost/).fill('33.33');
    await free.getByLabel(/Discount/).fill('10');
    // 3 × 33.33 less 10% = 89.991 → 89.99
    await free
      .getByTestId('line-amount')
      .getByText(/89\.99/)
      .waitFor();
    expect(await page.getByTestId('medical-codes').count()).toBe(health ? 2 : 0);
    expect(await page.getByLabel('NAPPI code').count()).toBe(health ? 2 : 0);
    if (health) await free.getByLabel('ICD-10 code 1').fill('Z09');
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Create invoice' }).click();
    await toast(page, 'Created invoice').waitFor();
    await page.waitForURL(/tab=2&invoice=\d+/);
    invoiceId = /invoice=(\d+)/.exec(page.url())?.[1] ?? '';
    expect(invoiceId).not.toBe('');
  });

  it('adds a free line on the invoice components view', async () => {
    await page.goto(`${baseUrl()}/#/commonFinancialInvoices?tab=6&invoice=${invoiceId}`);
    const rows = page.getByTestId('component-row');
    await expect.poll(() => rows.count()).toBe(2);
    await page.getByRole('button', { name: 'Add line' }).click();
    const line = page.getByTestId('invoice-line');
    expect(await line.getByLabel('BHF code').count()).toBe(health ? 1 : 0);
    await line.getByLabel(/Description/).fill('Report copy');
    await line.getByLabel(/Unit cost/).fill('12.50');
    await page.getByRole('button', { name: 'Add line' }).click();
    await toast(page, 'Added invoice component').waitFor();
    await expect.poll(() => rows.count()).toBe(3);
    await rows.filter({ hasText: 'Report copy' }).waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });

  it('lists the invoice as overdue, with the totals of the page', async () => {
    await page.goto(`${baseUrl()}/#/commonFinancialInvoices`);
    await page.getByRole('searchbox', { name: 'Search' }).fill(lastName);
    const row = page.locator(`[data-testid="invoice-row"][data-invoice-id="${invoiceId}"]`);
    await row
      .getByTestId('overdue')
      .getByText(/Overdue (29|30|31) days/)
      .waitFor();
    await page
      .getByTestId('invoice-page-totals')
      .getByText(/Total of this page/)
      .waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });
});
