/** Test helper: renders a part of the new-invoice feature for a signed-in company of type H or B, mocked GraphQL. */
import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { typePolicies } from '../../app/typePolicies';
import { testViewer } from '../../shared/renderWithProviders';
import { SessionContext, type SessionContextValue, type Viewer } from '../session/SessionContext';
import { createSessionStore } from '../session/sessionStore';

export const businessViewer: Viewer = {
  ...testViewer,
  company: { ...testViewer.company, name: 'Demo Business', type: 'B', isHealth: false, currencySymbol: '$' },
};

export function renderAs(
  ui: ReactElement,
  { viewer = testViewer, mocks = [] }: { viewer?: Viewer; mocks?: MockLink.MockedResponse[] } = {},
) {
  const store = createSessionStore(null);
  store.start({ accessToken: 'token-1', expiresAt: Date.now() + 3_600_000 });
  const session: SessionContextValue = { status: 'signedIn', viewer, ended: null, store, signOut: () => undefined };
  return render(
    <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies })}>
      <SessionContext value={session}>
        <MemoryRouter initialEntries={['/commonFinancialInvoices?new=1']}>{ui}</MemoryRouter>
      </SessionContext>
    </MockedProvider>,
  );
}
