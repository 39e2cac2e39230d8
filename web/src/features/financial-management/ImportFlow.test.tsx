// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showError, showSuccess } from '../../shared/toaster';
import { renderFm, transaction, transactionsMock } from './fmTestHarness';
import { reviewResponse, stubUploads, uploadOf } from './importFixtures';
import { FmImportTransactionsMutation } from './useImportFinancialTransactions';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const IMPORT = '/commonFinancialManagement?tab=3&start=2026-01-01&end=2026-03-01';

const csv = () => new File(['Date,Description,Amount\n'], 'march.csv', { type: 'text/csv' });
const reviewRows = () => screen.queryAllByTestId('import-review-row');
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

async function chooseAndReview(user: ReturnType<typeof renderFm>['user']) {
  const review = screen.getByRole('button', { name: 'Review' });
  expect(review.hasAttribute('disabled')).toBe(true);
  await user.upload(screen.getByLabelText('File'), csv());
  expect(review.hasAttribute('disabled')).toBe(false);
  await user.click(review);
}

describe('the import (views 3 to 6)', () => {
  it('offers the six input formats, 001 by default, and accepts the files each one reads', async () => {
    const { user } = renderFm(IMPORT, []);
    const format = screen.getByLabelText<HTMLSelectElement>('Input Format');
    expect(format.value).toBe('GENERIC_CSV');
    expect(
      within(format)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      '001 Generic (CSV)',
      '002 FNB bank statement (PDF)',
      '003 OFX / QFX',
      '004 QIF',
      '005 CAMT.053 (XML)',
      '006 MT940',
    ]);
    expect(screen.getByLabelText('File').getAttribute('accept')).toBe('.csv,.txt');
    await user.selectOptions(format, 'OFX');
    expect(screen.getByLabelText('File').getAttribute('accept')).toBe('.ofx,.qfx');
    await user.selectOptions(format, 'MT940');
    expect(screen.getByLabelText('File').getAttribute('accept')).toBe('.sta,.mt940,.txt');
  });

  it('reviews: the multipart request, suggested accounts, duplicates tagged and left out', async () => {
    const fetchMock = stubUploads({ body: reviewResponse() });
    const { user, query } = renderFm(IMPORT, []);
    await chooseAndReview(user);
    await waitFor(() => expect(query().get('tab')).toBe('4'));
    const sent = uploadOf(fetchMock, 0);
    expect(sent.headers['Authorization']).toBe('Bearer test-token');
    expect(sent.variables).toEqual({ format: 'GENERIC_CSV', file: null });
    expect(sent.file.name).toBe('march.csv');

    expect(screen.getByRole('heading', { name: 'Review Financial Transactions To Import' })).toBeTruthy();
    expect(reviewRows().map(cells)).toEqual([
      ['', '', '1', '2026-03-02', '6100 used before', 'VODACOM ', '-899.00', 'UpdateDelete'],
      ['', '', '2', '2026-03-03', '5100', 'RENT already stored', '-12,500.00', 'UpdateDelete'],
      ['', '', '3', '2026-03-04', 'No account', 'DEPOSIT ', '100.00', 'UpdateDelete'],
    ]);
    expect(reviewRows().map((row) => row.dataset['upload'])).toEqual(['true', 'false', 'true']);
    expect(screen.getByTestId('import-review-status').textContent).toMatch(
      /2 rows to upload\..* 1 row left out .* 1 row without an account/,
    );
  });

  it('updates a row locally (view 5), trimming the account code and the amount', async () => {
    stubUploads({ body: reviewResponse() });
    const { user, query } = renderFm(IMPORT, []);
    await chooseAndReview(user);
    await waitFor(() => expect(query().get('tab')).toBe('4'));
    await user.click(within(reviewRows()[2]!).getByRole('button', { name: 'Update' }));
    expect(query().get('tab')).toBe('5');
    expect(query().get('row')).toBe('3');
    await user.type(screen.getByLabelText(/Financial Account Code/), '  4000 ');
    const amount = screen.getByLabelText(/Amount/);
    await user.clear(amount);
    await user.type(amount, ' 150.5 ');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(query().get('tab')).toBe('4');
    expect(cells(reviewRows()[2]!).slice(4, 7)).toEqual(['4000', 'DEPOSIT ', '150.50']);
  });

  it('deletes a row on Y only (view 6), uploads what is kept, the duplicate once included, and lands on the list', async () => {
    stubUploads({ body: reviewResponse() });
    const imported: unknown[] = [];
    const { user, query } = renderFm(IMPORT, [
      transactionsMock([transaction()]),
      {
        request: { query: FmImportTransactionsMutation, variables: () => true },
        result: (variables) => {
          imported.push(variables);
          return {
            data: { importFinancialTransactions: { __typename: 'ImportResult', imported: 2, replayed: false } },
          };
        },
      },
    ]);
    await chooseAndReview(user);
    await waitFor(() => expect(query().get('tab')).toBe('4'));

    await user.click(within(reviewRows()[0]!).getByRole('button', { name: 'Delete' }));
    expect(query().get('tab')).toBe('6');
    expect(screen.getByLabelText<HTMLSelectElement>('Confirm').value).toBe('N');
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', true); // only Y proceeds
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(reviewRows()).toHaveLength(3);
    await user.click(within(reviewRows()[0]!).getByRole('button', { name: 'Delete' }));
    await user.selectOptions(screen.getByLabelText('Confirm'), 'Y');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(reviewRows().map((row) => row.dataset['rowId'])).toEqual(['2', '3']);

    await user.click(screen.getByLabelText('Upload row 2'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(query().get('tab')).toBe('2'));
    expect(imported).toEqual([
      {
        rows: [
          { processed: '2026-03-03', financialAccountCode: '5100', description: 'RENT', amount: '-12500.00' },
          { processed: '2026-03-04', financialAccountCode: '', description: 'DEPOSIT', amount: '100.00' },
        ],
        format: 'GENERIC_CSV',
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(showSuccess).toHaveBeenCalledWith('Imported financial transaction');
    expect(await screen.findByText('2 transactions imported.')).toBeTruthy();
    // the list opens on the uploaded rows' dates, all types (the March rows were outside the list's range)
    expect(query().toString()).toBe('tab=2&start=2026-03-03&end=2026-03-04&type=ALL');
  });

  it('checks an edited row before it changes the review', async () => {
    stubUploads({ body: reviewResponse() });
    const { user, query } = renderFm(IMPORT, []);
    await chooseAndReview(user);
    await waitFor(() => expect(query().get('tab')).toBe('4'));
    await user.click(within(reviewRows()[0]!).getByRole('button', { name: 'Update' }));
    await user.clear(screen.getByLabelText(/Description/));
    const amount = screen.getByLabelText(/Amount/);
    await user.clear(amount);
    await user.type(amount, '12.345');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByText('Description is required.')).toBeTruthy();
    expect(screen.getByText('Enter an amount with at most two decimals, e.g. 1234.50.')).toBeTruthy();
    expect(query().get('tab')).toBe('5');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cells(reviewRows()[0]!)[5]).toBe('VODACOM ');
  });

  it('goes to the list after a failed upload too, with the server reason', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubUploads({ body: reviewResponse() });
    const { user, query } = renderFm(IMPORT, [
      transactionsMock([]),
      {
        request: { query: FmImportTransactionsMutation, variables: () => true },
        result: { errors: [{ message: 'Row 2: account 6100 does not exist', extensions: { code: 'BAD_USER_INPUT' } }] },
      },
    ]);
    await chooseAndReview(user);
    await waitFor(() => expect(query().get('tab')).toBe('4'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(query().get('tab')).toBe('2'));
    expect(showError).toHaveBeenCalledWith('Failed to import financial transactions. Please try again.');
    expect(await screen.findByText('Nothing was imported: Row 2: account 6100 does not exist')).toBeTruthy();
  });

  it('Cancel in the review stores nothing and goes to the list', async () => {
    stubUploads({ body: reviewResponse() });
    const { user, query } = renderFm(IMPORT, [transactionsMock([])]);
    await chooseAndReview(user);
    await waitFor(() => expect(query().get('tab')).toBe('4'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(query().get('tab')).toBe('2');
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it('says "File upload NOT successful" and shows why when the file cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubUploads({
      body: {
        data: null,
        errors: [{ message: 'Line 3: the date "31/02/2026" is not a date', extensions: { code: 'BAD_USER_INPUT' } }],
      },
    });
    const { user, query } = renderFm(IMPORT, []);
    await chooseAndReview(user);
    await waitFor(() => expect(showError).toHaveBeenCalledWith('File upload NOT successful'));
    expect(await screen.findByText('Line 3: the date "31/02/2026" is not a date')).toBeTruthy();
    expect(query().get('tab')).toBe('3');
  });

  it('shows progress and disables the buttons while the file is read', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { user, query } = renderFm(IMPORT, [transactionsMock([])]);
    await chooseAndReview(user);
    expect(await screen.findByText('Uploading and reading march.csv…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Review' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    answer(new Response(JSON.stringify(reviewResponse())));
    await waitFor(() => expect(query().get('tab')).toBe('4'));
  });

  it('Cancel in view 3 goes to the list', async () => {
    const { user, query } = renderFm(IMPORT, [transactionsMock([])]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(query().get('tab')).toBe('2');
  });

  it('after a reload there is nothing to review or to map', () => {
    renderFm('/commonFinancialManagement?tab=4', []);
    expect(screen.getByText('There is nothing to review. Choose a file to import first.')).toBeTruthy();
    cleanup();
    renderFm('/commonFinancialManagement?tab=11', []);
    expect(screen.getByText('There is nothing to map. Choose a file to import first.')).toBeTruthy();
  });
});
