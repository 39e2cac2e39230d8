// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showSuccess } from '../../shared/toaster';
import { renderFm, transaction, transactionsMock } from './fmTestHarness';
import { reviewResponse, stubUploads } from './importFixtures';
import { importedRange } from './importReview';
import { uploadNotice } from './uploadNotice';
import { FmImportTransactionsMutation } from './useImportFinancialTransactions';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const IMPORT = '/commonFinancialManagement?tab=3&start=2026-01-01&end=2026-02-01&type=E&account=5100';

describe('what was imported is visible', () => {
  it("covers the uploaded rows' earliest and latest dates", () => {
    expect(
      importedRange([{ processed: '2026-03-09' }, { processed: '2026-02-28' }, { processed: '2026-03-01' }]),
    ).toEqual({ start: '2026-02-28', end: '2026-03-09' });
    expect(importedRange([{ processed: 'soon' }])).toBeNull();
  });

  it('says a replayed upload stored nothing a second time', () => {
    expect(uploadNotice({ ok: true, imported: 3, replayed: true, range: null }).text).toBe(
      'These 3 transactions were already stored by an earlier upload of this statement: nothing was stored a second time.',
    );
    expect(uploadNotice({ ok: true, imported: 1, replayed: false, range: null }).text).toBe('1 transaction imported.');
  });

  it('opens the list on the import, all types, whatever range, type and account it had', async () => {
    stubUploads({ body: reviewResponse() });
    const { user, query } = renderFm(IMPORT, [
      transactionsMock([transaction({ processed: '2026-03-02', financialAccountType: 'CA' })]),
      {
        request: { query: FmImportTransactionsMutation, variables: () => true },
        result: { data: { importFinancialTransactions: { __typename: 'ImportResult', imported: 2, replayed: true } } },
      },
    ]);
    await user.upload(screen.getByLabelText('File'), new File(['x'], 'march.csv'));
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await waitFor(() => expect(query().get('tab')).toBe('4'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(query().get('tab')).toBe('2'));
    // rows 1 and 3 (the duplicate, row 2, is left out): 2 and 4 March
    expect(query().toString()).toBe('tab=2&start=2026-03-02&end=2026-03-04&type=ALL');
    expect(showSuccess).toHaveBeenCalledWith('Imported financial transaction');
    expect(await screen.findByText(/were already stored by an earlier upload/)).toBeTruthy();
  });
});
