import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, parseSession, SESSION_STORAGE_KEY, sessionFromLogin } from './sessionStore';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const NOW = 1_800_000_000_000;
const now = () => NOW;

describe('sessionStore', () => {
  it('starts signed out with empty storage', () => {
    const store = createSessionStore(memoryStorage(), now);
    expect(store.getSnapshot()).toEqual({ session: null, ended: null });
    expect(store.getAccessToken()).toBeNull();
  });

  it('keeps a started session in storage so that it survives a reload', () => {
    const storage = memoryStorage();
    const first = createSessionStore(storage, now);
    first.start({ accessToken: 'abc', expiresAt: NOW + 60_000 });

    const afterReload = createSessionStore(storage, now);
    expect(afterReload.getAccessToken()).toBe('abc');
    expect(afterReload.getSnapshot().session).toEqual({ accessToken: 'abc', expiresAt: NOW + 60_000 });
  });

  it('drops an expired or malformed stored session', () => {
    const expired = memoryStorage({
      [SESSION_STORAGE_KEY]: JSON.stringify({ accessToken: 'old', expiresAt: NOW - 1 }),
    });
    expect(createSessionStore(expired, now).getAccessToken()).toBeNull();
    expect(expired.data.has(SESSION_STORAGE_KEY)).toBe(false);

    const malformed = memoryStorage({ [SESSION_STORAGE_KEY]: '{not json' });
    expect(createSessionStore(malformed, now).getAccessToken()).toBeNull();
  });

  it('ends a session: clears storage, records why and notifies subscribers', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage, now);
    store.start({ accessToken: 'abc', expiresAt: NOW + 60_000 });
    const listener = vi.fn();
    store.subscribe(listener);

    store.end('check-failed', 'The server could not be reached.');

    expect(listener).toHaveBeenCalledTimes(1);
    expect(storage.data.has(SESSION_STORAGE_KEY)).toBe(false);
    expect(store.getSnapshot()).toEqual({
      session: null,
      ended: { reason: 'check-failed', message: 'The server could not be reached.' },
    });
  });

  it('does nothing when ending without a session', () => {
    const store = createSessionStore(memoryStorage(), now);
    const listener = vi.fn();
    store.subscribe(listener);
    store.end('expired');
    expect(listener).not.toHaveBeenCalled();
    expect(store.getSnapshot().ended).toBeNull();
  });

  it('keeps the snapshot identity stable between changes (useSyncExternalStore)', () => {
    const store = createSessionStore(memoryStorage(), now);
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });

  it('ends only the session that used the refused token', () => {
    const store = createSessionStore(memoryStorage(), now);
    store.start({ accessToken: 'new', expiresAt: NOW + 60_000 });
    store.endIfCurrent('old', 'unauthenticated');
    store.endIfCurrent(undefined, 'unauthenticated');
    expect(store.getAccessToken()).toBe('new');
    store.endIfCurrent('new', 'unauthenticated');
    expect(store.getSnapshot().ended).toEqual({ reason: 'unauthenticated' });
  });

  it('follows another tab signing in and out', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage, now);
    const otherTab = createSessionStore(storage, now);

    otherTab.start({ accessToken: 'tab2', expiresAt: NOW + 60_000 });
    store.reload();
    expect(store.getAccessToken()).toBe('tab2');

    otherTab.end('logout');
    store.reload();
    expect(store.getSnapshot()).toEqual({ session: null, ended: { reason: 'logout' } });
  });

  it('works in memory when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = createSessionStore(broken, now);
    store.start({ accessToken: 'abc', expiresAt: NOW + 1 });
    expect(store.getAccessToken()).toBe('abc');
    store.end('logout');
    expect(store.getAccessToken()).toBeNull();
  });
});

describe('parseSession', () => {
  it.each(['', 'null', '[]', '{"accessToken":"","expiresAt":1}', '{"accessToken":"a","expiresAt":"1"}'])(
    'rejects %j',
    (raw) => {
      expect(parseSession(raw)).toBeNull();
    },
  );
});

describe('sessionFromLogin', () => {
  it('turns expiresIn seconds into an expiry instant', () => {
    expect(sessionFromLogin({ accessToken: 't', expiresIn: 3600 }, NOW)).toEqual({
      accessToken: 't',
      expiresAt: NOW + 3_600_000,
    });
  });
});
