import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../../test/helpers.ts';

/**
 * The limits over HTTP, before any login check or upstream call: the api behind this gateway refuses
 * every connection, so a request that reached a resolver would answer UNAUTHENTICATED or
 * UPSTREAM_UNAVAILABLE, and `x-upstream-requests` counts the calls it tried.
 */
describe('operation limits through the gateway', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startGateway();
  });
  afterAll(() => gateway.close());

  const refused = async (query: string) => {
    const res = await gateway.graphql({ query });
    expect(res.headers.get('x-upstream-requests')).toBe('0');
    expect(res.data ?? null).toBeNull();
    return { status: res.status, error: res.errors?.[0], count: res.errors?.length };
  };

  it('refuses 5,000 aliases of a root field without one upstream call', async () => {
    const aliases = Array.from({ length: 5000 }, (_, i) => `a${i}: products { id }`);
    // 110 KB: over the query size, refused before Apollo parses it (query-size.int.test.ts).
    const large = await gateway.graphql({ query: `{ ${aliases.join(' ')} }` });
    expect(large).toMatchObject({ status: 413, errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
    // The same aliases written tight fit in 100 KB, and stop the parser at the token limit.
    const tight = `{${aliases.map((alias) => alias.replace(/ /g, '')).join('')}}`;
    expect(tight.length).toBeLessThan(100 * 1024);
    const { status, error } = await refused(tight);
    expect({ status, code: error?.extensions?.code }).toEqual({ status: 400, code: 'GRAPHQL_PARSE_FAILED' });
  });

  it('refuses 21 aliases as a validation error, before the login check', async () => {
    const query = `{ ${Array.from({ length: 21 }, (_, i) => `a${i}: clearingHouse { name }`).join(' ')} }`;
    expect(await refused(query)).toEqual({
      status: 400,
      count: 1,
      error: {
        message: 'The query uses more than 20 aliases.',
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED', limit: 'aliases', maximum: 20 },
      },
    });
  });

  it('refuses a 30-level fragment-spread bomb by its cost', async () => {
    const fragments = Array.from({ length: 29 }, (_, i) => `fragment F${i + 1} on Query { ...F${i + 2} ...F${i + 2} }`);
    const query = `query Bomb { ...F1 } ${fragments.join(' ')} fragment F30 on Query { viewer { user { id } } }`;
    const { status, error } = await refused(query);
    expect(status).toBe(400);
    expect(error?.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', limit: 'cost' });
  });

  it('refuses a query deeper than the depth limit (introspection types nest without end)', async () => {
    const query = `{ __type(name: "Query") { ${'ofType { '.repeat(12)}name${' }'.repeat(12)} } }`;
    const { status, error, count } = await refused(query);
    expect({ status, count, message: error?.message }).toEqual({
      status: 400,
      count: 1,
      message: 'The query is nested more than 12 levels deep.',
    });
  });

  it('stops parsing at the token limit', async () => {
    const { status, error } = await refused(`{ ${'__typename '.repeat(2500)}}`);
    expect(status).toBe(400);
    expect(error).toEqual({
      message: 'The query has more than 2,000 tokens, the most one request may have.',
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
      locations: expect.any(Array) as unknown,
    });
  });

  it('still answers a query within the limits', async () => {
    const res = await gateway.graphql({ query: '{ __typename }' });
    expect(res).toMatchObject({ status: 200, data: { __typename: 'Query' } });
  });
});
