import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { startGateway } from '../../test/helpers.ts';

/** A token the gateway reads its company id from (the api would verify it; here none answers). */
const AUTH = `Bearer x.${Buffer.from(JSON.stringify({ cid: 1 })).toString('base64url')}.y`;
const UNREACHABLE = 'The finance service is not reachable; try again shortly.';

/** A TCP server on an OS-chosen loopback port that treats each connection with `onConnection`. */
async function tcpApi(onConnection: (socket: Socket) => void): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    onConnection(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      sockets.forEach((socket) => socket.destroy());
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('the api unreachable or unavailable', () => {
  let logged: MockInstance<typeof console.error>;
  const closers: Array<() => Promise<unknown>> = [];
  beforeEach(() => {
    logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  const gatewayFor = async (apiUrl?: string, upstreamTimeoutMs?: number) => {
    const gateway = await startGateway({
      ...(apiUrl ? { apiUrl } : {}),
      ...(upstreamTimeoutMs ? { upstreamTimeoutMs } : {}),
    });
    closers.push(() => gateway.close());
    return gateway;
  };
  /** The structured lines the gateway logged about the api. */
  const upstreamLines = () =>
    logged.mock.calls
      .map(([line]) =>
        typeof line === 'string' && line.startsWith('{') ? (JSON.parse(line) as Record<string, unknown>) : null,
      )
      .filter((line) => line?.msg === 'finance service unavailable');

  it('answers UPSTREAM_UNAVAILABLE when the api refuses connections, and logs one line for the operation', async () => {
    const gateway = await gatewayFor();
    const res = await gateway.graphql(
      { query: 'query Invoices { a: invoice(id: "1") { id } b: invoice(id: "2") { id } }', operationName: 'Invoices' },
      AUTH,
    );
    expect(res.status).toBe(200);
    expect(res.errors?.map((error) => [error.message, error.extensions?.code])).toEqual([
      [UNREACHABLE, 'UPSTREAM_UNAVAILABLE'],
      [UNREACHABLE, 'UPSTREAM_UNAVAILABLE'],
    ]);
    expect(upstreamLines()).toEqual([
      {
        level: 'error',
        msg: 'finance service unavailable',
        operation: 'Invoices',
        cause: expect.stringMatching(/^ECONNREFUSED: /) as unknown,
        errors: 2,
        // The request's trace id, as its access-log line and its answer's x-request-id say.
        traceId: res.headers.get('x-request-id'),
      },
    ]);
    const login = await gateway.graphql({ query: 'mutation { login(username: "a", password: "b") { accessToken } }' });
    expect(login.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(upstreamLines()[1]?.operation).toBe('anonymous');
  });

  it('answers UPSTREAM_UNAVAILABLE when the api resets the connection', async () => {
    const api = await tcpApi((socket) => socket.resetAndDestroy());
    closers.push(() => api.close());
    const res = await (await gatewayFor(api.url)).graphql({ query: 'query House { clearingHouse { name } }' }, AUTH);
    expect(res.errors?.map((error) => [error.message, error.extensions?.code])).toEqual([
      [UNREACHABLE, 'UPSTREAM_UNAVAILABLE'],
    ]);
    expect(upstreamLines()).toEqual([
      expect.objectContaining({
        operation: 'House',
        cause: expect.stringMatching(/ECONNRESET|UND_ERR_SOCKET/) as unknown,
      }),
    ]);
  });

  it('answers UPSTREAM_UNAVAILABLE when the api does not answer in time', async () => {
    const api = await tcpApi(() => undefined);
    closers.push(() => api.close());
    const res = await (
      await gatewayFor(api.url, 300)
    ).graphql({ query: 'query House { clearingHouse { name } }' }, AUTH);
    expect(res.errors?.map((error) => [error.message, error.extensions?.code])).toEqual([
      [UNREACHABLE, 'UPSTREAM_UNAVAILABLE'],
    ]);
    expect(upstreamLines()).toEqual([
      expect.objectContaining({
        operation: 'House',
        cause: expect.stringMatching(/^UND_ERR_HEADERS_TIMEOUT: /) as unknown,
      }),
    ]);
  });

  it('answers UPSTREAM_UNAVAILABLE for the api’s 503, and logs its status', async () => {
    const api = createHttpServer((_req, res) => {
      res.writeHead(503, { 'content-type': 'application/problem+json' });
      res.end(JSON.stringify({ title: 'Service Unavailable', status: 503, detail: 'database starting' }));
    });
    closers.push(() => {
      api.closeAllConnections();
      return new Promise((resolve) => api.close(resolve));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const gateway = await gatewayFor(`http://127.0.0.1:${(api.address() as AddressInfo).port}`);
    const res = await gateway.graphql({ query: 'query House { clearingHouse { name } }' }, AUTH);
    expect(res.errors?.[0]?.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE', status: 503 });
    expect(res.errors?.[0]?.message).not.toContain('database');
    expect(upstreamLines()).toEqual([expect.objectContaining({ operation: 'House', cause: 'the api answered 503' })]);
  });

  it('answers RATE_LIMITED with retryAfter for the api’s 503 “too many sign-ins”, not UPSTREAM_UNAVAILABLE', async () => {
    const api = createHttpServer((_req, res) => {
      res.writeHead(503, { 'content-type': 'application/problem+json', 'retry-after': '2' });
      res.end(
        JSON.stringify({
          type: 'urn:folio:problem:too-many-sign-ins',
          title: 'Service Unavailable',
          status: 503,
          detail: 'Too many sign-ins are being checked at once; try again in 2 seconds',
        }),
      );
    });
    closers.push(() => {
      api.closeAllConnections();
      return new Promise((resolve) => api.close(resolve));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const gateway = await gatewayFor(`http://127.0.0.1:${(api.address() as AddressInfo).port}`);
    const res = await gateway.graphql({
      query: 'mutation SignIn { login(username: "health.admin", password: "x") { accessToken } }',
    });
    expect(res.errors?.[0]?.extensions).toEqual({ code: 'RATE_LIMITED', status: 503, retryAfter: 2 });
    expect(res.errors?.[0]?.message).toBe('Too many sign-ins are being checked at once; try again in 2 seconds');
    expect(upstreamLines()).toEqual([]); // the api is up: nothing to log as an outage
  });

  it('answers an invoice download with 502 UPSTREAM_UNAVAILABLE when the api refuses connections, and logs it', async () => {
    const gateway = await gatewayFor();
    const res = await fetch(`${gateway.url}/download/invoice/1`, { headers: { authorization: AUTH } });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      errors: [{ message: UNREACHABLE, extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
    });
    expect(upstreamLines()).toEqual([expect.objectContaining({ operation: 'GET /download/invoice/:id' })]);
  });
});
