import { makeExecutableSchema } from '@graphql-tools/schema';
import {
  GraphQLError,
  GraphQLScalarType,
  Kind,
  parse,
  print,
  valueFromASTUntyped,
  visit,
  type ConstDirectiveNode,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import type { GatewayContext } from '../context.ts';
import { restPath } from '../rest/client.ts';
import type { ClientDto } from '../rest/dto/clients.ts';
import type { InvoiceDto, PaymentDto } from '../rest/dto/invoices.ts';
import type { ClientParent } from '../rest/dto/payments.ts';
import { restId } from '../rest/ids.ts';
import { nullIfNotFound } from '../resolvers/results.ts';

/** The Federation v2 spec the subgraph SDL links; only @key is used. */
export const FEDERATION_LINK = 'https://specs.apollo.dev/federation/v2.3';

/** A representation a router sends to `_entities`: the type's name and its key fields. */
export type Representation = { __typename: string; id?: unknown; [field: string]: unknown };

/** Reads one entity from its key fields; null when the caller cannot see it. */
export type ReferenceResolver<TContext> = (reference: Representation, ctx: TContext) => Promise<object | null>;

const keyDirective: ConstDirectiveNode = {
  kind: Kind.DIRECTIVE,
  name: { kind: Kind.NAME, value: 'key' },
  arguments: [
    { kind: Kind.ARGUMENT, name: { kind: Kind.NAME, value: 'fields' }, value: { kind: Kind.STRING, value: 'id' } },
  ],
};

/**
 * A schema's SDL as a Federation v2 subgraph's: the same document (its one owner stays the .graphql file), with
 * `extend schema @link(…)` and `@key(fields: "id")` on the `entities`. This is what `_service { sdl }` answers.
 */
export function subgraphSdl(sdl: string, entities: readonly string[]): DocumentNode {
  const keyed = visit(parse(sdl), {
    ObjectTypeDefinition(node) {
      if (!entities.includes(node.name.value)) return undefined;
      return { ...node, directives: [...(node.directives ?? []), keyDirective] };
    },
  });
  const link = parse(`extend schema @link(url: "${FEDERATION_LINK}", import: ["@key"])`);
  return { kind: Kind.DOCUMENT, definitions: [...link.definitions, ...keyed.definitions] };
}

/** The subgraph spec's own definitions (https://www.apollographql.com/docs/graphos/reference/federation/subgraph-spec). */
const federationDefinitions = (entities: readonly string[]) => `
  directive @link(url: String!, as: String, import: [link__Import]) repeatable on SCHEMA
  directive @key(fields: federation__FieldSet!, resolvable: Boolean = true) repeatable on OBJECT | INTERFACE
  scalar link__Import
  scalar federation__FieldSet
  scalar _Any
  union _Entity = ${entities.join(' | ')}
  type _Service { sdl: String! }
  extend type Query {
    _entities(representations: [_Any!]!): [_Entity]!
    _service: _Service!
  }
`;

const anyScalar = new GraphQLScalarType({
  name: '_Any',
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
});

/**
 * An executable Federation v2 subgraph (the spec's `_service` and `_entities`), built as /graphql's schema is
 * (makeExecutableSchema) from the SDL, the resolvers and one reference resolver per entity. Written here rather
 * than taken from @apollo/subgraph: its versions that run on Node 20 need @apollo/federation-internals, which is
 * under the Elastic License 2.0 (docs/decisions.md).
 */
export function buildSubgraph<TContext>(
  sdl: string,
  resolvers: Record<string, object>,
  references: Record<string, ReferenceResolver<TContext>>,
): GraphQLSchema {
  const entities = Object.keys(references);
  const typeDefs = subgraphSdl(sdl, entities);
  const serviceSdl = print(typeDefs);
  const federation = {
    _Any: anyScalar,
    _Entity: { __resolveType: (entity: { __typename: string }) => entity.__typename },
    Query: {
      ...(resolvers.Query ?? {}),
      _service: () => ({ sdl: serviceSdl }),
      _entities: (_root: unknown, { representations }: { representations: Representation[] }, ctx: TContext) =>
        representations.map(async (reference) => {
          const resolve = Object.hasOwn(references, reference?.__typename) ? references[reference.__typename] : null;
          if (!resolve) {
            throw new GraphQLError(`${String(reference?.__typename)} is not an entity of this subgraph`, {
              extensions: { code: 'BAD_USER_INPUT' },
            });
          }
          const entity = await resolve(reference, ctx);
          return entity && { ...entity, __typename: reference.__typename };
        }),
    },
  };
  return makeExecutableSchema({
    typeDefs: [typeDefs, federationDefinitions(entities)],
    resolvers: { ...resolvers, ...federation } as never,
  });
}

const referenceId = ({ id }: Representation) =>
  restId(typeof id === 'string' || typeof id === 'number' ? id : '', 'id');

/**
 * Folio's entities: each is read by id through the api's own single-row route with the caller's token, so
 * tenancy is the api's as for every query: another company's id (or a deleted row) is null, never its data.
 */
export const FOLIO_ENTITIES: Record<string, ReferenceResolver<GatewayContext>> = {
  Invoice: (reference, ctx) =>
    nullIfNotFound(ctx.rest.get<InvoiceDto>(restPath`/api/invoice1/specific/${referenceId(reference)}`)),
  Payment: (reference, ctx) =>
    nullIfNotFound(ctx.rest.get<PaymentDto>(restPath`/api/payment1/specific/${referenceId(reference)}`)),
  // The type Invoice.client answers (ClientRecord is the Clients screen's fuller view of the same row).
  async Client(reference, ctx): Promise<ClientParent | null> {
    const client = await nullIfNotFound(
      ctx.rest.get<ClientDto>(restPath`/api/client1/specific/${referenceId(reference)}`),
    );
    return (
      client && {
        id: String(client.id),
        firstName: client.firstName,
        lastName: client.lastName,
        name: client.name,
        email: client.email,
        medicalAidName: client.medicalAidName,
        medicalAidNumber: client.medicalAidNumber,
      }
    );
  },
};

/** schema.graphql with the gateway's resolvers as Folio's subgraph, served at /subgraph (src/app.ts). */
export const buildFolioSubgraph = (sdl: string, resolvers: Record<string, object>): GraphQLSchema =>
  buildSubgraph(sdl, resolvers, FOLIO_ENTITIES);
