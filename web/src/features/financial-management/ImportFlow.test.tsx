// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showError, showSuccess } from '../../shared/toaster';
import { renderFm, transaction, transactionsMock } from './fmTestHarness';
import { FmImportTransactionsMutation } from './useImportFinancialTransactions';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const IMPORT = '/commonFinancialManagement?tab=3&start=2026-01-01&end=2026-03-01';

const parsed = {
  data: {
    reviewFinancialTransactionImport: {
      __typename: 'ImportReview',
      format: 'GENERIC_CSV',
      fileName: 'march.csv',
      rows: [
        {
          __typename: 'ImportedTransaction',
          id: '1',
          line: 2,
          processed: '2026-03-02',
          financialAccountCode: '',
          description: 'VODACOM',
          amount: '-899.00',
          duplicate: false,
          suggestedAccountCode: '6100',
        },
        {
          __typename: 'ImportedTransaction',
          id: '2',
          line: 3,
          processed: '2026-03-03',
          financialAccountCode: '5100',
          description: 'RENT',
          amount: '-12500.00',
          duplicate: true,
          suggestedAccountCode: null,
        },
        {
          __typename: 'ImportedTransaction',
          id: '3',
          line: 4,
          processed: '2026-03-04',
          financialAccountCode: '',
          description: 'DEPOSIT',
          amount: '100.00',
          duplicate: false,
          suggestedAccountCode: null,
        },
      ],
    },
  },
};

function stubUpload(status: number, body: unknown) {
  const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

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
  it('offers the two input formats, 001 by default, and accepts .csv and .pdf', () => {
    renderFm(IMPORT, []);
    const format = screen.getByLabelText<HTMLSelectElement>('Input Format');
    expect(format.value).toBe('GENERIC_CSV');
    expect(
      within(format)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['001 Generic (CSV)', '002 FNB bank statement (PDF)']);
    expect(screen.getByLabelText('File').getAttribute('accept')).toBe('.csv,.pdf');
  });

  it('reviews, edits and deletes rows locally, then uploads what is left and lands on the list', async () => {
    const fetchMock = stubUpload(200, parsed);
    const imported: unknown[] = [];
    const { user, query } = renderFm(IMPORT, [
      transactionsMock([transaction()]),
      {
        request: { query: FmImportTransactionsMutation, variables: () => true },
        result: (variables) => {
          imported.push(variables);
          return { data: { importFinancialTransactions: { __typename: 'ImportResult', imported: 2 } } };
        },
      },
    ]);
    await chooseAndReview(user);

    // the multipart request
    await waitFor(() => expect(query().get('tab')).toBe('4'));
    const [, init] = fetchMock.mock.calls[0]!;
    expect((init?.headers as Record<string, string>)['Authorization']).toBe('Bearer test-token');
    const body = init?.body as FormData;
    expect(JSON.parse(body.get('operations') as string).variables).toEqual({ format: 'GENERIC_CSV', file: null });
    expect((body.get('0') as File).name).toBe('march.csv');

    // view 4: the suggested account fills an empty code; a duplicate is tagged
    expect(screen.getByRole('heading', { name: 'Review Financial Transactions To Import' })).toBeTruthy();
    expect(reviewRows().map(cells)).toEqual([
      ['1', '2026-03-02', '6100', 'VODACOM ', '-899.00', 'UpdateDelete'],
      ['2', '2026-03-03', '5100', 'RENT Duplicate', '-12,500.00', 'UpdateDelete'],
      ['3', '2026-03-04', 'No account', 'DEPOSIT ', '100.00', 'UpdateDelete'],
    ]);

    expect(screen.getByText(/1 row without an account/)).toBeTruthy();

    // view 5: update row 3 (trimmed)
    await user.click(within(reviewRows()[2]!).getByRole('button', { name: 'Update' }));
    expect(query().get('tab')).toBe('5');
    expect(query().get('row')).toBe('3');
    await user.type(screen.getByLabelText(/Financial Account Code/), '  4000 ');
    const amount = screen.getByLabelText(/Amount/);
    await user.clear(amount);
    await user.type(amount, ' 150.5 ');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(query().get('tab')).toBe('4');
    expect(cells(reviewRows()[2]!).slice(2, 5)).toEqual(['4000', 'DEPOSIT ', '150.50']);

    // view 6: N keeps the row, Y removes it
    await user.click(within(reviewRows()[1]!).getByRole('button', { name: 'Delete' }));
    expect(query().get('tab')).toBe('6');
    expect(screen.getByLabelText<HTMLSelectElement>('Confirm').value).toBe('N');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(reviewRows()).toHaveLength(3);
    await user.click(within(reviewRows()[1]!).getByRole('button', { name: 'Delete' }));
    await user.selectOptions(screen.getByLabelText('Confirm'), 'Y');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(reviewRows().map((row) => row.dataset['rowId'])).toEqual(['1', '3']);

    // Upload
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(query().get('tab')).toBe('2'));
    expect(imported).toEqual([
      {
        rows: [
          { processed: '2026-03-02', financialAccountCode: '6100', description: 'VODACOM', amount: '-899.00' },
          { processed: '2026-03-04', financialAccountCode: '4000', description: 'DEPOSIT', amount: '150.50' },
        ],
      },
    ]);
    expect(showSuccess).toHaveBeenCalledWith('Imported financial transaction');
    expect(await screen.findByText('2 transactions imported.')).toBeTruthy();
    expect(query().toString()).toBe('tab=2&start=2026-01-01&end=2026-03-01');
  });

  it('checks an edited row before it changes the review', async () => {
    stubUpload(200, parsed);
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
    expect(cells(reviewRows()[0]!)[3]).toBe('VODACOM ');
  });

  it('goes to the list after a failed upload too, with the server reason', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubUpload(200, parsed);
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
    stubUpload(200, parsed);
    const { user, query } = renderFm(IMPORT, [transactionsMock([])]);
    await chooseAndReview(user);
    await waitFor(() => expect(query().get('tab')).toBe('4'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(query().get('tab')).toBe('2');
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it('says "File upload NOT successful" and shows why when the file cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubUpload(200, {
      data: null,
      errors: [{ message: 'Line 3: the date "31/02/2026" is not a date', extensions: { code: 'BAD_USER_INPUT' } }],
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
    answer(new Response(JSON.stringify(parsed)));
    await waitFor(() => expect(query().get('tab')).toBe('4'));
  });

  it('Cancel in view 3 goes to the list', async () => {
    const { user, query } = renderFm(IMPORT, [transactionsMock([])]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(query().get('tab')).toBe('2');
  });

  it('after a reload there is nothing to review', () => {
    renderFm('/commonFinancialManagement?tab=4', []);
    expect(screen.getByText('There is nothing to review. Choose a file to import first.')).toBeTruthy();
  });
});
