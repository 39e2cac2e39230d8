import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLError } from 'graphql';
import { upstreamCause } from '../rest/errors.ts';
import { currentTrace } from './trace-context.ts';

/** Client-chosen names are cut short in the log. */
const MAX_NAME = 100;

const isUnavailable = (error: GraphQLError) => error.extensions?.code === 'UPSTREAM_UNAVAILABLE';

/**
 * One structured line when a request could not reach the api (refused, reset, timed out, or the api
 * answered 502–504): which operation, and why, however many of its fields failed for it.
 */
export function logUpstreamUnavailable(operation: string, errors: readonly GraphQLError[]): void {
  const unavailable = errors.filter(isUnavailable);
  if (unavailable.length === 0) return;
  console.error(
    JSON.stringify({
      level: 'error',
      msg: 'finance service unavailable',
      operation: operation.slice(0, MAX_NAME),
      cause: [...new Set(unavailable.map(upstreamCause))].join('; '),
      errors: unavailable.length,
      traceId: currentTrace()?.traceId,
    }),
  );
}

/** Logs, once per GraphQL request, what `logUpstreamUnavailable` says. */
export function upstreamUnavailableLog<T extends object>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, operationName, request }) {
          logUpstreamUnavailable(operationName ?? request.operationName ?? 'anonymous', errors);
        },
      };
    },
  };
}
