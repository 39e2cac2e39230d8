import type { ApolloClient } from '@apollo/client';
import type { SessionStore } from './sessionStore';
import { SessionViewerQuery } from './sessionViewer';

/**
 * With a stored session, sends the session check as soon as the app starts, before React renders and before the
 * page's code is requested, so it is not queued behind those downloads. SessionProvider's query (the same
 * document, cache-first) joins this request while it runs, or reads its answer; a failure is reported there.
 */
export function startSessionCheck(client: ApolloClient, store: SessionStore): void {
  if (!store.getAccessToken()) return;
  client.query({ query: SessionViewerQuery }).catch(() => undefined);
}
