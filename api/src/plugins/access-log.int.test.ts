import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { App } from '../app-types.ts';
import { loadConfig } from '../config.ts';
import { DEMO_PASSWORD } from '../db/seed/demo-companies.ts';
import { seededDatabase, TEST_SECRET, type TestDatabase } from '../../test/helpers.ts';

type Line = Record<string, unknown>;

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT = '00f067aa0ba902b7';

describe('the api’s access log and trace context', () => {
  let database: TestDatabase;
  let app: App;
  const lines: Line[] = [];
  const requests = () => lines.filter((line) => line.msg === 'request');

  beforeAll(async () => {
    database = await seededDatabase('pglite');
    const config = loadConfig({ jwtSecret: TEST_SECRET, dataDir: '/nonexistent', logLevel: 'info' });
    const stream = { write: (text: string) => void lines.push(JSON.parse(text) as Line) };
    app = await buildApp({ config, db: database.db, logger: { level: 'info', stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });
  beforeEach(() => {
    lines.length = 0;
  });

  it('writes one line per request with the route as declared, the caller and the incoming trace, and no values', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'folio.admin', password: DEMO_PASSWORD },
    });
    const { accessToken, user } = login.json<{ accessToken: string; user: { id: number; companyId: number } }>();
    lines.length = 0;
    const res = await app.inject({
      url: `/api/financialaccount/${user.companyId}?secret-looking=value-not-to-log`,
      headers: { authorization: `Bearer ${accessToken}`, traceparent: `00-${TRACE}-${PARENT}-01` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe(TRACE);
    expect(res.headers.traceresponse).toMatch(new RegExp(`^00-${TRACE}-[0-9a-f]{16}-01$`));
    expect(requests()).toEqual([
      expect.objectContaining({
        level: 30,
        traceId: TRACE,
        parentSpanId: PARENT,
        spanId: String(res.headers.traceresponse).split('-')[2],
        method: 'GET',
        route: '/api/financialaccount/:companyId',
        status: 200,
        userId: user.id,
        companyId: user.companyId,
        durationMs: expect.any(Number) as unknown,
      }),
    ]);
    // Only the one line: Fastify's own "incoming request" and "request completed" are replaced.
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain('value-not-to-log');
    expect(JSON.stringify(lines)).not.toContain(accessToken);
  });

  it('starts a new trace without a valid traceparent, and logs a refusal with its status', async () => {
    const res = await app.inject({ url: '/api/user/ping', headers: { traceparent: `00-${TRACE}-${PARENT}-01-extra` } });
    expect(res.statusCode).toBe(401);
    const traceId = res.headers['x-request-id'];
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(traceId).not.toBe(TRACE);
    const [line] = requests();
    expect(line).toMatchObject({ traceId, route: '/api/user/ping', status: 401 });
    expect(line).not.toHaveProperty('parentSpanId');
    expect(line).not.toHaveProperty('userId');
  });
});
