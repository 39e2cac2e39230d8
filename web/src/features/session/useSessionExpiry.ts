import { useEffect } from 'react';
import type { SessionStore, StoredSession } from './sessionStore';

/** setTimeout fires at once for delays above 2^31-1 ms (about 24.8 days), so long waits are chained. */
const MAX_TIMEOUT_MS = 2_147_483_647;

/** Ends the session when its token expires. */
export function useSessionExpiry(store: SessionStore, session: StoredSession | null): void {
  useEffect(() => {
    if (!session) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const remaining = session.expiresAt - Date.now();
      if (remaining <= 0) store.endIfCurrent(session.accessToken, 'expired');
      else timer = setTimeout(check, Math.min(remaining, MAX_TIMEOUT_MS));
    };
    check();
    return () => clearTimeout(timer);
  }, [store, session]);
}
