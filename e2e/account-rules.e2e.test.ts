import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, signIn } from './browser.ts';

/**
 * The account rules screen (view 12) and the recode's preview and undo (view 10) in Chromium on a phone's width
 * (390 px), against the real api and gateway on fresh demo data, as business.admin. The tests share one page.
 */

const ROUTE = '/commonFinancialManagement';
const TAG = `RULE${Date.now().toString(36).toUpperCase()}`;
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000, interval: 100 });
/**
 * How far the view's content reaches past the screen's right edge (0 or less: nothing to scroll sideways for).
 * Only the view: the app's menu bar and breadcrumb above it are the shell's own.
 */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const view = document.querySelector('[data-testid="fm-view"]');
    if (!view) throw new Error('no view');
    const right = Math.max(...Array.from(view.querySelectorAll('*'), (el) => el.getBoundingClientRect().right));
    return right - document.documentElement.clientWidth;
  });
const toast = (page: Page, text: string) => page.locator('.bp6-toast').filter({ hasText: text }).first();

describe('account rules and recode on a phone (390 px)', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    // A narrow window; e2e/phone-layout.e2e.test.ts checks every screen on an emulated phone.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    page = await context.newPage();
    await signIn(page, 'business.admin');
    await page.waitForURL(/#\/(?!login)/);
  });
  afterAll(() => browser?.close());

  it('reaches the rules from the list, adds two rules and reorders them, without scrolling sideways', async () => {
    await page.goto(`${baseUrl()}/#${ROUTE}?tab=2`);
    await page.getByRole('button', { name: 'Account rules' }).click();
    await poll(() => new URL(page.url().replace('#', '')).searchParams.get('tab')).toBe('12');
    for (const [text, account] of [
      [`${TAG} LANDLORD`, '6100'],
      [`${TAG} VERY LONG SUPPLIER NAME THAT GOES ON AND ON WITHOUT ANY BREAK`, '6300'],
    ] as const) {
      await page.getByRole('button', { name: 'New rule' }).click();
      const form = page.getByRole('form', { name: 'New rule' });
      await form.getByLabel('Text').fill(text);
      await form.getByLabel('Money').selectOption('OUT');
      await form.getByLabel(/Account/).selectOption(account);
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      await form.getByRole('button', { name: 'Save rule' }).click();
      await toast(page, 'Saved account rule').waitFor();
      await page.getByTestId('account-rule').filter({ hasText: text }).waitFor();
    }
    const mine = page.getByTestId('account-rule').filter({ hasText: TAG });
    await poll(() => mine.count()).toBe(2);
    const second = await mine.nth(1).getAttribute('aria-label');
    const position = Number(/^Rule (\d+):/.exec(second ?? '')?.[1]);
    await page.getByRole('button', { name: `Move rule ${position} up` }).click();
    await poll(async () => (await mine.nth(0).textContent()) ?? '').toContain('VERY LONG SUPPLIER');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });

  it('previews a recode, recodes when confirmed, and undoes it, without scrolling sideways', async () => {
    await page.goto(`${baseUrl()}/#${ROUTE}?tab=10`);
    await page.getByRole('radio', { name: 'By description and account' }).waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.getByLabel('Start Date').fill('2020-01-01');
    await page.getByLabel(/Financial Account Code/).selectOption('6300');
    await page.getByLabel(/Partial Description To Search For/).fill('a');
    await page.getByRole('button', { name: 'Recode', exact: true }).click();
    const count = page.getByText(/transactions? will be recoded\.|No transaction would change/);
    await count.waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    const confirm = page.getByRole('button', { name: /^Confirm: recode/ });
    await confirm.click();
    await toast(page, 'Recoded financial transactions').waitFor();
    await page.getByRole('heading', { name: 'Manage Financial Transactions' }).waitFor();

    await page.goto(`${baseUrl()}/#${ROUTE}?tab=10`);
    await page.getByRole('button', { name: 'Undo last recode' }).click();
    await page.getByRole('button', { name: 'Undo recode' }).click();
    await toast(page, 'Updated financial transaction').waitFor();
    await page.getByText(/back on their previous accounts\./).waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });
});
