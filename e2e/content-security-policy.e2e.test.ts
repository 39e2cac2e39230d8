import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, signIn } from './browser.ts';

/**
 * The web app and GraphiQL run whole under the Content-Security-Policy the gateway sends
 * (gateway/src/http/security-headers.ts): Chromium reports every blocked script, style, image, worker or request
 * as a `securitypolicyviolation` event, and these tests fail on the first one.
 */

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

declare global {
  interface Window {
    cspViolations: Violation[];
  }
}

/** A fresh context whose pages record every violation from their first script on. */
async function recordingContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      });
    });
  });
  return context;
}

const violations = (page: Page) => page.evaluate(() => window.cspViolations);
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 20_000, interval: 100 });

describe('the Content-Security-Policy in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('the web app is served with the strict policy', async () => {
    const res = await fetch(`${baseUrl()}/`);
    await res.body?.cancel();
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("style-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
  });

  it('signs in and shows the invoices, the dashboard with its chart and a date picker without a violation', async () => {
    const context = await recordingContext(browser);
    const page = await context.newPage();
    try {
      await signIn(page, 'business.admin');
      await page.waitForURL(/#\/commonFinancialInvoices/);
      await poll(() => page.getByTestId('invoice-row').count()).not.toBe(0);

      await page.goto(`${baseUrl()}/#/commonFinancialManagement`);
      await poll(() => page.getByTestId('fm-monthly-chart').count()).toBe(1);
      await poll(() => page.getByTestId('fm-income').textContent()).toMatch(/£/);
      // A Blueprint popover: positioned by inline styles (set through the CSSOM, which the policy allows).
      await page.getByLabel('Start Date').click();
      await poll(() => page.locator('.bp6-popover .bp6-datepicker').count()).toBe(1);

      expect(await violations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('runs GraphiQL, its editor workers and its schema documentation under its own policy without a violation', async () => {
    const context = await recordingContext(browser);
    const page = await context.newPage();
    try {
      const res = await page.goto(`${baseUrl()}/graphiql`);
      expect(res?.headers()['content-security-policy']).toContain("worker-src 'self'");
      await poll(() => page.locator('.graphiql-container').count()).not.toBe(0);
      await poll(() => page.locator('.graphiql-editor').first().textContent()).toMatch(/mutation\sSignIn/);
      // Schema documentation needs introspection, which a development install answers.
      await page.getByRole('button', { name: /Show Documentation Explorer/i }).click();
      await poll(() => page.locator('.graphiql-doc-explorer').textContent()).toContain('Query');

      expect(await violations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
