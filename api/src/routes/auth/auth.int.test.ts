import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { databaseKinds, startTestApi, TEST_SECRET, type TestApi } from '../../../test/helpers.ts';

describe.each(databaseKinds())('auth and tenancy base (%s)', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(() => api.close());

  it('signs in a demo user and answers a bearer token with the user', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'health.admin', password: 'demo-pass-1' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.tokenType).toBe('Bearer');
    expect(body.user).toMatchObject({ username: 'health.admin', roles: ['ROLE_ISOPRACTICE', 'ROLE_USER'] });
    expect(body.user).not.toHaveProperty('passwordHash');
    const ping = await api.app.inject({
      url: '/api/user/ping',
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(ping.json()).toMatchObject({ ok: true, username: 'health.admin', companyId: body.user.companyId });
  });

  it.each([
    ['a wrong password', { username: 'health.admin', password: 'nope' }],
    ['an unknown user', { username: 'nobody', password: 'demo-pass-1' }],
  ])('refuses %s with 401 problem+json', async (_, payload) => {
    const res = await api.app.inject({ method: 'POST', url: '/api/auth/login', payload });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toBe('The username or password is not correct');
  });

  it('answers malformed JSON and missing fields with 400 naming the problem', async () => {
    const malformed = await api.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(malformed.statusCode).toBe(400);
    const missing = await api.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'x' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([expect.objectContaining({ field: 'body.password' })]);
  });

  it('refuses a missing, forged or expired token with 401', async () => {
    const none = await api.app.inject({ url: '/api/user/ping' });
    expect(none.statusCode).toBe(401);
    const forged = await new SignJWT({ cid: 1, usr: 'health.admin', roles: [] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('folio-api')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another!!'));
    const forgedRes = await api.app.inject({ url: '/api/user/ping', headers: { authorization: `Bearer ${forged}` } });
    expect(forgedRes.statusCode).toBe(401);
    const expired = await new SignJWT({ cid: 1, usr: 'health.admin', roles: [] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('folio-api')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(TEST_SECRET);
    const expiredRes = await api.app.inject({ url: '/api/user/ping', headers: { authorization: `Bearer ${expired}` } });
    expect(expiredRes.statusCode).toBe(401);
    expect(expiredRes.json().detail).toBe('The access token has expired');
  });

  it('shows only the caller’s company and users: another tenant’s ids are 404', async () => {
    const health = await api.authHeader('health.admin');
    const ping = (await api.app.inject({ url: '/api/user/ping', headers: { authorization: health } })).json();
    const own = await api.app.inject({
      url: `/api/company/config/${ping.companyId}`,
      headers: { authorization: health },
    });
    expect(own.json()).toMatchObject({ name: 'Demo Health Practice', type: 'H', region: 'ZA' });

    const folio = await api.authHeader('folio.admin');
    const other = (await api.app.inject({ url: '/api/user/ping', headers: { authorization: folio } })).json();
    for (const url of [
      `/api/company/config/${other.companyId}`,
      `/api/user/${other.id}`,
      `/api/user/config/${other.id}`,
    ]) {
      const res = await api.app.inject({ url, headers: { authorization: health } });
      expect(res.statusCode, url).toBe(404);
    }
    const config = await api.app.inject({ url: `/api/user/config/${ping.id}`, headers: { authorization: health } });
    expect(config.json()).toMatchObject({ userId: ping.id, rowsPerPage: 100 });
  });

  it('publishes an OpenAPI document listing the routes', async () => {
    const res = await api.app.inject({ url: '/api/openapi.json' });
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/user/ping',
        '/api/user/{id}',
        '/api/company/config/{companyId}',
      ]),
    );
  });
});
