import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../../test/helpers.ts';

const LIMIT = 100 * 1024;

/** `{ __typename }` padded with a comment to exactly `bytes` bytes of UTF-8 (a comment is no token). */
const queryOf = (bytes: number, pad = 'x') => {
  const head = '{ __typename } #';
  const units = Math.floor((bytes - head.length) / Buffer.byteLength(pad));
  const query = head + pad.repeat(units);
  return query + 'x'.repeat(bytes - Buffer.byteLength(query));
};

describe('the largest query the gateway reads', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startGateway();
  });
  afterAll(() => gateway.close());

  const tooLarge = {
    status: 413,
    errors: [
      {
        message: 'The query is larger than 100 KB, the most one request may send.',
        extensions: { code: 'BAD_USER_INPUT', status: 413 },
      },
    ],
  };

  it('answers a query of exactly the limit, and refuses one byte more', async () => {
    const atLimit = await gateway.graphql({ query: queryOf(LIMIT) });
    expect(atLimit).toMatchObject({ status: 200, data: { __typename: 'Query' } });
    expect(await gateway.graphql({ query: queryOf(LIMIT + 1) })).toMatchObject(tooLarge);
  });

  it('counts bytes, not characters', async () => {
    const query = queryOf(LIMIT + 2, '€');
    expect(query.length).toBeLessThan(LIMIT);
    expect(await gateway.graphql({ query })).toMatchObject(tooLarge);
  });

  it('refuses a 33 MB query before Apollo sees it', async () => {
    // Not even a document: had it been parsed, the answer would be GRAPHQL_PARSE_FAILED.
    const query = `{ viewer { ${'user { id } '.repeat(2_750_000)}`;
    expect(query.length).toBeGreaterThan(33_000_000);
    const res = await gateway.graphql({ query });
    expect(res).toMatchObject(tooLarge);
    // Apollo's plugin sets this header on every answer it gives, refusals included.
    expect(res.headers.get('x-upstream-requests')).toBeNull();
  });

  it('refuses a large query sent as a multipart upload’s operations', async () => {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: queryOf(LIMIT + 1), variables: { file: null } }));
    form.set('map', JSON.stringify({ 0: ['variables.file'] }));
    form.set('0', new Blob(['date,amount\n']), 'statement.csv');
    const res = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'apollo-require-preflight': 'true' },
      body: form,
    });
    expect({ status: res.status, ...((await res.json()) as object) }).toMatchObject(tooLarge);
  });
});
