import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../../test/helpers.ts';

async function postSubgraph(url: string, query: string, variables?: Record<string, unknown>) {
  const res = await fetch(`${url}/subgraph`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const json = (await res.json()) as {
    data?: unknown;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
  };
  return { status: res.status, codes: json.errors?.map((error) => error.extensions?.code), data: json.data };
}

/** /subgraph is behind /graphql's limits; no request here reaches the api (it refuses connections). */
describe('the subgraph path', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startGateway({ rateLimits: { userRequests: 10, anonymousRequests: 3, windowSeconds: 60 } });
  });
  afterAll(() => gateway.close());

  it("has /graphql's operation and input limits and its rate limits", async () => {
    const aliases = Array.from({ length: 21 }, (_, i) => `a${i}: _service { sdl }`).join(' ');
    expect(await postSubgraph(gateway.url, `{ ${aliases} }`)).toMatchObject({
      status: 400,
      codes: ['GRAPHQL_VALIDATION_FAILED'],
    });

    const representations = Array.from({ length: 101 }, (_, i) => ({ __typename: 'Invoice', id: String(i + 1) }));
    const tooMany = await postSubgraph(
      gateway.url,
      'query($r: [_Any!]!) { _entities(representations: $r) { ... on Invoice { id } } }',
      { r: representations },
    );
    expect(tooMany.codes).toEqual(['BAD_USER_INPUT']);

    const sdl = await postSubgraph(gateway.url, '{ _service { sdl } }');
    expect(sdl.status).toBe(200);
    expect(JSON.stringify(sdl.data)).toContain('@key(fields: \\"id\\")');

    expect(await postSubgraph(gateway.url, '{ _service { sdl } }')).toMatchObject({
      status: 429,
      codes: ['RATE_LIMITED'],
    });
  });
});
