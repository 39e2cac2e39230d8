import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNode, stopAll, waitForOk } from '../scripts/processes.ts';
import { baseUrl, launchBrowser, openPage, signIn } from './browser.ts';
import { E2E_JWT_SECRET } from './constants.ts';
import { chooseRowAction, rowActionNames } from './invoice-row-actions.ts';

/**
 * Issue 13's "Done means": a practice's day in Chromium, against the real api and gateway, by the UI alone. As
 * health.admin (type H): a new client; an invoice for it with a product line and a free line (the medical codes
 * asked); emailed, and found in the Outbox with its PDF; a part payment; a second invoice; one payment that settles
 * the rest of the first and the second and leaves a credit; a third invoice paid from that credit; no Delete on a paid
 * invoice (nor on one with a payment); a payment the server refuses, whose toast has the spec's sentence and the
 * server's reason on a second line. As business.admin (type B): New invoice asks for no medical code.
 *
 * The health journey runs on a stack of its own, started here as `npm start` starts it on a fresh install: a fresh
 * embedded database with the demo data and no SMTP_URL, so the emailed invoice is Kept in the Outbox (the suite's
 * shared stack has a loopback mail server). The type-B check runs on the shared stack. The steps share one page and
 * run in order.
 */

const TAG = `DAY${Date.now().toString(36).toUpperCase()}`;
const LAST = `Dlamini${TAG}`;
const CLIENT = `Sipho ${LAST}`;
const EMAIL = `${TAG.toLowerCase()}@example.com`;

/** "R 1,234.50" (anywhere in the text) → 123450, exactly. */
function cents(text: string | null): number {
  const match = /R ([\d,]+)\.(\d{2})/.exec(text ?? '');
  if (!match) throw new Error(`No amount in: ${text}`);
  return Number(match[1]!.replaceAll(',', '')) * 100 + Number(match[2]);
}
/** 123450 → "R 1,234.50", as the screens show money. */
const rand = (c: number) => `R ${Math.floor(c / 100).toLocaleString('en-US')}.${String(c % 100).padStart(2, '0')}`;
/** 123450 → "1234.50", as a user types it. */
const typed = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;

const toast = (page: Page, text: string | RegExp) => page.locator('.bp6-toast').filter({ hasText: text }).first();
/** expect.poll with room for a real server (its default gives up after one second). */
const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 20_000, interval: 100 });

/** Where the journey's stack answers (the gateway, serving the built web app). */
let base = '';

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

/** The api (no SMTP_URL) and the gateway on a fresh data directory, as a fresh install runs them. */
async function startFreshStack(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'folio-e2e-day-'));
  const [apiPort, gatewayPort] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const children: ChildProcess[] = [];
  const stop = async () => {
    await stopAll(children);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const api = startNode(
      'api/src/server.ts',
      {
        API_PORT: String(apiPort),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        JWT_SECRET: E2E_JWT_SECRET,
        LOG_LEVEL: 'warn',
        SMTP_URL: '',
      },
      'api (no SMTP_URL)',
      true,
    );
    children.push(api);
    await waitForOk(`${apiUrl}/api/health`, 170_000, api);
    const gateway = startNode(
      'gateway/src/server.ts',
      { GATEWAY_PORT: String(gatewayPort), API_URL: apiUrl },
      'gateway (no SMTP_URL)',
      true,
    );
    children.push(gateway);
    await waitForOk(`http://127.0.0.1:${gatewayPort}/healthz`, 60_000, gateway);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${gatewayPort}`, stop };
}

interface Created {
  id: string;
  uniqueId: string;
}

async function listLoaded(page: Page): Promise<void> {
  await page.locator('[data-testid="invoice-table"][data-loading="false"]').waitFor();
}

/** The Invoices list narrowed to one invoice; its row. */
async function invoiceRow(page: Page, invoice: Created): Promise<Locator> {
  await page.goto(`${base}/#/commonFinancialInvoices`);
  await listLoaded(page);
  await page.getByRole('button', { name: 'Clear Search' }).click();
  await listLoaded(page);
  await page.getByLabel('Invoice number starts with').fill(invoice.uniqueId);
  const row = page.locator(`[data-testid="invoice-row"][data-invoice-id="${invoice.id}"]`);
  // The list settles on the one invoice before any click, so its buttons cannot move under the pointer.
  await row.waitFor();
  await poll(() => page.getByTestId('invoice-row').count()).toBe(1);
  await listLoaded(page);
  return row;
}

/** The journey's client's page, found through the Clients list. */
async function openClientPage(page: Page): Promise<void> {
  await page.goto(`${base}/#/commonFinancialClients`);
  await page.getByRole('searchbox').fill(LAST);
  // The list settles on the one client before the click, so the link cannot move under it.
  await page.getByTestId('client-row').filter({ hasText: CLIENT }).waitFor();
  await poll(() => page.getByTestId('client-row').count()).toBe(1);
  await page.getByRole('link', { name: CLIENT }).click();
  await page.getByRole('heading', { name: CLIENT }).waitFor();
}

/** A figure of the client's page (Invoices, Invoiced, Paid, Owed, Credit, Balance). */
async function clientFigure(page: Page, term: string): Promise<string | undefined> {
  const card = page
    .getByTestId('client-summary')
    .locator('.bp6-card')
    .filter({
      has: page.locator('.bp6-text-muted', { hasText: new RegExp(`^${term}$`) }),
    });
  return (await card.locator('strong').textContent())?.trim();
}

/** New invoice for the journey's client: the lines are added by `addLines`; gives the invoice and its total. */
async function newInvoice(page: Page, addLines: () => Promise<void>): Promise<Created & { total: number }> {
  await page.goto(`${base}/#/commonFinancialInvoices`);
  await page.getByRole('button', { name: 'New invoice' }).click();
  await page.getByRole('heading', { name: 'New invoice' }).waitFor();
  await page.getByRole('searchbox', { name: /Client/ }).fill(LAST);
  await page.getByRole('button', { name: new RegExp(CLIENT) }).click();
  await page.getByTestId('chosen-client').getByText(CLIENT).waitFor();
  await addLines();
  const total = cents(await page.getByTestId('invoice-total').textContent());
  await page.getByRole('button', { name: 'Create invoice' }).click();
  await toast(page, 'Created invoice').waitFor();
  await page.waitForURL(/tab=2&invoice=\d+/);
  const id = /invoice=(\d+)/.exec(page.url())![1]!;
  const summary = page.locator(`[data-testid="invoice-summary"][data-invoice-id="${id}"]`);
  await summary.waitFor();
  expect(await summary.getAttribute('data-status')).toBe('I');
  expect(cents(await summary.getByTestId('invoice-amount').textContent())).toBe(total);
  const uniqueId = (await summary.locator('dd').first().textContent())!.trim();
  expect(uniqueId).not.toBe('');
  return { id, uniqueId, total };
}

/** Adds a free line: one of `unitCents` (a health practice's line gets an ICD-10 code). */
async function addFreeLine(page: Page, description: string, unitCents: number, health: boolean): Promise<void> {
  const lines = page.getByTestId('invoice-line');
  const before = await lines.count();
  await page.getByRole('button', { name: 'Add free line' }).click();
  await poll(() => lines.count()).toBe(before + 1);
  const line = lines.nth(before);
  await line.getByLabel(/Description/).fill(description);
  await line.getByLabel(/Quantity/).fill('1');
  await line.getByLabel(/Unit cost/).fill(typed(unitCents));
  if (health) await line.getByLabel('ICD-10 code 1').fill('Z09');
  await line.getByTestId('line-amount').getByText(rand(unitCents)).waitFor();
}

describe('a practice day as health.admin (type H), on a fresh install with no SMTP_URL', () => {
  let stack: Awaited<ReturnType<typeof startFreshStack>> | undefined;
  let browser: Browser;
  let page: Page;
  let first: Created & { total: number };
  let second: Created & { total: number };
  let third: Created & { total: number };
  const PART = 5_000; // R 50.00 paid on the first invoice
  const CREDIT = 2_500; // R 25.00 paid beyond what the client owes

  beforeAll(async () => {
    stack = await startFreshStack();
    base = stack.url;
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    await page.goto(`${base}/#/login`);
    await page.locator('input[name="username"]').fill('health.admin');
    await page.locator('input[name="password"]').fill('demo-pass-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/#\/(?!login)/);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('creates a client and finds it', async () => {
    await page.goto(`${base}/#/commonFinancialClients`);
    await page.getByRole('heading', { name: 'Clients' }).waitFor();
    await page.getByRole('button', { name: 'New client' }).click();
    const form = page.getByRole('form', { name: 'New client' });
    await form.getByLabel(/First name/).fill('Sipho');
    await form.getByLabel(/Last name/).fill(LAST);
    await form.getByLabel('Email').fill(EMAIL);
    await form.getByRole('button', { name: 'Save client' }).click();
    await toast(page, 'Created client').waitFor();
    await page.getByRole('searchbox').fill(LAST);
    await page.getByTestId('client-row').filter({ hasText: CLIENT }).waitFor();
    await poll(() => page.getByTestId('client-row').count()).toBe(1);
  });

  it('creates an invoice with a product line and a free line, the medical codes asked', async () => {
    first = await newInvoice(page, async () => {
      const product = page.getByRole('combobox', { name: 'Product' });
      await product.locator('option').nth(1).waitFor({ state: 'attached' });
      await product.selectOption({ index: 1 });
      await page.getByRole('button', { name: 'Add product' }).click();
      const lines = page.getByTestId('invoice-line');
      await poll(() => lines.count()).toBe(1);
      const productCents = cents(await lines.first().getByTestId('line-amount').textContent());
      expect(productCents).toBeGreaterThan(0);
      await addFreeLine(page, 'Follow-up advice', 10_000, true);
      expect(await page.getByTestId('medical-codes').count()).toBe(2);
      for (const label of ['BHF code', 'NAPPI code', 'Modifier', 'ICD-10 code 1']) {
        expect(await page.getByLabel(label, { exact: true }).count()).toBe(2);
      }
      expect(cents(await page.getByTestId('invoice-total').textContent())).toBe(productCents + 10_000);
    });
    expect(first.total).toBeGreaterThan(PART);
  });

  it('emails the invoice; with no mail server it is Kept in the Outbox, with its PDF', async () => {
    const row = await invoiceRow(page, first);
    await chooseRowAction(row, 'Email');
    expect(await page.getByLabel(/^To/).inputValue()).toBe(EMAIL);
    expect(await page.getByRole('button', { name: 'Email', exact: true }).isDisabled()).toBe(true);
    await page.getByLabel('Confirm').selectOption('Y');
    await page.getByRole('button', { name: 'Email', exact: true }).click();
    await toast(page, 'Emailed invoice')
      .filter({ hasText: 'No mail server is set up (SMTP_URL): it is kept in the Outbox, not sent.' })
      .waitFor();

    await page.locator('.folio-main-menu').getByText('Outbox', { exact: true }).click();
    await page.waitForURL(/#\/commonFinancialOutbox/);
    const message = page.getByTestId('outbox-table').locator('tr', { hasText: EMAIL });
    await message.waitFor();
    await message.getByText('Kept', { exact: true }).waitFor();
    expect(await message.textContent()).toContain(`${first.uniqueId}.pdf`);

    await message.getByRole('button', { name: 'View' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Please find attached invoice ${first.uniqueId}`).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: new RegExp(`${first.uniqueId}\\.pdf`) }).click(),
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of (await download.createReadStream()) as AsyncIterable<Buffer>) chunks.push(chunk);
    expect(Buffer.concat(chunks).subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(download.suggestedFilename()).toBe(`${first.uniqueId}.pdf`);
    // A kept message can be sent once a mail server is set up.
    expect(await dialog.getByRole('button', { name: 'Resend' }).count()).toBe(1);
    await dialog.locator('.bp6-dialog-footer').getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('records a part payment: the invoice owes the rest and offers no Delete', async () => {
    const row = await invoiceRow(page, first);
    await chooseRowAction(row, 'Pay in Full');
    const amount = page.getByLabel(/^Amount/);
    expect(cents(`R ${await amount.inputValue()}`)).toBe(first.total);
    await amount.fill(typed(PART));
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await toast(page, 'Allocated payment to invoice').waitFor();

    const after = await invoiceRow(page, first);
    await poll(() => after.locator('[data-column="amountDue"]').textContent()).toBe(rand(first.total - PART));
    expect(await after.locator('[data-column="paid"]').textContent()).toBe(rand(PART));
    expect(await after.getAttribute('data-status')).toBe('I');
    // It has a payment: the server would refuse Delete, so none is offered.
    const offered = await rowActionNames(after);
    expect(offered).not.toContain('Delete');
    expect(offered).toContain('Pay in Full');
  });

  it('creates a second invoice for the client', async () => {
    second = await newInvoice(page, () => addFreeLine(page, 'Consultation', 8_000, true));
    expect(second.total).toBe(8_000);
  });

  it('one payment settles the rest of the first and the second, the surplus kept as credit', async () => {
    const owed = first.total - PART + second.total;
    const row = await invoiceRow(page, second);
    await chooseRowAction(row, 'Pay in Full');
    await page.getByRole('button', { name: `Pay several invoices of ${CLIENT}` }).click();
    await page.getByRole('heading', { name: `Pay several invoices of ${CLIENT}` }).waitFor();
    await poll(() => page.getByTestId('client-owes').textContent()).toBe(`${CLIENT} owes ${rand(owed)} on 2 invoices.`);

    await page.getByLabel(/^Amount paid/).fill(typed(owed + CREDIT));
    const table = page.getByTestId('spread-invoices');
    // Oldest first: each invoice takes what it owes.
    await poll(() => table.locator('tr', { hasText: first.uniqueId }).locator('td').nth(2).textContent()).toBe(
      rand(first.total - PART),
    );
    expect(await table.locator('tr', { hasText: second.uniqueId }).locator('td').nth(2).textContent()).toBe(
      rand(second.total),
    );
    expect(await page.getByTestId('spread-total').textContent()).toBe(
      `To invoices: ${rand(owed)}. Kept as credit: ${rand(CREDIT)}. Credit after: ${rand(CREDIT)}.`,
    );
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await toast(page, 'Allocated payment to invoice').waitFor();

    for (const invoice of [first, second]) {
      const paid = await invoiceRow(page, invoice);
      await poll(() => paid.getAttribute('data-status')).toBe('P');
      expect(await paid.locator('[data-column="amountDue"]').textContent()).toBe(rand(0));
      expect(await paid.locator('[data-column="paid"]').textContent()).toBe(rand(invoice.total));
    }
  });

  it("shows that payment and the credit it left on the client's page", async () => {
    const owed = first.total - PART + second.total;
    await openClientPage(page);
    await poll(() => clientFigure(page, 'Credit')).toBe(rand(CREDIT));
    expect(await clientFigure(page, 'Owed')).toBe(rand(0));
    expect(await clientFigure(page, 'Balance')).toBe(`-${rand(CREDIT)}`);
    const payments = page.getByTestId('client-payment-row');
    await poll(() => payments.count()).toBe(2);
    const receipt = payments.and(page.locator('[data-kind="RECEIPT"]'));
    const cells = receipt.locator('td');
    expect(await cells.nth(1).textContent()).toContain('Bank Transfer');
    expect(await cells.nth(2).textContent()).toBe(rand(owed + CREDIT));
    expect(await cells.nth(3).textContent()).toContain(`${first.uniqueId}: ${rand(first.total - PART)}`);
    expect(await cells.nth(3).textContent()).toContain(`${second.uniqueId}: ${rand(second.total)}`);
    expect(await cells.nth(4).textContent()).toBe(rand(CREDIT));
    const part = payments.and(page.locator('[data-kind="PAYMENT"]'));
    expect(await part.locator('td').nth(2).textContent()).toBe(rand(PART));
    expect(await part.locator('td').nth(3).textContent()).toBe(`${first.uniqueId}: ${rand(PART)}`);
  });

  it('creates a third invoice and pays it from the credit', async () => {
    third = await newInvoice(page, () => addFreeLine(page, 'Report', 6_000, true));
    const row = await invoiceRow(page, third);
    await chooseRowAction(row, 'Pay in Full');
    const credit = page.getByTestId('client-credit');
    await credit.waitFor();
    expect(await credit.textContent()).toContain(`${CLIENT} has ${rand(CREDIT)} credit.`);
    await credit.getByRole('button', { name: 'Apply credit' }).click();
    await toast(page, 'Applied credit to invoice').waitFor();

    const after = await invoiceRow(page, third);
    await poll(() => after.locator('[data-column="amountDue"]').textContent()).toBe(rand(third.total - CREDIT));
    expect(await after.locator('[data-column="paid"]').textContent()).toBe(rand(CREDIT));
    expect(await after.getAttribute('data-status')).toBe('I');

    // The credit is spent: the client owes the rest of the third invoice, has no credit, and none is offered.
    await chooseRowAction(after, 'Pay in Full');
    await page.getByRole('heading', { name: `Pay invoice ${third.uniqueId}` }).waitFor();
    await page.getByRole('button', { name: `Pay several invoices of ${CLIENT}` }).click();
    await poll(() => page.getByTestId('client-owes').textContent()).toBe(
      `${CLIENT} owes ${rand(third.total - CREDIT)} on 1 invoice.`,
    );
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('heading', { name: `Pay invoice ${third.uniqueId}` }).waitFor();
    expect(await page.getByTestId('client-credit').count()).toBe(0);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.waitForURL(/#\/commonFinancialInvoices$/);
  });

  it('offers no Delete on a paid invoice, in its row or by a link to the Delete view', async () => {
    const row = await invoiceRow(page, first);
    expect(await row.getAttribute('data-status')).toBe('P');
    const actions = await rowActionNames(row);
    expect(actions).not.toContain('Delete');
    expect(actions).not.toContain('Pay in Full');
    expect(actions).toContain('View');

    await page.goto(`${base}/#/commonFinancialInvoices?tab=7&invoice=${first.id}`);
    await page.getByText(`is not possible now`).waitFor();
    expect(await page.getByRole('button', { name: 'Delete', exact: true }).count()).toBe(0);
  });

  it("shows the server's reason on a second line when the server refuses an action", async () => {
    // The form checks the amount and the date's format itself; how far ahead a payment may be dated is the api's
    // rule (a year from today), so a payment dated 2099 reaches the server and is refused there.
    const row = await invoiceRow(page, third);
    await chooseRowAction(row, 'Pay in Full');
    await page.getByLabel(/^Paid/).fill('2099-01-01 10:00');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    // Read inside the page, at once, while the toast is up (it lasts 3 seconds).
    const text = await page
      .waitForFunction(
        () => {
          const toasts: Element[] = Array.from(document.querySelectorAll('.bp6-toast'));
          const texts = toasts.map((t): string => t.textContent ?? '');
          return texts.find((t) => t.startsWith('Failed to allocate payment to invoice.'));
        },
        undefined,
        { timeout: 20_000 },
      )
      .then((handle) => handle.jsonValue());
    const [sentence, reason, ...rest] = (text as string).split('\n');
    expect(sentence).toBe('Failed to allocate payment to invoice. Please try again.');
    expect(reason).toMatch(/^paid 2099-01-01 is after \d{4}-\d{2}-\d{2}, the latest date accepted/);
    expect(rest).toEqual([]);

    // Nothing was paid.
    const after = await invoiceRow(page, third);
    expect(await after.locator('[data-column="amountDue"]').textContent()).toBe(rand(third.total - CREDIT));
  });

  it("shows the day on the client's page: three invoices, its payments, what was paid, the credit and what is owed", async () => {
    await openClientPage(page);
    const rows = page.getByTestId('client-invoice-row');
    await poll(() => rows.count()).toBe(3);
    expect(await clientFigure(page, 'Invoices')).toBe('3');
    expect(await clientFigure(page, 'Invoiced')).toBe(rand(first.total + second.total + third.total));
    expect(await clientFigure(page, 'Paid')).toBe(rand(first.total + second.total + CREDIT));
    expect(await clientFigure(page, 'Owed')).toBe(rand(third.total - CREDIT));
    // The credit was spent on the third invoice: none is left, and the balance is what is owed.
    expect(await clientFigure(page, 'Credit')).toBe(rand(0));
    expect(await clientFigure(page, 'Balance')).toBe(rand(third.total - CREDIT));
    // The part payment, the payment over two invoices and the credit applied (newest first); not the refused one.
    const payments = page.getByTestId('client-payment-row');
    await poll(() => payments.count()).toBe(3);
    const applied = payments.first();
    expect(await applied.getAttribute('data-kind')).toBe('CREDIT');
    expect(await applied.locator('td').nth(1).textContent()).toBe('Credit applied');
    expect(await applied.locator('td').nth(3).textContent()).toBe(`${third.uniqueId}: ${rand(CREDIT)}`);
    expect(await payments.and(page.locator('[data-kind="RECEIPT"]')).locator('td').nth(4).textContent()).toBe(
      rand(CREDIT),
    );
    expect(await payments.and(page.locator('[data-kind="PAYMENT"]')).count()).toBe(1);
  });
});

describe('a new invoice as business.admin (type B)', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    base = baseUrl();
    browser = await launchBrowser();
    page = await openPage(browser);
    await signIn(page, 'business.admin');
    await page.waitForURL(/#\/(?!login)/);
  });
  afterAll(() => browser?.close());

  it('asks for no medical code on a product line or a free line', async () => {
    await page.goto(`${base}/#/commonFinancialInvoices`);
    await page.getByRole('button', { name: 'New invoice' }).click();
    await page.getByRole('heading', { name: 'New invoice' }).waitFor();
    const product = page.getByRole('combobox', { name: 'Product' });
    await product.locator('option').nth(1).waitFor({ state: 'attached' });
    await product.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Add product' }).click();
    await page.getByRole('button', { name: 'Add free line' }).click();
    const lines = page.getByTestId('invoice-line');
    await poll(() => lines.count()).toBe(2);
    await lines
      .nth(1)
      .getByLabel(/Description/)
      .waitFor();
    expect(await page.getByTestId('medical-codes').count()).toBe(0);
    for (const label of ['BHF code', 'NAPPI code', 'Modifier', 'ICD-10 code 1']) {
      expect(await page.getByLabel(label, { exact: true }).count()).toBe(0);
    }
  });
});
