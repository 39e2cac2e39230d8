import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_PLANS } from '../../checkout/subscription-plans.ts';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import { session, type Session } from '../../../test/finance-fixtures.ts';

const BASE = '/api/payment1/sandbox/checkout/create-checkout-session/subscription';

/** The sandbox provider runs in the process: these tests reach no payment provider. */
describe.each(databaseKinds())('subscription checkout (%s)', (kind) => {
  let api: TestApi;
  let folio: Session;
  let health: Session;
  beforeAll(async () => {
    api = await startTestApi(kind);
    folio = await session(api, 'folio.admin');
    health = await session(api, 'health.admin');
  });
  afterAll(() => api.close());

  const audits = async () =>
    (
      await api.db.query<{ n: number }>(
        `select count(*)::int as n from audit_log where entity = 'subscription_checkout'`,
      )
    ).rows[0]!.n;

  it.each([
    ['solo', 'month', 1900],
    ['practice', 'year', 49000],
    ['business', 'month', 9900],
  ] as const)(
    'opens a sandbox session for a new %s subscription per %s with no auth and no body',
    async (plan, interval, cents) => {
      expect(SUBSCRIPTION_PLANS[plan].priceCents[interval]).toBe(cents);
      const before = await audits();
      const res = await api.app.inject({ method: 'POST', url: `${BASE}/${plan}/${interval}` });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json<Record<string, unknown>>();
      expect(body).toMatchObject({
        provider: 'sandbox',
        sandbox: true,
        subscription: 'new',
        plan,
        interval,
        amount: cents / 100,
        currency: 'USD',
      });
      expect(body.providerName).toMatch(/sandbox/i);
      const url = new URL(body.url as string);
      expect(url.origin + url.pathname).toBe(api.app.config.checkoutReturnUrl);
      expect(url.searchParams.get('session_id')).toBe(body.sessionId);
      expect(url.searchParams.get('subscription')).toBe('paid');
      expect(url.searchParams.get('reference')).toBe(body.reference);
      expect(Date.parse(body.expiresAt as string)).toBeGreaterThan(Date.now());
      expect(await audits()).toBe(before);
    },
  );

  it('gives every session its own id', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 3; i++) {
      ids.add(
        (await api.app.inject({ method: 'POST', url: `${BASE}/solo/month` })).json<{ sessionId: string }>().sessionId,
      );
    }
    expect(ids.size).toBe(3);
  });

  it.each([
    ['/api/payment1/stripe-live/checkout/create-checkout-session/subscription/solo/month', 404],
    ['/api/payment1/__proto__/checkout/create-checkout-session/subscription/solo/month', 400],
    ['/api/payment1/constructor/checkout/create-checkout-session/subscription/solo/month', 404],
    [`${BASE}/platinum/month`, 400],
    [`${BASE}/solo/week`, 400],
  ])('refuses %s (%i, problem+json)', async (url, status) => {
    const res = await api.app.inject({ method: 'POST', url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('opens a session for the caller’s own company, with auth and a body, and records who started it', async () => {
    const before = await audits();
    const payload = { companyId: folio.companyId, plan: 'practice', interval: 'year' };
    expect((await api.app.inject({ method: 'POST', url: BASE, payload })).statusCode).toBe(401);
    const res = await api.app.inject({ method: 'POST', url: BASE, payload, headers: { authorization: folio.auth } });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ sessionId: string; subscription: string; amount: number }>();
    expect(body).toMatchObject({ subscription: 'existing', amount: 490 });
    const { rows } = await api.db.query<{ company_id: number; user_id: number; after: { sessionId: string } }>(
      `select company_id, user_id, after from audit_log where entity = 'subscription_checkout' order by id desc limit 1`,
    );
    expect(rows[0]).toMatchObject({
      company_id: folio.companyId,
      user_id: folio.userId,
      after: { sessionId: body.sessionId },
    });
    expect(await audits()).toBe(before + 1);
  });

  it('refuses another company in the body (404), a missing or wrong body (400), and records nothing', async () => {
    const before = await audits();
    const headers = { authorization: health.auth };
    const other = await api.app.inject({
      method: 'POST',
      url: BASE,
      headers,
      payload: { companyId: folio.companyId, plan: 'solo', interval: 'month' },
    });
    expect(other.statusCode).toBe(404);
    for (const payload of [
      undefined,
      { companyId: health.companyId, plan: 'solo' },
      { companyId: health.companyId, plan: 'gold', interval: 'month' },
    ]) {
      const res = await api.app.inject({ method: 'POST', url: BASE, headers, ...(payload ? { payload } : {}) });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await audits()).toBe(before);
  });
});
