import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { getFragmentData } from '../../gql';
import { errorMessage } from '../../shared/errorMessage';
import { SessionContext, type SessionContextValue, type SessionStatus } from './SessionContext';
import type { SessionStore } from './sessionStore';
import { SessionViewerFragment, SessionViewerQuery } from './sessionViewer';
import { useCacheReset } from './useCacheReset';
import { useLogout } from './useLogout';
import { useSessionExpiry } from './useSessionExpiry';
import { useSessionSync } from './useSessionSync';

export const MISSING_USER_MESSAGE = 'Your user account could not be loaded. Please sign in again.';

/**
 * Owns the session for the whole app. With a token it runs the viewer query (the session check); a failure or
 * a missing user ends the session, and so does the token's expiry. The route guard turns a signed-out state into
 * a redirect to #/login.
 */
export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  const { session, ended } = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const token = session?.accessToken ?? null;
  const { data, error } = useQuery(SessionViewerQuery, token ? { fetchPolicy: 'cache-first' } : skipToken);
  const viewer = token && data ? getFragmentData(SessionViewerFragment, data.viewer) : null;
  const hasUser = Boolean(viewer?.user?.id);

  useEffect(() => {
    if (!token || store.getAccessToken() !== token) return;
    if (error) {
      console.error('The session check failed', error);
      store.end('check-failed', errorMessage(error));
    } else if (viewer && !hasUser) {
      store.end('check-failed', MISSING_USER_MESSAGE);
    }
  }, [store, token, error, viewer, hasUser]);

  useSessionExpiry(store, session);
  useSessionSync(store);
  useCacheReset(token);
  const logout = useLogout(store);

  const status: SessionStatus = !token ? 'signedOut' : hasUser ? 'signedIn' : 'checking';
  const value = useMemo<SessionContextValue>(
    () => ({
      status,
      viewer: status === 'signedIn' ? viewer : null,
      ended,
      store,
      signOut: () => void logout(),
    }),
    [status, viewer, ended, store, logout],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}
