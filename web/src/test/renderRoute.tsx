import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../app/router';
import { SessionContext, type SessionContextValue, type Viewer } from '../features/session/SessionContext';
import { createSessionStore } from '../features/session/sessionStore';

/** The demo users of DESIGN.md, as the session check returns them. */
export function demoViewer(username: 'health.admin' | 'folio.admin' | 'business.admin'): Viewer {
  const companies = {
    'health.admin': { name: 'Demo Health Practice', type: 'H', region: 'ZA', currencySymbol: 'R' },
    'folio.admin': { name: 'Demo Folio Studio', type: 'B', region: 'CA', currencySymbol: 'CAD' },
    'business.admin': { name: 'Demo Trading Ltd', type: 'B', region: 'UK', currencySymbol: '£' },
  } as const;
  const roles = {
    'health.admin': ['ROLE_ISOPRACTICE', 'ROLE_USER'],
    'folio.admin': ['ROLE_FOLIO', 'ROLE_USER'],
    'business.admin': ['ROLE_USER'],
  };
  const company = companies[username];
  return {
    user: { id: '1', username, firstName: 'Demo', lastName: 'Admin', roles: roles[username], companyId: '7' },
    company: {
      id: '7',
      ...company,
      timeZone: company.region === 'ZA' ? 'Africa/Johannesburg' : 'Europe/London',
      isHealth: company.type === 'H',
    },
    configuration: { rowsPerPage: 20 },
  };
}

/** An Apollo client whose requests never answer: pages that load data render their loading state. */
function pendingClient(): ApolloClient {
  return new ApolloClient({ link: new ApolloLink(() => new Observable(() => undefined)), cache: new InMemoryCache() });
}

/** Renders the app's real routes at a path for a signed-in viewer, waiting for lazy pages; returns the HTML. */
export async function renderRoute(path: string, viewer: Viewer): Promise<string> {
  const session: SessionContextValue = {
    status: 'signedIn',
    viewer,
    ended: null,
    store: createSessionStore(null),
    signOut: () => undefined,
  };
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const { prelude } = await prerender(
    <ApolloProvider client={pendingClient()}>
      <SessionContext value={session}>
        <RouterProvider router={router} />
      </SessionContext>
    </ApolloProvider>,
  );
  return new Response(prelude).text();
}
