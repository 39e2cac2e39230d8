import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { LogoutMutation } from './logoutMutation';
import type { SessionStore } from './sessionStore';

/** How long signing out waits for the server before it ends the session in this browser anyway. */
export const LOGOUT_WAIT_MS = 3000;

/**
 * Signs out: asks the server to end the session (so the token is refused from now on, wherever a copy of it is),
 * then ends it here. The session ends here even when the server cannot be reached or does not answer in time: a
 * user who clicks Log out is signed out of this browser whatever happens.
 */
export function useLogout(store: SessionStore): () => Promise<void> {
  const [logout] = useMutation(LogoutMutation);
  return useCallback(async () => {
    const token = store.getAccessToken();
    if (!token) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([
        logout(),
        new Promise((resolve) => {
          timer = setTimeout(resolve, LOGOUT_WAIT_MS);
        }),
      ]);
    } catch (error) {
      console.warn('The server could not end the session; it ends in this browser', error);
    } finally {
      clearTimeout(timer);
      store.endIfCurrent(token, 'logout');
    }
  }, [store, logout]);
}
