import { readFileSync } from 'node:fs';
import { graphql, Kind, parse, type ObjectTypeDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SCHEMA_PATH } from '../app.ts';
import { loadGatewayConfig } from '../config.ts';
import { resolvers } from '../resolvers/index.ts';
import { buildFolioSubgraph, buildSubgraph, FEDERATION_LINK } from './subgraph.ts';

const keyed = (sdl: string) =>
  parse(sdl)
    .definitions.filter((d): d is ObjectTypeDefinitionNode => d.kind === Kind.OBJECT_TYPE_DEFINITION)
    .filter((d) => d.directives?.some((directive) => directive.name.value === 'key'))
    .map((d) => d.name.value);

describe("Folio's subgraph schema", () => {
  const schema = buildFolioSubgraph(readFileSync(SCHEMA_PATH, 'utf8'), resolvers);

  it('answers schema.graphql with @link and @key(fields: "id") on Invoice, Client and Payment as its SDL', async () => {
    const { data } = await graphql({ schema, source: '{ _service { sdl } }' });
    const sdl = (data as { _service: { sdl: string } })._service.sdl;
    expect(sdl).toContain(`extend schema @link(url: "${FEDERATION_LINK}", import: ["@key"])`);
    expect(keyed(sdl).sort()).toEqual(['Client', 'Invoice', 'Payment']);
    expect(sdl).toContain('type ClientRecord {');
    // The federation fields are the spec's, not part of the SDL a router composes.
    expect(sdl).not.toContain('_entities');
  });

  it('refuses a representation of a type that is not an entity, and a key that is not an id, without an upstream call', async () => {
    const result = await graphql({
      schema,
      source: 'query($r: [_Any!]!) { _entities(representations: $r) { __typename } }',
      variableValues: {
        r: [
          { __typename: 'Company', id: '1' },
          { __typename: 'Invoice', id: 'x' },
        ],
      },
      contextValue: { rest: { get: () => Promise.reject(new Error('no upstream call expected')) } },
    });
    expect(result.data).toEqual({ _entities: [null, null] });
    expect(result.errors?.map((error) => [error.message, error.extensions.code])).toEqual([
      ['Company is not an entity of this subgraph', 'BAD_USER_INPUT'],
      ['id "x" is not an id', 'BAD_USER_INPUT'],
    ]);
  });

  it('resolves entities in representation order, null where the reference resolver finds none', async () => {
    const small = buildSubgraph(
      'type Query { a: A } type A { id: ID! name: String! }',
      {},
      {
        A: async (reference) => (reference.id === '2' ? null : { id: reference.id, name: `a${String(reference.id)}` }),
      },
    );
    const result = await graphql({
      schema: small,
      source: 'query($r: [_Any!]!) { _entities(representations: $r) { ... on A { id name } } }',
      variableValues: { r: ['1', '2', '3'].map((id) => ({ __typename: 'A', id })) },
    });
    expect(result).toEqual({ data: { _entities: [{ id: '1', name: 'a1' }, null, { id: '3', name: 'a3' }] } });
  });
});

describe('SUBGRAPH', () => {
  it('is on by default and off by default with trusted documents', () => {
    expect(loadGatewayConfig({}).subgraph).toBe(true);
    expect(loadGatewayConfig({ trustedDocuments: true }).subgraph).toBe(false);
    expect(loadGatewayConfig({ trustedDocuments: true, subgraph: true }).subgraph).toBe(true);
  });
});
