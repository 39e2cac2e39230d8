import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { demoViewer } from '../../test/renderRoute';
import { createSessionStore } from './sessionStore';
import { startSessionCheck } from './startSessionCheck';
import { SessionViewerQuery } from './sessionViewer';

const viewer = demoViewer('folio.admin');
const answer = {
  data: {
    viewer: {
      __typename: 'Viewer',
      user: { __typename: 'User', ...viewer.user },
      company: { __typename: 'Company', ...viewer.company },
      configuration: { __typename: 'UserConfiguration', ...viewer.configuration },
    },
  },
};

/** A client whose server answers the session check after `delayMs`, counting requests. */
function countingClient(delayMs: number) {
  const requests: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        requests.push(operation.operationName ?? '');
        const timer = setTimeout(() => {
          observer.next(answer);
          observer.complete();
        }, delayMs);
        return () => clearTimeout(timer);
      }),
  );
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), requests };
}

function storeWithSession() {
  const store = createSessionStore(null);
  store.start({ accessToken: 'token-1', expiresAt: Date.now() + 60_000 });
  return store;
}

describe('startSessionCheck', () => {
  it('sends nothing without a stored session', () => {
    const { client, requests } = countingClient(0);
    startSessionCheck(client, createSessionStore(null));
    expect(requests).toEqual([]);
  });

  it('sends the check once: the session provider joins it while it runs', async () => {
    const { client, requests } = countingClient(20);
    startSessionCheck(client, storeWithSession());
    const joined = await client.query({ query: SessionViewerQuery, fetchPolicy: 'cache-first' });
    expect(requests).toEqual(['SessionViewer']);
    expect(joined.data?.viewer).toBeDefined();
  });

  it('leaves its answer in the cache for the session provider', async () => {
    const { client, requests } = countingClient(0);
    startSessionCheck(client, storeWithSession());
    await new Promise((resolve) => setTimeout(resolve, 10));
    await client.query({ query: SessionViewerQuery, fetchPolicy: 'cache-first' });
    expect(requests).toEqual(['SessionViewer']);
  });
});
