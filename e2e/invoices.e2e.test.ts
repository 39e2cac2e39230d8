import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, signIn } from './browser.ts';
import { apiSession } from './e2e-api.ts';
import { chooseRowAction, rowActionNames } from './invoice-row-actions.ts';
import type { InboxMessage } from './smtp-inbox.ts';

/**
 * The invoices journeys of issue 3 in Chromium, on the real api and gateway with the seeded demo data of the ZA
 * health practice (currency R, Africa/Johannesburg). Each journey takes its own unpaid invoice.
 */

const MONEY = /^R \d{1,3}(,\d{3})*\.\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

/** "R 1,234.50" → 123450, exactly. */
function cents(text: string | null): number {
  const match = /^-?R ([\d,]+)\.(\d{2})$/.exec((text ?? '').trim());
  if (!match) throw new Error(`Not an amount: ${text}`);
  return Number(match[1]!.replaceAll(',', '')) * 100 + Number(match[2]);
}

async function signedIn(browser: Browser): Promise<Page> {
  const page = await openPage(browser);
  await signIn(page, 'health.admin');
  await page.waitForURL(/#\/commonFinancialInvoices/);
  await listLoaded(page);
  return page;
}

/** The list has answered (no request running) and shows rows or its empty message. */
async function listLoaded(page: Page): Promise<void> {
  await page.locator('[data-testid="invoice-table"][data-loading="false"]').waitFor();
}

async function expectToast(page: Page, text: string): Promise<void> {
  await page.locator('.bp6-toast').filter({ hasText: text }).first().waitFor();
}

async function toList(page: Page): Promise<void> {
  await page.waitForURL(/#\/commonFinancialInvoices$/);
  await listLoaded(page);
}

/** Shows only unpaid (status I) invoices, with no other filter. */
async function showUnpaid(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Clear Search' }).click();
  await listLoaded(page);
  await page.getByLabel('Status filter').selectOption('I');
  await expect.poll(() => page.getByTestId('invoice-row').first().getAttribute('data-status')).toBe('I');
  await listLoaded(page);
}

/** Shows the one invoice whose number is given. */
async function showInvoice(page: Page, uniqueId: string): Promise<Locator> {
  await page.getByLabel('Status filter').selectOption('');
  await page.getByLabel('Invoice number starts with').fill(uniqueId);
  await expect.poll(() => page.getByTestId('invoice-row').count()).toBe(1);
  await listLoaded(page);
  return page.getByTestId('invoice-row').first();
}

interface PickedInvoice {
  id: string;
  uniqueId: string;
  row: Locator;
}

/** The n-th unpaid invoice of the list (with nothing paid yet, when asked), with every action allowed. */
async function pickUnpaid(page: Page, { nothingPaid = false, skip = 0 } = {}): Promise<PickedInvoice> {
  await showUnpaid(page);
  const rows = page.getByTestId('invoice-row');
  let skipped = 0;
  for (let i = 0; i < (await rows.count()); i++) {
    const row = rows.nth(i);
    if (nothingPaid && cents(await row.locator('[data-column="paid"]').textContent()) !== 0) continue;
    if (!(await rowActionNames(row)).includes('Delete')) continue;
    if (skipped++ < skip) continue;
    const id = (await row.getAttribute('data-invoice-id'))!;
    const uniqueId = (await row.locator('[data-column="uniqueId"]').textContent())!.trim();
    return { id, uniqueId, row: page.locator(`[data-testid="invoice-row"][data-invoice-id="${id}"]`) };
  }
  throw new Error('No suitable unpaid invoice on the first page of the list');
}

async function inbox(): Promise<InboxMessage[]> {
  const res = await fetch(inject('smtpInboxUrl'));
  return (await res.json()) as InboxMessage[];
}

describe('invoices', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await signedIn(browser);
  });
  afterAll(() => browser?.close());

  it('lists invoices newest first with amounts and dates formatted, paged on the server', async () => {
    // one page of the user's rows-per-page setting
    const size = Number(await page.getByLabel('Rows per page').inputValue());
    expect([10, 20, 50, 100]).toContain(size);
    await expect.poll(() => page.getByTestId('invoice-row').count()).toBe(size);
    for (const column of ['amount', 'paid', 'amountDue']) {
      const texts = await page.locator(`[data-testid="invoice-row"] [data-column="${column}"]`).allTextContents();
      for (const text of texts) expect(text).toMatch(MONEY);
    }
    const dates = await page.locator('[data-testid="invoice-row"] [data-column="invoiced"]').allTextContents();
    for (const date of dates) expect(date).toMatch(DATE_TIME);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(await page.getByTestId('invoice-total').textContent()).toMatch(
      new RegExp(`^Showing 1–${size} of [\\d,]+ invoices$`),
    );

    // the next page, then a smaller page size
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect
      .poll(() => page.getByTestId('invoice-total').textContent())
      .toMatch(new RegExp(`^Showing ${size + 1}–`));
    await page.getByLabel('Rows per page').selectOption('10');
    await expect.poll(() => page.getByTestId('invoice-row').count()).toBe(10);
    await expect.poll(() => page.getByTestId('invoice-total').textContent()).toMatch(/^Showing 1–10 of /);

    // a paid invoice offers neither Delete nor Pay in Full
    await page.getByLabel('Status filter').selectOption('P');
    await expect.poll(() => page.getByTestId('invoice-row').first().getAttribute('data-status')).toBe('P');
    const paid = page.getByTestId('invoice-row').first();
    expect(await rowActionNames(paid)).toEqual(['View', 'Email', 'Download', 'Update Status/Date', 'View Components']);

    // sorting by amount, ascending, on the server
    await page.getByLabel('Status filter').selectOption('');
    await page.getByRole('button', { name: 'Amount', exact: true }).click();
    // The old rows stay on screen until the sorted page arrives: wait for it, then check it.
    const amounts = async () =>
      (await page.locator('[data-testid="invoice-row"] [data-column="amount"]').allTextContents()).map(cents);
    await expect.poll(async () => (await amounts()).every((v, i, all) => i === 0 || all[i - 1]! <= v)).toBe(true);
    expect(await amounts()).toHaveLength(10);
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await page.getByLabel('Rows per page').selectOption(String(size));
    await listLoaded(page);
  });

  it('does nothing while the confirmation stays N: the action is disabled, Cancel returns', async () => {
    const invoice = await pickUnpaid(page);
    const before = (await inbox()).length;
    for (const action of ['Delete', 'Email'] as const) {
      await chooseRowAction(invoice.row, action);
      await page.waitForURL(/tab=(7|3)&invoice=/);
      expect(await page.getByLabel('Confirm').inputValue()).toBe('N');
      expect(await page.getByRole('button', { name: action, exact: true }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await toList(page);
      await showUnpaid(page);
      await invoice.row.waitFor(); // still there
    }
    expect(
      await page
        .locator('.bp6-toast')
        .filter({ hasText: /Deleted invoice|Emailed invoice/ })
        .count(),
    ).toBe(0);
    expect((await inbox()).length).toBe(before);
  });

  it('emails the invoice PDF on Y; it arrives at the SMTP server', async () => {
    const invoice = await pickUnpaid(page);
    const to = `e2e-${Date.now()}@example.com`;
    await chooseRowAction(invoice.row, 'Email');
    await page.getByLabel(/^To/).fill(to);
    await page.getByLabel('Confirm').selectOption('Y');
    await page.getByRole('button', { name: 'Email', exact: true }).click();
    await expectToast(page, 'Emailed invoice');
    await toList(page);
    await expect.poll(async () => (await inbox()).filter((m) => m.to.includes(to)).length, { timeout: 15_000 }).toBe(1);
    const message = (await inbox()).find((m) => m.to.includes(to))!;
    expect(message.subject).toContain(invoice.uniqueId);
    expect(message.attachments.some((a) => a.contentType === 'application/pdf' && a.startsWithPdf)).toBe(true);
  });

  it('downloads the invoice as a PDF file on Y', async () => {
    const invoice = await pickUnpaid(page);
    await chooseRowAction(invoice.row, 'Download');
    await page.getByLabel('Confirm').selectOption('Y');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of (await download.createReadStream()) as AsyncIterable<Buffer>) chunks.push(chunk);
    expect(Buffer.concat(chunks).subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await expectToast(page, 'Downloaded invoice');
    await toList(page);
  });

  it("updates an invoice's status and date (typed in the company's zone)", async () => {
    const invoice = await pickUnpaid(page);
    await chooseRowAction(invoice.row, 'Update Status/Date');
    await page.getByLabel('Status').selectOption('S');
    await page.getByLabel(/^Invoiced/).fill('2026-01-15 09:30');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expectToast(page, 'Updated invoice');
    await toList(page);
    const row = await showInvoice(page, invoice.uniqueId);
    expect(await row.getAttribute('data-status')).toBe('S');
    expect(await row.locator('[data-column="invoiced"]').textContent()).toBe('2026-01-15 09:30');
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await listLoaded(page);
  });

  it('adds a product (the amount grows), then deletes that component (it shrinks back)', async () => {
    const invoice = await pickUnpaid(page, { skip: 1 });
    const amountBefore = cents(await invoice.row.locator('[data-column="amount"]').textContent());

    await chooseRowAction(invoice.row, 'Add Product');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expectToast(page, 'Please select a valid option.');
    const product = page.getByLabel(/^Product/);
    await expect.poll(() => product.locator('option').count()).toBeGreaterThan(1);
    await product.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expectToast(page, 'Added product to invoice');
    await toList(page);
    const row = await showInvoice(page, invoice.uniqueId);
    await expect
      .poll(async () => cents(await row.locator('[data-column="amount"]').textContent()))
      .toBeGreaterThan(amountBefore);

    await chooseRowAction(row, 'View Components');
    const components = page.getByTestId('component-row');
    await components.first().waitFor();
    const count = await components.count();
    await components.last().getByRole('button', { name: 'Delete' }).click();
    await page.getByLabel('Confirm').selectOption('Y');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Deleted invoice component');
    await page.waitForURL(/tab=6&invoice=/);
    await expect.poll(() => components.count()).toBe(count - 1);
    await expect.poll(async () => cents(await page.getByTestId('invoice-amount').textContent())).toBe(amountBefore);
    await page.getByRole('button', { name: 'Back to Invoices' }).click();
    await toList(page);
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await listLoaded(page);
  });

  it('pays a component partly, then the rest; the paid invoice turns P and loses Delete and Pay in Full', async () => {
    const invoice = await pickUnpaid(page, { nothingPaid: true, skip: 2 });
    await chooseRowAction(invoice.row, 'View Components');
    const components = page.getByTestId('component-row');
    await components.first().waitFor();

    // part of the first component
    const first = components.first();
    const firstId = await first.getAttribute('data-component-id');
    const firstDue = cents(await first.locator('[data-column="amountDue"]').textContent());
    expect(firstDue).toBeGreaterThan(100);
    await first.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/tab=14&/); // the pay view (tab 14) has replaced the component rows
    expect(cents(`R ${await page.getByLabel(/^Amount/).inputValue()}`)).toBe(firstDue);
    await page.getByLabel(/^Amount/).fill('1.00');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expectToast(page, 'Allocated payment for invoice component');
    await page.waitForURL(/tab=6&invoice=/);
    const firstRow = page.locator(`[data-testid="component-row"][data-component-id="${firstId}"]`);
    await expect.poll(() => firstRow.locator('[data-column="paid"]').textContent()).toBe('R 1.00');
    expect(await page.getByTestId('invoice-summary').getAttribute('data-status')).toBe('I');

    // then everything still due, component by component (the amount defaults to what is due)
    for (let i = 0; i < (await components.count()); i++) {
      const row = components.nth(i);
      if (cents(await row.locator('[data-column="amountDue"]').textContent()) === 0) continue;
      await row.getByRole('button', { name: 'Pay' }).click();
      await page.waitForURL(/tab=14&/);
      await page.getByLabel(/^Amount/).waitFor();
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.waitForURL(/tab=6&invoice=/);
      await expect.poll(() => row.locator('[data-column="amountDue"]').textContent()).toBe('R 0.00');
    }
    await expect.poll(() => page.getByTestId('invoice-summary').getAttribute('data-status')).toBe('P');
    expect(await page.getByTestId('invoice-amount-due').textContent()).toBe('R 0.00');

    await page.getByRole('button', { name: 'Back to Invoices' }).click();
    await toList(page);
    const row = await showInvoice(page, invoice.uniqueId);
    expect(await row.getAttribute('data-status')).toBe('P');
    const actions = await rowActionNames(row);
    expect(actions).not.toContain('Delete');
    expect(actions).not.toContain('Pay in Full');
  });

  it('pays an invoice in full: the amount starts at the amount due (editable for a part payment)', async () => {
    const invoice = await pickUnpaid(page);
    const due = await invoice.row.locator('[data-column="amountDue"]').textContent();
    await chooseRowAction(invoice.row, 'Pay in Full');
    const amount = page.getByLabel(/^Amount/);
    expect(cents(`R ${await amount.inputValue()}`)).toBe(cents(due));
    expect(await amount.getAttribute('readonly')).toBeNull();
    expect(await page.getByLabel('Type').inputValue()).toBe('B');
    expect(await page.getByLabel(/^Paid/).inputValue()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:00$/);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expectToast(page, 'Allocated payment to invoice');
    await toList(page);
    const row = await showInvoice(page, invoice.uniqueId);
    expect(await row.getAttribute('data-status')).toBe('P');
    expect(await row.locator('[data-column="amountDue"]').textContent()).toBe('R 0.00');
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await listLoaded(page);
  });

  it('deletes an invoice on Y', async () => {
    const invoice = await pickUnpaid(page);
    await chooseRowAction(invoice.row, 'Delete');
    await page.getByLabel('Confirm').selectOption('Y');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Deleted invoice');
    await toList(page);
    await page.getByLabel('Invoice number starts with').fill(invoice.uniqueId);
    await expect.poll(() => page.getByTestId('invoice-row').count()).toBe(0);
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await listLoaded(page);
  });

  it('adds an active billing plan to an invoice (a blank choice is refused)', async () => {
    const invoice = await pickUnpaid(page);
    const amountBefore = cents(await invoice.row.locator('[data-column="amount"]').textContent());
    await chooseRowAction(invoice.row, 'Add Billing Plan');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expectToast(page, 'Please select a valid option.');
    const plan = page.getByLabel(/^Billing plan/);
    await expect.poll(() => plan.locator('option').count()).toBeGreaterThan(1);
    await plan.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expectToast(page, 'Added billing plan to invoice');
    await toList(page);
    const row = await showInvoice(page, invoice.uniqueId);
    expect(cents(await row.locator('[data-column="amount"]').textContent())).toBeGreaterThan(amountBefore);
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await listLoaded(page);
  });

  it("updates a component: its amount and the invoice's are recomputed", async () => {
    const invoice = await pickUnpaid(page);
    await chooseRowAction(invoice.row, 'View Components');
    const component = page.getByTestId('component-row').first();
    await component.waitFor();
    const componentId = await component.getAttribute('data-component-id');
    const amountBefore = cents(await component.locator('[data-column="amount"]').textContent());
    const invoiceBefore = cents(await page.getByTestId('invoice-amount').textContent());
    await component.getByRole('button', { name: 'Update' }).click();
    await page.getByLabel(/^Unit Cost/).fill('100');
    await page.getByLabel(/^Quantity/).fill('3');
    await page.getByLabel(/^Discount/).fill('10');
    await page.getByLabel('Diagnosis Code 2').fill('bad code');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await page.getByText('Use an ICD-10 code such as J06.9.').waitFor();
    await page.getByLabel('Diagnosis Code 2').fill('e11.9');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expectToast(page, 'Updated invoice component');
    await page.waitForURL(/tab=6&invoice=/);
    const updated = page.locator(`[data-testid="component-row"][data-component-id="${componentId}"]`);
    await expect.poll(() => updated.locator('[data-column="amount"]').textContent()).toBe('R 270.00');
    expect(await updated.textContent()).toContain('E11.9');
    expect(cents(await page.getByTestId('invoice-amount').textContent())).toBe(invoiceBefore - amountBefore + 27000);
    await page.getByRole('button', { name: 'Back to Invoices' }).click();
    await toList(page);
  });

  it('searches by keyword and narrows to a date range (whole days in the company zone)', async () => {
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await listLoaded(page);
    const first = page.getByTestId('invoice-row').first();
    const uniqueId = (await first.locator('[data-column="uniqueId"]').textContent())!.trim();
    const day = (await first.locator('[data-column="invoiced"]').textContent())!.slice(0, 10);

    await page.getByLabel('Search').fill(uniqueId);
    await expect.poll(() => page.getByTestId('invoice-row').count()).toBe(1);
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await listLoaded(page);

    await page.getByLabel('Invoiced from').fill(day);
    await page.getByLabel('Invoiced to').fill(day);
    await page.keyboard.press('Tab');
    await expect
      .poll(async () => {
        await listLoaded(page);
        const dates = await page.locator('[data-testid="invoice-row"] [data-column="invoiced"]').allTextContents();
        return dates.length > 0 && dates.every((d) => d.startsWith(day));
      })
      .toBe(true);
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await listLoaded(page);
  });

  it('keeps the view in the URL: reload and back work', async () => {
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await listLoaded(page);
    const row = page.getByTestId('invoice-row').first();
    const id = await row.getAttribute('data-invoice-id');
    await chooseRowAction(row, 'View');
    await page.waitForURL(new RegExp(`tab=2&invoice=${id}$`));
    await page.reload();
    await page.getByTestId('invoice-summary').waitFor();
    expect(await page.getByTestId('invoice-summary').getAttribute('data-invoice-id')).toBe(id);
    await page.goBack();
    await toList(page);
  });
  it('narrows the list to one practitioner: only their invoices, the choice kept in the URL through a view', async () => {
    const api = await apiSession('health.admin');
    const practitioners = await api.get<Array<{ id: number; name: string }>>(
      `/api/user/practitioners/${api.companyId}`,
    );
    const mokoena = practitioners.find((p) => p.name === 'Lerato Mokoena')!;
    expect(mokoena).toBeDefined();
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await listLoaded(page);
    const size = Number(await page.getByLabel('Rows per page').inputValue());
    const theirs = await api.get<{ data: Array<{ id: number; practitionerId: number | null }>; totalElements: number }>(
      `/api/invoice1/all/practitioner/lazyloading/${mokoena.id}?page=1&size=${size}&sortField=invoiced&sortOrder=desc`,
    );
    expect(theirs.data).toHaveLength(size);
    expect(theirs.data.every((i) => i.practitionerId === mokoena.id)).toBe(true);
    const rowIds = () =>
      page.getByTestId('invoice-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-invoice-id')));
    const expected = theirs.data.map((i) => String(i.id));
    expect(await rowIds()).not.toEqual(expected);

    await page.getByLabel('Practitioner').selectOption({ label: 'Lerato Mokoena' });
    await page.waitForURL(new RegExp(`#/commonFinancialInvoices\\?practitioner=${mokoena.id}$`));
    await expect.poll(rowIds).toEqual(expected);
    expect(await page.getByTestId('invoice-total').textContent()).toBe(
      `Showing 1–${size} of ${theirs.totalElements.toLocaleString('en-US')} invoices`,
    );

    await chooseRowAction(page.getByTestId('invoice-row').first(), 'View');
    await page.waitForURL(new RegExp(`practitioner=${mokoena.id}&tab=2&invoice=${expected[0]}$`));
    await page.goBack();
    await page.waitForURL(new RegExp(`#/commonFinancialInvoices\\?practitioner=${mokoena.id}$`));
    await expect.poll(rowIds).toEqual(expected);

    await page.getByRole('button', { name: 'Clear Search' }).click();
    await toList(page);
  });
});
