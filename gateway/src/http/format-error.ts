import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { explainParseError } from './operation-limits.ts';
import { currentTrace } from './trace-context.ts';

/** Codes whose messages are written for the client and may be shown as they are. */
const CLIENT_FACING = new Set([
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'UPSTREAM_UNAVAILABLE',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

/**
 * Keeps client-facing errors (with their code, status and field errors), and replaces anything
 * unexpected by a generic message, so no stack trace or internal detail reaches a client.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const code = typeof formatted.extensions?.code === 'string' ? formatted.extensions.code : 'INTERNAL_SERVER_ERROR';
  if (CLIENT_FACING.has(code)) {
    const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
    const message = code === 'GRAPHQL_PARSE_FAILED' ? explainParseError(formatted.message) : formatted.message;
    return { ...formatted, message, extensions: { ...extensions, code } };
  }
  console.error(
    JSON.stringify({
      level: 'error',
      msg: 'unexpected GraphQL error',
      error: String(unwrapResolverError(error)),
      traceId: currentTrace()?.traceId,
    }),
  );
  return {
    message: 'Something went wrong on our side. It has been logged.',
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}
