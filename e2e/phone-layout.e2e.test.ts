import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, signIn } from './browser.ts';

/**
 * Every finance screen on an emulated phone (390 × 844) and tablet (768 × 1024): the page never scrolls sideways. The menu bar
 * scrolls inside its own strip, the breadcrumb wraps, and a table wider than the screen scrolls inside its frame.
 */

const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  tablet: { viewport: { width: 768, height: 1024 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
} as const;

const FM_TABS = [1, 2, 3, 12, 13].map((tab) => `/commonFinancialManagement?tab=${tab}`);
const SCREENS: Record<string, readonly string[]> = {
  'health.admin': [
    '/commonFinancialInvoices',
    '/commonFinancialPayments',
    '/commonFinancialBillingRuns',
    '/commonFinancialUnpaidRuns',
    '/healthFinancialClaims',
    '/commonFinancialProducts',
    '/commonFinancialBillingPlans',
    '/commonFinancialClients',
  ],
  'business.admin': [
    '/commonFinancialInvoices',
    '/commonFinancialInvoices?new=1',
    '/commonFinancialClients',
    '/commonFinancialOutbox',
    '/commonFinancialReports',
    '/commonFinancialReports?report=profit',
    '/commonFinancialReports?report=payments',
    '/commonFinancialReports?report=tax',
    '/userOverview',
    ...FM_TABS,
  ],
};

/** How far the page reaches past the screen's right edge, once the screen has drawn its first rows. */
async function sidewaysOverflow(page: Page, route: string): Promise<number> {
  await page.goto(`${baseUrl()}/#${route}`);
  await page.locator('.folio-content h1, .folio-content h2, .folio-content h3').first().waitFor();
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

const CASES = Object.entries(DEVICES).flatMap(([device, options]) =>
  Object.entries(SCREENS).map(([username, routes]) => ({ device, options, username, routes })),
);

describe.each(CASES)('on a $device, as $username', ({ options, username, routes }) => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext(options)).newPage();
    await signIn(page, username);
    await page.waitForURL(/#\/(?!login)/);
  });
  afterAll(() => browser?.close());

  it('no screen scrolls sideways', async () => {
    const overflow: Record<string, number> = {};
    for (const route of routes) overflow[route] = await sidewaysOverflow(page, route);
    expect(overflow).toEqual(Object.fromEntries(routes.map((route) => [route, 0])));
  });

  it('reaches every entry of the menu bar by scrolling the bar, not the page', async () => {
    await page.goto(`${baseUrl()}/#${routes[0]}`);
    const menu = page.getByTestId('finance-menu');
    const last = menu.locator('a').last();
    await last.scrollIntoViewIfNeeded();
    const box = await last.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(options.viewport.width + 1); // sub-pixel widths
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
  });
});
