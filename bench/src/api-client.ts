import { Pool } from 'undici';

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** REST calls of one signed-in user to the api over one connection; `close` when done. */
export function restClient(origin: string, token: string) {
  const pool = new Pool(origin, { connections: 1, headersTimeout: 120_000, bodyTimeout: 120_000 });
  return {
    /** The parsed answer; an error for any status from 300 up. */
    call: async <T>(method: RestMethod, path: string, body?: unknown): Promise<T> => {
      const res = await pool.request({
        method,
        path,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await res.body.text();
      if (res.statusCode >= 300) throw new Error(`${method} ${path}: ${res.statusCode} ${text.slice(0, 300)}`);
      return JSON.parse(text) as T;
    },
    close: () => pool.close(),
  };
}
