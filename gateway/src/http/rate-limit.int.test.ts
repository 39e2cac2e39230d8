import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOGIN_LIMIT_DEFAULTS } from '../../../api/src/config.ts';
import { startGateway, startStack, type TestGateway, type TestStack } from '../../test/helpers.ts';

/** A token-shaped header for user `sub`: the gateway counts by the subject, unverified (no request reaches the api). */
const tokenFor = (sub: string) =>
  `Bearer x.${Buffer.from(JSON.stringify({ sub, cid: 1 })).toString('base64url')}.signature`;

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as {
    data?: Record<string, unknown>;
    errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  };
  return { status: res.status, retryAfter: res.headers.get('retry-after'), ...json };
}

const typename = { query: '{ __typename }' };

describe('per-user request limits on the gateway', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startGateway({
      rateLimits: { userRequests: 3, anonymousRequests: 2, windowSeconds: 60 },
      trustProxy: 'loopback',
    });
  });
  afterAll(() => gateway.close());
  afterEach(() => vi.useRealTimers());

  it('answers a user past the limit 429 RATE_LIMITED with Retry-After, other users as usual, until the window ends', async () => {
    // The memory store reads Date.now(): the window's end is reached by moving the clock, not by waiting.
    vi.useFakeTimers({ toFake: ['Date'] });
    const alice = { authorization: tokenFor('101') };
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await post(gateway.url, typename, alice)).status);
    expect(statuses).toEqual([200, 200, 200]);

    const refused = await post(gateway.url, typename, alice);
    expect(refused).toMatchObject({
      status: 429,
      retryAfter: '60',
      errors: [
        { message: 'Too many requests; try again in 60 seconds', extensions: { code: 'RATE_LIMITED', retryAfter: 60 } },
      ],
    });
    expect(refused.data).toBeUndefined();
    expect((await post(gateway.url, typename, { authorization: tokenFor('102') })).status).toBe(200);
    // Downloads count too.
    const download = await fetch(`${gateway.url}/download/invoice/1`, { headers: alice });
    expect(download.status).toBe(429);

    vi.setSystemTime(Date.now() + 61_000);
    expect((await post(gateway.url, typename, alice)).status).toBe(200);
  });

  it('counts requests without a token per client address, named by a trusted proxy', async () => {
    const from = (address: string) => post(gateway.url, typename, { 'x-forwarded-for': address });
    expect((await from('203.0.113.1')).status).toBe(200);
    expect((await from('203.0.113.1')).status).toBe(200);
    expect(await from('203.0.113.1')).toMatchObject({
      status: 429,
      errors: [{ extensions: { code: 'RATE_LIMITED' } }],
    });
    expect((await from('203.0.113.2')).status).toBe(200);
    // A signed-in user behind the same address is counted as themselves.
    expect(
      (await post(gateway.url, typename, { 'x-forwarded-for': '203.0.113.1', authorization: tokenFor('103') })).status,
    ).toBe(200);
  });

  it('counts IPv6 clients by their /64 network, like the api’s sign-in throttle', async () => {
    const from = (address: string) => post(gateway.url, typename, { 'x-forwarded-for': address });
    expect((await from('2001:db8:aa:1::1')).status).toBe(200);
    expect((await from('2001:db8:aa:1:ffff::2')).status).toBe(200);
    // A third address of the same /64 is the same client: past its limit.
    expect(await from('2001:db8:aa:1:1234:5678:9abc:def0')).toMatchObject({
      status: 429,
      errors: [{ extensions: { code: 'RATE_LIMITED' } }],
    });
    expect((await from('2001:db8:aa:2::1')).status).toBe(200);
  });

  it('leaves /healthz and /metrics out of the count', async () => {
    const address = { 'x-forwarded-for': '203.0.113.50' };
    for (let i = 0; i < 3; i++) await fetch(`${gateway.url}/metrics`, { headers: address });
    expect((await post(gateway.url, typename, address)).status).toBe(200);
  });
});

describe('sign-in limits through the gateway', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack(
      'pglite',
      { trustProxy: 'loopback', rateLimits: { userRequests: 1000, anonymousRequests: 20, windowSeconds: 60 } },
      { loginLimits: { ...LOGIN_LIMIT_DEFAULTS, maxFailuresPerAddress: 12 } },
    );
  });
  afterAll(() => stack.close());

  const LOGIN = 'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { accessToken } }';
  const login = (username: string, password: string, address: string) =>
    post(stack.url, { query: LOGIN, variables: { u: username, p: password } }, { 'x-forwarded-for': address });

  it('answers the 11th wrong sign-in in a minute RATE_LIMITED with the api’s words and its Retry-After', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await login('business.admin', `guess-${i}`, '198.51.100.1');
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const eleventh = await login('business.admin', 'demo-pass-1', '198.51.100.1');
    expect(eleventh.errors).toEqual([
      expect.objectContaining({
        message: 'Too many failed sign-ins; try again in 60 seconds',
        extensions: expect.objectContaining({ code: 'RATE_LIMITED', status: 429, retryAfter: 60 }),
      }),
    ]);
  });

  it('tells the api each browser’s address, so that one address’s failures do not lock the others', async () => {
    await login('nobody.one', 'x', '198.51.100.1');
    await login('nobody.two', 'x', '198.51.100.1');
    // 198.51.100.1 has now failed 12 times (the api counts per address, across usernames).
    const locked = await login('health.admin', 'demo-pass-1', '198.51.100.1');
    expect(locked.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    const other = await login('health.admin', 'demo-pass-1', '198.51.100.2');
    expect(other.errors).toBeUndefined();
    expect(other.data).toEqual({ login: { accessToken: expect.any(String) } });
  });
});

describe('tokens the api refuses', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack('pglite', {
      trustProxy: 'loopback',
      rateLimits: { userRequests: 1000, anonymousRequests: 5, windowSeconds: 60 },
    });
  });
  afterAll(() => stack.close());

  it('count against the address like requests without a token, so made-up tokens buy no more requests', async () => {
    const viewer = { query: '{ viewer { user { id } } }' };
    const made = (i: number) => ({ authorization: tokenFor(String(9000 + i)), 'x-forwarded-for': '192.0.2.77' });
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await post(stack.url, viewer, made(i))).errors?.[0]?.extensions?.code);
    expect(codes).toEqual(Array(5).fill('UNAUTHENTICATED'));
    expect(await post(stack.url, viewer, made(5))).toMatchObject({
      status: 429,
      errors: [{ extensions: { code: 'RATE_LIMITED' } }],
    });
    // A real session elsewhere goes on.
    const real = await stack.signIn('folio.admin');
    const res = await post(stack.url, viewer, { authorization: real, 'x-forwarded-for': '192.0.2.78' });
    expect(res.errors).toBeUndefined();
  });
});

// Runs where a Redis server is given (CI sets TEST_REDIS_URL), like the PostgreSQL variants.
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('request limits shared through Redis', () => {
  let first: TestGateway;
  let second: TestGateway;
  beforeAll(async () => {
    const shared = {
      redisUrl,
      redisKeyPrefix: `folio:test:${randomBytes(6).toString('hex')}:`,
      rateLimits: { userRequests: 4, anonymousRequests: 100, windowSeconds: 60 },
    };
    first = await startGateway(shared);
    second = await startGateway(shared);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('counts one user’s requests on every replica together', async () => {
    const alice = { authorization: tokenFor('201') };
    const statuses = [];
    for (const gateway of [first, second, first, second])
      statuses.push((await post(gateway.url, typename, alice)).status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect((await post(second.url, typename, alice)).status).toBe(429);
    expect((await post(first.url, typename, alice)).status).toBe(429);
  });
});
