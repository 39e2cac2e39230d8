/**
 * The signed-in session: the access token and when it expires, kept in localStorage so it survives a reload.
 * A small external store (subscribe/getSnapshot for useSyncExternalStore) so that the Apollo links, which live
 * outside React, and the React tree read and end the same session.
 */

export interface StoredSession {
  accessToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** Why the last session ended; the login page explains it. */
export type SessionEndReason = 'logout' | 'expired' | 'unauthenticated' | 'check-failed';

export interface SessionSnapshot {
  session: StoredSession | null;
  ended: { reason: SessionEndReason; message?: string } | null;
}

export interface SessionStore {
  getSnapshot: () => SessionSnapshot;
  subscribe: (listener: () => void) => () => void;
  /** The token to send, or null. */
  getAccessToken: () => string | null;
  start: (session: StoredSession) => void;
  end: (reason: SessionEndReason, message?: string) => void;
  /** Ends the session only if it still uses this token (a late failure of an old token must not end a new session). */
  endIfCurrent: (accessToken: string | null | undefined, reason: SessionEndReason) => void;
  /** Re-reads storage, e.g. after another tab signed in or out. */
  reload: () => void;
}

export const SESSION_STORAGE_KEY = 'folio.session';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function createSessionStore(storage: KeyValueStorage | null, now: () => number = Date.now): SessionStore {
  const listeners = new Set<() => void>();
  let snapshot: SessionSnapshot = { session: read(), ended: null };

  function read(): StoredSession | null {
    try {
      const session = parseSession(storage?.getItem(SESSION_STORAGE_KEY) ?? null);
      if (session && session.expiresAt <= now()) {
        storage?.removeItem(SESSION_STORAGE_KEY);
        return null;
      }
      return session;
    } catch {
      return null; // storage disabled (private mode, policy): the session lives in memory only
    }
  }

  function write(session: StoredSession | null): void {
    try {
      if (session) storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
      else storage?.removeItem(SESSION_STORAGE_KEY);
    } catch {
      // see read()
    }
  }

  function publish(next: SessionSnapshot): void {
    snapshot = next;
    listeners.forEach((listener) => listener());
  }

  const store: SessionStore = {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getAccessToken: () => snapshot.session?.accessToken ?? null,
    start(session) {
      write(session);
      publish({ session, ended: null });
    },
    end(reason, message) {
      if (!snapshot.session) return;
      write(null);
      publish({ session: null, ended: message === undefined ? { reason } : { reason, message } });
    },
    endIfCurrent(accessToken, reason) {
      if (accessToken && accessToken === snapshot.session?.accessToken) store.end(reason);
    },
    reload() {
      const session = read();
      if (session?.accessToken === snapshot.session?.accessToken) return;
      if (session) publish({ session, ended: null });
      else publish({ session: null, ended: { reason: 'logout' } });
    },
  };
  return store;
}

export function parseSession(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      'accessToken' in value &&
      'expiresAt' in value &&
      typeof value.accessToken === 'string' &&
      value.accessToken !== '' &&
      typeof value.expiresAt === 'number' &&
      Number.isFinite(value.expiresAt)
    ) {
      return { accessToken: value.accessToken, expiresAt: value.expiresAt };
    }
  } catch {
    // not JSON
  }
  return null;
}

/** The session that a login answer starts: the token expires `expiresIn` seconds from now. */
export function sessionFromLogin(login: { accessToken: string; expiresIn: number }, nowMs: number): StoredSession {
  return { accessToken: login.accessToken, expiresAt: nowMs + login.expiresIn * 1000 };
}

/** localStorage when the browser lets us use it. */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}
