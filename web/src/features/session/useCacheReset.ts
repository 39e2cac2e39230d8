import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';

/**
 * Keeps one user's data from showing to the next: when the session ends the cache is emptied, and when another
 * tab switches to a different session the cache is reset (active queries run again with the new token).
 */
export function useCacheReset(accessToken: string | null): void {
  const client = useApolloClient();
  const previous = useRef(accessToken);
  useEffect(() => {
    const before = previous.current;
    previous.current = accessToken;
    if (!before || before === accessToken) return;
    const reset = accessToken ? client.resetStore() : client.clearStore();
    reset.catch((error: unknown) => console.error('Could not reset the Apollo cache', error));
  }, [client, accessToken]);
}
