// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showError, showSuccess } from '../../shared/toaster';
import { accountsMock, renderFm, transaction, transactionsMock } from './fmTestHarness';
import { FmTransactionQuery } from './transactionQuery';
import { FmTransactionsQuery } from './TransactionsView';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const LIST = '/commonFinancialManagement?tab=2&start=2026-01-01&end=2026-03-01';

const rows = [
  transaction({ id: '1', debit: '12500.00', description: 'OFFICE RENT MARCH' }),
  transaction({ id: '2', debit: '0.00', credit: '250.00', description: 'RENT REFUND', processed: '2026-02-01' }),
  transaction({
    id: '3',
    financialAccountCode: '5200',
    financialAccountName: 'Bank Charges',
    debit: '1234567.8',
    description: 'MONTHLY FEE',
    status: 'I',
  }),
];

const shownIds = () => screen.queryAllByTestId('transaction-row').map((row) => row.dataset['transactionId']);
const headers = () =>
  within(screen.getByRole('table', { name: 'Financial transactions' }))
    .getAllByRole('columnheader')
    .map((th) => th.textContent);

describe('the transactions list (view 2)', () => {
  it('shows the loading message, then the rows with the default columns', async () => {
    renderFm(LIST, [transactionsMock(rows, 30), accountsMock()]);
    expect(screen.getByText('Loading financial transactions. Please wait.')).toBeTruthy();
    await waitFor(() => expect(shownIds()).toEqual(['1', '2', '3']));
    expect(headers()).toEqual(['Type', 'Code', 'Name', 'Status', 'Description', 'Debit', 'Credit', 'Actions']);
    const third = screen.getAllByTestId('transaction-row')[2]!;
    expect(within(third).getByText('E Expenses')).toBeTruthy();
    expect(within(third).getByText('Inactive')).toBeTruthy();
    expect(within(third).getByText('1,234,567.80')).toBeTruthy();
    expect(within(screen.getAllByTestId('transaction-row')[0]!).getByText('Active')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Manage Financial Transactions' })).toBeTruthy();
  });

  it('says when there is nothing', async () => {
    renderFm(LIST, [transactionsMock([]), accountsMock()]);
    expect(await screen.findByText('No financial transactions found.')).toBeTruthy();
  });

  it('asks for E-type transactions of the default range, with a type selector that offers all types', async () => {
    const asked: unknown[] = [];
    const { user, query } = renderFm('/commonFinancialManagement?tab=2', [
      {
        request: { query: FmTransactionsQuery, variables: () => true },
        result: (variables) => {
          asked.push(variables);
          return { data: { financialTransactions: [] } };
        },
        maxUsageCount: 5,
      },
      accountsMock(),
    ]);
    await screen.findByText('No financial transactions found.');
    expect(asked[0]).toMatchObject({ type: 'E', accountCode: null, invoiceId: null });
    const range = asked[0] as { start: string; end: string };
    expect(range.start).toMatch(/^\d{4}-01-01$/);
    expect(range.end).toMatch(/^\d{4}-\d{2}-01$/);
    await user.selectOptions(screen.getByLabelText('Type'), 'All types');
    expect(query().get('type')).toBe('ALL');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ type: null }));
  });

  it('opens on an invoice given as the screen input', async () => {
    const asked: unknown[] = [];
    renderFm('/commonFinancialManagement?inputInvoiceId=77', [
      {
        request: { query: FmTransactionsQuery, variables: () => true },
        result: (variables) => {
          asked.push(variables);
          return { data: { financialTransactions: [transaction({ financialAccountType: 'I' })] } };
        },
      },
      accountsMock(),
    ]);
    await waitFor(() => expect(shownIds()).toEqual(['1']));
    expect(asked[0]).toMatchObject({ invoiceId: '77', type: null, start: '2000-01-01' });
    expect(screen.getByTestId('fm-scope-invoiceId').textContent).toBe('Invoice 77');
  });

  it('toasts "Loaded financial transactions" when Refresh is pressed, not on the first load', async () => {
    const { user } = renderFm(LIST, [transactionsMock(rows), accountsMock()]);
    await waitFor(() => expect(shownIds()).toHaveLength(3));
    expect(showSuccess).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Loaded financial transactions'));
    expect(showSuccess).toHaveBeenCalledTimes(1);
    expect(showError).not.toHaveBeenCalled();
  });

  it('filters by Debit or Credit, one at a time', async () => {
    const { user } = renderFm(LIST, [transactionsMock(rows), accountsMock()]);
    await waitFor(() => expect(shownIds()).toHaveLength(3));
    const debit = screen.getByRole('button', { name: 'Debit' });
    const credit = screen.getByRole('button', { name: 'Credit' });
    await user.click(debit);
    await waitFor(() => expect(shownIds()).toEqual(['1', '3']));
    expect(debit.getAttribute('aria-pressed')).toBe('true');
    await user.click(credit);
    await waitFor(() => expect(shownIds()).toEqual(['2']));
    expect(debit.getAttribute('aria-pressed')).toBe('false');
    expect(credit.getAttribute('aria-pressed')).toBe('true');
  });

  it('searches by keyword, filters by contains and by start-with, and clears the search', async () => {
    const { user } = renderFm(LIST, [transactionsMock(rows), accountsMock()]);
    await waitFor(() => expect(shownIds()).toHaveLength(3));
    await user.type(screen.getByRole('searchbox', { name: 'Keyword search' }), 'rent');
    await waitFor(() => expect(shownIds()).toEqual(['1', '2']));
    await user.type(screen.getByLabelText('Description starts with'), 'rent');
    await waitFor(() => expect(shownIds()).toEqual(['2']));
    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    await waitFor(() => expect(shownIds()).toEqual(['1', '2', '3']));
    await user.type(screen.getByRole('searchbox', { name: 'Global filter' }), '1,234,567');
    await waitFor(() => expect(shownIds()).toEqual(['3']));
    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    await user.type(screen.getByLabelText('Code starts with'), '52');
    await waitFor(() => expect(shownIds()).toEqual(['3']));
    await user.clear(screen.getByLabelText('Code starts with'));
    await user.type(screen.getByLabelText('Processed starts with'), '2026-02');
    await waitFor(() => expect(shownIds()).toEqual(['2']));
    await user.clear(screen.getByLabelText('Processed starts with'));
    await user.type(screen.getByLabelText('Name starts with'), 'bank');
    await waitFor(() => expect(shownIds()).toEqual(['3']));
  });

  it('chooses columns', async () => {
    const { user } = renderFm(LIST, [transactionsMock(rows), accountsMock()]);
    await waitFor(() => expect(shownIds()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Name' }));
    await user.click(screen.getByRole('checkbox', { name: 'ID' }));
    expect(headers()).toEqual(['ID', 'Type', 'Code', 'Status', 'Description', 'Debit', 'Credit', 'Actions']);
  });

  it('moves a column by dragging its header onto another, or with Alt+Arrow', async () => {
    renderFm(LIST, [transactionsMock(rows), accountsMock()]);
    await waitFor(() => expect(shownIds()).toHaveLength(3));
    const th = (name: string) => screen.getByRole('columnheader', { name });
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      effectAllowed: '',
      dropEffect: '',
    };
    fireEvent.dragStart(th('Credit'), { dataTransfer });
    fireEvent.dragOver(th('Type'), { dataTransfer });
    fireEvent.drop(th('Type'), { dataTransfer });
    expect(headers()).toEqual(['Credit', 'Type', 'Code', 'Name', 'Status', 'Description', 'Debit', 'Actions']);
    fireEvent.keyDown(th('Credit'), { key: 'ArrowRight', altKey: true });
    expect(headers().slice(0, 2)).toEqual(['Type', 'Credit']);
  });

  it('pages 100 rows at a time, with sizes 10, 20, 50, 100', async () => {
    const many = Array.from({ length: 105 }, (_, i) => transaction({ id: String(i + 1) }));
    const { user } = renderFm(LIST, [transactionsMock(many), accountsMock()]);
    await waitFor(() => expect(shownIds()).toHaveLength(100));
    const size = screen.getByLabelText('Rows per page');
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '20', '50', '100']);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(shownIds()).toEqual(['101', '102', '103', '104', '105']);
    await user.selectOptions(size, '20');
    expect(shownIds()).toHaveLength(20);
  });

  it('opens Update (7) and Delete (8) for a row, and New (9), Recode (10), Import (3) and Home (1)', async () => {
    const { user, query } = renderFm(LIST, [
      transactionsMock(rows),
      accountsMock(),
      {
        request: { query: FmTransactionQuery, variables: { id: '2' } },
        result: { data: { financialTransaction: rows[1] } },
      },
    ]);
    await waitFor(() => expect(shownIds()).toHaveLength(3));
    const second = screen.getAllByTestId('transaction-row')[1]!;
    await user.click(within(second).getByRole('button', { name: 'Update' }));
    expect(Object.fromEntries(query())).toEqual({ tab: '7', start: '2026-01-01', end: '2026-03-01', id: '2' });
    expect(await screen.findByDisplayValue('RENT REFUND')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(query().get('tab')).toBe('2'));
    await waitFor(() => expect(shownIds()).toHaveLength(3));
    await user.click(within(screen.getAllByTestId('transaction-row')[0]!).getByRole('button', { name: 'Delete' }));
    expect(query().get('tab')).toBe('8');
    expect(query().get('id')).toBe('1');
  });

  it.each([
    ['New Transaction', '9'],
    ['Recode Transactions', '10'],
    ['Import', '3'],
    ['Back to Home', '1'],
  ])('%s opens view %s', async (button, tab) => {
    const { user, query } = renderFm(LIST, [transactionsMock(rows), accountsMock()]);
    await waitFor(() => expect(shownIds()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: button }));
    expect(query().get('tab')).toBe(tab);
  });

  it('Restore to Original View resets the table and returns to the route default', async () => {
    const { user, query } = renderFm(LIST, [transactionsMock(rows), accountsMock()]);
    await waitFor(() => expect(shownIds()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Debit' }));
    await user.click(screen.getByRole('button', { name: 'Restore to Original View' }));
    expect(query().toString()).toBe('tab=1');
  });
});
