import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginRedirectState } from '../features/session/redirectTarget';
import { useSession } from '../features/session/useSession';
import { PageSpinner } from '../shared/PageSpinner';
import { paths } from './paths';

/**
 * The guard of every page but login. Signed out (never signed in, expired, refused, or the session check failed)
 * → #/login, remembering the wanted page unless the user signed out on purpose. While the session check runs,
 * a spinner.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, ended } = useSession();
  const location = useLocation();

  if (status === 'checking') return <PageSpinner label="Checking your session…" />;
  if (status === 'signedOut') {
    const state = ended?.reason === 'logout' ? undefined : loginRedirectState(location);
    return <Navigate to={paths.login} replace state={state} />;
  }
  return children;
}
