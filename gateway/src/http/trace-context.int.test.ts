import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { buildApp } from '../../../api/src/app.ts';
import type { App } from '../../../api/src/app-types.ts';
import { loadConfig } from '../../../api/src/config.ts';
import { seededDatabase, TEST_SECRET, type TestDatabase } from '../../../api/test/helpers.ts';
import { startGateway, type TestGateway } from '../../test/helpers.ts';

type Line = Record<string, unknown>;

const INCOMING_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const INCOMING_SPAN = '00f067aa0ba902b7';

describe('one trace id from the browser through the gateway to the api, in both access logs', () => {
  let database: TestDatabase;
  let api: App;
  let gateway: TestGateway;
  const apiLines: Line[] = [];
  let consoleLog: MockInstance<typeof console.log>;
  const gatewayLines = () =>
    consoleLog.mock.calls.map(([text]) => JSON.parse(String(text)) as Line).filter((line) => line.msg === 'request');

  beforeAll(async () => {
    database = await seededDatabase('pglite');
    const config = loadConfig({ jwtSecret: TEST_SECRET, dataDir: '/nonexistent', logLevel: 'info' });
    const stream = { write: (text: string) => void apiLines.push(JSON.parse(text) as Line) };
    api = await buildApp({ config, db: database.db, logger: { level: 'info', stream } });
    await api.listen({ port: 0, host: '127.0.0.1' });
    gateway = await startGateway({
      apiUrl: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`,
      accessLog: true,
    });
  });
  afterAll(async () => {
    await gateway.close();
    await api.close();
    await database.dispose();
  });
  beforeEach(() => {
    apiLines.length = 0;
    consoleLog = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => consoleLog.mockRestore());

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  async function signIn(): Promise<string> {
    const res = await post({
      query: 'mutation SignIn($u: String!, $p: String!) { login(username: $u, password: $p) { accessToken } }',
      variables: { u: 'folio.admin', p: 'demo-pass-1' },
      operationName: 'SignIn',
    });
    const body = (await res.json()) as { data: { login: { accessToken: string } } };
    return `Bearer ${body.data.login.accessToken}`;
  }

  it('keeps an incoming traceparent: the gateway and every api call log its trace id, the answer names it', async () => {
    const authorization = await signIn();
    apiLines.length = 0;
    consoleLog.mockClear();
    const res = await post(
      {
        query: 'query Accounts { financialAccounts { code } }',
        operationName: 'Accounts',
      },
      { authorization, traceparent: `00-${INCOMING_TRACE}-${INCOMING_SPAN}-01` },
    );
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    expect(res.headers.get('x-request-id')).toBe(INCOMING_TRACE);
    expect(res.headers.get('traceresponse')).toMatch(new RegExp(`^00-${INCOMING_TRACE}-[0-9a-f]{16}-01$`));

    const [line, ...more] = gatewayLines();
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 'info',
      method: 'POST',
      route: '/graphql',
      operation: 'Accounts',
      status: 200,
      traceId: INCOMING_TRACE,
      parentSpanId: INCOMING_SPAN,
      userId: expect.any(Number),
      companyId: expect.any(Number),
    });
    expect(line!.durationMs).toEqual(expect.any(Number));
    expect(line!.bytesIn).toBeGreaterThan(0);
    expect(line!.bytesOut).toBeGreaterThan(0);

    const requests = apiLines.filter((l) => l.msg === 'request');
    expect(requests.length).toBeGreaterThan(0);
    for (const apiLine of requests) {
      expect(apiLine).toMatchObject({
        traceId: INCOMING_TRACE,
        parentSpanId: line!.spanId,
        userId: line!.userId,
        companyId: line!.companyId,
        status: 200,
        method: 'GET',
      });
      expect(String(apiLine.route)).toMatch(/^\/api\//);
    }
    expect(JSON.stringify([line, ...apiLines])).not.toContain(authorization.slice('Bearer '.length));
  });

  it('starts a new trace when there is none or it is not valid, and the api logs that one', async () => {
    for (const traceparent of [undefined, `00-${'0'.repeat(32)}-${INCOMING_SPAN}-01`, 'ff-nonsense']) {
      apiLines.length = 0;
      consoleLog.mockClear();
      const res = await post({ query: '{ __typename }' }, traceparent ? { traceparent } : {});
      await res.arrayBuffer();
      const traceId = res.headers.get('x-request-id');
      expect(traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(traceId).not.toBe('0'.repeat(32));
      const [line, ...more] = gatewayLines();
      expect(more).toEqual([]);
      expect(line).toMatchObject({ traceId, route: '/graphql', status: 200 });
      expect(line).not.toHaveProperty('parentSpanId');
    }
    // A sign-in calls the api: it logs the gateway's new trace id, with no user before it is known.
    consoleLog.mockClear();
    apiLines.length = 0;
    await signIn();
    const [line] = gatewayLines();
    expect(line).toMatchObject({ operation: 'SignIn', status: 200 });
    expect(line).not.toHaveProperty('userId');
    expect(apiLines.filter((l) => l.msg === 'request')).toMatchObject([
      { traceId: line!.traceId, parentSpanId: line!.spanId, route: '/api/auth/login', status: 200 },
    ]);
    // Neither log holds the variables' values (the password).
    expect(JSON.stringify([line, ...apiLines])).not.toContain('demo-pass-1');
  });
});
