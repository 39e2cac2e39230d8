import { GraphQLError } from 'graphql';

export type GatewayErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'UPSTREAM_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

interface ProblemBody {
  type?: string;
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
    case 429:
      return 'RATE_LIMITED';
    case 502:
    case 503:
    case 504:
      return 'UPSTREAM_UNAVAILABLE';
    default:
      return status >= 400 && status < 500 ? 'BAD_USER_INPUT' : 'INTERNAL_SERVER_ERROR';
  }
}

/** Retry-After in seconds (the api sends seconds, never a date); undefined when absent or not a number. */
export function retryAfterSeconds(header: string | string[] | undefined): number | undefined {
  const value = Number(Array.isArray(header) ? header[0] : header);
  return header !== undefined && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

/**
 * The api's problem type for a full password-hashing queue (api/src/shared/problem.ts, PROBLEM_TYPES): a 503 that
 * means "too many sign-ins at once, try again in a moment", not "the service is down".
 */
export const TOO_MANY_SIGN_INS_TYPE = 'urn:folio:problem:too-many-sign-ins';

/**
 * 4xx keeps the api's own sentence for people; 5xx hides what went wrong inside. A 429 carries the api's
 * Retry-After as `retryAfter` (seconds). The api's 503 "too many sign-ins" (its own problem type) is RATE_LIMITED,
 * with the api's sentence and `retryAfter`, so a browser says to wait a moment rather than that the service is down.
 */
export function errorFromResponse(status: number, body: unknown, retryAfter?: number): GraphQLError {
  const problem = (typeof body === 'object' && body !== null ? body : {}) as ProblemBody;
  if (status === 503 && problem.type === TOO_MANY_SIGN_INS_TYPE) {
    return new GraphQLError(problem.detail || 'Too many sign-ins at once; try again in a moment.', {
      extensions: { code: 'RATE_LIMITED', status, ...(retryAfter !== undefined ? { retryAfter } : {}) },
    });
  }
  const code = codeForStatus(status);
  if (status >= 500) {
    const message =
      code === 'UPSTREAM_UNAVAILABLE'
        ? 'The finance service is not available right now. Try again in a moment.'
        : 'The finance service failed to answer. Try again later.';
    return new GraphQLError(message, { extensions: { code, status } });
  }
  const message = problem.detail || problem.title || `The request was refused (${status})`;
  return new GraphQLError(message, {
    extensions: {
      code,
      status,
      ...(problem.errors ? { fieldErrors: problem.errors } : {}),
      ...(retryAfter !== undefined && status === 429 ? { retryAfter } : {}),
    },
  });
}

/** Transport failures that mean the api cannot be reached now (Node's and undici's codes). */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'UND_ERR_DESTROYED',
]);

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/**
 * Whether a request to the api failed because the api could not be reached: refused, reset, timed
 * out, name not resolved. Node reports a refusal on every address of a name as an AggregateError.
 */
export function isUnreachable(error: unknown): boolean {
  if (UNREACHABLE.has(codeOf(error) as string)) return true;
  if (error instanceof AggregateError) return error.errors.some(isUnreachable);
  return error instanceof Error && error.cause !== undefined && isUnreachable(error.cause);
}

/** The api could not be reached: UPSTREAM_UNAVAILABLE, with the transport error kept for the log. */
export function upstreamUnavailable(cause: unknown): GraphQLError {
  return new GraphQLError('The finance service is not reachable; try again shortly.', {
    extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    originalError: cause instanceof Error ? cause : undefined,
  });
}

/** What made an UPSTREAM_UNAVAILABLE error, for the log: the api's status, or the transport error. */
export function upstreamCause(error: GraphQLError): string {
  if (typeof error.extensions.status === 'number') return `the api answered ${error.extensions.status}`;
  let cause: unknown = error.originalError;
  while (cause instanceof GraphQLError && cause.originalError) cause = cause.originalError;
  if (!(cause instanceof Error) || cause instanceof GraphQLError) return 'unknown';
  const code = codeOf(cause) ?? (cause instanceof AggregateError ? codeOf(cause.errors[0]) : undefined);
  const message = cause.message || (cause instanceof AggregateError ? String(cause.errors[0]) : cause.name);
  return typeof code === 'string' ? `${code}: ${message}` : message;
}
