// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showError } from '../../shared/toaster';
import { renderFm, transactionsMock } from './fmTestHarness';
import { CARD_MAPPING, reviewResponse, serverRow, stubUploads, uploadOf } from './importFixtures';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const IMPORT = '/commonFinancialManagement?tab=3&start=2026-01-01&end=2026-03-01';

/** The card statement as the reader first answers it: questions, no rows. */
const asked = reviewResponse({ fileName: 'card.csv', needsMapping: true, rows: [], csv: CARD_MAPPING });
/** … and once told that purchases are positive: the purchases as money out. */
const answered = reviewResponse({
  fileName: 'card.csv',
  rows: [
    serverRow(1, { processed: '2026-03-05', description: 'STARBUCKS', amount: '-5.50' }),
    serverRow(2, { processed: '2026-03-06', description: 'AMAZON', amount: '-45.99' }),
    serverRow(3, { processed: '2026-03-08', description: 'AUTOPAY PAYMENT - THANK YOU', amount: '200.00' }),
  ],
  summary: { count: 3, moneyIn: '200.00', moneyOut: '51.49', net: '148.51', duplicates: 0 },
  reading: { signConvention: 'CARD', dateOrder: 'MDY', dateOrderFrom: 'PROFILE' },
  csv: CARD_MAPPING,
});

const file = () => new File(['Date,Description,Amount\n'], 'card.csv', { type: 'text/csv' });
const select = (label: string | RegExp) => screen.getByLabelText<HTMLSelectElement>(label);

async function chooseAndReview(user: ReturnType<typeof renderFm>['user'], query: () => URLSearchParams) {
  await user.upload(screen.getByLabelText('File'), file());
  await user.click(screen.getByRole('button', { name: 'Review' }));
  await waitFor(() => expect(query().get('tab')).toBe('11'));
}

describe('the mapping step (view 11): a CSV file the reader is not sure of', () => {
  it("shows the reader's questions and the file's first rows, with every choice pre-filled from its proposal", async () => {
    stubUploads({ body: asked });
    const { user, query } = renderFm(IMPORT, []);
    await chooseAndReview(user, query);
    expect(query().toString()).toBe('tab=11&start=2026-01-01&end=2026-03-01');
    expect(screen.getByRole('heading', { name: "Map the statement's columns" })).toBeTruthy();
    expect(screen.getByTestId('mapping-questions').textContent).toContain('Are purchases positive here (money out)?');
    expect(select('Role of column 1 (Date)').value).toBe('date');
    expect(select('Role of column 2 (Description)').value).toBe('description');
    expect(select('Role of column 3 (Amount)').value).toBe('amount');
    expect(
      within(select('Role of column 3 (Amount)'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Date',
      'Value date',
      'Description',
      'Amount',
      'Money out',
      'Money in',
      'Direction flag',
      'Currency',
      'Reference',
      'Balance',
      'Account code',
      'Ignore',
    ]);
    expect(select('Rows to skip above the header').value).toBe('0');
    expect(select('First row is a header').value).toBe('Y');
    expect(select('Date order').value).toBe('MDY');
    expect(select('Decimal mark').value).toBe('.');
    expect(select('Sign convention').value).toBe('CARD');
    const preview = screen.getAllByTestId('mapping-preview-row');
    expect(preview.map((row) => row.dataset['place'] ?? '')).toEqual(['header', '', '', '']);
    expect(preview[3]!.textContent).toContain('AUTOPAY PAYMENT - THANK YOU');
  });

  it('sends the same file again with the choices as the layout, and reviews its rows', async () => {
    const fetchMock = stubUploads({ body: asked }, { body: answered });
    const { user, query } = renderFm(IMPORT, []);
    await chooseAndReview(user, query);
    await user.selectOptions(select('Role of column 2 (Description)'), 'reference');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    // a choice that cannot read the file is said, and nothing is sent
    expect(screen.getByText('Choose at least one Description column.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.selectOptions(select('Role of column 2 (Description)'), 'description');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await waitFor(() => expect(query().get('tab')).toBe('4'));
    const second = uploadOf(fetchMock, 1);
    expect(second.file.name).toBe('card.csv');
    expect(second.file.size).toBe(uploadOf(fetchMock, 0).file.size);
    expect(second.variables).toEqual({
      format: 'GENERIC_CSV',
      file: null,
      layout: {
        encoding: 'utf-8',
        delimiter: ',',
        skipRecords: 0,
        hasHeader: true,
        columns: { date: 0, description: [1], amount: 2 },
        dateOrder: 'MDY',
        decimalMark: '.',
        signConvention: 'CARD',
      },
    });
    // the purchases are money out
    const amounts = screen
      .getAllByTestId('import-review-row')
      .map((row) => within(row).getAllByRole('cell')[6]!.textContent);
    expect(amounts).toEqual(['-5.50', '-45.99', '200.00']);
    expect(screen.getByTestId('import-reading').textContent).toContain(
      'Dates read as month/day/year (as you chose) · decimal point · card statement: purchases are money out',
    );

    // the review can go back to the mapping, which shows what was used
    await user.click(screen.getByRole('button', { name: 'Map columns' }));
    expect(query().get('tab')).toBe('11');
    expect(select('Sign convention').value).toBe('CARD');
  });

  it('stays with the new questions when the choices still leave some, and says a refusal inline', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const again = reviewResponse({
      fileName: 'card.csv',
      needsMapping: true,
      rows: [],
      csv: {
        ...CARD_MAPPING,
        questions: [{ __typename: 'MappingQuestion', about: 'DATE_ORDER', message: 'The dates contradict each other' }],
      },
    });
    const refused = {
      data: null,
      errors: [{ message: 'Line 4: "AMAZON" is not an amount', extensions: { code: 'BAD_USER_INPUT' } }],
    };
    const fetchMock = stubUploads({ body: asked }, { body: again }, { body: refused });
    const { user, query } = renderFm(IMPORT, []);
    await chooseAndReview(user, query);
    await user.selectOptions(select('Sign convention'), 'SIGNED');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await waitFor(() => expect(screen.getByTestId('mapping-questions').textContent).toContain('contradict'));
    expect(query().get('tab')).toBe('11');
    expect(select('Sign convention').value).toBe('SIGNED');
    expect(uploadOf(fetchMock, 1).variables['layout']).toMatchObject({ signConvention: 'SIGNED' });

    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findByText('Line 4: "AMAZON" is not an amount')).toBeTruthy();
    expect(showError).toHaveBeenCalledWith('File upload NOT successful');
    expect(query().get('tab')).toBe('11');
  });

  it('Back keeps the file chosen; Cancel forgets it and goes to the list', async () => {
    const fetchMock = stubUploads({ body: asked });
    const { user, query } = renderFm(IMPORT, [transactionsMock([])]);
    await chooseAndReview(user, query);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(query().get('tab')).toBe('3');
    expect(screen.getByText('card.csv')).toBeTruthy();
    const review = screen.getByRole('button', { name: 'Review' });
    expect(review.hasAttribute('disabled')).toBe(false);
    await user.click(review);
    await waitFor(() => expect(query().get('tab')).toBe('11'));
    expect(uploadOf(fetchMock, 1).file.name).toBe('card.csv');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(query().get('tab')).toBe('2');
  });

  it('asks which values mean money out for a direction column', async () => {
    stubUploads({ body: asked });
    const { user, query } = renderFm(IMPORT, []);
    await chooseAndReview(user, query);
    await user.selectOptions(select('Sign convention'), 'FLAG');
    expect(screen.getByLabelText('Values meaning money out')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByText('Choose the Direction flag column.')).toBeTruthy();
    expect(screen.getByText('Say which values of the direction column mean money out.')).toBeTruthy();
  });
});
