// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { renderFm } from './fmTestHarness';
import { reviewResponse, serverRow, stubUploads } from './importFixtures';
import { FmAccountRulesQuery } from './useAccountRules';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const IMPORT = '/commonFinancialManagement?tab=3';
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const totals = (testId: string) => cells(screen.getByTestId(testId));
const reviewRows = () => screen.queryAllByTestId('import-review-row');

/** Chooses a CSV in view 3 and reviews it; resolves on view 4 (the company is £, see fmTestHarness). */
async function review(answer: ReturnType<typeof reviewResponse>, mocks: MockLink.MockedResponse[] = []) {
  stubUploads({ body: answer });
  const rendered = renderFm(IMPORT, mocks);
  await rendered.user.upload(screen.getByLabelText('File'), new File(['x'], 'march.csv'));
  await rendered.user.click(screen.getByRole('button', { name: 'Review' }));
  // a page of 200 rows takes a while to render in jsdom
  await waitFor(() => expect(rendered.query().get('tab')).toBe('4'), { timeout: 10_000 });
  await screen.findByRole('heading', { name: 'Review Financial Transactions To Import' }, { timeout: 10_000 });
  return rendered;
}

describe('the review shows the money before it is stored (view 4)', () => {
  it("shows the file's totals and those of the rows kept, which follow inclusions and deletions", async () => {
    const { user } = await review(reviewResponse());
    expect(totals('import-file-totals')).toEqual(['3', '£ 100.00', '£ 13,399.00', '-£ 13,299.00']);
    // the duplicate (RENT, 12,500.00 out) is left out
    expect(totals('import-upload-totals')).toEqual(['2', '£ 100.00', '£ 899.00', '-£ 799.00']);

    await user.click(screen.getByLabelText('Upload row 2'));
    expect(totals('import-upload-totals')).toEqual(['3', '£ 100.00', '£ 13,399.00', '-£ 13,299.00']);

    await user.click(within(reviewRows()[0]!).getByRole('button', { name: 'Delete' }));
    await user.selectOptions(screen.getByLabelText('Confirm'), 'Y');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(totals('import-upload-totals')).toEqual(['2', '£ 100.00', '£ 12,500.00', '-£ 12,400.00']);
    // the file's own figures do not change
    expect(totals('import-file-totals')).toEqual(['3', '£ 100.00', '£ 13,399.00', '-£ 13,299.00']);

    await user.click(screen.getByLabelText('Upload row 3'));
    await user.click(screen.getByLabelText('Upload row 2'));
    expect(totals('import-upload-totals')).toEqual(['0', '£ 0.00', '£ 0.00', '£ 0.00']);
    expect(screen.getByRole('button', { name: 'Upload' }).hasAttribute('disabled')).toBe(true);
  });

  it('warns when the balances the file states do not add up', async () => {
    await review(
      reviewResponse({
        summary: {
          openingBalance: '1000.00',
          closingBalance: '500.00',
          expectedClosingBalance: '-12299.00',
          balanceMismatch: true,
        },
      }),
    );
    expect(screen.getByTestId('import-balances').textContent).toBe(
      'Opening balance £ 1,000.00 · Closing balance £ 500.00',
    );
    const warning = screen.getByTestId('import-mismatch');
    expect(warning.className).toContain('bp6-intent-warning');
    expect(warning.textContent).toContain(
      "Opening balance + rows = -£ 12,299.00, but the file's closing balance is £ 500.00: check the rows before you upload.",
    );
  });

  it('states the balances without a warning when they add up, and says how the file was read', async () => {
    await review(
      reviewResponse({
        summary: { openingBalance: '13399.00', closingBalance: '100.00', expectedClosingBalance: '100.00' },
        reading: {
          decimalMark: ',',
          dateOrderFrom: 'FILE',
          encoding: 'windows-1252',
          notes: ['2 lines above the header skipped'],
        },
      }),
    );
    expect(screen.getByTestId('import-balances').textContent).toBe(
      'Opening balance £ 13,399.00 · Closing balance £ 100.00',
    );
    expect(screen.queryByTestId('import-mismatch')).toBeNull();
    const reading = screen.getByTestId('import-reading');
    expect(reading.textContent).toContain(
      'Dates read as day/month/year (from the file) · decimal comma · money out is negative · encoding windows-1252',
    );
    expect(within(reading).getByRole('list', { name: 'Notes on the file' }).textContent).toBe(
      '2 lines above the header skipped',
    );
  });

  it('marks a row twice in the file', async () => {
    await review(
      reviewResponse({
        rows: [serverRow(1), serverRow(2, { duplicate: true, duplicateOf: 'FILE' })],
      }),
    );
    expect(cells(reviewRows()[1]!)[5]).toBe('ROW 2 twice in this file');
    expect(screen.getByLabelText<HTMLInputElement>('Upload row 2').checked).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>('Upload row 1').checked).toBe(true);
  });

  it('says which account rule gave a row its account, and which account was used before', async () => {
    const rule = {
      __typename: 'AccountRule',
      id: '7',
      position: 1,
      match: 'STARTS_WITH',
      text: 'VODA',
      direction: 'OUT',
      financialAccountCode: '6100',
      financialAccountName: 'Telephone',
    };
    await review(
      reviewResponse({
        rows: [
          serverRow(1, { description: 'VODACOM', financialAccountCode: '6100', ruleId: '7' }),
          serverRow(2, { description: 'WATER', financialAccountCode: '5200', suggestedAccountCode: '5200' }),
          serverRow(3, { description: 'OWN CODE', financialAccountCode: '5100', suggestedAccountCode: '6100' }),
        ],
      }),
      [{ request: { query: FmAccountRulesQuery }, result: { data: { accountRules: [rule] } } }],
    );
    const [byRule, usedBefore, own] = reviewRows();
    await waitFor(() =>
      expect(within(byRule!).getByText('by rule').closest('.fm-account-source')?.getAttribute('title')).toBe(
        'Description starts with "VODA", money out → 6100 – Telephone',
      ),
    );
    expect(cells(byRule!)[4]).toBe('6100 by rule');
    expect(cells(usedBefore!)[4]).toBe('5200 used before');
    expect(cells(own!)[4]).toBe('5100');
  });

  // 250 rows: two pages of 200 rows to render in jsdom, hence the room, and queries scoped to a part of the page
  // (a label query over the whole page reads every row's labels)
  it('gives one account to rows selected on different pages (200 rows a page)', { timeout: 60_000 }, async () => {
    const rows = Array.from({ length: 250 }, (_, i) => serverRow(i + 1));
    const { user } = await review(reviewResponse({ rows, summary: { count: 250 } }));
    const part = (selector: string) => within(document.querySelector<HTMLElement>(selector)!);
    const bulk = () => part('[data-testid="import-bulk-account"]');
    const pager = () => part('nav.folio-pager');
    const row = (index: number) => within(reviewRows()[index]!);
    const selectedCount = () => screen.getByTestId('import-selected').textContent;
    expect(reviewRows()).toHaveLength(200);
    await user.click(row(0).getByLabelText('Select row 1'));
    await user.click(pager().getByLabelText('Next page'));
    expect(reviewRows()).toHaveLength(50);
    await user.click(row(49).getByLabelText('Select row 250'));
    expect(selectedCount()).toBe('2 rows selected');

    const apply = () => bulk().getByRole('button', { name: 'Set account for selected' });
    expect(apply().hasAttribute('disabled')).toBe(true);
    await user.selectOptions(await bulk().findByLabelText(/Account for selected rows/), '6100');
    await user.click(apply());
    expect(selectedCount()).toBe('0 rows selected');
    expect(cells(reviewRows()[49]!)[4]).toBe('6100');
    expect(cells(reviewRows()[48]!)[4]).toBe('No account');
    await user.click(pager().getByLabelText('Previous page'));
    expect(cells(reviewRows()[0]!)[4]).toBe('6100');
    expect(cells(reviewRows()[1]!)[4]).toBe('No account');

    // a page at once, then every row
    await user.click(
      part('table[aria-label="Financial transactions to import"] thead').getByLabelText(
        'Select every row on this page',
      ),
    );
    expect(selectedCount()).toBe('200 rows selected');
    await user.click(bulk().getByRole('button', { name: 'Select all 250 rows' }));
    expect(selectedCount()).toBe('250 rows selected');
    await user.click(apply());
    expect(reviewRows().filter((r) => cells(r)[4] === 'No account')).toEqual([]);
    expect(screen.getByTestId('import-review-status').textContent).not.toContain('without an account');
  });
});
