// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FmDashboardQuery } from './DashboardView';
import { accountsMock, renderFm, transaction, transactionsMock } from './fmTestHarness';
import { FmMonthlyFinancialsQuery } from './MonthlyChartPanel';
import { FmTasksQuery, OLDEST_TASKS } from '../tasks/TasksPanel';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const period = { start: '2026-01-01', end: '2026-03-31' };

function summary(profit: string) {
  return {
    __typename: 'FinancialSummary',
    start: period.start,
    end: period.end,
    income: '20000.00',
    expenses: '13444.90',
    profit,
    paymentsReceived: '15000.5',
    currencySymbol: '£',
    expenseAccounts: [
      {
        __typename: 'AccountAmount',
        financialAccountCode: '5100',
        financialAccountName: 'Rent',
        amount: '12500.00',
      },
      {
        __typename: 'AccountAmount',
        financialAccountCode: '5200',
        financialAccountName: 'Bank Charges',
        amount: '944.90',
      },
    ],
  };
}

const months = [
  { __typename: 'MonthlyFinancials', month: '2026-01-01', income: '8000.00', expenses: '4000.00', profit: '4000.00' },
  { __typename: 'MonthlyFinancials', month: '2026-02-01', income: '2000.00', expenses: '5000.00', profit: '-3000.00' },
  { __typename: 'MonthlyFinancials', month: '2026-03-01', income: '10000.00', expenses: '4444.90', profit: '5555.10' },
];

const tasks = {
  __typename: 'TaskList',
  total: 3,
  counts: [
    {
      __typename: 'TaskCount',
      kind: 'INVOICE_OVERDUE',
      state: 'TODO',
      count: 2,
      amount: '1500.00',
      screen: '/commonFinancialInvoices',
    },
    {
      __typename: 'TaskCount',
      kind: 'BILLING_RUN_INCOMPLETE',
      state: 'TODO',
      count: 1,
      amount: '480.00',
      screen: '/commonFinancialBillingRuns',
    },
  ],
  tasks: [
    {
      __typename: 'Task',
      id: 'BILLING_RUN_INCOMPLETE:7',
      kind: 'BILLING_RUN_INCOMPLETE',
      reference: 'BR-7',
      title: 'Billing run 2026-05-01 – 2026-05-31',
      detail: 'Stopped before its last invoice: run the same period again to finish it',
      amount: '480.00',
      since: '2026-02-01',
      screen: '/commonFinancialBillingRuns',
    },
  ],
};

function mocks(profit: string) {
  return [
    { request: { query: FmTasksQuery, variables: { limit: OLDEST_TASKS } }, result: { data: { financeTasks: tasks } } },
    {
      request: { query: FmDashboardQuery, variables: period },
      result: { data: { financialSummary: summary(profit) } },
    },
    {
      request: { query: FmMonthlyFinancialsQuery, variables: period },
      result: { data: { monthlyFinancials: months } },
    },
  ];
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the dashboard (view 1)', () => {
  it('shows income, expenses, profit and payments received with the company currency', async () => {
    renderFm('/commonFinancialManagement?tab=1&start=2026-01-01&end=2026-03-31', mocks('6555.10'));
    expect(await screen.findByTestId('fm-income')).toHaveProperty('textContent', '£ 20,000.00');
    expect(screen.getByTestId('fm-expenses').textContent).toBe('£ 13,444.90');
    expect(screen.getByTestId('fm-payments-received').textContent).toBe('£ 15,000.50');
    const profit = screen.getByTestId('profit');
    expect(profit.textContent).toBe('£ 6,555.10');
    expect(profit.dataset['sign']).toBe('positive');
    expect(profit.className).toContain('fm-profit-positive');
    expect(screen.getByRole('heading', { name: 'Manage Financials' })).toBeTruthy();
  });

  it('lists the finance tasks per kind and the oldest, each linking to its screen', async () => {
    renderFm('/commonFinancialManagement?start=2026-01-01&end=2026-03-31', mocks('1.00'));
    const counts = await screen.findAllByTestId('task-count');
    expect(counts.map((c) => c.dataset['kind'])).toEqual(['INVOICE_OVERDUE', 'BILLING_RUN_INCOMPLETE']);
    const overdue = within(counts[0]!).getByRole('link', { name: 'Overdue invoices to remind' });
    expect(overdue.getAttribute('href')).toBe('/commonFinancialInvoices');
    expect(within(counts[0]!).getByText('£ 1,500.00')).toBeTruthy();
    const [row] = screen.getAllByTestId('task-row');
    expect(within(row!).getByRole('link', { name: 'Billing runs to finish' }).getAttribute('href')).toBe(
      '/commonFinancialBillingRuns',
    );
    expect(within(row!).getByText(/BR-7: Stopped before its last invoice/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Tasks/ }).textContent).toContain('3');
  });

  it('shows a loss in red', async () => {
    renderFm('/commonFinancialManagement?start=2026-01-01&end=2026-03-31', mocks('-0.01'));
    const profit = await screen.findByTestId('profit');
    expect(profit.dataset['sign']).toBe('negative');
    expect(profit.className).toContain('fm-profit-negative');
    expect(profit.textContent).toBe('-£ 0.01');
  });

  it('counts zero profit as green', async () => {
    renderFm('/commonFinancialManagement?start=2026-01-01&end=2026-03-31', mocks('0.00'));
    expect((await screen.findByTestId('profit')).dataset['sign']).toBe('positive');
  });

  it('lists each expense account with a link to its transactions for the same period', async () => {
    renderFm('/commonFinancialManagement?start=2026-01-01&end=2026-03-31', mocks('1.00'));
    const rows = await screen.findAllByTestId('expense-account-row');
    expect(rows.map((row) => row.dataset['accountCode'])).toEqual(['5100', '5200']);
    expect(within(rows[0]!).getByText('Rent')).toBeTruthy();
    expect(within(rows[0]!).getByText('£ 12,500.00')).toBeTruthy();
    const link = within(rows[1]!).getByRole('link', { name: 'View transactions' });
    const search = new URLSearchParams(link.getAttribute('href')!.split('?')[1]);
    expect(Object.fromEntries(search)).toEqual({ tab: '2', start: '2026-01-01', end: '2026-03-31', account: '5200' });
  });

  it('goes to the list by the expense link', async () => {
    const { user, query } = renderFm('/commonFinancialManagement?start=2026-01-01&end=2026-03-31', [
      ...mocks('1.00'),
      transactionsMock([transaction()]),
      accountsMock(),
    ]);
    const rows = await screen.findAllByTestId('expense-account-row');
    await user.click(within(rows[0]!).getByRole('link', { name: 'View transactions' }));
    expect(query().get('tab')).toBe('2');
    expect(query().get('account')).toBe('5100');
    await waitFor(() => expect(screen.getByTestId('fm-scope-account').textContent).toBe('Account 5100 – Rent'));
  });

  it('draws the monthly chart with a title and a text alternative', async () => {
    renderFm('/commonFinancialManagement?start=2026-01-01&end=2026-03-31', mocks('1.00'));
    const chart = await screen.findByRole('img', { name: /Income, expenses and profit per month/ });
    expect(chart.querySelectorAll('rect')).toHaveLength(6);
    expect(chart.querySelector('desc')?.textContent).toContain(
      'Feb 2026: income £ 2,000.00, expenses £ 5,000.00, profit -£ 3,000.00.',
    );
  });

  it('offers the Financial Transactions, Help and Contact Support links', async () => {
    renderFm('/commonFinancialManagement?start=2026-01-01&end=2026-03-31', mocks('1.00'));
    await screen.findByTestId('fm-income');
    expect(screen.getByRole('link', { name: 'Financial Transactions' }).getAttribute('href')).toContain('tab=2');
    expect(screen.getByRole('link', { name: 'Help' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toBeTruthy();
  });

  it('applies a valid period at once and explains an invalid one', async () => {
    const feb = { start: '2026-01-01', end: '2026-02-28' };
    const { user, query } = renderFm('/commonFinancialManagement?start=2026-01-01&end=2026-03-31', [
      ...mocks('1.00'),
      { request: { query: FmDashboardQuery, variables: feb }, result: { data: { financialSummary: summary('2.00') } } },
      { request: { query: FmMonthlyFinancialsQuery, variables: feb }, result: { data: { monthlyFinancials: months } } },
    ]);
    await screen.findByTestId('fm-income');
    const end = screen.getByLabelText(/End Date/);
    await user.click(end);
    fireEvent.change(end, { target: { value: '2025-12-31' } });
    expect(await screen.findByText('The end date is before the start date.')).toBeTruthy();
    expect(query().get('end')).toBe('2026-03-31');
    fireEvent.change(end, { target: { value: '2026-02-28' } });
    await waitFor(() => expect(query().get('end')).toBe('2026-02-28'));
    await waitFor(() => expect(screen.getByTestId('profit').textContent).toBe('£ 2.00'));
  });

  it('only logs a loading error, and says so quietly instead of leaving the screen blank', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFm('/commonFinancialManagement?start=2026-01-01&end=2026-03-31', [
      { request: { query: FmDashboardQuery, variables: period }, error: new TypeError('Failed to fetch') },
      { request: { query: FmMonthlyFinancialsQuery, variables: period }, result: { data: { monthlyFinancials: [] } } },
    ]);
    expect(await screen.findByText(/The figures could not be loaded/)).toBeTruthy();
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: 'Manage Financials' })).toBeTruthy();
  });
});
