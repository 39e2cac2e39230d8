import { Button, Callout, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { ErrorIcon, LogInIcon } from '@blueprintjs/icons';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../shared/errorMessage';
import { isUnauthenticated } from '../../shared/graphqlErrors';
import { useLogin } from './useLogin';

export const MISSING_CREDENTIALS_MESSAGE = 'Enter your username and password.';

/** Username, password and Sign in. The route redirects once the session starts. */
export function LoginForm() {
  const { signIn, signingIn } = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signingIn) return;
    if (!username.trim() || !password) {
      setError(MISSING_CREDENTIALS_MESSAGE);
      return;
    }
    setError(null);
    try {
      await signIn(username.trim(), password);
    } catch (failure) {
      if (!isUnauthenticated(failure)) console.error('Sign-in failed', failure);
      setError(errorMessage(failure));
    }
  }

  return (
    <form className="folio-login-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormGroup label="Username" labelFor="login-username">
        <InputGroup
          id="login-username"
          name="username"
          autoComplete="username"
          autoFocus
          value={username}
          onValueChange={setUsername}
          size="large"
        />
      </FormGroup>
      <FormGroup label="Password" labelFor="login-password">
        <InputGroup
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
          size="large"
        />
      </FormGroup>
      {error ? (
        <Callout intent={Intent.DANGER} icon={<ErrorIcon />} data-testid="login-error" role="alert" compact>
          {error}
        </Callout>
      ) : null}
      <Button
        type="submit"
        intent={Intent.PRIMARY}
        size="large"
        fill
        disabled={signingIn}
        icon={<LogInIcon />}
        text="Sign in"
      />
    </form>
  );
}
