// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showError, showSuccess } from '../../shared/toaster';
import { accountsMock, renderFm, transaction, transactionsMock } from './fmTestHarness';
import { FmAccountRulesQuery } from './useAccountRules';
import { FmCreateAccountRuleMutation } from './useCreateAccountRule';
import { FmDeleteAccountRuleMutation } from './useDeleteAccountRule';
import { FmUpdateAccountRuleMutation } from './useUpdateAccountRule';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

const always = () => true;
const RULES_URL = '/commonFinancialManagement?tab=12&start=2026-01-01&end=2026-03-01';

type Rule = ReturnType<typeof rule>;
const rule = (id: string, position: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'AccountRule' as const,
  id,
  position,
  match: 'CONTAINS' as const,
  text: `text ${id}`,
  direction: 'EITHER' as const,
  financialAccountCode: '5100',
  financialAccountName: 'Rent',
  ...overrides,
});
const tesco = rule('1', 1, {
  match: 'STARTS_WITH',
  text: 'TESCO',
  direction: 'OUT',
  financialAccountCode: '6100',
  financialAccountName: 'Telephone',
});
const landlord = rule('2', 2, { text: 'Landlord' });

/** Answers the rules query with each list in turn (the last one from then on). */
function rulesMocks(...lists: Rule[][]): MockLink.MockedResponse[] {
  return lists.map((list, i) => ({
    request: { query: FmAccountRulesQuery },
    result: { data: { accountRules: list } },
    ...(i === lists.length - 1 ? { maxUsageCount: Number.POSITIVE_INFINITY } : {}),
  }));
}

function spy<T>(answer: T) {
  const calls: Record<string, unknown>[] = [];
  return {
    calls,
    result: (variables: Record<string, unknown>) => {
      calls.push(variables);
      return answer;
    },
  };
}

const sentences = () => screen.getAllByTestId('account-rule').map((card) => card.getAttribute('aria-label'));

describe('Account rules (view 12)', () => {
  it('lists the rules in the order they are tried, and moves one up', async () => {
    const updates = spy({ data: { updateAccountRule: { ...landlord, position: 1 } } });
    const { user } = renderFm(RULES_URL, [
      accountsMock(),
      ...rulesMocks(
        [tesco, landlord],
        [
          { ...landlord, position: 1 },
          { ...tesco, position: 2 },
        ],
      ),
      { request: { query: FmUpdateAccountRuleMutation, variables: always }, result: updates.result },
    ]);
    await screen.findAllByTestId('account-rule');
    expect(sentences()).toEqual([
      'Rule 1: Description starts with "TESCO", money out → 6100 – Telephone',
      'Rule 2: Description contains "Landlord", money in or out → 5100 – Rent',
    ]);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Move rule 1 up' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Move rule 2 down' }).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Move rule 2 up' }));
    await waitFor(() => expect(sentences()[0]).toMatch(/^Rule 1: Description contains "Landlord"/));
    expect(updates.calls).toEqual([
      {
        id: '2',
        input: { match: 'CONTAINS', text: 'Landlord', direction: 'EITHER', financialAccountCode: '5100', position: 1 },
      },
    ]);
    expect(showSuccess).toHaveBeenCalledWith('Saved account rule');
  });

  it('creates a rule with the account chosen from the chart, after checking the text', async () => {
    const vodacom = rule('3', 3, {
      text: 'Vodacom',
      direction: 'OUT',
      financialAccountCode: '6100',
      financialAccountName: 'Telephone',
    });
    const creates = spy({ data: { createAccountRule: vodacom } });
    const { user } = renderFm(RULES_URL, [
      accountsMock(),
      ...rulesMocks([tesco, landlord], [tesco, landlord, vodacom]),
      { request: { query: FmCreateAccountRuleMutation, variables: always }, result: creates.result },
    ]);
    await screen.findAllByTestId('account-rule');
    await user.click(screen.getByRole('button', { name: 'New rule' }));
    const form = screen.getByRole('form', { name: 'New rule' });
    await user.click(within(form).getByRole('button', { name: 'Save rule' }));
    expect(within(form).getByText('Enter the text the description contains or starts with.')).toBeTruthy();
    expect(creates.calls).toEqual([]);
    await user.type(within(form).getByLabelText(/Text/), '  Vodacom ');
    await user.selectOptions(within(form).getByLabelText('Money'), 'OUT');
    await user.selectOptions(within(form).getByLabelText(/Account/), '6100');
    await user.click(within(form).getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New rule' })).toBeNull());
    expect(creates.calls).toEqual([
      { input: { match: 'CONTAINS', text: 'Vodacom', direction: 'OUT', financialAccountCode: '6100' } },
    ]);
    expect(showSuccess).toHaveBeenCalledWith('Saved account rule');
    await waitFor(() => expect(sentences()).toHaveLength(3));
  });

  it('shows why a save failed, with the failure toast, and keeps what was typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderFm(RULES_URL, [
      accountsMock(),
      ...rulesMocks([tesco]),
      {
        request: { query: FmUpdateAccountRuleMutation, variables: always },
        result: {
          errors: [
            { message: 'financialAccountCode "5100" is not an account', extensions: { code: 'BAD_USER_INPUT' } },
          ],
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit rule 1' });
    const text = within(form).getByLabelText<HTMLInputElement>(/Text/);
    expect(text.value).toBe('TESCO');
    await user.clear(text);
    await user.type(text, 'TESCO STORES');
    await user.click(within(form).getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText('financialAccountCode "5100" is not an account')).toBeTruthy();
    expect(showError).toHaveBeenCalledWith('Failed to save account rule. Please try again.');
    expect(within(form).getByLabelText<HTMLInputElement>(/Text/).value).toBe('TESCO STORES');
  });

  it('deletes a rule only after Y', async () => {
    const deletes = spy({ data: { deleteAccountRule: { __typename: 'DeletedResult', id: '1' } } });
    const { user } = renderFm(RULES_URL, [
      accountsMock(),
      ...rulesMocks([tesco, landlord], [{ ...landlord, position: 1 }]),
      { request: { query: FmDeleteAccountRuleMutation, variables: always }, result: deletes.result },
    ]);
    const first = (await screen.findAllByTestId('account-rule'))[0]!;
    await user.click(within(first).getByRole('button', { name: 'Delete' }));
    await user.click(within(first).getByRole('button', { name: 'Delete' })); // confirmation still N
    expect(deletes.calls).toEqual([]);
    await user.click(within(screen.getAllByTestId('account-rule')[0]!).getByRole('button', { name: 'Delete' }));
    await user.selectOptions(screen.getByLabelText('Confirm'), 'Y');
    await user.click(within(screen.getAllByTestId('account-rule')[0]!).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sentences()).toHaveLength(1));
    expect(deletes.calls).toEqual([{ id: '1' }]);
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Deleted account rule'));
  });

  it('is reached from the list with "Account rules", and Back returns there', async () => {
    const { user, query } = renderFm('/commonFinancialManagement?tab=2&start=2026-01-01&end=2026-03-01', [
      accountsMock(),
      transactionsMock([transaction()]),
      ...rulesMocks([]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Account rules' }));
    await waitFor(() => expect(query().get('tab')).toBe('12'));
    expect(await screen.findByText('No account rules yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(query().get('tab')).toBe('2'));
    expect(query().get('start')).toBe('2026-01-01');
  });

  it('is reached from the import (view 3) too, and Back returns there', async () => {
    const { user, query } = renderFm('/commonFinancialManagement?tab=3', [accountsMock(), ...rulesMocks([tesco])]);
    await user.click(await screen.findByRole('button', { name: 'Account rules' }));
    await waitFor(() => expect(query().get('tab')).toBe('12'));
    await screen.findAllByTestId('account-rule');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(query().get('tab')).toBe('3'));
  });
});
