import { Callout, Card, Intent } from '@blueprintjs/core';
import { InfoSignIcon } from '@blueprintjs/icons';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../shared/PageSpinner';
import { LoginForm } from './LoginForm';
import { redirectTarget } from './redirectTarget';
import type { SessionContextValue } from './SessionContext';
import { useSession } from './useSession';

const ENDED_MESSAGES = {
  logout: 'You have signed out.',
  expired: 'Your session has expired. Please sign in again.',
  unauthenticated: 'Your session has ended. Please sign in again.',
  'check-failed': 'Your session could not be confirmed. Please sign in again.',
} as const;

function endedNotice(ended: SessionContextValue['ended']): string | null {
  if (!ended) return null;
  return ended.message ?? ENDED_MESSAGES[ended.reason];
}

/** #/login: signs in, then goes to the page the user wanted (or the invoices). */
export function LoginPage() {
  const { status, ended } = useSession();
  const location = useLocation();

  if (status === 'signedIn') return <Navigate to={redirectTarget(location.state)} replace />;

  const notice = endedNotice(ended);
  return (
    <main className="folio-login">
      <title>Sign in · Folio</title>
      <Card className="folio-login-card" elevation={2}>
        <div className="folio-login-brand">Folio</div>
        <h2 className="bp6-heading">Welcome back</h2>
        <p className="bp6-text-muted">Sign in to manage invoices, payments and your company&apos;s finances.</p>
        {status === 'checking' ? (
          <PageSpinner label="Checking your session…" />
        ) : (
          <>
            {notice ? (
              <Callout
                intent={ended?.reason === 'logout' ? Intent.NONE : Intent.WARNING}
                icon={<InfoSignIcon />}
                data-testid="login-notice"
                compact
              >
                {notice}
              </Callout>
            ) : null}
            <LoginForm />
          </>
        )}
      </Card>
    </main>
  );
}
