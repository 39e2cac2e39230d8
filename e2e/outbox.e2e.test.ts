import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, signIn } from './browser.ts';
import { chooseRowAction } from './invoice-row-actions.ts';

/**
 * The Outbox in Chromium: an invoice emailed from the Invoices screen is in the Outbox (main menu) with its PDF,
 * which downloads from the message's dialog. The e2e stack has SMTP_URL (the loopback inbox), so it is Sent.
 */
describe('the Outbox', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await openPage(browser);
    await signIn(page, 'health.admin');
    await page.waitForURL(/#\/commonFinancialInvoices/);
    await page.locator('[data-testid="invoice-table"][data-loading="false"]').waitFor();
  });
  afterAll(() => browser?.close());

  it('shows an emailed invoice with its PDF, which downloads', async () => {
    const row = page.getByTestId('invoice-row').first();
    const uniqueId = (await row.locator('[data-column="uniqueId"]').textContent())!.trim();
    const to = `outbox-${Date.now()}@example.com`;
    await chooseRowAction(row, 'Email');
    await page.getByLabel(/^To/).fill(to);
    await page.getByLabel('Confirm').selectOption('Y');
    await page.getByRole('button', { name: 'Email', exact: true }).click();
    await page.locator('.bp6-toast').filter({ hasText: 'Emailed invoice' }).first().waitFor();

    await page.locator('.folio-main-menu').getByText('Outbox', { exact: true }).click();
    await page.waitForURL(/#\/commonFinancialOutbox/);
    const message = page.getByTestId('outbox-table').locator('tr', { hasText: to });
    await message.waitFor();
    await expect.poll(() => message.textContent()).toContain('Sent');
    expect(await message.textContent()).toContain(`${uniqueId}.pdf`);

    await message.getByRole('button', { name: 'View' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Please find attached invoice ${uniqueId}`).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: new RegExp(`${uniqueId}\\.pdf`) }).click(),
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of (await download.createReadStream()) as AsyncIterable<Buffer>) chunks.push(chunk);
    expect(Buffer.concat(chunks).subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(download.suggestedFilename()).toBe(`${uniqueId}.pdf`);
    expect(await dialog.getByRole('button', { name: 'Resend' }).count()).toBe(0);
  });
});
