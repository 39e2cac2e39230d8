/**
 * Test helpers for the Financial Management screen (used by its *.test.tsx files only): renders the page at a URL
 * with a signed-in viewer and Apollo's MockedProvider, and builds answers as the gateway gives them (__typename).
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { AccountType } from '../../gql/graphql';
import { demoViewer } from '../../test/renderRoute';
import { SessionContext, type SessionContextValue } from '../session/SessionContext';
import { createSessionStore } from '../session/sessionStore';
import { FmAccountsQuery } from './accounts';
import { FinancialManagementPage } from './FinancialManagementPage';
import { FmTransactionsQuery } from './TransactionsView';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

/** Renders the page at `path`. The chart of accounts is answered unless `mocks` answers it first. */
export function renderFm(path: string, mocks: MockLink.MockedResponse[], token = 'test-token') {
  const store = createSessionStore(null);
  store.start({ accessToken: token, expiresAt: Date.now() + 3_600_000 });
  const session: SessionContextValue = {
    status: 'signedIn',
    viewer: demoViewer('business.admin'), // £, Europe/London
    ended: null,
    store,
    signOut: () => undefined,
  };
  const user = userEvent.setup();
  const result = render(
    <MockedProvider mocks={[...mocks, accountsMock()]}>
      <SessionContext value={session}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="/commonFinancialManagement"
              element={
                <>
                  <FinancialManagementPage />
                  <LocationProbe />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </SessionContext>
    </MockedProvider>,
  );
  /** The URL query as URLSearchParams. */
  const query = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');
  return { ...result, user, query };
}

export interface TransactionFixture {
  __typename: 'FinancialTransaction';
  id: string;
  processed: string;
  financialAccountCode: string;
  financialAccountName: string;
  financialAccountType: AccountType;
  status: string;
  description: string;
  debit: string;
  credit: string;
}

export function transaction(overrides: Partial<TransactionFixture> = {}): TransactionFixture {
  return {
    __typename: 'FinancialTransaction',
    id: '1',
    processed: '2026-03-05',
    financialAccountCode: '5100',
    financialAccountName: 'Rent',
    financialAccountType: 'E',
    status: 'A',
    description: 'OFFICE RENT MARCH',
    debit: '12500.00',
    credit: '0.00',
    ...overrides,
  };
}

export const ACCOUNTS = [
  { __typename: 'FinancialAccount', id: '11', code: '1000', name: 'Bank', type: 'CA', status: 'A' },
  { __typename: 'FinancialAccount', id: '51', code: '5100', name: 'Rent', type: 'E', status: 'A' },
  { __typename: 'FinancialAccount', id: '61', code: '6100', name: 'Telephone', type: 'E', status: 'A' },
] as const;

const always = () => true;

/** Answers every FmTransactions query with these rows (any variables, any number of times). */
export function transactionsMock(rows: TransactionFixture[], delay = 0): MockLink.MockedResponse {
  return {
    request: { query: FmTransactionsQuery, variables: always },
    result: { data: { financialTransactions: rows } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    delay,
  };
}

export function accountsMock(): MockLink.MockedResponse {
  return {
    request: { query: FmAccountsQuery },
    result: { data: { financialAccounts: ACCOUNTS } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
