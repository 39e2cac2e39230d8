// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showError, showSuccess } from '../../shared/toaster';
import { renderFm } from './fmTestHarness';
import { CARD_MAPPING, reviewResponse, serverRow, stubUploads } from './importFixtures';
import { profileNameFrom } from './SaveBankProfile';
import { FmSaveBankProfileMutation } from './useSaveBankProfile';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const IMPORT = '/commonFinancialManagement?tab=3&start=2026-01-01&end=2026-03-01';
const asked = reviewResponse({ fileName: 'card.csv', needsMapping: true, rows: [], csv: CARD_MAPPING });
const answered = reviewResponse({
  fileName: 'card.csv',
  rows: [serverRow(1, { processed: '2026-03-05', description: 'STARBUCKS', amount: '-5.50' })],
  csv: CARD_MAPPING,
});
const CARD_LAYOUT = {
  encoding: 'utf-8',
  delimiter: ',',
  skipRecords: 0,
  hasHeader: true,
  columns: { date: 0, description: [1], amount: 2 },
  dateOrder: 'MDY',
  decimalMark: '.',
  signConvention: 'CARD',
};

function saveMock(saved: unknown[], errors?: string) {
  return {
    request: { query: FmSaveBankProfileMutation, variables: () => true },
    result: (variables: unknown) => {
      saved.push(variables);
      return errors
        ? { errors: [{ message: errors, extensions: { code: 'BAD_USER_INPUT' } }] }
        : { data: { saveBankProfile: { __typename: 'BankProfile', id: 'p1', name: 'Amex card' } } };
    },
  };
}

async function toMapping(user: ReturnType<typeof renderFm>['user'], query: () => URLSearchParams) {
  await user.upload(screen.getByLabelText('File'), new File(['Date,Description,Amount\n'], 'card.csv'));
  await user.click(screen.getByRole('button', { name: 'Review' }));
  await waitFor(() => expect(query().get('tab')).toBe('11'));
}

describe('Save as bank profile', () => {
  it('names the profile after the file by default', () => {
    expect(profileNameFrom('amex-2026-03.csv')).toBe('amex-2026-03');
    expect(profileNameFrom('.csv')).toBe('.csv');
  });

  it('in the mapping step saves the fingerprint and the full layout chosen, and says so', async () => {
    stubUploads({ body: asked });
    const saved: unknown[] = [];
    const { user, query } = renderFm(IMPORT, [saveMock(saved)]);
    await toMapping(user, query);
    const name = screen.getByLabelText<HTMLInputElement>('Bank profile name');
    expect(name.value).toBe('card');
    await user.clear(name);
    await user.type(name, 'Amex card');
    await user.click(screen.getByRole('button', { name: 'Save as bank profile' }));
    expect(await screen.findByText(/Saved: the next statement of this bank is read with it/)).toBeTruthy();
    expect(saved).toEqual([
      { input: { name: 'Amex card', fingerprint: CARD_MAPPING.fingerprint, layout: CARD_LAYOUT } },
    ]);
    expect(showSuccess).toHaveBeenCalledWith('Saved bank profile');
  });

  it("shows the server's reason inline when it refuses", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubUploads({ body: asked });
    const { user, query } = renderFm(IMPORT, [saveMock([], 'A bank profile named card exists already')]);
    await toMapping(user, query);
    await user.click(screen.getByRole('button', { name: 'Save as bank profile' }));
    expect(await screen.findByText('A bank profile named card exists already')).toBeTruthy();
    expect(showError).toHaveBeenCalledWith('Failed to save bank profile. Please try again.');
  });

  it('in the review after the mapping step saves the layout that was used', async () => {
    stubUploads({ body: asked }, { body: answered });
    const saved: unknown[] = [];
    const { user, query } = renderFm(IMPORT, [saveMock(saved)]);
    await toMapping(user, query);
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await waitFor(() => expect(query().get('tab')).toBe('4'));
    const panel = screen.getByTestId('save-bank-profile');
    await user.click(within(panel).getByRole('button', { name: 'Save as bank profile' }));
    expect(await within(panel).findByText(/Saved: the next statement/)).toBeTruthy();
    expect(saved).toEqual([{ input: { name: 'card', fingerprint: CARD_MAPPING.fingerprint, layout: CARD_LAYOUT } }]);
  });

  it('the review names the profile a file was read with, and offers no saving without the mapping step', async () => {
    stubUploads({
      body: reviewResponse({
        fileName: 'card.csv',
        csv: CARD_MAPPING,
        profile: { __typename: 'BankProfile', id: 'p1', name: 'Amex card' },
      }),
    });
    const { user, query } = renderFm(IMPORT, []);
    await user.upload(screen.getByLabelText('File'), new File(['x'], 'card.csv'));
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await waitFor(() => expect(query().get('tab')).toBe('4'));
    expect(screen.getByTestId('import-review-profile').textContent).toBe('Read with the bank profile Amex card');
    expect(screen.queryByTestId('save-bank-profile')).toBeNull();
  });
});
