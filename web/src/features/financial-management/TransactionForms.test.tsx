// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayInZone } from '../../shared/dates';
import { showError, showSuccess } from '../../shared/toaster';
import { accountsMock, renderFm, transaction, transactionsMock } from './fmTestHarness';
import { FmTransactionQuery } from './transactionQuery';
import { FmCreateTransactionMutation } from './useCreateFinancialTransaction';
import { FmDeleteTransactionMutation } from './useDeleteFinancialTransaction';
import { FmUpdateTransactionMutation } from './useUpdateFinancialTransaction';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

const LIST_QUERY = 'start=2026-01-01&end=2026-03-01';
const today = todayInZone('Europe/London');

function spy<T>(data: T) {
  const calls: Record<string, unknown>[] = [];
  const result = (variables: Record<string, unknown>) => {
    calls.push(variables);
    return { data };
  };
  return { calls, result };
}

function graphQLFailure(message: string) {
  return { errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] };
}

const oneTransaction: MockLink.MockedResponse = {
  request: { query: FmTransactionQuery, variables: { id: '1' } },
  result: { data: { financialTransaction: transaction() } },
  maxUsageCount: 5,
};

describe('New Financial Transaction (view 9)', () => {
  it('creates with today and the first account by default, toasts the update text and returns to the list', async () => {
    const create = spy({ createFinancialTransaction: transaction({ id: '99' }) });
    const { user, query } = renderFm(`/commonFinancialManagement?tab=9&${LIST_QUERY}`, [
      accountsMock(),
      transactionsMock([transaction()]),
      { request: { query: FmCreateTransactionMutation, variables: () => true }, result: create.result },
    ]);
    const account = await screen.findByLabelText(/Financial Account Code/);
    expect((account as HTMLSelectElement).value).toBe('1000');
    expect(screen.getByLabelText<HTMLInputElement>(/Processed Date/).value).toBe(today);
    expect(screen.getByRole('option', { name: '5100 – Rent' })).toBeTruthy();
    await user.selectOptions(account, '5100');
    await user.type(screen.getByLabelText(/Description/), 'Office rent');
    await user.type(screen.getByLabelText('Debit'), ' 1,250.5 ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(query().get('tab')).toBe('2'));
    expect(create.calls).toEqual([
      {
        input: {
          processed: today,
          financialAccountCode: '5100',
          description: 'Office rent',
          debit: '1250.50',
          credit: '0.00',
        },
      },
    ]);
    expect(showSuccess).toHaveBeenCalledWith('Updated financial transaction');
    expect(query().toString()).toBe(`tab=2&${LIST_QUERY}`);
  });

  it('shows what is missing or wrong, next to the field, and sends nothing', async () => {
    const { user, query } = renderFm(`/commonFinancialManagement?tab=9&${LIST_QUERY}`, [accountsMock()]);
    await screen.findByLabelText(/Financial Account Code/);
    await user.type(screen.getByLabelText('Debit'), '10.123');
    await user.type(screen.getByLabelText('Credit'), '5');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('Description is required.')).toBeTruthy();
    expect(screen.getByText('Enter an amount with at most two decimals, e.g. 1234.50.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Debit'));
    await user.type(screen.getByLabelText('Debit'), '10');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('Enter a debit or a credit, not both.')).toBeTruthy();
    expect(query().get('tab')).toBe('9');
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it('refuses the blank account choice with a toast', async () => {
    const { user } = renderFm(`/commonFinancialManagement?tab=9&${LIST_QUERY}`, [accountsMock()]);
    const account = await screen.findByLabelText(/Financial Account Code/);
    await user.selectOptions(account, 'Select an account');
    expect(showError).toHaveBeenCalledWith('Please select a valid option.');
    expect((account as HTMLSelectElement).value).toBe('1000');
  });

  it('Cancel returns to the list without saving', async () => {
    const { user, query } = renderFm(`/commonFinancialManagement?tab=9&${LIST_QUERY}`, [
      accountsMock(),
      transactionsMock([]),
    ]);
    await screen.findByLabelText(/Financial Account Code/);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(query().toString()).toBe(`tab=2&${LIST_QUERY}`);
  });
});

describe('Update Financial Transaction (view 7)', () => {
  it('loads the transaction, saves the change and returns to the list', async () => {
    const update = spy({ updateFinancialTransaction: transaction({ description: 'RENT MARCH 2026' }) });
    const { user, query } = renderFm(`/commonFinancialManagement?tab=7&id=1&${LIST_QUERY}`, [
      oneTransaction,
      accountsMock(),
      transactionsMock([transaction()]),
      { request: { query: FmUpdateTransactionMutation, variables: () => true }, result: update.result },
    ]);
    const description = await screen.findByLabelText(/Description/);
    expect((description as HTMLInputElement).value).toBe('OFFICE RENT MARCH');
    expect(screen.getByLabelText<HTMLSelectElement>(/Financial Account Code/).value).toBe('5100');
    expect(screen.getByLabelText<HTMLInputElement>('Debit').value).toBe('12500.00');
    await user.clear(description);
    await user.type(description, 'RENT MARCH 2026');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(query().get('tab')).toBe('2'));
    expect(update.calls[0]).toEqual({
      id: '1',
      input: {
        processed: '2026-03-05',
        financialAccountCode: '5100',
        description: 'RENT MARCH 2026',
        debit: '12500.00',
        credit: '0.00',
      },
    });
    expect(showSuccess).toHaveBeenCalledWith('Updated financial transaction');
  });

  it('on failure toasts the fixed text, shows the server reason and stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, query } = renderFm(`/commonFinancialManagement?tab=7&id=1&${LIST_QUERY}`, [
      oneTransaction,
      accountsMock(),
      {
        request: { query: FmUpdateTransactionMutation, variables: () => true },
        result: graphQLFailure('Account 5100 is inactive'),
      },
    ]);
    await screen.findByLabelText(/Description/);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(showError).toHaveBeenCalledWith('Failed to update financial transaction. Please try again.'),
    );
    expect(await screen.findByText('Account 5100 is inactive')).toBeTruthy();
    expect(query().get('tab')).toBe('7');
  });
});

describe('Delete Financial Transaction (view 8)', () => {
  it('starts at N: Delete stays disabled and deletes nothing; Cancel returns to the list', async () => {
    const remove = spy({ deleteFinancialTransaction: { __typename: 'DeletedResult', id: '1' } });
    const { user, query } = renderFm(`/commonFinancialManagement?tab=8&id=1&${LIST_QUERY}`, [
      oneTransaction,
      transactionsMock([transaction()]),
      { request: { query: FmDeleteTransactionMutation, variables: { id: '1' } }, result: remove.result },
    ]);
    await screen.findByText('OFFICE RENT MARCH');
    const confirm = screen.getByLabelText<HTMLSelectElement>('Confirm');
    expect(confirm.value).toBe('N');
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveProperty('disabled', true);
    await user.click(button);
    expect(query().get('tab')).toBe('8');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(query().get('tab')).toBe('2');
    expect(remove.calls).toEqual([]);
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it('deletes with Y, toasts and returns to the list', async () => {
    const remove = spy({ deleteFinancialTransaction: { __typename: 'DeletedResult', id: '1' } });
    const { user, query } = renderFm(`/commonFinancialManagement?tab=8&id=1&${LIST_QUERY}`, [
      oneTransaction,
      transactionsMock([]),
      { request: { query: FmDeleteTransactionMutation, variables: { id: '1' } }, result: remove.result },
    ]);
    await screen.findByText('OFFICE RENT MARCH');
    await user.selectOptions(screen.getByLabelText('Confirm'), 'Y');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(query().get('tab')).toBe('2'));
    expect(remove.calls).toEqual([{ id: '1' }]);
    expect(showSuccess).toHaveBeenCalledWith('Deleted financial transaction');
  });

  it('toasts the failure text when the delete fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderFm(`/commonFinancialManagement?tab=8&id=1&${LIST_QUERY}`, [
      oneTransaction,
      {
        request: { query: FmDeleteTransactionMutation, variables: { id: '1' } },
        error: new TypeError('Failed to fetch'),
      },
    ]);
    await screen.findByText('OFFICE RENT MARCH');
    await user.selectOptions(screen.getByLabelText('Confirm'), 'Y');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(showError).toHaveBeenCalledWith('Failed to delete financial transaction. Please try again.'),
    );
  });
});
