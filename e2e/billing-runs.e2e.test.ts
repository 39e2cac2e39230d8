import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, signIn } from './browser.ts';

/**
 * A billing run in Chromium: preview a period, start it and watch its progress, find its invoices; running it again
 * bills nobody, and the next month bills the monthly plans but not the quarterly ones.
 */
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
    // The app's YYYY-MM-DD date inputs (typed); Escape closes the calendar the last one opened.
    await page.getByLabel('Period start').fill(start);
    await page.getByLabel('Period end').fill(end);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByTestId('billing-run-preview').waitFor();
  }

  /** Records, from before the click until the run ends, every text the progress display shows. */
  async function watchProgress() {
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      const record = () => {
        const el = document.querySelector('[data-testid="billing-run-progress"]');
        const bar = el?.querySelector('[role="progressbar"]');
        if (el) seen.push(`${el.textContent ?? ''}|${bar?.getAttribute('aria-valuenow') ?? ''}`);
      };
      new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    return () => page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
  }

  it('previews, starts a run, shows its progress and opens its invoices', async () => {
    await preview('2031-01-01', '2031-01-31');
    const text = (await page.getByTestId('billing-run-preview').textContent()) ?? '';
    const planned = Number(/create (\d+) invoice/.exec(text)?.[1]);
    expect(planned).toBeGreaterThan(0);
    expect(text).toMatch(/January 2031|2031 Q1/);
    const progress = await watchProgress();
    await page.getByRole('button', { name: 'Start billing run' }).click();
    await toast('Started billing run');
    await page
      .getByTestId('billing-run-outcome')
      .filter({ hasText: `Created ${planned} invoice(s)` })
      .waitFor();
    // The progress showed while the run worked: "n of N" with the planned N, on a determinate bar.
    const seen = await progress();
    expect(seen.length).toBeGreaterThan(0);
    for (const entry of seen) {
      const [label, value] = entry.split('|');
      if (label!.includes('Working out what to bill')) continue;
      const match = /(\d+) of (\d+) invoices created/.exec(label!);
      expect(match?.[2], entry).toBe(String(planned));
      expect(Number(value), entry).toBe(Math.round((100 * Number(match![1])) / planned));
    }
    expect(await page.getByTestId('billing-run-created').locator('tbody tr').count()).toBe(planned);
    await page.getByTestId('billing-run-row').first().filter({ hasText: '2031-01-01 to 2031-01-31' }).waitFor();

    await page.getByRole('button', { name: 'Open its invoices' }).click();
    await page.getByTestId('billing-run-invoices').waitFor();
    await expect.poll(() => page.getByTestId('billing-run-invoice').count()).toBe(planned);
    await page.getByRole('button', { name: 'Back to Billing Runs' }).click();

    // The same period again: everyone is skipped, nothing can be started.
    await preview('2031-01-01', '2031-01-31');
    expect(await page.getByTestId('billing-run-preview').textContent()).toContain('This run will create 0 invoice(s)');
    expect(await page.getByTestId('billing-run-skipped').textContent()).toMatch(
      /plan already billed for (January 2031|2031 Q1) \(billing run of 2031-01-01 to 2031-01-31\)/,
    );
    expect(await page.getByRole('button', { name: 'Start billing run' }).isDisabled()).toBe(true);

    // February: the monthly plans are billed again, the quarterly ones wait for the next quarter.
    await preview('2031-02-01', '2031-02-28');
    const february = (await page.getByTestId('billing-run-preview').textContent()) ?? '';
    expect(Number(/create (\d+) invoice/.exec(february)?.[1])).toBeGreaterThan(0);
    const billing = (await page.getByTestId('billing-run-preview').locator('table').first().textContent()) ?? '';
    expect(billing).toContain('February 2031');
    expect(billing).not.toContain('2031 Q1');
    expect(await page.getByTestId('billing-run-skipped').textContent()).toContain(
      'quarterly plan already billed for 2031 Q1 (billing run of 2031-01-01 to 2031-01-31)',
    );
  });
});
