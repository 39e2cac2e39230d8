import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore } from '../features/session/sessionStore';
import { SessionViewerQuery } from '../features/session/sessionViewer';
import { createApolloClient } from './apolloClient';

const UNAUTHENTICATED = {
  data: null,
  errors: [{ message: 'Session expired', extensions: { code: 'UNAUTHENTICATED' } }],
};
const FORBIDDEN = { data: null, errors: [{ message: 'No', extensions: { code: 'FORBIDDEN' } }] };

function answer(body: unknown, status = 200) {
  return vi.fn<typeof fetch>(async () =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
}

function setup(fetchMock: ReturnType<typeof answer>, token: string | null = 'token-1') {
  vi.stubGlobal('fetch', fetchMock);
  const store = createSessionStore(null);
  if (token) store.start({ accessToken: token, expiresAt: Date.now() + 60_000 });
  const client = createApolloClient(store);
  const headersOfCall = (n = 0) => new Headers(fetchMock.mock.calls[n]?.[1]?.headers);
  return { store, client, headersOfCall };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createApolloClient', () => {
  it('sends the bearer token and the CSRF preflight header to /graphql', async () => {
    const fetchMock = answer(UNAUTHENTICATED);
    const { client, headersOfCall } = setup(fetchMock);
    await client.query({ query: SessionViewerQuery }).catch(() => undefined);

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/graphql');
    expect(headersOfCall().get('authorization')).toBe('Bearer token-1');
    expect(headersOfCall().get('apollo-require-preflight')).toBe('true');
  });

  it('sends a new W3C traceparent with every operation', async () => {
    const fetchMock = answer(UNAUTHENTICATED);
    const { client, headersOfCall } = setup(fetchMock, null);
    await client.query({ query: SessionViewerQuery, fetchPolicy: 'network-only' }).catch(() => undefined);
    await client.query({ query: SessionViewerQuery, fetchPolicy: 'network-only' }).catch(() => undefined);
    const [first, second] = [headersOfCall(0).get('traceparent'), headersOfCall(1).get('traceparent')];
    expect(first).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(second).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(second!.slice(3, 35)).not.toBe(first!.slice(3, 35));
  });

  it('sends no authorization header without a session', async () => {
    const fetchMock = answer(UNAUTHENTICATED);
    const { client, headersOfCall } = setup(fetchMock, null);
    await client.query({ query: SessionViewerQuery }).catch(() => undefined);
    expect(headersOfCall().has('authorization')).toBe(false);
    expect(headersOfCall().get('apollo-require-preflight')).toBe('true');
  });

  it('ends the session when any operation fails with UNAUTHENTICATED', async () => {
    const { client, store } = setup(answer(UNAUTHENTICATED));
    await expect(client.query({ query: SessionViewerQuery })).rejects.toThrow('Session expired');
    expect(store.getSnapshot()).toEqual({ session: null, ended: { reason: 'unauthenticated' } });
  });

  it('ends the session on a bare HTTP 401 too', async () => {
    const { client, store } = setup(answer({ message: 'Unauthorized' }, 401));
    await expect(client.query({ query: SessionViewerQuery })).rejects.toThrow();
    expect(store.getAccessToken()).toBeNull();
  });

  it('keeps the session for other errors', async () => {
    const { client, store } = setup(answer(FORBIDDEN));
    await expect(client.query({ query: SessionViewerQuery })).rejects.toThrow('No');
    expect(store.getAccessToken()).toBe('token-1');
  });

  it('does not end a newer session when an old token is refused', async () => {
    let release: () => void = () => undefined;
    const fetchMock = vi.fn<typeof fetch>(
      () =>
        new Promise((resolve) => {
          release = () => resolve(new Response(JSON.stringify(UNAUTHENTICATED), { status: 200 }));
        }),
    );
    const { client, store } = setup(fetchMock, 'old');
    const pending = client.query({ query: SessionViewerQuery }).catch(() => undefined);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    store.start({ accessToken: 'new', expiresAt: Date.now() + 60_000 });
    release();
    await pending;
    expect(store.getAccessToken()).toBe('new');
  });
});
