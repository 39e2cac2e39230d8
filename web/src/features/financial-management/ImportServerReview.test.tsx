// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderFm, transactionsMock } from './fmTestHarness';
import { MARCH_ROWS, reviewResponse, stubUploads, uploadOf } from './importFixtures';
import { FmImportReviewRowsQuery, FmStoreImportReviewMutation } from './useImportServerReview';
import { SERVER_REVIEW_BYTES } from './useReviewImport';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const IMPORT = '/commonFinancialManagement?tab=3&start=2026-01-01&end=2026-02-01';

const keptOnServer = () => {
  const answer = reviewResponse({ rows: MARCH_ROWS.slice(0, 1) });
  const review = answer.data.reviewFinancialTransactionImport;
  return {
    data: {
      reviewFinancialTransactionImport: {
        ...review,
        draft: { __typename: 'ImportReviewDraft', id: '9', pageRows: 100 },
      },
    },
  };
};

describe('a large statement reviewed on the server (decision 47)', () => {
  it('asks the server to keep a large file, pages its rows from the server and stores the review there', async () => {
    const fetchMock = stubUploads({ body: keptOnServer() });
    let stored: unknown = null;
    const { user, query } = renderFm(IMPORT, [
      {
        request: { query: FmImportReviewRowsQuery, variables: { reviewId: '9', offset: 0, limit: 200 } },
        result: {
          data: {
            importReviewRows: { __typename: 'ImportReviewRowPage', total: 3, offset: 0, rows: MARCH_ROWS },
          },
        },
      },
      {
        request: {
          query: FmStoreImportReviewMutation,
          variables: (variables: unknown) => {
            stored = variables;
            return true;
          },
        },
        result: { data: { storeImportReview: { __typename: 'ImportResult', imported: 2, replayed: false } } },
      },
      transactionsMock([]),
    ]);
    const big = new File([new Uint8Array(SERVER_REVIEW_BYTES + 1)], 'year.csv');
    await user.upload(screen.getByLabelText('File'), big);
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await waitFor(() => expect(query().get('tab')).toBe('4'));
    expect(uploadOf(fetchMock, 0).variables).toMatchObject({ format: 'GENERIC_CSV', keepOnServer: true });
    expect(await screen.findByText('RENT')).toBeTruthy();
    expect(screen.getByText('DEPOSIT')).toBeTruthy();
    expect(screen.getByTestId('import-review-status').textContent).toMatch(/reviewed on the server/);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(query().get('tab')).toBe('2'));
    expect(stored).toEqual({ reviewId: '9', accountCode: null });
  });

  it('sends a small file to be answered whole, as before', async () => {
    const fetchMock = stubUploads({ body: reviewResponse() });
    const { user, query } = renderFm(IMPORT, []);
    await user.upload(screen.getByLabelText('File'), new File(['x'], 'march.csv'));
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await waitFor(() => expect(query().get('tab')).toBe('4'));
    expect(uploadOf(fetchMock, 0).variables).not.toHaveProperty('keepOnServer');
  });
});
