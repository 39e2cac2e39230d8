import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { BlueprintProvider } from '@blueprintjs/core';
import { RouterProvider } from 'react-router-dom';
import type { createAppRouter } from './router';
import { SessionProvider } from '../features/session/SessionProvider';
import type { SessionStore } from '../features/session/sessionStore';
import { AppErrorBoundary } from './AppErrorBoundary';

interface AppProps {
  client: ApolloClient;
  sessionStore: SessionStore;
  router: ReturnType<typeof createAppRouter>;
}

export function App({ client, sessionStore, router }: AppProps) {
  return (
    <AppErrorBoundary>
      <BlueprintProvider>
        <ApolloProvider client={client}>
          <SessionProvider store={sessionStore}>
            <RouterProvider router={router} />
          </SessionProvider>
        </ApolloProvider>
      </BlueprintProvider>
    </AppErrorBoundary>
  );
}
