/** Test helper: renders part of a screen for a signed-in ZA health company, with mocked GraphQL and the app cache policies. */
import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SessionContext, type SessionContextValue, type Viewer } from '../features/session/SessionContext';
import { createSessionStore } from '../features/session/sessionStore';
import { typePolicies } from '../app/typePolicies';

export const testViewer: Viewer = {
  user: {
    id: '1',
    username: 'health.admin',
    firstName: 'Demo',
    lastName: 'Admin',
    roles: ['ROLE_ISOPRACTICE', 'ROLE_USER'],
    companyId: '1',
  },
  company: {
    id: '1',
    name: 'Demo Health Practice',
    type: 'H',
    region: 'ZA',
    currencySymbol: 'R',
    timeZone: 'Africa/Johannesburg',
    isHealth: true,
  },
  configuration: { rowsPerPage: 20 },
};

export function renderWithProviders(
  ui: ReactElement,
  {
    mocks = [],
    route = '/commonFinancialInvoices',
    viewer = testViewer,
  }: { mocks?: MockLink.MockedResponse[]; route?: string; viewer?: Viewer } = {},
) {
  const store = createSessionStore(null);
  store.start({ accessToken: 'token-1', expiresAt: Date.now() + 3_600_000 });
  const session: SessionContextValue = {
    status: 'signedIn',
    viewer,
    ended: null,
    store,
    signOut: () => undefined,
  };
  const cache = new InMemoryCache({ typePolicies });
  const rendered = render(
    <MockedProvider mocks={mocks} cache={cache}>
      <SessionContext value={session}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </SessionContext>
    </MockedProvider>,
  );
  return { ...rendered, cache, store };
}
