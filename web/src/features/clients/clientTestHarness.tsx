/** Test helpers for the Clients screens (their *.test.tsx only). */
import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { paths } from '../../app/paths';
import { demoViewer } from '../../test/renderRoute';
import { typePolicies } from '../../app/typePolicies';
import { SessionContext, type SessionContextValue } from '../session/SessionContext';
import { createSessionStore } from '../session/sessionStore';

/** Renders `ui` at `path` (a route of the Clients screens) for health.admin (type H) or business.admin (type B). */
export function renderClients(
  ui: ReactElement,
  mocks: MockLink.MockedResponse[],
  {
    username = 'business.admin',
    rowsPerPage = 20,
    at = paths.clients,
    route = paths.clients,
  }: { username?: 'health.admin' | 'business.admin'; rowsPerPage?: number; at?: string; route?: string } = {},
) {
  const store = createSessionStore(null);
  store.start({ accessToken: 'token-1', expiresAt: Date.now() + 3_600_000 });
  const viewer = demoViewer(username);
  const session: SessionContextValue = {
    status: 'signedIn',
    viewer: { ...viewer, configuration: { ...viewer.configuration, rowsPerPage } },
    ended: null,
    store,
    signOut: () => undefined,
  };
  const user = userEvent.setup();
  const rendered = render(
    <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies })}>
      <SessionContext value={session}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path={route} element={ui} />
          </Routes>
        </MemoryRouter>
      </SessionContext>
    </MockedProvider>,
  );
  return { ...rendered, user };
}

export function clientRow(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ClientRecord',
    id: '7',
    firstName: 'Ada',
    lastName: 'Lovelace',
    name: 'Ada Lovelace',
    email: 'ada@example.test',
    phone: '021 555 0101',
    idNumber: null,
    dateOfBirth: '1985-12-10',
    medicalAidName: 'Discovery Health',
    medicalAidPlan: null,
    medicalAidNumber: 'DH-12345',
    dependantCode: null,
    address: null,
    active: true,
    ...overrides,
  };
}

export const clientPage = (clients: object[], total = clients.length, offset = 0, limit = 20) => ({
  clients: { __typename: 'ClientPage', total, offset, limit, clients },
});
