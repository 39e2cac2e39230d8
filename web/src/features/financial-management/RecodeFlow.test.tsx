// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayInZone } from '../../shared/dates';
import { showError, showSuccess } from '../../shared/toaster';
import { accountsMock, renderFm, transaction, transactionsMock } from './fmTestHarness';
import { FmLastRecodeQuery } from './LastRecodePanel';
import { FmRecodeTransactionsMutation } from './useRecodeFinancialTransactions';
import { FmRecodePreviewQuery } from './useRecodePreview';
import { FmUndoRecodeMutation } from './useUndoRecode';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

const LIST_QUERY = 'start=2026-01-01&end=2026-03-01';
const today = todayInZone('Europe/London');
const always = () => true;

function spy<T>(answer: T | ((variables: Record<string, unknown>) => T)) {
  const calls: Record<string, unknown>[] = [];
  const result = (variables: Record<string, unknown>) => {
    calls.push(variables);
    return typeof answer === 'function' ? (answer as (v: Record<string, unknown>) => T)(variables) : answer;
  };
  return { calls, result };
}

const failure = (message: string, code = 'BAD_USER_INPUT') => ({ errors: [{ message, extensions: { code } }] });

const recode = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Recode',
  id: '41',
  at: '2026-03-05T10:15:00Z',
  byRules: false,
  startDate: '2026-03-01',
  endDate: '2026-03-31',
  financialAccountCode: '6100',
  description: 'vodacom',
  changed: 3,
  undoneAt: null,
  username: 'business.admin',
  ...overrides,
});

const previewRow = (id: string, processed: string) => ({
  __typename: 'RecodePreviewRow',
  transaction: transaction({ id, processed, description: `VODACOM ${id}`, debit: '99.00' }),
  newFinancialAccountCode: '6100',
  newFinancialAccountName: 'Telephone',
});

const preview = (changed: number, rows: ReturnType<typeof previewRow>[]) => ({
  data: { recodePreview: { __typename: 'RecodePreview', changed, rows } },
});

function lastRecodeMock(lastRecode: ReturnType<typeof recode> | null): MockLink.MockedResponse {
  return {
    request: { query: FmLastRecodeQuery },
    result: { data: { lastRecode } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

describe('Recode Financial Transactions (view 10): preview, confirm, undo', () => {
  it('shows what a recode by description would change and recodes only when that is confirmed', async () => {
    const previews = spy(
      preview(3, [previewRow('7', '2026-03-02'), previewRow('8', '2026-03-09'), previewRow('9', '2026-03-16')]),
    );
    const recodes = spy({
      data: { recodeFinancialTransactions: { __typename: 'RecodeResult', changed: 3, recode: recode() } },
    });
    const { user, query } = renderFm(`/commonFinancialManagement?tab=10&${LIST_QUERY}`, [
      accountsMock(),
      lastRecodeMock(null),
      transactionsMock([transaction()]),
      { request: { query: FmRecodePreviewQuery, variables: always }, result: previews.result, maxUsageCount: 5 },
      { request: { query: FmRecodeTransactionsMutation, variables: always }, result: recodes.result },
    ]);
    const account = await screen.findByLabelText<HTMLSelectElement>(/Financial Account Code/);
    expect(account.value).toBe('1000');
    expect(screen.getByLabelText<HTMLInputElement>(/Start Date/).value).toBe(today);
    await user.click(screen.getByRole('button', { name: 'Recode' }));
    expect(screen.getByText('Partial Description To Search For is required.')).toBeTruthy();
    expect(previews.calls).toEqual([]);

    await user.selectOptions(account, '6100');
    await user.type(screen.getByLabelText(/Partial Description To Search For/), ' vodacom ');
    await user.click(screen.getByRole('button', { name: 'Recode' }));
    const input = { startDate: today, endDate: today, financialAccountCode: '6100', description: 'vodacom' };
    expect(await screen.findByText('3 transactions will be recoded.')).toBeTruthy();
    expect(previews.calls).toEqual([{ input }]);
    const rows = screen.getAllByTestId('recode-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('5100 Rent → 6100 Telephone')).toBeTruthy();
    expect(within(rows[0]!).getByText('Debit 99.00')).toBeTruthy();
    expect(recodes.calls).toEqual([]); // nothing changed by the preview
    expect(showSuccess).not.toHaveBeenCalled();

    // Change goes back to the form as it was; Recode previews again
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getByLabelText<HTMLInputElement>(/Partial Description To Search For/).value).toBe(' vodacom ');
    await user.click(screen.getByRole('button', { name: 'Recode' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm: recode 3 transactions' }));
    await waitFor(() => expect(query().get('tab')).toBe('2'));
    expect(recodes.calls).toEqual([{ input }]);
    expect(showSuccess).toHaveBeenCalledWith('Recoded financial transactions');
    expect(await screen.findByText('3 transactions recoded.')).toBeTruthy();
  });

  it('recodes by the account rules with the period only; nothing to change cannot be confirmed', async () => {
    const previews = spy(preview(0, []));
    const { user } = renderFm(`/commonFinancialManagement?tab=10&${LIST_QUERY}`, [
      accountsMock(),
      lastRecodeMock(null),
      { request: { query: FmRecodePreviewQuery, variables: always }, result: previews.result },
    ]);
    await screen.findByLabelText(/Financial Account Code/);
    await user.click(screen.getByRole('radio', { name: 'By the account rules' }));
    expect(screen.queryByLabelText(/Partial Description To Search For/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Recode' }));
    expect(await screen.findByText(/No transaction would change/)).toBeTruthy();
    expect(previews.calls).toEqual([{ input: { startDate: today, endDate: today, byRules: true } }]);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Confirm' }).disabled).toBe(true);
  });

  it('says why a preview failed, with the recode failure toast, and stays on the form', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, query } = renderFm(`/commonFinancialManagement?tab=10&${LIST_QUERY}`, [
      accountsMock(),
      lastRecodeMock(null),
      {
        request: { query: FmRecodePreviewQuery, variables: always },
        result: failure('The company has no account rules: add them under Account rules first', 'CONFLICT'),
      },
    ]);
    await screen.findByLabelText(/Financial Account Code/);
    await user.click(screen.getByRole('radio', { name: 'By the account rules' }));
    await user.click(screen.getByRole('button', { name: 'Recode' }));
    expect(
      await screen.findByText('The company has no account rules: add them under Account rules first'),
    ).toBeTruthy();
    expect(showError).toHaveBeenCalledWith('Failed to recode financial transactions. Please try again.');
    expect(query().get('tab')).toBe('10');
  });

  it('toasts the failure text and shows the server’s reason when the confirmed recode fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, query } = renderFm(`/commonFinancialManagement?tab=10&${LIST_QUERY}`, [
      accountsMock(),
      lastRecodeMock(null),
      {
        request: { query: FmRecodePreviewQuery, variables: always },
        result: preview(1, [previewRow('7', '2026-03-02')]),
      },
      {
        request: { query: FmRecodeTransactionsMutation, variables: always },
        result: failure('endDate must not be before the start date'),
      },
    ]);
    await screen.findByLabelText(/Financial Account Code/);
    await user.type(screen.getByLabelText(/Partial Description To Search For/), 'x');
    await user.click(screen.getByRole('button', { name: 'Recode' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm: recode 1 transaction' }));
    expect(await screen.findByText('endDate must not be before the start date')).toBeTruthy();
    expect(showError).toHaveBeenCalledWith('Failed to recode financial transactions. Please try again.');
    expect(query().get('tab')).toBe('10');
  });

  it('undoes the last recode after a second click, with the update toast', async () => {
    const undos = spy({
      data: {
        undoRecode: {
          __typename: 'UndoRecodeResult',
          restored: 3,
          recode: recode({ undoneAt: '2026-03-05T11:00:00Z' }),
        },
      },
    });
    const { user } = renderFm(`/commonFinancialManagement?tab=10&${LIST_QUERY}`, [
      accountsMock(),
      lastRecodeMock(recode()),
      { request: { query: FmUndoRecodeMutation, variables: always }, result: undos.result },
    ]);
    expect(
      await screen.findByText('3 transactions of 2026-03-01 … 2026-03-31 whose description contains "vodacom" to 6100'),
    ).toBeTruthy();
    expect(screen.getByText('By business.admin on 2026-03-05 10:15')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Undo last recode' }));
    expect(undos.calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    await user.click(screen.getByRole('button', { name: 'Undo last recode' }));
    await user.click(screen.getByRole('button', { name: 'Undo recode' }));
    expect(await screen.findByText('3 transactions back on their previous accounts.')).toBeTruthy();
    expect(undos.calls).toEqual([{ id: '41' }]);
    expect(showSuccess).toHaveBeenCalledWith('Updated financial transaction');
  });

  it('shows the server’s refusal of an undo (a row changed since) with the update failure toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reason =
      'The recode cannot be undone: of the 3 transactions it moved, changed since: 1 (#8). Nothing was changed.';
    const { user } = renderFm(`/commonFinancialManagement?tab=10&${LIST_QUERY}`, [
      accountsMock(),
      lastRecodeMock(recode()),
      { request: { query: FmUndoRecodeMutation, variables: always }, result: failure(reason, 'CONFLICT') },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Undo last recode' }));
    await user.click(screen.getByRole('button', { name: 'Undo recode' }));
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(showError).toHaveBeenCalledWith('Failed to update financial transaction. Please try again.');
    expect(screen.getByRole('button', { name: 'Undo last recode' })).toBeTruthy();
  });

  it('offers no undo for a recode that was undone', async () => {
    renderFm(`/commonFinancialManagement?tab=10&${LIST_QUERY}`, [
      accountsMock(),
      lastRecodeMock(recode({ byRules: true, undoneAt: '2026-03-05T11:00:00Z' })),
    ]);
    expect(await screen.findByText('3 transactions of 2026-03-01 … 2026-03-31 by the account rules')).toBeTruthy();
    expect(screen.getByText('By business.admin on 2026-03-05 10:15; undone on 2026-03-05 11:00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Undo last recode' })).toBeNull();
  });
});
