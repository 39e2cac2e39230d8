import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, signIn } from './browser.ts';

/**
 * Every screen checked with axe-core (WCAG 2.x A and AA, plus axe's best practices) at desktop and phone sizes: no
 * violation of impact serious or critical. The gateway's Content-Security-Policy refuses inline scripts, so axe's
 * source is evaluated through the DevTools protocol (`page.evaluate`), which the policy does not govern.
 */

declare global {
  interface Window {
    axe: { run: (context: Document, options: object) => Promise<AxeResults> };
  }
}

const DEVICES = {
  desktop: { viewport: { width: 1366, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
} as const;

const FM_TABS = [1, 2, 3, 12, 13].map((tab) => `/commonFinancialManagement?tab=${tab}`);
const COMMON = [
  '/commonFinancialInvoices',
  '/commonFinancialInvoices?new=1',
  '/commonFinancialPayments',
  '/commonFinancialBillingRuns',
  '/commonFinancialUnpaidRuns',
  ...FM_TABS,
  '/commonFinancialOutbox',
  '/commonFinancialProducts',
  '/commonFinancialBillingPlans',
  '/commonFinancialClients',
  '/commonFinancialReports',
];
const SCREENS: Record<string, readonly string[]> = {
  // A type H company: Claims is in its menu.
  'health.admin': [...COMMON, '/healthFinancialClaims'],
  'business.admin': COMMON,
};

/**
 * Violations known and accepted for now, each with its reason: `rule id` → selectors (axe's `target`) it may flag.
 * Keep this empty unless a fix cannot land in time; every entry is reported in the issue.
 */
const ALLOWED: Record<string, readonly string[]> = {};

const BLOCKING = new Set(['serious', 'critical']);

let axeSource: string;

/** The serious and critical violations axe finds on the page as it stands, one line per rule. */
async function audit(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(() =>
    window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      resultTypes: ['violations'],
    }),
  );
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      ...violation,
      nodes: violation.nodes.filter((node) => !(ALLOWED[violation.id] ?? []).includes(node.target.join(' '))),
    }))
    .filter((violation) => violation.nodes.length > 0)
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}, ${violation.nodes.length} nodes): ` +
        violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | '),
    );
}

/** Opens a screen and waits until it has drawn its heading and its first answers. */
async function open(page: Page, route: string): Promise<void> {
  await page.goto(`${baseUrl()}/#${route}`);
  await page.locator('.folio-content h1, .folio-content h2, .folio-content h3').first().waitFor();
  await page.waitForLoadState('networkidle');
}

const CASES = Object.entries(DEVICES).flatMap(([device, options]) =>
  Object.entries(SCREENS).map(([username, routes]) => ({ device, options, username, routes })),
);

beforeAll(async () => {
  const require = createRequire(import.meta.url);
  axeSource = await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
});

describe.each(Object.entries(DEVICES))('the login page on a %s', (_device, options) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('has no serious or critical violation', async () => {
    const page = await (await browser.newContext(options)).newPage();
    await page.goto(`${baseUrl()}/#/login`);
    await page.locator('input[name="username"]').waitFor();
    expect(await audit(page)).toEqual([]);
  });
});

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

  it('no screen has a serious or critical violation', async () => {
    const found: Record<string, string[]> = {};
    for (const route of routes) {
      await open(page, route);
      found[route] = await audit(page);
    }
    expect(found).toEqual(Object.fromEntries(routes.map((route) => [route, []])));
  });

  it("a client's page, a hovered invoice row and an invoice's components have no serious or critical violation", async () => {
    const found: Record<string, string[]> = {};
    await open(page, '/commonFinancialClients');
    const client = page.getByTestId('client-row').first().locator('a').first();
    await client.waitFor();
    const clientRoute = ((await client.getAttribute('href')) ?? '').replace(/^#/, '');
    await open(page, clientRoute);
    found.client = await audit(page);

    await open(page, '/commonFinancialInvoices');
    const invoice = page.getByTestId('invoice-row').first();
    await invoice.waitFor();
    const invoiceId = await invoice.getAttribute('data-invoice-id');
    // A hovered row is darker: its status tag (the seed's first invoice is Unpaid) must still read.
    const status = invoice.locator('[data-column="status"]');
    await status.scrollIntoViewIfNeeded();
    await status.hover();
    found.hoveredRow = await audit(page);
    await open(page, `/commonFinancialInvoices?tab=6&invoice=${invoiceId}`);
    await page.getByTestId('component-row').first().waitFor();
    found.components = await audit(page);
    expect(found).toEqual({ client: [], hoveredRow: [], components: [] });
  });
});
