import { inject } from 'vitest';

/** Talks to the e2e api directly (REST), to find test data and to check what the screens did. */
export async function apiSession(username: string): Promise<{
  companyId: number;
  get: <T>(path: string) => Promise<T>;
}> {
  const apiUrl = inject('apiUrl');
  const login = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo-pass-1' }),
  });
  const { accessToken, user } = (await login.json()) as { accessToken: string; user: { companyId: number } };
  return {
    companyId: user.companyId,
    async get<T>(path: string): Promise<T> {
      const res = await fetch(`${apiUrl}${path}`, { headers: { authorization: `Bearer ${accessToken}` } });
      if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
      return (await res.json()) as T;
    },
  };
}
