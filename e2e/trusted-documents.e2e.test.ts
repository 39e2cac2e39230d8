import type { ChildProcess } from 'node:child_process';
import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startNode, stopAll, waitForOk } from '../scripts/processes.ts';
import { launchBrowser } from './browser.ts';

/**
 * The built web app against a gateway with TRUSTED_DOCUMENTS=on (in front of the suite's api): every screen works
 * with the web's own operations only, and anything else is refused. Each GraphQL answer the browser gets is
 * watched for UNTRUSTED_DOCUMENT.
 */

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Each screen, and an operation it sends when it opens (null: the Financial Management tabs share theirs, checked
 * once at the end). The walk waits for that answer before leaving: a hash change does not wait for the network, and
 * a list whose query is debounced (Clients) would otherwise be left before it asked anything.
 */
const SCREENS: ReadonlyArray<readonly [string, string | null]> = [
  ['/commonFinancialInvoices', 'InvoiceListPage'],
  ['/commonFinancialPayments', 'PaymentListPage'],
  ['/commonFinancialBillingRuns', 'BillingRunList'],
  ['/commonFinancialUnpaidRuns', 'UnpaidRunList'],
  ['/commonFinancialManagement?tab=1', null],
  ['/commonFinancialManagement?tab=2', null],
  ['/commonFinancialManagement?tab=12', null],
  ['/commonFinancialManagement?tab=13', 'FmBankProfiles'],
  ['/commonFinancialOutbox', 'OutboxList'],
  ['/commonFinancialProducts', 'CatalogProducts'],
  ['/commonFinancialBillingPlans', 'CatalogBillingPlans'],
  ['/commonFinancialClients', 'ClientsList'],
];

describe('a gateway that runs trusted documents only', () => {
  let gateway: ChildProcess;
  let baseUrl: string;
  let browser: Browser;
  let page: Page;
  let tempDir: string;
  const refusals: string[] = [];
  /** The operations the browser had answered (Apollo may batch several in one request, and caches others). */
  const answered = new Set<string>();
  let uploadsAnswered = 0;

  beforeAll(async () => {
    const port = await freePort();
    gateway = startNode(
      'gateway/src/server.ts',
      { GATEWAY_PORT: String(port), API_URL: inject('apiUrl'), TRUSTED_DOCUMENTS: 'on', LOG_LEVEL: 'warn' },
      'trusted-gateway',
      true,
    );
    baseUrl = `http://127.0.0.1:${port}`;
    await waitForOk(`${baseUrl}/healthz`, 60_000, gateway);
    tempDir = await mkdtemp(path.join(tmpdir(), 'folio-trusted-e2e-'));
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    page.on('response', (response) => {
      if (!response.url().includes('/graphql')) return;
      // Read what is needed now: a body may be gone once the page has moved on to the next screen.
      const request = response.request();
      const body = request.postData() ?? '';
      if (response.status() !== 200) refusals.push(`${response.status()} ${body.slice(0, 120)}`);
      if (request.headers()['content-type']?.startsWith('multipart/')) uploadsAnswered += 1;
      for (const match of body.matchAll(/"operationName"\s*:\s*"(\w+)"/g)) answered.add(match[1]!);
      void response.text().then(
        (text) => {
          if (text.includes('UNTRUSTED_DOCUMENT')) refusals.push(body.slice(0, 120));
        },
        () => undefined,
      );
    });
  });
  afterAll(async () => {
    await browser?.close();
    if (gateway) await stopAll([gateway]);
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  });

  it('refuses an operation the web app does not send', async () => {
    const res = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { user { username } } }' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: [{ extensions: { code: 'UNTRUSTED_DOCUMENT' } }] });
  });

  it('signs in, opens every screen and reviews a statement upload with no operation refused', async () => {
    await page.goto(`${baseUrl}/#/login`);
    await page.locator('input[name="username"]').fill('business.admin');
    await page.locator('input[name="password"]').fill('demo-pass-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/#\/(?!login)/);
    for (const [screen, operation] of SCREENS) {
      await page.goto(`${baseUrl}/#${screen}`);
      await page.locator('.folio-content h1, .folio-content h2, .folio-content h3').first().waitFor();
      if (operation) await expect.poll(() => answered.has(operation), { timeout: 20_000 }).toBe(true);
    }
    // the statement review goes by multipart (fetch + FormData), not through Apollo's link
    const file = path.join(tempDir, 'statement.csv');
    await writeFile(file, 'Date,Description,Amount\n2026-03-02,TRUSTED COFFEE,-4.50\n');
    await page.goto(`${baseUrl}/#/commonFinancialManagement?tab=3`);
    await page.getByLabel('File').setInputFiles(file);
    await page.getByRole('button', { name: 'Review' }).click();
    await page.getByTestId('import-review-row').first().waitFor();
    await page.waitForLoadState('networkidle');
    // the upload was answered, and so were the sign-in and the Financial Management tabs' shared query
    await expect.poll(() => uploadsAnswered, { timeout: 20_000 }).toBeGreaterThan(0);
    await expect
      .poll(() => ['Login', 'FmAccounts'].filter((name) => !answered.has(name)), { timeout: 20_000 })
      .toEqual([]);
    expect(refusals).toEqual([]);
  });
});
