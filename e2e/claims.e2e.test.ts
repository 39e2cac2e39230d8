import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, signIn } from './browser.ts';

/**
 * The claims journey of issue 5 in Chromium: create a claim from an invoice (tab 9), submit it by EDI through the
 * sandbox clearing house, see it accepted, reverse it.
 */

/** Runs a GraphQL operation from the page, with the signed-in session's token. */
async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return page.evaluate<T, { query: string; variables: Record<string, unknown> }>(
    async ({ query, variables }) => {
      const session = JSON.parse(localStorage.getItem('folio.session') ?? '{}') as { accessToken?: string };
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'apollo-require-preflight': 'true',
          authorization: `Bearer ${session.accessToken ?? ''}`,
        },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as { data?: unknown; errors?: unknown };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data as T;
    },
    { query, variables },
  );
}

async function expectToast(page: Page, text: string): Promise<void> {
  await page.locator('.bp6-toast').filter({ hasText: text }).first().waitFor();
}

describe('claims', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await openPage(browser);
    await signIn(page, 'health.admin');
    await page.waitForURL(/#\/commonFinancialInvoices/);
  });
  afterAll(() => browser?.close());

  it('creates a claim from an invoice, submits it by EDI, sees it accepted and reverses it', async () => {
    // An insured patient whose membership number the sandbox accepts (not ending in 0), and a fully coded invoice.
    const { invoices } = await graphql<{
      invoices: { data: Array<{ client: { id: string; medicalAidNumber: string | null } }> };
    }>(page, '{ invoices(query: { size: 100 }) { data { client { id medicalAidNumber } } } }');
    const client = invoices.data.find(
      (i) => i.client.medicalAidNumber && !i.client.medicalAidNumber.endsWith('0'),
    )!.client;
    const { createInvoice } = await graphql<{ createInvoice: { id: string; uniqueId: string } }>(
      page,
      `
        mutation ($input: CreateInvoiceInput!) {
          createInvoice(input: $input) {
            id
            uniqueId
          }
        }
      `,
      {
        input: {
          clientId: client.id,
          description: 'E2E claim',
          components: [
            {
              description: 'Consultation',
              quantity: '1',
              unitCost: '640.00',
              bhfCode: '0190',
              diagnosisCode1: 'J06.9',
            },
            {
              description: 'Amoxicillin',
              quantity: '1',
              unitCost: '100.00',
              nappiCode: '700123001',
              diagnosisCode1: 'J06.9',
            },
          ],
        },
      },
    );

    // Tab 9: a blank method is refused, then D with Y creates the claim and the list comes back.
    await page.goto(page.url().replace(/#.*$/, `#/commonFinancialInvoices?tab=9&invoice=${createInvoice.id}`));
    await page.getByRole('heading', { name: `Create claim for invoice ${createInvoice.uniqueId}` }).waitFor();
    await page.getByLabel('Confirm').selectOption('Y');
    await page.getByRole('button', { name: 'Create Claim' }).click();
    await expectToast(page, 'Please select a valid option.');
    await page.getByLabel('Submission method').selectOption('D');
    await page.getByRole('button', { name: 'Create Claim' }).click();
    await expectToast(page, 'Created claim for invoice');
    await page.waitForURL(/#\/commonFinancialInvoices$/);

    // The claims screen lists it; open it and submit by EDI.
    await page.goto(page.url().replace(/#.*$/, '#/healthFinancialClaims'));
    await page.getByTestId('clearing-house').filter({ hasText: 'Sandbox clearing house' }).waitFor();
    // The list shows what the cache holds first (cache-and-network): wait for this invoice's claim.
    const row = page.getByTestId('claim-row').filter({ hasText: createInvoice.uniqueId });
    await row.getByRole('button', { name: 'Open' }).click();
    const detail = page.getByTestId('claim-detail');
    await detail.waitFor();
    expect(await detail.getByTestId('claim-lines').textContent()).toContain('700123001');
    await detail.getByRole('button', { name: 'Submit by EDI' }).click();
    await page.getByLabel('Confirm').selectOption('Y');
    await page.getByRole('button', { name: 'Submit by EDI' }).last().click();
    await expectToast(page, 'Submitted claim');
    await expect.poll(() => detail.getByTestId('claim-status').getAttribute('data-status')).toBe('A');
    expect(await detail.getByTestId('claim-benefit').textContent()).toBe('R 720.00');
    expect(await detail.getByTestId('claim-history').textContent()).toContain('Sandbox clearing house');

    // Reverse it.
    await detail.getByRole('button', { name: 'Reverse' }).first().click();
    await page.getByLabel('Confirm').selectOption('Y');
    await page.getByRole('button', { name: 'Reverse' }).last().click();
    await expectToast(page, 'Reversed claim');
    await expect.poll(() => detail.getByTestId('claim-status').getAttribute('data-status')).toBe('V');
  });
});
