import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, signIn } from './browser.ts';

/** A billing run in Chromium: preview a period, start it, find its invoices; running it again bills nobody. */
describe('billing runs', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await openPage(browser);
    await signIn(page, 'folio.admin');
    await page.waitForURL(/#\/(commonFinancialInvoices|.*)/);
    await page.goto(page.url().replace(/#.*$/, '#/commonFinancialBillingRuns'));
  });
  afterAll(() => browser?.close());

  const toast = (text: string) => page.locator('.bp6-toast').filter({ hasText: text }).first().waitFor();

  async function preview(start: string, end: string) {
    await page.getByLabel('Period start').fill(start);
    await page.getByLabel('Period end').fill(end);
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByTestId('billing-run-preview').waitFor();
  }

  it('previews, starts a run and opens its invoices', async () => {
    await preview('2031-01-01', '2031-01-31');
    const text = (await page.getByTestId('billing-run-preview').textContent()) ?? '';
    const planned = Number(/create (\d+) invoice/.exec(text)?.[1]);
    expect(planned).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Start billing run' }).click();
    await toast('Started billing run');
    await page
      .getByTestId('billing-run-outcome')
      .filter({ hasText: `Created ${planned} invoice(s)` })
      .waitFor();
    const firstRun = page.getByTestId('billing-run-row').first();
    expect(await firstRun.textContent()).toContain('2031-01-01 to 2031-01-31');

    await page.getByRole('button', { name: 'Open its invoices' }).click();
    await page.getByTestId('billing-run-invoices').waitFor();
    await expect.poll(() => page.getByTestId('billing-run-invoice').count()).toBe(planned);
    await page.getByRole('button', { name: 'Back to Billing Runs' }).click();

    // The same period again: everyone is skipped, nothing can be started.
    await preview('2031-01-01', '2031-01-31');
    expect(await page.getByTestId('billing-run-preview').textContent()).toContain('This run will create 0 invoice(s)');
    expect(await page.getByTestId('billing-run-skipped').textContent()).toContain('already billed by the billing run');
    expect(await page.getByRole('button', { name: 'Start billing run' }).isDisabled()).toBe(true);
  });
});
