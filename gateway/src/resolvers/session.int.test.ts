import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../app.ts';
import { loadGatewayConfig } from '../config.ts';
import { startStack, type TestStack } from '../../test/helpers.ts';

const VIEWER = `query { viewer {
  user { id username roles companyId }
  company { name type region currencySymbol timeZone isHealth }
  configuration { rowsPerPage }
} }`;

describe('session through the gateway over a real api', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack('pglite');
  });
  afterAll(() => stack.close());

  it.each([
    ['health.admin', 'Demo Health Practice', 'H', 'R', 'Africa/Johannesburg', true],
    ['folio.admin', 'Demo Folio Studio', 'B', 'CAD', 'America/Toronto', false],
    ['business.admin', 'Demo Trading Ltd', 'B', '£', 'Europe/London', false],
  ])(
    '%s signs in and sees %s with computed currency and time zone',
    async (username, name, type, symbol, zone, health) => {
      const login = await stack.graphql<{
        login: { tokenType: string; expiresIn: number; viewer: { company: { name: string } } };
      }>(
        `mutation { login(username: "${username}", password: "demo-pass-1") {
        accessToken tokenType expiresIn viewer { company { name } } } }`,
      );
      expect(login.errors).toBeUndefined();
      expect(login.data?.login).toMatchObject({ tokenType: 'Bearer', viewer: { company: { name } } });

      const viewer = await stack.graphql<{ viewer: { user: { username: string }; company: Record<string, unknown> } }>(
        VIEWER,
        undefined,
        await stack.signIn(username),
      );
      expect(viewer.errors).toBeUndefined();
      expect(viewer.data?.viewer.user.username).toBe(username);
      expect(viewer.data?.viewer.company).toEqual({
        name,
        type,
        region: expect.any(String),
        currencySymbol: symbol,
        timeZone: zone,
        isHealth: health,
      });
    },
  );

  it("chooses the company's time zone, refuses an unknown one, and goes back to the region's default", async () => {
    const token = await stack.signIn('business.admin');
    const set = (zone: string | null) =>
      stack.graphql<{ setCompanyTimeZone: { timeZone: string; timeZoneChosen: boolean } }>(
        'mutation ($zone: String) { setCompanyTimeZone(timeZone: $zone) { timeZone timeZoneChosen } }',
        { zone },
        token,
      );
    expect((await set('Europe/Dublin')).data?.setCompanyTimeZone).toEqual({
      timeZone: 'Europe/Dublin',
      timeZoneChosen: true,
    });
    const viewer = await stack.graphql<{ viewer: { company: { timeZone: string } } }>(VIEWER, undefined, token);
    expect(viewer.data?.viewer.company.timeZone).toBe('Europe/Dublin');
    const bad = await set('Atlantis/Capital');
    expect(bad.errors?.[0]).toMatchObject({
      message: '"Atlantis/Capital" is not a time zone: use an IANA name such as America/Toronto',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await set(null)).data?.setCompanyTimeZone).toEqual({ timeZone: 'Europe/London', timeZoneChosen: false });
  });

  it('maps a wrong password to UNAUTHENTICATED with the api’s message', async () => {
    const res = await stack.graphql('mutation { login(username: "health.admin", password: "wrong") { accessToken } }');
    expect(res.errors?.[0]).toMatchObject({
      message: 'The username or password is not correct',
      extensions: { code: 'UNAUTHENTICATED', status: 401 },
    });
    expect(JSON.stringify(res.errors)).not.toContain('stacktrace');
  });

  it('refuses the viewer without or with a bad token', async () => {
    for (const auth of [undefined, 'Bearer not-a-token']) {
      const res = await stack.graphql(VIEWER, undefined, auth);
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(res.data).toBeNull();
    }
  });

  it('signs out: the token the logout came with, and every other of the user, is refused next', async () => {
    const [laptop, phone] = [await stack.signIn('health.vanwyk'), await stack.signIn('health.vanwyk')];
    expect((await stack.graphql(VIEWER, undefined, phone)).errors).toBeUndefined();
    const res = await stack.graphql<{ logout: boolean }>('mutation { logout }', undefined, laptop);
    expect(res.errors).toBeUndefined();
    expect(res.data?.logout).toBe(true);
    for (const token of [laptop, phone]) {
      const after = await stack.graphql(VIEWER, undefined, token);
      expect(after.errors?.[0]).toMatchObject({
        message: 'The session has ended: sign in again',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
    const again = await stack.graphql('mutation { logout }', undefined, laptop);
    expect(again.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('reports the upstream requests each operation made', async () => {
    const res = await stack.graphql(VIEWER, undefined, await stack.signIn('health.admin'));
    // ping, user, company config, user config
    expect(res.headers.get('x-upstream-requests')).toBe('4');
  });

  it('serves health, metrics and a self-hosted GraphiQL', async () => {
    const health = await fetch(`${stack.url}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', upstream: 'ok' });
    const metrics = await (await fetch(`${stack.url}/metrics`)).text();
    expect(metrics).toContain('folio_gateway_upstream_requests_total');
    const graphiql = await (await fetch(`${stack.url}/graphiql`)).text();
    expect(graphiql).toContain('Folio GraphiQL');
    // Production installs serve it too: its example login holds placeholders, not the demo password.
    expect(graphiql).toContain('login(username: \\"<username>\\", password: \\"<password>\\")');
    expect(graphiql).not.toContain('demo-pass-1');
    expect(graphiql).not.toMatch(/<script[^>]+src="https?:/);
    expect(graphiql).not.toMatch(/<link[^>]+href="https?:/);
  });

  it('blocks multipart requests without a preflight header (CSRF prevention)', async () => {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: '{ viewer { user { id } } }' }));
    form.set('map', '{}');
    const res = await fetch(`${stack.url}/graphql`, { method: 'POST', body: form });
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/CSRF|preflight/i);
  });
});

// Runs where a Redis server is given (CI sets TEST_REDIS_URL), like the PostgreSQL variants.
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('persisted queries shared through Redis', () => {
  let first: TestStack;
  let second: Awaited<ReturnType<typeof createGateway>>;
  beforeAll(async () => {
    first = await startStack('pglite', { redisUrl });
    second = await createGateway(loadGatewayConfig({ apiUrl: first.apiUrl, webDist: undefined, redisUrl }));
  });
  afterAll(async () => {
    await second.stop();
    await first.close();
  });

  it('lets a replica run a query hash another replica registered', async () => {
    const query = `query PersistedViewer${Date.now()} { viewer { company { name } } }`;
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const extensions = { persistedQuery: { version: 1, sha256Hash } };
    const auth = await first.signIn('business.admin');
    const register = await first.graphql(query, undefined, auth, extensions);
    expect(register.errors).toBeUndefined();

    const server = second.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const port = (server.address() as AddressInfo).port;
    const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: auth },
      body: JSON.stringify({ extensions }),
    });
    server.close();
    const body = (await res.json()) as { data?: { viewer: { company: { name: string } } } };
    expect(body.data?.viewer.company.name).toBe('Demo Trading Ltd');
  });
});
