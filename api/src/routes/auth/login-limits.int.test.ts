import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import type { App } from '../../app-types.ts';
import { LOGIN_LIMIT_DEFAULTS } from '../../config.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-companies.ts';
import { startTestApi, type TestApi } from '../../../test/helpers.ts';

const login = (app: App, username: string, password: string, address?: string) =>
  app
    .inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      // inject() comes from 127.0.0.1, a trusted proxy by default (API_TRUST_PROXY=loopback): as from the gateway.
      headers: address ? { 'x-forwarded-for': address } : {},
    })
    .then((res) => ({
      status: res.statusCode,
      retryAfter: res.headers['retry-after'],
      type: res.headers['content-type'],
      detail: res.json<{ detail?: string }>().detail,
    }));

const wrong = (app: App, username: string, times: number, address?: string) =>
  Array.from({ length: times }).reduce<Promise<unknown>>(
    (previous) => previous.then(() => login(app, username, 'not-the-password', address)),
    Promise.resolve(),
  );

/** The memory store reads Date.now(): the lockout's end is reached by moving the clock, not by waiting. */
describe('login rate limits (the defaults: 10 failures a minute per username)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('pglite');
  });
  afterAll(() => api.close());
  afterEach(() => vi.useRealTimers());

  it('refuses the 11th wrong sign-in in a minute with 429, the right password too, until the lockout ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect(LOGIN_LIMIT_DEFAULTS.maxFailuresPerUsername).toBe(10);
    const failures = [];
    for (let i = 0; i < 10; i++) failures.push((await login(api.app, 'health.admin', `guess-${i}`)).status);
    expect(failures).toEqual(Array(10).fill(401));

    const eleventh = await login(api.app, 'health.admin', 'guess-10');
    expect(eleventh).toEqual({
      status: 429,
      retryAfter: '60',
      type: expect.stringContaining('application/problem+json'),
      detail: 'Too many failed sign-ins; try again in 60 seconds',
    });
    expect((await login(api.app, 'health.admin', DEMO_PASSWORD)).status).toBe(429);
    // Another user signs in as usual, from the same address.
    expect((await login(api.app, 'health.vanwyk', DEMO_PASSWORD)).status).toBe(200);

    vi.setSystemTime(Date.now() + 45_000);
    expect(await login(api.app, 'health.admin', DEMO_PASSWORD)).toMatchObject({ status: 429, retryAfter: '15' });
    vi.setSystemTime(Date.now() + 16_000);
    expect((await login(api.app, 'health.admin', DEMO_PASSWORD)).status).toBe(200);
  });

  it('locks an unknown username exactly like a known one, so a lockout tells nothing', async () => {
    await wrong(api.app, 'nobody.here', 10, '198.51.100.7');
    const unknown = await login(api.app, 'nobody.here', 'x', '198.51.100.8');
    await wrong(api.app, 'business.evans', 10, '198.51.100.7');
    const known = await login(api.app, 'business.evans', 'x', '198.51.100.8');
    expect(unknown).toEqual(known);
    expect(known.status).toBe(429);
  });
});

describe('password change rate limits (wrong current passwords, per user, like sign-in)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('pglite');
  });
  afterAll(() => api.close());
  afterEach(() => vi.useRealTimers());

  const change = async (authorization: string, userId: number, currentPassword: string) => {
    const res = await api.app.inject({
      method: 'PUT',
      url: `/api/user/${userId}/password`,
      headers: { authorization },
      payload: { currentPassword, newPassword: 'a brand new passphrase 42' },
    });
    return { status: res.statusCode, retryAfter: res.headers['retry-after'], detail: res.json().detail as string };
  };

  it('refuses the 11th wrong current password in a minute with 429, the right one too, until the lockout ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const authorization = await api.authHeader('health.admin');
    const userId = (await api.app.inject({ url: '/api/user/ping', headers: { authorization } })).json<{ id: number }>()
      .id;
    const failures = [];
    for (let i = 0; i < 10; i++) failures.push((await change(authorization, userId, `guess-${i}`)).status);
    expect(failures).toEqual(Array(10).fill(422));
    expect(await change(authorization, userId, 'guess-10')).toEqual({
      status: 429,
      retryAfter: '60',
      detail: 'Too many wrong current passwords; try again in 60 seconds',
    });
    expect((await change(authorization, userId, DEMO_PASSWORD)).status).toBe(429);
    // Signing in is counted apart: the user is not locked out of their account.
    expect((await login(api.app, 'health.admin', DEMO_PASSWORD)).status).toBe(200);
    // Another user of the company changes theirs as usual.
    const other = await api.authHeader('health.vanwyk');
    const otherId = (await api.app.inject({ url: '/api/user/ping', headers: { authorization: other } })).json<{
      id: number;
    }>().id;
    expect((await change(other, otherId, 'not-it')).status).toBe(422);

    vi.setSystemTime(Date.now() + 61_000);
    expect((await change(authorization, userId, DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('login rate limits per client address', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('pglite', {
      loginLimits: { ...LOGIN_LIMIT_DEFAULTS, maxFailuresPerUsername: 100, maxFailuresPerAddress: 4 },
    });
  });
  afterAll(() => api.close());

  it('locks the address the gateway names in X-Forwarded-For, not every browser behind the gateway', async () => {
    for (const name of ['a.one', 'b.two', 'c.three', 'd.four']) await wrong(api.app, name, 1, '203.0.113.5');
    const locked = await login(api.app, 'folio.admin', DEMO_PASSWORD, '203.0.113.5');
    expect(locked).toMatchObject({ status: 429, detail: 'Too many failed sign-ins; try again in 60 seconds' });
    expect((await login(api.app, 'folio.admin', DEMO_PASSWORD, '203.0.113.6')).status).toBe(200);
  });

  it('ignores X-Forwarded-For from a peer it does not trust', async () => {
    const app = await buildApp({ config: { ...api.config, trustProxy: false }, db: api.db, logger: false });
    try {
      await wrong(app, 'e.five', 4, '203.0.113.20');
      // Every request counted against the peer itself (127.0.0.1), whatever address it claimed.
      expect((await login(app, 'folio.admin', DEMO_PASSWORD, '203.0.113.21')).status).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('login rate limits while Redis cannot be reached', () => {
  it('counts in the process’s own memory and keeps refusing the 11th wrong sign-in', async () => {
    // A port the OS just gave out and took back: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const api = await startTestApi('pglite', { redisUrl: `redis://127.0.0.1:${port}` });
    try {
      await wrong(api.app, 'folio.admin', 10);
      expect((await login(api.app, 'folio.admin', DEMO_PASSWORD)).status).toBe(429);
      expect((await login(api.app, 'folio.singh', DEMO_PASSWORD)).status).toBe(200);
    } finally {
      await api.close();
    }
  });
});

// Runs where a Redis server is given (CI sets TEST_REDIS_URL), like the PostgreSQL variants.
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('login rate limits shared through Redis', () => {
  let api: TestApi;
  let replica: App;
  beforeAll(async () => {
    // A prefix of its own, so that runs and other tests on the same Redis do not share counts.
    const redisKeyPrefix = `folio:test:${randomBytes(6).toString('hex')}:`;
    api = await startTestApi('pglite', { redisUrl, redisKeyPrefix });
    replica = await buildApp({ config: api.config, db: api.db, logger: false });
  });
  afterAll(async () => {
    await replica.close();
    await api.close();
  });

  it('counts the failures of every replica together', async () => {
    await wrong(api.app, 'business.murphy', 5);
    await wrong(replica, 'business.murphy', 5);
    const [here, there] = [
      await login(api.app, 'business.murphy', DEMO_PASSWORD),
      await login(replica, 'business.murphy', DEMO_PASSWORD),
    ];
    expect(here).toMatchObject({ status: 429, detail: expect.stringMatching(/^Too many failed sign-ins/) });
    expect(there.status).toBe(429);
    expect((await login(replica, 'business.patel', DEMO_PASSWORD)).status).toBe(200);
  });
});
