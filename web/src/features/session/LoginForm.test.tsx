// @vitest-environment jsdom
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../../app/apolloClient';
import { LoginForm } from './LoginForm';
import { createSessionStore } from './sessionStore';
import { SessionProvider } from './SessionProvider';

/** The gateway as fetch sees it: every request gets `answer`. */
function stubGateway(answer: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
  );
}

async function signIn() {
  const store = createSessionStore(null);
  render(
    <ApolloProvider client={createApolloClient(store)}>
      <SessionProvider store={store}>
        <LoginForm />
      </SessionProvider>
    </ApolloProvider>,
  );
  await userEvent.type(screen.getByLabelText('Username'), 'health.admin');
  await userEvent.type(screen.getByLabelText('Password'), 'guess');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  return (await screen.findByTestId('login-error')).textContent;
}

describe('LoginForm after too many failed sign-ins', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the api’s lockout sentence, which says how long to wait', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const detail = 'Too many failed sign-ins; try again in 60 seconds';
    stubGateway(() =>
      Response.json({
        data: null,
        errors: [{ message: detail, extensions: { code: 'RATE_LIMITED', status: 429, retryAfter: 60 } }],
      }),
    );
    expect(await signIn()).toBe(detail);
  });

  it('shows the gateway’s own limit, answered with HTTP 429', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const message = 'Too many requests; try again in 42 seconds';
    stubGateway(() =>
      Response.json(
        { errors: [{ message, extensions: { code: 'RATE_LIMITED', retryAfter: 42 } }] },
        { status: 429, headers: { 'retry-after': '42' } },
      ),
    );
    expect(await signIn()).toBe(message);
  });
});
