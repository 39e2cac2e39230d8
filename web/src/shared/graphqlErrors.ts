/**
 * Reads GraphQL errors out of whatever Apollo Client hands us. The gateway usually answers errors with
 * HTTP 200 and `errors[]` (→ CombinedGraphQLErrors); when it answers with a 4xx/5xx status and a JSON body,
 * Apollo Client raises a ServerError whose bodyText still holds the `errors[]`.
 */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';

/** The `extensions.code` values the gateway uses. */
export const ErrorCode = {
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  /** Too many requests, or too many failed sign-ins: the message says how long to wait (extensions.retryAfter). */
  RATE_LIMITED: 'RATE_LIMITED',
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export function graphQLErrorsOf(error: unknown): readonly GraphQLFormattedError[] {
  if (CombinedGraphQLErrors.is(error)) return error.errors;
  if (ServerError.is(error)) return errorsInBody(error.bodyText);
  return [];
}

export function errorCodeOf(error: GraphQLFormattedError): string | undefined {
  const code = error.extensions?.['code'];
  return typeof code === 'string' ? code : undefined;
}

/** True when the server refused the session: a GraphQL error with code UNAUTHENTICATED, or a bare HTTP 401. */
export function isUnauthenticated(error: unknown): boolean {
  if (graphQLErrorsOf(error).some((e) => errorCodeOf(e) === ErrorCode.UNAUTHENTICATED)) return true;
  return ServerError.is(error) && error.statusCode === 401;
}

function errorsInBody(bodyText: string): readonly GraphQLFormattedError[] {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (typeof body === 'object' && body !== null && 'errors' in body && Array.isArray(body.errors)) {
      return body.errors.filter(
        (e): e is GraphQLFormattedError =>
          typeof e === 'object' && e !== null && typeof (e as { message?: unknown }).message === 'string',
      );
    }
  } catch {
    // not JSON: no GraphQL errors to read
  }
  return [];
}
