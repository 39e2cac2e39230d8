import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../../test/helpers.ts';

const TOKEN = 'scrape-token-0123456789abcdef';

describe('a production gateway (metrics, GraphiQL and introspection off)', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startGateway({ metrics: { kind: 'off' }, graphiql: false, introspection: false });
  });
  afterAll(() => gateway.close());

  it('serves neither /metrics nor GraphiQL', async () => {
    for (const route of ['/metrics', '/graphiql']) {
      const res = await fetch(`${gateway.url}${route}`);
      expect(res.status, route).toBe(404);
      expect(await res.text()).not.toMatch(/folio_gateway|GraphiQL/);
    }
  });

  it('refuses introspection before it runs, and still answers __typename', async () => {
    for (const query of [getIntrospectionQuery(), '{ __type(name: "Invoice") { name } }']) {
      const res = await gateway.graphql({ query });
      expect(res.data).toBeUndefined();
      expect(res.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(res.errors?.[0]?.message).toMatch(/introspection/i);
    }
    expect((await gateway.graphql({ query: '{ __typename }' })).data).toEqual({ __typename: 'Query' });
  });
});

describe('/metrics behind METRICS_TOKEN', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startGateway({ metrics: { kind: 'token', token: TOKEN } });
  });
  afterAll(() => gateway.close());

  const scrape = (authorization?: string) =>
    fetch(`${gateway.url}/metrics`, { headers: authorization ? { authorization } : {} });

  it('answers the token as a bearer token', async () => {
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('folio_gateway_graphql_duration_seconds');
  });

  it('refuses no token, another token and another scheme with 401 and a challenge', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, `Basic ${TOKEN}`, TOKEN]) {
      const res = await scrape(authorization);
      expect(res.status, authorization).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await res.text()).not.toContain('folio_gateway');
    }
  });
});
