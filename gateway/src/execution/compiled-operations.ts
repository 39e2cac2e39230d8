import type {
  GatewayExecutionResult,
  GatewayGraphQLRequestContext,
  GatewayInterface,
} from '@apollo/server-gateway-interface';
import {
  getVariableValues,
  GraphQLError,
  printSchema,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

type Compiled = CompiledQuery | GatewayExecutionResult;

/**
 * graphql-jit leaves `extensions` undefined on the error of a resolver that threw a plain Error;
 * Apollo then fails to format it and answers "Internal server error" without calling formatError,
 * so without logging it. As graphql-js does, give it extensions (empty) and keep the thrown error.
 */
function withExtensions(error: GraphQLError | GraphQLFormattedError): GraphQLError {
  if (error instanceof GraphQLError && error.extensions) return error;
  return new GraphQLError(error.message, {
    path: error.path,
    originalError: error instanceof GraphQLError ? (error.originalError ?? error) : undefined,
  });
}

/**
 * Apollo Server's one hook for another executor (its `gateway` option), used here for speed only:
 * operations run as functions graphql-jit compiles once per document (mutations' fields one after
 * the other, as graphql-js runs them). Apollo still parses, validates (our rules), runs the plugins
 * and formats the errors; variables are first coerced by graphql-js, so a bad one is answered with
 * our scalars' messages, as before. docs/decisions.md (30) and docs/performance.md have the why.
 */
export function compiledOperations(schema: GraphQLSchema): GatewayInterface {
  const compiled = new WeakMap<DocumentNode, Map<string | null, Compiled>>();
  const compiledFor = (document: DocumentNode, operationName: string | null): Compiled => {
    let byName = compiled.get(document);
    if (!byName) {
      byName = new Map();
      compiled.set(document, byName);
    }
    let query = byName.get(operationName);
    if (!query) {
      query = compileQuery<Record<string, unknown>, Record<string, unknown>>(
        schema,
        document,
        operationName ?? undefined,
      ) as Compiled;
      byName.set(operationName, query);
    }
    return query;
  };

  const executor = async (request: GatewayGraphQLRequestContext): Promise<GatewayExecutionResult> => {
    const { document, operation, operationName, context } = request;
    const variables = request.request.variables ?? {};
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
    if (coerced.errors) return { errors: coerced.errors };
    const query = compiledFor(document, operationName);
    if (!isCompiledQuery(query)) return query;
    const result = await query.query(undefined, context, variables);
    return result.errors?.some((error) => !error.extensions)
      ? { ...result, errors: result.errors.map(withExtensions) }
      : result;
  };

  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => {};
    },
    load: () => Promise.resolve({ executor }),
    stop: () => Promise.resolve(),
  };
}
