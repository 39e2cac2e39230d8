// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderFm, transactionsMock } from './fmTestHarness';
import { draftOfFailure, screenPlace } from './importDraft';
import { reviewResponse, stubUploads } from './importFixtures';
import { reviewFromServer, type ServerReview } from './importReview';
import { FmImportTransactionsMutation } from './useImportFinancialTransactions';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));
const stored = vi.hoisted(() => new Map<string, unknown>());
vi.mock('idb-keyval', () => ({
  get: vi.fn((key: string) => Promise.resolve(stored.get(key))),
  set: vi.fn((key: string, value: unknown) => Promise.resolve(void stored.set(key, structuredClone(value)))),
  del: vi.fn((key: string) => Promise.resolve(void stored.delete(key))),
}));

afterEach(() => {
  cleanup();
  stored.clear();
  vi.clearAllMocks();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const IMPORT = '/commonFinancialManagement?tab=3&start=2026-01-01&end=2026-03-01';
const REFUSAL = {
  errors: [
    {
      message: 'Row 2: the amount is not a number',
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ field: 'rows[1].amount', message: 'The amount is not a number' }],
      },
    },
  ],
};

function importMock(result: object) {
  return { request: { query: FmImportTransactionsMutation, variables: () => true }, result };
}

async function reviewAndUpload(user: ReturnType<typeof renderFm>['user'], query: () => URLSearchParams) {
  await user.upload(screen.getByLabelText('File'), new File(['x'], 'march.csv'));
  await user.click(screen.getByRole('button', { name: 'Review' }));
  await waitFor(() => expect(query().get('tab')).toBe('4'));
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  await waitFor(() => expect(query().get('tab')).toBe('2'));
}

describe('a failed upload is kept as a draft', () => {
  it("maps the server's rows[i] to the row sent and its place on screen", () => {
    const review = reviewFromServer(reviewResponse().data.reviewFinancialTransactionImport as unknown as ServerReview);
    const draft = draftOfFailure(review, new Error('boom'));
    expect(draft.failingRow).toBeNull();
    expect(screenPlace(review, '3', 2)).toEqual({ number: 3, page: 2 });
  });

  it('is offered in view 3 and reopens in view 4 with the failing row pointed at', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubUploads({ body: reviewResponse() });
    const { user, query } = renderFm(IMPORT, [transactionsMock([]), importMock(REFUSAL)]);
    await reviewAndUpload(user, query);
    expect(await screen.findByText(/Nothing was imported: Row 2: the amount is not a number/)).toBeTruthy();
    expect(query().toString()).toBe('tab=2&start=2026-01-01&end=2026-03-01'); // spec §4: the list
    await waitFor(() => expect(stored.size).toBe(1));
    expect([...stored.keys()][0]).toMatch(/^folio:fm-import-draft:[^:]+:[^:]+$/);

    await user.click(screen.getByRole('button', { name: /Import/ }));
    await waitFor(() => expect(query().get('tab')).toBe('3'));
    const offer = await screen.findByTestId('import-draft');
    await user.click(
      within(offer).getByRole('button', {
        name: 'Reopen the draft (march.csv, 3 rows, failed: Row 2: the amount is not a number)',
      }),
    );
    expect(query().get('tab')).toBe('4');
    // rows[1] is the second row sent: the duplicate (ID 2) was left out, so it is ID 3
    const failing = screen.getAllByTestId('import-review-row').filter((row) => row.dataset['failing'] === 'true');
    expect(failing.map((row) => row.dataset['rowId'])).toEqual(['3']);
    expect(within(failing[0]!).getByText('The amount is not a number')).toBeTruthy();
    expect(screen.getByText('The upload failed at row ID 3 (page 1, amount): The amount is not a number')).toBeTruthy();
  });

  it('survives a reload (IndexedDB), can be discarded, and is dropped after a successful upload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubUploads({ body: reviewResponse() });
    const first = renderFm(IMPORT, [transactionsMock([]), importMock(REFUSAL)]);
    await reviewAndUpload(first.user, first.query);
    await waitFor(() => expect(stored.size).toBe(1));
    cleanup();

    const second = renderFm(IMPORT, []);
    const offer = await screen.findByTestId('import-draft');
    await second.user.click(within(offer).getByRole('button', { name: 'Discard the draft' }));
    expect(screen.queryByTestId('import-draft')).toBeNull();
    await waitFor(() => expect(stored.size).toBe(0));
    cleanup();

    const third = renderFm(IMPORT, [
      transactionsMock([]),
      importMock(REFUSAL),
      importMock({
        data: { importFinancialTransactions: { __typename: 'ImportResult', imported: 2, replayed: false } },
      }),
    ]);
    await reviewAndUpload(third.user, third.query);
    await waitFor(() => expect(stored.size).toBe(1));
    await third.user.click(screen.getByRole('button', { name: /Import/ }));
    await third.user.click(await screen.findByRole('button', { name: /Reopen the draft/ }));
    await third.user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(third.query().get('type')).toBe('ALL'));
    await waitFor(() => expect(stored.size).toBe(0));
  });
});
