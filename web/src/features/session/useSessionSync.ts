import { useEffect } from 'react';
import { SESSION_STORAGE_KEY, type SessionStore } from './sessionStore';

/** Follows sign-in and sign-out in other tabs of the same browser. */
export function useSessionSync(store: SessionStore): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_STORAGE_KEY || event.key === null) store.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);
}
