import { ApolloServer } from '@apollo/server';
import type { GatewayGraphQLRequestContext } from '@apollo/server-gateway-interface';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { execute, getOperationAST, parse } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { formatError } from '../http/format-error.ts';
import { DateScalar } from '../resolvers/scalars.ts';
import { compiledOperations } from './compiled-operations.ts';

const schema = makeExecutableSchema({
  typeDefs: `scalar Date
    type Line { id: ID! amount: Int! }
    type Query { lines(from: Date!): [Line!]! who: String! }
    type Mutation { rename(name: String!): String! }`,
  resolvers: {
    Date: DateScalar,
    Query: {
      lines: (_: unknown, { from }: { from: string }) => [
        { id: `${from}-1`, amount: 5 },
        { id: `${from}-2`, amount: 7 },
      ],
      who: (_: unknown, _args: unknown, ctx: { name: string }) => ctx.name,
    },
    Mutation: {
      // The first rename of a request waits: run side by side, the second would finish first.
      rename: async (_: unknown, { name }: { name: string }, ctx: { name: string; renames?: number }) => {
        ctx.renames = (ctx.renames ?? 0) + 1;
        if (ctx.renames === 1) await new Promise((resolve) => setTimeout(resolve, 20));
        return (ctx.name = name);
      },
    },
  },
});

const executorOf = async () => (await compiledOperations(schema).load({ apollo: {} })).executor!;

function requestFor(source: string, variables: Record<string, unknown>, context: object) {
  const document = parse(source);
  return {
    document,
    operation: getOperationAST(document)!,
    operationName: null,
    context,
    request: { query: source, variables },
  } as unknown as GatewayGraphQLRequestContext;
}

describe('compiledOperations', () => {
  const source = `query($from: Date!) { lines(from: $from) { ...L n: amount } who }
    fragment L on Line { id }`;

  it('answers a query as graphql-js does', async () => {
    const run = await executorOf();
    const context = { name: 'Ada' };
    const request = requestFor(source, { from: '2026-03-31' }, context);
    const expected = await execute({
      schema,
      document: request.document,
      variableValues: { from: '2026-03-31' },
      contextValue: context,
    });
    expect(await run(request)).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(await run(request)).toEqual(JSON.parse(JSON.stringify(expected)));
  });

  it('refuses a bad variable with the scalar’s own message, as graphql-js does', async () => {
    const run = await executorOf();
    const request = requestFor(source, { from: '2026-02-30' }, { name: 'Ada' });
    const expected = await execute({ schema, document: request.document, variableValues: { from: '2026-02-30' } });
    const answer = await run(request);
    expect(answer.errors?.map((e) => e.message)).toEqual(expected.errors?.map((e) => e.message));
    expect(answer.errors?.[0]?.message).toMatch(/"2026-02-30" is not a date: use YYYY-MM-DD/);
    expect(answer.data).toBeUndefined();
  });

  it('runs a mutation’s fields one after the other', async () => {
    const run = await executorOf();
    const context = { name: 'Ada' };
    const answer = await run(requestFor('mutation { a: rename(name: "Grace") b: rename(name: "Alan") }', {}, context));
    expect(answer).toEqual({ data: { a: 'Grace', b: 'Alan' } });
    expect(context.name).toBe('Alan');
  });

  it('answers a resolver’s plain Error through our formatError, which logs it', async () => {
    const failing = makeExecutableSchema({
      typeDefs: 'type Query { broken: String }',
      resolvers: { Query: { broken: () => Promise.reject(new TypeError('x is undefined')) } },
    });
    const server = new ApolloServer({ gateway: compiledOperations(failing), formatError });
    await server.start();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await server.executeOperation({ query: '{ broken }' });
      const result = response.body.kind === 'single' ? response.body.singleResult : undefined;
      expect(result?.errors).toEqual([
        {
          message: 'Something went wrong on our side. It has been logged.',
          path: ['broken'],
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        },
      ]);
      expect(logged.mock.calls.map(([line]) => String(line))).toEqual([
        expect.stringContaining('TypeError: x is undefined') as unknown,
      ]);
    } finally {
      logged.mockRestore();
      await server.stop();
    }
  });
});
