import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../test/helpers.ts';

const TOKEN = 'scrape-token-0123456789abcdef';

/** The labels of every request series in a /metrics text, one `method route status_class` string each. */
function requestSeries(metrics: string): Map<string, number> {
  const series = new Map<string, number>();
  const pattern =
    /^folio_api_http_request_duration_seconds_count\{method="([^"]*)",route="([^"]*)",status_class="([^"]*)"\} (\d+)/gm;
  for (const [, method, route, statusClass, count] of metrics.matchAll(pattern)) {
    series.set(`${method} ${route} ${statusClass}`, Number(count));
  }
  return series;
}

describe.each(databaseKinds())('/metrics of the api on %s', (kind) => {
  let api: TestApi;
  const scrape = async () => (await api.app.inject({ method: 'GET', url: '/metrics' })).body;
  beforeAll(async () => {
    api = await startTestApi(kind, { metrics: { kind: 'public' } });
  });
  afterAll(() => api?.close());

  it('counts requests by route pattern, method and status class, however many ids and paths clients send', async () => {
    const auth = await api.authHeader('health.admin');
    const send = (url: string, authorization?: string) =>
      api.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
    await send('/api/user/1', auth);
    await send('/api/health');
    await send('/no/such/path', auth);
    const before = await scrape();

    for (let id = 2; id < 152; id++) await send(`/api/user/${id}`, auth);
    for (let n = 0; n < 100; n++) await send(`/no/such/path/${n}`, auth);
    await send('/api/user/1');
    await api.app.inject({ method: 'PROPFIND', url: '/api/user/1', headers: { authorization: auth } });
    const after = await scrape();

    const series = requestSeries(after);
    expect(series.get('GET /api/user/:id 2xx')! + (series.get('GET /api/user/:id 4xx') ?? 0)).toBe(152);
    expect(series.get('GET /api/health 2xx')).toBe(1);
    expect(series.get('GET unmatched 4xx')).toBe(101);
    expect([...series.keys()].some((key) => /\d{2}|\/no\/such|PROPFIND/.test(key))).toBe(false);
    // 250 new URLs added no series beyond the 401's, the unknown method's and the first scrape's own.
    const added = [...series.keys()].filter((key) => !requestSeries(before).has(key));
    expect(['GET /api/user/:id 4xx', 'other unmatched 4xx', 'GET /metrics 2xx']).toEqual(expect.arrayContaining(added));
    expect(after).toMatch(
      /^folio_api_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/health"/m,
    );
  });

  it('has the process metrics, and the pool gauges on a PostgreSQL server only', async () => {
    const metrics = await scrape();
    expect(metrics).toContain('process_cpu_user_seconds_total');
    expect(metrics).toContain('nodejs_eventloop_lag_seconds');
    if (kind === 'postgres') {
      expect(metrics).toMatch(/^folio_api_db_pool_connections [1-9]\d*$/m);
      expect(metrics).toMatch(/^folio_api_db_pool_idle_connections \d+$/m);
      expect(metrics).toMatch(/^folio_api_db_pool_waiting_requests 0$/m);
      expect(metrics).toMatch(/^folio_api_db_pool_max_connections 10$/m);
    } else {
      expect(metrics).not.toContain('folio_api_db_pool');
    }
  });
});

describe('/metrics of the api, protected or off', () => {
  const apis: TestApi[] = [];
  afterAll(() => Promise.all(apis.map((api) => api.close())));
  const start = async (...args: Parameters<typeof startTestApi>) => {
    const api = await startTestApi(...args);
    apis.push(api);
    return api;
  };

  it('asks for METRICS_TOKEN as a bearer token, not a user’s token', async () => {
    const api = await start('pglite', { metrics: { kind: 'token', token: TOKEN } });
    const scrape = (authorization?: string) =>
      api.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
    const ok = await scrape(`Bearer ${TOKEN}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN}0`,
      `Basic ${TOKEN}`,
      await api.authHeader('health.admin'),
    ]) {
      const res = await scrape(authorization);
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body).not.toContain('folio_api');
    }
  });

  it('is not served at all when off', async () => {
    const api = await start('pglite', { metrics: { kind: 'off' } });
    const res = await api.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: await api.authHeader('health.admin') },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('folio_api');
  });
});
