import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/helpers.ts';

describe('security headers of the api', () => {
  let api: TestApi;
  let production: TestApi;
  beforeAll(async () => {
    api = await startTestApi('pglite');
    production = await startTestApi('pglite', { openapiDocument: false, metrics: { kind: 'off' } });
  });
  afterAll(() => Promise.all([api?.close(), production?.close()]));

  it('sends them on answers, errors and unknown paths alike', async () => {
    const auth = await api.authHeader('health.admin');
    const answers = [
      await api.app.inject({ method: 'GET', url: '/api/health' }),
      await api.app.inject({ method: 'GET', url: '/api/user/ping', headers: { authorization: auth } }),
      await api.app.inject({ method: 'GET', url: '/api/user/ping' }),
      await api.app.inject({ method: 'GET', url: '/no/such/path', headers: { authorization: auth } }),
      await api.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'x' } }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 401, 404, 400]);
    for (const res of answers) {
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none';base-uri 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('serves the OpenAPI document in development, and not when OPENAPI_DOCUMENT is off', async () => {
    const open = await api.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(open.statusCode).toBe(200);
    expect(open.json<{ openapi: string }>().openapi).toMatch(/^3\./);

    const closed = await production.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { authorization: await production.authHeader('health.admin') },
    });
    expect(closed.statusCode).toBe(404);
    expect(closed.body).not.toContain('"paths"');
  });
});
