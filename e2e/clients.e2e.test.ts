import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, signIn } from './browser.ts';

/**
 * Clients in Chromium on a phone's width (390 px), against the real api and gateway: health.admin reaches Clients
 * from Invoices, creates a client with a medical aid, finds it by the membership number, opens its page, edits it,
 * archives it (Archive stays disabled until Y), finds it under Show archived and restores it; business.admin is not
 * asked for a medical aid. The tests share one page and run in order.
 */

const TAG = `E2E${Date.now().toString(36).toUpperCase()}`;
const LAST = `Zulu${TAG}`;
const NAME = `Thandi ${LAST}`;
const MEMBER = `MA-${TAG}`;
const toast = (page: Page, text: string | RegExp) => page.locator('.bp6-toast').filter({ hasText: text }).first();
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

describe('clients on a phone (390 px), as a health practice', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext(PHONE)).newPage();
    await signIn(page, 'health.admin');
    await page.waitForURL(/#\/(?!login)/);
  });
  afterAll(() => browser?.close());

  it('reaches Clients from Invoices and creates a client with a medical aid', async () => {
    await page.goto(`${baseUrl()}/#/commonFinancialInvoices`);
    await page.getByRole('button', { name: 'Clients', exact: true }).click();
    await page.getByRole('heading', { name: 'Clients' }).waitFor();
    await page.getByTestId('client-row').first().waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'New client' }).click();
    const form = page.getByRole('form', { name: 'New client' });
    await form.getByLabel(/First name/).fill('Thandi');
    await form.getByLabel(/Last name/).fill(LAST);
    await form.getByLabel('Email').fill('thandi@example');
    await form.getByLabel('Date of birth').fill('1984-07-21');
    await form.getByLabel('Medical aid', { exact: true }).fill('Discovery Health');
    await form.getByLabel('Medical aid number').fill(MEMBER);
    await form.getByRole('button', { name: 'Save client' }).click();
    await form.getByText('Enter an email address such as name@example.com.').waitFor();
    await form.getByLabel('Email').fill('thandi@example.test');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await form.getByRole('button', { name: 'Save client' }).click();
    await toast(page, 'Created client').waitFor();
  });

  it('finds the client by its medical aid number and opens its page', async () => {
    await page.getByRole('searchbox').fill(MEMBER.toLowerCase());
    const row = page.getByTestId('client-row').filter({ hasText: NAME });
    await row.getByText(`Discovery Health · ${MEMBER}`).waitFor();
    await expect.poll(() => page.getByTestId('client-row').count()).toBe(1);
    await row.getByRole('link', { name: NAME }).click();
    await page.getByRole('heading', { name: NAME }).waitFor();
    const figures = page.getByTestId('client-summary');
    await figures.getByText('Owed').waitFor();
    await page.getByText('No invoices yet.').waitFor();
    await page.getByText('1984-07-21').waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });

  it('edits the client on its page', async () => {
    await page.getByRole('button', { name: `Edit ${NAME}` }).click();
    const form = page.getByRole('form', { name: `Edit client ${NAME}` });
    await form.getByLabel('Phone').fill('021 555 0199');
    await form.getByRole('button', { name: 'Save client' }).click();
    await toast(page, 'Updated client').waitFor();
    await page.getByText('021 555 0199').waitFor();
  });

  it('archives the client only after Y, then finds it under Show archived and restores it', async () => {
    await page.getByRole('button', { name: `Archive ${NAME}` }).click();
    const form = page.getByRole('form', { name: `Archive client ${NAME}` });
    expect(await form.getByRole('button', { name: 'Archive' }).isDisabled()).toBe(true);
    await form.getByLabel('Confirm').selectOption('Y');
    await form.getByRole('button', { name: 'Archive' }).click();
    await toast(page, 'Archived client').waitFor();
    await page.getByRole('button', { name: `Restore ${NAME}` }).waitFor();

    await page.getByRole('button', { name: 'Clients', exact: true }).click();
    await page.getByRole('searchbox').fill(LAST);
    await page.getByText('No clients found.').waitFor();
    await page.getByText('Show archived').click();
    const row = page.getByTestId('client-row').filter({ hasText: NAME });
    await row.getByText('Archived').waitFor();
    await row.getByRole('button', { name: `Restore ${NAME}` }).click();
    await toast(page, 'Restored client').waitFor();
    await row.getByRole('button', { name: `Archive ${NAME}` }).waitFor();
  });
});

describe('clients as a business company', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext(PHONE)).newPage();
    await signIn(page, 'business.admin');
    await page.waitForURL(/#\/(?!login)/);
  });
  afterAll(() => browser?.close());

  it('is not asked for a medical aid', async () => {
    await page.goto(`${baseUrl()}/#/commonFinancialClients`);
    await page.getByRole('heading', { name: 'Clients' }).waitFor();
    await page.getByTestId('client-row').first().waitFor();
    expect(await page.getByRole('columnheader', { name: 'Medical aid' }).count()).toBe(0);
    await page.getByRole('button', { name: 'New client' }).click();
    const form = page.getByRole('form', { name: 'New client' });
    await form.getByLabel(/First name/).waitFor();
    expect(await form.getByLabel('Medical aid number').count()).toBe(0);
  });
});
