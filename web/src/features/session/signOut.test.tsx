// @vitest-environment jsdom
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../../app/apolloClient';
import { demoViewer } from '../../test/renderRoute';
import { MainMenu } from '../layout/MainMenu';
import { createSessionStore } from './sessionStore';
import { SessionProvider } from './SessionProvider';
import { useSession } from './useSession';

const viewer = demoViewer('business.admin');
const VIEWER_ANSWER = {
  data: {
    viewer: {
      __typename: 'Viewer',
      user: { __typename: 'User', ...viewer.user },
      company: { __typename: 'Company', ...viewer.company },
      configuration: { __typename: 'UserConfiguration', ...viewer.configuration },
    },
  },
};

interface Sent {
  operationName: string;
  authorization: string | null;
}

/** The gateway as fetch sees it: answers the session check, and Logout as `logout` says. */
function stubGateway(logout: () => Promise<Response>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { operationName } = JSON.parse(init.body as string) as { operationName: string };
      sent.push({ operationName, authorization: new Headers(init.headers).get('authorization') });
      if (operationName === 'Logout') return logout();
      return Response.json(VIEWER_ANSWER);
    }),
  );
  return sent;
}

function SignedInMenu() {
  const { status } = useSession();
  return status === 'signedIn' ? <MainMenu /> : <p>signed out</p>;
}

function renderSignedIn() {
  const store = createSessionStore(null);
  store.start({ accessToken: 'token-1', expiresAt: Date.now() + 3_600_000 });
  render(
    <ApolloProvider client={createApolloClient(store)}>
      <SessionProvider store={store}>
        <MemoryRouter>
          <SignedInMenu />
        </MemoryRouter>
      </SessionProvider>
    </ApolloProvider>,
  );
  return store;
}

describe('Log out', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('ends the session on the server with the session’s token, then here', async () => {
    const sent = stubGateway(async () => Response.json({ data: { logout: true } }));
    const store = renderSignedIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));

    await screen.findByText('signed out');
    expect(sent).toContainEqual({ operationName: 'Logout', authorization: 'Bearer token-1' });
    expect(store.getSnapshot()).toEqual({ session: null, ended: { reason: 'logout' } });
  });

  it('signs out of this browser even when the server cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sent = stubGateway(() => Promise.reject(new TypeError('Failed to fetch')));
    const store = renderSignedIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(store.getAccessToken()).toBeNull());
    expect(sent.map((s) => s.operationName)).toContain('Logout');
    expect(store.getSnapshot().ended).toEqual({ reason: 'logout' });
  });
});
