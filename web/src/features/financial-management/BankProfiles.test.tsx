// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showSuccess } from '../../shared/toaster';
import { lastUsedText, profileReadsText } from './bankProfileText';
import { FmBankProfilesQuery } from './BankProfilesView';
import { renderFm } from './fmTestHarness';
import { FmDeleteBankProfileMutation } from './useDeleteBankProfile';
import { FmRenameBankProfileMutation } from './useRenameBankProfile';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

const IMPORT = '/commonFinancialManagement?tab=3&start=2026-01-01&end=2026-03-01';

const profile = (id: string, name: string, lastUsedAt: string | null) => ({
  __typename: 'BankProfile' as const,
  id,
  name,
  lastUsedAt,
  layout: {
    __typename: 'CsvLayout' as const,
    delimiter: ';',
    dateOrder: 'DMY' as const,
    decimalMark: ',',
    signConvention: 'SIGNED' as const,
  },
});

const profilesMock = () => ({
  request: { query: FmBankProfilesQuery },
  result: {
    data: { bankProfiles: [profile('p1', 'Sparkasse', '2026-03-04T10:15:00Z'), profile('p2', 'Amex card', null)] },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

async function openProfiles() {
  const rendered = renderFm(IMPORT, [profilesMock(), ...extra]);
  await rendered.user.click(screen.getByRole('button', { name: 'Bank profiles' }));
  await waitFor(() => expect(rendered.query().get('tab')).toBe('13'));
  await screen.findAllByTestId('bank-profile');
  return rendered;
}
let extra: Parameters<typeof renderFm>[1] = [];

describe('the bank profiles screen', () => {
  it('says what a profile reads and when it was last used', () => {
    expect(profileReadsText({ delimiter: '\t', dateOrder: 'MDY', decimalMark: '.', signConvention: 'CARD' })).toBe(
      'Tab-separated · dates month/day/year · decimal point · card statement: purchases are money out',
    );
    expect(lastUsedText(null)).toBe('Never used');
    expect(lastUsedText('2026-03-04T10:15:00Z', 'Europe/London')).toBe('Last used 4 Mar 2026, 10:15');
  });

  it('is reached from view 3 and lists the profiles; Back returns to view 3', async () => {
    extra = [];
    const { user, query } = await openProfiles();
    expect(query().toString()).toBe('tab=13&start=2026-01-01&end=2026-03-01');
    const cards = screen.getAllByTestId('bank-profile');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Sparkasse', 'Amex card']);
    expect(cards[0]!.textContent).toContain('Last used 4 Mar 2026, 10:15');
    expect(cards[0]!.textContent).toContain(
      'Semicolon-separated · dates day/month/year · decimal comma · money out is negative',
    );
    expect(cards[1]!.textContent).toContain('Never used');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(query().get('tab')).toBe('3');
  });

  it('renames a profile inline', async () => {
    const renamed: unknown[] = [];
    extra = [
      {
        request: { query: FmRenameBankProfileMutation, variables: () => true },
        result: (variables: unknown) => {
          renamed.push(variables);
          return { data: { renameBankProfile: { __typename: 'BankProfile', id: 'p2', name: 'Amex Gold' } } };
        },
      },
    ];
    const { user } = await openProfiles();
    const card = screen.getAllByTestId('bank-profile')[1]!;
    await user.click(within(card).getByRole('button', { name: 'Rename' }));
    const input = within(card).getByLabelText('New name');
    await user.clear(input);
    await user.type(input, 'Amex Gold');
    await user.click(within(card).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(within(card).getByRole('heading').textContent).toBe('Amex Gold'));
    expect(renamed).toEqual([{ id: 'p2', name: 'Amex Gold' }]);
    expect(showSuccess).toHaveBeenCalledWith('Renamed bank profile');
  });

  it('deletes only on Y; while N, Delete is disabled and keeps the profile', async () => {
    const deleted: unknown[] = [];
    extra = [
      {
        request: { query: FmDeleteBankProfileMutation, variables: () => true },
        result: (variables: unknown) => {
          deleted.push(variables);
          return { data: { deleteBankProfile: { __typename: 'DeletedResult', id: 'p1' } } };
        },
      },
    ];
    const { user } = await openProfiles();
    let card = screen.getAllByTestId('bank-profile')[0]!;
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    expect(within(card).getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', true); // N: only Y proceeds
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);
    expect(within(card).getByRole('button', { name: 'Rename' })).toBeTruthy();

    card = screen.getAllByTestId('bank-profile')[0]!;
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.selectOptions(within(card).getByLabelText('Confirm'), 'Y');
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('bank-profile')).toHaveLength(1));
    expect(deleted).toEqual([{ id: 'p1' }]);
    expect(showSuccess).toHaveBeenCalledWith('Deleted bank profile');
  });
});
