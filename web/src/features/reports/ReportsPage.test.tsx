// @vitest-environment jsdom
import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../app/paths';
import { demoViewer } from '../../test/renderRoute';
import { SessionContext, type SessionContextValue } from '../session/SessionContext';
import { createSessionStore } from '../session/sessionStore';
import { ReportsAgedReceivablesQuery, ReportsPaymentsByTypeQuery, ReportsProfitAndLossQuery } from './reportQueries';
import { ReportsPage } from './ReportsPage';

import { showError } from '../../shared/toaster';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const amounts = (over: Record<string, unknown> = {}) => ({
  __typename: 'AgedAmounts',
  current: '0.00',
  days1To30: '0.00',
  days31To60: '700.00',
  days61To90: '0.00',
  days91To120: '0.00',
  over120: '0.00',
  total: '700.00',
  invoices: 1,
  ...over,
});

function renderReports(mocks: MockLink.MockedResponse[], at: string = paths.reports) {
  const store = createSessionStore(null);
  store.start({ accessToken: 'token-1', expiresAt: Date.now() + 3_600_000 });
  const viewer = demoViewer('health.admin');
  const session: SessionContextValue = { status: 'signedIn', viewer, ended: null, store, signOut: () => undefined };
  return {
    user: userEvent.setup(),
    ...render(
      <MockedProvider mocks={mocks} cache={new InMemoryCache()}>
        <SessionContext value={session}>
          <MemoryRouter initialEntries={[at]}>
            <Routes>
              <Route path={paths.reports} element={<ReportsPage />} />
            </Routes>
          </MemoryRouter>
        </SessionContext>
      </MockedProvider>,
    ),
    viewer,
  };
}

const todayIn = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());

describe('ReportsPage', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows the aged receivables as of today: a chart, a table per client with totals, and Download PDF', async () => {
    const viewer = demoViewer('health.admin');
    const asOf = todayIn(viewer.company.timeZone);
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: ReportsAgedReceivablesQuery, variables: { asOf } },
        result: {
          data: {
            agedReceivables: {
              __typename: 'AgedReceivables',
              asOf,
              currencySymbol: 'R',
              downloadPath: `/download/report/agedreceivables?asOf=${asOf}`,
              clients: [
                { __typename: 'AgedReceivablesClient', clientId: '7', name: 'Ada Lovelace', amounts: amounts() },
              ],
              totals: amounts(),
            },
          },
        },
      },
    ];
    renderReports(mocks);
    const table = await screen.findByRole('table', { name: 'Aged receivables per client' });
    const row = within(table).getByText('Ada Lovelace').closest('tr')!;
    expect(within(row).getAllByText(/700\.00/)).toHaveLength(2);
    expect(screen.getByRole('img', { name: /Owed by days past due/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });

  it('downloads the PDF and shows a failure toast when the download fails', async () => {
    const viewer = demoViewer('health.admin');
    const asOf = todayIn(viewer.company.timeZone);
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: ReportsAgedReceivablesQuery, variables: { asOf } },
        result: {
          data: {
            agedReceivables: {
              __typename: 'AgedReceivables',
              asOf,
              currencySymbol: 'R',
              downloadPath: `/download/report/agedreceivables?asOf=${asOf}`,
              clients: [],
              totals: amounts({ days31To60: '0.00', total: '0.00', invoices: 0 }),
            },
          },
        },
      },
    ];
    const fetchMock = vi.fn().mockResolvedValue(new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderReports(mocks);
    expect(await screen.findByText('Nothing is owed.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await vi.waitFor(() => expect(showError).toHaveBeenCalled());
    expect(String(vi.mocked(showError).mock.calls[0]![0])).toMatch(/^The report could not be downloaded\./);
    expect(String(fetchMock.mock.calls[0]![0])).toContain(`/download/report/agedreceivables?asOf=${asOf}`);
    vi.unstubAllGlobals();
  });

  it('opens the payments by type report from its tab, with every type and the month totals', async () => {
    const viewer = demoViewer('health.admin');
    const end = todayIn(viewer.company.timeZone);
    const start = `${end.slice(0, 4)}-01-01`;
    const types = [
      { type: 'B', label: 'Bank Transfer' },
      { type: 'A', label: 'Cash' },
    ];
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: ReportsPaymentsByTypeQuery, variables: { start, end } },
        result: {
          data: {
            paymentsByType: {
              __typename: 'PaymentsByType',
              start,
              end,
              currencySymbol: 'R',
              downloadPath: `/download/report/paymentsbytype?start=${start}&end=${end}`,
              months: [
                {
                  __typename: 'PaymentsByTypeMonth',
                  month: start,
                  total: '150.00',
                  types: [
                    { __typename: 'PaymentTypeAmount', type: 'B', amount: '100.00' },
                    { __typename: 'PaymentTypeAmount', type: 'A', amount: '50.00' },
                  ],
                },
              ],
              types: types.map((t, i) => ({
                __typename: 'PaymentTypeAmount',
                ...t,
                amount: i === 0 ? '100.00' : '50.00',
                count: 1,
              })),
              total: '150.00',
            },
          },
        },
      },
    ];
    renderReports(mocks, `${paths.reports}?report=payments`);
    const table = await screen.findByRole('table', { name: 'Payments received per month and type' });
    expect(within(table).getByText('Bank Transfer')).toBeTruthy();
    expect(within(table).getAllByText(/150\.00/)).toHaveLength(2);
    expect(screen.getByText(/Write-offs are not money received/)).toBeTruthy();
  });

  it('shows profit and loss per account and month with totals and net profit', async () => {
    const viewer = demoViewer('health.admin');
    const end = todayIn(viewer.company.timeZone);
    const start = `${end.slice(0, 4)}-01-01`;
    const month = start;
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: ReportsProfitAndLossQuery, variables: { start, end } },
        result: {
          data: {
            profitAndLoss: {
              __typename: 'ProfitAndLoss',
              start,
              end,
              currencySymbol: 'R',
              downloadPath: `/download/report/profitandloss?start=${start}&end=${end}`,
              months: [month],
              accounts: [
                {
                  __typename: 'ProfitAndLossAccount',
                  code: '4000',
                  name: 'Consultations',
                  kind: 'INCOME',
                  amounts: ['900.00'],
                  total: '900.00',
                },
                {
                  __typename: 'ProfitAndLossAccount',
                  code: '6000',
                  name: 'Rent',
                  kind: 'EXPENSE',
                  amounts: ['400.00'],
                  total: '400.00',
                },
              ],
              monthTotals: [
                { __typename: 'ProfitAndLossTotals', month, income: '900.00', expenses: '400.00', netProfit: '500.00' },
              ],
              totals: { __typename: 'ProfitAndLossTotals', income: '900.00', expenses: '400.00', netProfit: '500.00' },
            },
          },
        },
      },
    ];
    renderReports(mocks, `${paths.reports}?report=profit`);
    const table = await screen.findByRole('table', { name: 'Profit and loss by month and account' });
    expect(within(within(table).getByText('4000 Consultations').closest('tr')!).getAllByText(/900\.00/)).toHaveLength(
      2,
    );
    expect(within(within(table).getByText('6000 Rent').closest('tr')!).getAllByText(/400\.00/)).toHaveLength(2);
    expect(within(within(table).getByText('Net profit').closest('tr')!).getAllByText(/500\.00/)).toHaveLength(2);
    expect(screen.getByRole('img', { name: /Income, expenses and net profit per month/ })).toBeTruthy();
  });
});
