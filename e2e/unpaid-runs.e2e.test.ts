import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, signIn } from './browser.ts';
import { apiSession } from './e2e-api.ts';
import type { InboxMessage } from './smtp-inbox.ts';

const inbox = async () => (await (await fetch(inject('smtpInboxUrl'))).json()) as InboxMessage[];

/** An unpaid run from the screen: preview, Y, start, watch it finish, and find the reminders at the SMTP inbox. */
describe('unpaid runs screen', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('previews and runs an unpaid run; the reminders arrive with the invoice PDFs', async () => {
    const api = await apiSession('health.admin');
    const page = await openPage(browser);
    await signIn(page, 'health.admin');
    await page.waitForURL(/#\/commonFinancialInvoices/);
    await page.goto(page.url().replace(/#.*$/, '#/commonFinancialUnpaidRuns'));
    await page.getByRole('button', { name: 'New Unpaid Run' }).click();

    // The oldest invoices only: about the first month of the demo history.
    const days = page.getByLabel('Invoiced more than (days) ago');
    await days.fill('700');
    await days.press('Tab');
    const preview = page.getByTestId('unpaid-run-preview');
    await expect
      .poll(async () => Number(await preview.getAttribute('data-count')), { timeout: 15_000 })
      .toBeGreaterThan(0);
    const count = Number(await preview.getAttribute('data-count'));
    const before = (await inbox()).filter((m) => m.subject.startsWith('Reminder:')).length;

    await page.getByLabel('Confirm').selectOption('Y');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('.bp6-toast').filter({ hasText: 'Started unpaid run' }).first().waitFor();
    await page.waitForURL(/\?run=\d+/);
    await page.locator('[data-testid="unpaid-run-summary"][data-status="FINISHED"]').waitFor({ timeout: 60_000 });

    const rows = page.locator('[data-testid="unpaid-run-invoices"] tbody tr');
    await expect.poll(() => rows.count()).toBe(count);
    const sent = await page.locator('[data-testid="unpaid-run-invoices"] tr[data-reminder="SENT"]').count();
    expect(sent).toBeGreaterThan(0);
    const reminders = (await inbox()).filter((m) => m.subject.startsWith('Reminder:')).slice(before);
    expect(reminders).toHaveLength(sent);
    expect(reminders.every((m) => m.attachments[0]?.startsWithPdf === true)).toBe(true);
    expect(reminders[0]!.subject).toMatch(/^Reminder: invoice INV-\d+ from Demo Health Practice is unpaid$/);

    const runId = Number(/run=(\d+)/.exec(page.url())![1]);
    const invoices = await api.get<Array<{ status: string }>>(`/api/invoice1/${api.companyId}/unpaidrun/${runId}`);
    expect(invoices).toHaveLength(count);
    expect(invoices.every((i) => i.status === 'U')).toBe(true);

    await page.getByRole('button', { name: 'Back to Unpaid Runs' }).click();
    await page.locator(`[data-testid="unpaid-run-table"] tr[data-run-id="${runId}"]`).waitFor();
    await page.context().close();
  });
});
