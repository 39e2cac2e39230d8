import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, signIn } from './browser.ts';
import { apiSession } from './e2e-api.ts';

interface Invoice {
  id: number;
  uniqueId: string;
  status: string;
}
interface Payment {
  id: number;
  invoiceId: number;
}
interface PaymentPage {
  data: Payment[];
  totalRecords: number;
}
interface Practitioner {
  id: number;
  name: string;
}

/** The payments screen in Chromium on the seeded health practice: delete a payment and see its invoice unpaid again. */
describe('payments screen', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('lists payments newest first; deleting one (Y) makes its paid invoice unpaid again', async () => {
    const api = await apiSession('health.admin');
    // A paid invoice with exactly one payment: deleting that payment leaves it owing everything.
    const paid = await api.get<Invoice[]>(`/api/invoice1/paid/${api.companyId}`);
    let target: { invoice: Invoice; payment: Payment } | undefined;
    for (const invoice of paid.slice(0, 40)) {
      const payments = await api.get<Payment[]>(`/api/payment1/batch?invoiceIds=${invoice.id}`);
      if (payments.length === 1) {
        target = { invoice, payment: payments[0]! };
        break;
      }
    }
    expect(target).toBeDefined();
    const { invoice, payment } = target!;

    const page = await openPage(browser);
    await signIn(page, 'health.admin');
    await page.waitForURL(/#\/commonFinancialInvoices/);
    await page.goto(page.url().replace(/#.*$/, '#/commonFinancialPayments'));
    const rows = page.locator('[data-testid="payment-table"] tbody tr[data-payment-id]');
    await rows.first().waitFor();
    expect(await rows.first().locator('td').nth(5).textContent()).toMatch(/^R \d{1,3}(,\d{3})*\.\d{2}$/);

    await page.getByLabel('Search').fill(invoice.uniqueId);
    const row = page.locator(`tr[data-payment-id="${payment.id}"]`);
    await expect.poll(() => rows.count()).toBe(1);
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`Invoice ${invoice.uniqueId}`).waitFor();

    // While the confirmation says N (the default) Delete is disabled; Cancel returns and nothing changes.
    expect(await page.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/#\/commonFinancialPayments$/);
    expect((await api.get<Invoice>(`/api/invoice1/specific/${invoice.id}`)).status).toBe('P');

    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByLabel('Confirm').selectOption('Y');
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.locator('.bp6-toast').filter({ hasText: 'Deleted payment' }).first().waitFor();
    await page.waitForURL(/#\/commonFinancialPayments$/);
    await expect.poll(() => page.locator(`tr[data-payment-id="${payment.id}"]`).count()).toBe(0);

    const after = await api.get<Invoice & { paid: number }>(`/api/invoice1/specific/${invoice.id}`);
    expect(after).toMatchObject({ status: 'I', paid: 0 });
    await page.goto(page.url().replace(/#.*$/, `#/commonFinancialInvoices?tab=2&invoice=${invoice.id}`));
    await page.getByText(invoice.uniqueId).first().waitFor();
    await page
      .locator('.bp6-tag')
      .filter({ hasText: /^Unpaid$/ })
      .first()
      .waitFor();
    await page.context().close();
  });

  it('narrows the list to one practitioner: only the payments of their invoices, the choice kept in the URL', async () => {
    const api = await apiSession('health.admin');
    const practitioners = await api.get<Practitioner[]>(`/api/user/practitioners/${api.companyId}`);
    const pillay = practitioners.find((p) => p.name === 'Kavitha Pillay')!;
    expect(pillay).toBeDefined();
    const lazy = (base: string) => api.get<PaymentPage>(`${base}?page=1&size=20&sortField=paid&sortOrder=desc`);
    const theirs = await lazy(`/api/payment1/practitioner/lazyloading/${pillay.id}/${api.companyId}`);
    const all = await lazy(`/api/payment1/lazyloading/${api.companyId}`);
    expect(theirs.data.length).toBe(20);
    // The practitioner's first page differs from the company's, so the screen must have asked for theirs.
    expect(theirs.data.map((p) => p.id)).not.toEqual(all.data.map((p) => p.id));

    const page = await openPage(browser);
    await signIn(page, 'health.admin');
    await page.waitForURL(/#\/commonFinancialInvoices/);
    await page.goto(page.url().replace(/#.*$/, '#/commonFinancialPayments'));
    const rowIds = () =>
      page
        .locator('[data-testid="payment-table"] tbody tr[data-payment-id]')
        .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-payment-id'))));
    // expect.poll with room for a real server (its default gives up after one second).
    const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 20_000, interval: 100 });
    await poll(rowIds).toEqual(all.data.map((p) => p.id));

    await page.getByLabel('Practitioner').selectOption({ label: 'Kavitha Pillay' });
    await page.waitForURL(new RegExp(`#/commonFinancialPayments\\?practitioner=${pillay.id}$`));
    await poll(rowIds).toEqual(theirs.data.map((p) => p.id));
    await page
      .getByRole('navigation', { name: 'Pages of payments' })
      .getByText(`1–20 of ${theirs.totalRecords.toLocaleString('en-US')}`, { exact: true })
      .waitFor();

    // Reload keeps the choice; All practitioners shows the company's payments again.
    await page.reload();
    await poll(rowIds).toEqual(theirs.data.map((p) => p.id));
    await page.getByLabel('Practitioner').selectOption({ label: 'All practitioners' });
    await page.waitForURL(/#\/commonFinancialPayments$/);
    await poll(rowIds).toEqual(all.data.map((p) => p.id));
    await page.context().close();
  });
});
