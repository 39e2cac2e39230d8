import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { typePolicies } from './typePolicies';
import type { SessionStore } from '../features/session/sessionStore';
import { isUnauthenticated } from '../shared/graphqlErrors';
import { newTraceparent } from './traceparent';

/** Same origin as the page: the gateway serves the app at / and GraphQL at /graphql (vite dev/preview proxy it). */
export const GRAPHQL_URL: string = import.meta.env.VITE_GRAPHQL_URL ?? '/graphql';

interface SessionContext {
  /** The token this operation was sent with, so that a refusal ends only that session. */
  sessionToken?: string | null;
  /** The operation's trace id, which the gateway's and the api's logs carry. */
  traceId?: string;
}

/**
 * Apollo Client for the app:
 * - authLink sends `Authorization: Bearer <token>` from the session store, and a new W3C `traceparent`, on every
 *   operation;
 * - errorLink is THE place that reacts to UNAUTHENTICATED: it ends the session, and the route guard sends the
 *   user to #/login (remembering where they were), so no screen handles an expired session itself;
 * - httpLink always sends `Apollo-Require-Preflight` (the gateway's CSRF prevention requires it for uploads).
 */
export function createApolloClient(session: SessionStore): ApolloClient {
  const authLink = new ApolloLink((operation, forward) => {
    const token = session.getAccessToken();
    const { traceparent, traceId } = newTraceparent();
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, traceparent, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      sessionToken: token,
      traceId,
    }));
    return forward(operation);
  });

  const errorLink = new ErrorLink(({ error, operation }) => {
    if (isUnauthenticated(error)) {
      const { sessionToken } = operation.getContext() as SessionContext;
      session.endIfCurrent(sessionToken, 'unauthenticated');
    }
  });

  const httpLink = new HttpLink({
    uri: GRAPHQL_URL,
    headers: { 'Apollo-Require-Preflight': 'true' },
  });

  return new ApolloClient({
    link: ApolloLink.from([authLink, errorLink, httpLink]),
    cache: new InMemoryCache({ typePolicies }),
  });
}
