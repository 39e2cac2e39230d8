import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { buildClientSchema, getIntrospectionQuery, graphql, type IntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../../test/helpers.ts';
import { SCHEMA_PATH } from '../app.ts';
import { resolvers } from '../resolvers/index.ts';

describe('introspection through the compiled executor', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack('pglite');
  });
  afterAll(() => stack.close());

  it('answers the query GraphiQL and codegen send as graphql-js does', async () => {
    const source = getIntrospectionQuery({ descriptions: true, schemaDescription: true, specifiedByUrl: true });
    const res = await stack.graphql<IntrospectionQuery>(source);
    expect(res.errors).toBeUndefined();
    const schema = makeExecutableSchema({ typeDefs: readFileSync(SCHEMA_PATH, 'utf8'), resolvers: resolvers as never });
    const expected = await graphql({ schema, source });
    expect(res.data).toEqual(JSON.parse(JSON.stringify(expected.data)));
    expect(buildClientSchema(res.data!).getQueryType()?.getFields().invoices).toBeDefined();
  });
});
