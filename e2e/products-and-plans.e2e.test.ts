import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, signIn } from './browser.ts';

/**
 * Products and billing plans in Chromium on a phone's width (390 px), against the real api and gateway, as
 * health.admin: a product is created, a plan is made of it, both are edited; the product's delete is refused while
 * the plan uses it (the toast and the form say why), then the plan and the product are deleted. The tests share one
 * page and run in order.
 */

const TAG = `E2E${Date.now().toString(36).toUpperCase()}`;
const PRODUCT = `${TAG} Dry needling`;
const PLAN = `${TAG} Needling course`;
const toast = (page: Page, text: string | RegExp) => page.locator('.bp6-toast').filter({ hasText: text }).first();
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('products and billing plans on a phone (390 px)', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    page = await context.newPage();
    await signIn(page, 'health.admin');
    await page.waitForURL(/#\/(?!login)/);
  });
  afterAll(() => browser?.close());

  it('reaches Products from Invoices and creates a product with its medical codes', async () => {
    await page.goto(`${baseUrl()}/#/commonFinancialInvoices`);
    await page.getByRole('button', { name: 'Products', exact: true }).click();
    await page.getByRole('heading', { name: 'Products' }).waitFor();
    await page.getByRole('button', { name: 'New product' }).click();
    const form = page.getByRole('form', { name: 'New product' });
    await form.getByLabel(/Name/).fill(PRODUCT);
    await form.getByLabel(/Unit cost/).fill('350');
    await form.getByLabel('NAPPI code').fill('712345001');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await form.getByRole('button', { name: 'Save product' }).click();
    await toast(page, 'Created product').waitFor();
    await page.getByRole('searchbox').fill(TAG);
    await page.getByTestId('product-row').filter({ hasText: PRODUCT }).getByText('712345001').waitFor();
  });

  it('edits the product', async () => {
    await page.getByRole('button', { name: `Edit ${PRODUCT}` }).click();
    const form = page.getByRole('form', { name: `Edit product ${PRODUCT}` });
    await form.getByLabel(/Unit cost/).fill('375.50');
    await form.getByRole('button', { name: 'Save product' }).click();
    await toast(page, 'Updated product').waitFor();
    await page.getByTestId('product-row').filter({ hasText: PRODUCT }).getByText('R 375.50').waitFor();
  });

  it('creates a billing plan with the product and edits it', async () => {
    await page.getByRole('button', { name: 'Billing plans', exact: true }).click();
    await page.getByRole('heading', { name: 'Billing plans' }).waitFor();
    await page.getByRole('button', { name: 'New billing plan' }).click();
    const form = page.getByRole('form', { name: 'New billing plan' });
    await form.getByLabel(/Name/).fill(PLAN);
    const product = form.getByLabel('Product');
    await product.locator('option', { hasText: PRODUCT }).waitFor({ state: 'attached' });
    await product.selectOption({ label: PRODUCT });
    await form.getByRole('button', { name: 'Add product' }).click();
    await form.getByLabel(/Quantity/).fill('6');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await form.getByRole('button', { name: 'Save plan' }).click();
    await toast(page, 'Created billing plan').waitFor();
    await page.getByRole('searchbox').fill(TAG);
    const row = page.getByTestId('plan-row').filter({ hasText: PLAN });
    await row.getByText('R 2,253.00').waitFor();

    await page.getByRole('button', { name: `Edit ${PLAN}` }).click();
    const edit = page.getByRole('form', { name: `Edit billing plan ${PLAN}` });
    await edit.getByLabel(/Discount/).fill('10');
    await edit.getByRole('button', { name: 'Save plan' }).click();
    await toast(page, 'Updated billing plan').waitFor();
    await row.getByText('R 2,027.70').waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });

  it('refuses to delete the product the plan uses, with the reason', async () => {
    await page.getByRole('button', { name: 'Products', exact: true }).click();
    await page.getByRole('searchbox').fill(TAG);
    await page.getByRole('button', { name: `Delete ${PRODUCT}` }).click();
    const form = page.getByRole('form', { name: `Delete product ${PRODUCT}` });
    expect(await form.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
    await form.getByLabel('Confirm').selectOption('Y');
    await form.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Failed to delete product. Please try again.').waitFor();
    await expect.poll(() => toast(page, /set it inactive instead/).count()).toBe(1);
    await form
      .getByRole('alert')
      .filter({ hasText: /is used on 1 invoice line\(s\) or billing-plan item\(s\)/ })
      .waitFor();
    await form.getByRole('button', { name: 'Cancel' }).click();
  });

  it('deletes the plan, then the product', async () => {
    await page.getByRole('button', { name: 'Billing plans', exact: true }).click();
    await page.getByRole('searchbox').fill(TAG);
    await page.getByRole('button', { name: `Delete ${PLAN}` }).click();
    const planForm = page.getByRole('form', { name: `Delete billing plan ${PLAN}` });
    await planForm.getByLabel('Confirm').selectOption('Y');
    await planForm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Deleted billing plan').waitFor();

    await page.getByRole('button', { name: 'Products', exact: true }).click();
    await page.getByRole('searchbox').fill(TAG);
    await page.getByRole('button', { name: `Delete ${PRODUCT}` }).click();
    const productForm = page.getByRole('form', { name: `Delete product ${PRODUCT}` });
    await productForm.getByLabel('Confirm').selectOption('Y');
    await productForm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Deleted product').waitFor();
    await page.getByText('No products found.').waitFor();
  });
});
