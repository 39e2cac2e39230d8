import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { LoginMutation } from './loginMutation';
import { sessionFromLogin } from './sessionStore';
import { SessionViewerQuery } from './sessionViewer';
import { useSession } from './useSession';

/**
 * Signs in. On success the viewer that came with the login answer goes into the cache as the answer to the
 * session check (so no second request is needed), then the session starts. Rejects with the Apollo error on
 * failure; show it with errorMessage().
 */
export function useLogin() {
  const client = useApolloClient();
  const { store } = useSession();
  const [login, { loading }] = useMutation(LoginMutation);

  const signIn = useCallback(
    async (username: string, password: string) => {
      const { data } = await login({ variables: { username, password } });
      if (!data) throw new Error('The sign-in answer was empty.');
      client.writeQuery({ query: SessionViewerQuery, data: { viewer: data.login.viewer } });
      store.start(sessionFromLogin(data.login, Date.now()));
    },
    [client, login, store],
  );

  return { signIn, signingIn: loading };
}
