import { GraphQLError } from 'graphql';

export type GatewayErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'UPSTREAM_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

interface ProblemBody {
  title?: string;
  detail?: string;
  errors?: Array<{ field: string; message: string }>;
}

/** The one place where an upstream HTTP status becomes a GraphQL error code (DESIGN.md). */
export function codeForStatus(status: number): GatewayErrorCode {
  switch (status) {
    case 400:
    case 413:
    case 415:
    case 422:
      return 'BAD_USER_INPUT';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 502:
    case 503:
    case 504:
      return 'UPSTREAM_UNAVAILABLE';
    default:
      return status >= 400 && status < 500 ? 'BAD_USER_INPUT' : 'INTERNAL_SERVER_ERROR';
  }
}

/** 4xx keeps the api's own sentence for people; 5xx hides what went wrong inside. */
export function errorFromResponse(status: number, body: unknown): GraphQLError {
  const code = codeForStatus(status);
  const problem = (typeof body === 'object' && body !== null ? body : {}) as ProblemBody;
  if (status >= 500) {
    const message =
      code === 'UPSTREAM_UNAVAILABLE'
        ? 'The finance service is not available right now. Try again in a moment.'
        : 'The finance service failed to answer. Try again later.';
    return new GraphQLError(message, { extensions: { code, status } });
  }
  const message = problem.detail || problem.title || `The request was refused (${status})`;
  return new GraphQLError(message, {
    extensions: { code, status, ...(problem.errors ? { fieldErrors: problem.errors } : {}) },
  });
}

export function upstreamUnavailable(cause: unknown): GraphQLError {
  return new GraphQLError('The finance service is not available right now. Try again in a moment.', {
    extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    originalError: cause instanceof Error ? cause : undefined,
  });
}
