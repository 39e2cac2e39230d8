import type { TestApi } from './helpers.ts';

export interface Session {
  authorization: string;
  companyId: number;
  userId: number;
}

/** Signs a demo user in and says who they are (company and user id). */
export async function session(api: TestApi, username: string): Promise<Session> {
  const authorization = await api.authHeader(username);
  const ping = await api.app.inject({ url: '/api/user/ping', headers: { authorization } });
  const body = ping.json<{ id: number; companyId: number }>();
  return { authorization, companyId: body.companyId, userId: body.id };
}

/** A multipart/form-data body with one file, as browsers and the gateway send it. */
export function multipart(
  content: Buffer | string,
  filename = 'statement.csv',
  field = 'file',
  type = 'text/csv',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----folio-test-${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `content-type: ${type}\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
