/**
 * The one place that turns an error into a sentence for people. Every screen shows errors through it.
 * - 4xx-class GraphQL errors (BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED): the
 *   server's message as it is, because the gateway writes those for people.
 * - The network: a sentence about the connection.
 * - 5xx-class errors and anything unexpected: a generic sentence; details go to the console, not the screen.
 */
import { ServerError, ServerParseError } from '@apollo/client/errors';
import { ErrorCode, errorCodeOf, graphQLErrorsOf } from './graphqlErrors';

export const NETWORK_ERROR_MESSAGE = 'The server could not be reached. Check your connection and try again.';
export const SERVER_ERROR_MESSAGE = 'Something went wrong on the server. Please try again later.';
export const UPSTREAM_ERROR_MESSAGE =
  'The finance service is not available right now. Please try again in a few minutes.';
export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong. Please try again.';

const PEOPLE_MESSAGES: Record<string, string> = {
  [ErrorCode.BAD_USER_INPUT]: 'Some of the details are not valid. Please check them and try again.',
  [ErrorCode.UNAUTHENTICATED]: 'Your session has ended. Please sign in again.',
  [ErrorCode.FORBIDDEN]: 'You do not have permission to do this.',
  [ErrorCode.NOT_FOUND]: 'The item could not be found. It may have been deleted.',
  [ErrorCode.CONFLICT]: 'The item was changed in the meantime. Reload it and try again.',
  [ErrorCode.RATE_LIMITED]: 'Too many requests. Please wait a moment and try again.',
};

const STATUS_MESSAGES: Record<number, string> = {
  401: PEOPLE_MESSAGES[ErrorCode.UNAUTHENTICATED]!,
  403: PEOPLE_MESSAGES[ErrorCode.FORBIDDEN]!,
  404: 'The server did not recognise the request. Reload the page and try again.',
  413: 'The file is too large to upload.',
  429: PEOPLE_MESSAGES[ErrorCode.RATE_LIMITED]!,
};

/** Status codes a proxy answers with when the server behind it is down. */
const UNREACHABLE_STATUSES = new Set([502, 503, 504]);

/**
 * An error whose message is already written for people: a reason the server gave inside a successful answer (a
 * mail server's refusal recorded in the Outbox, for one). errorMessage() shows it as it is.
 */
export class ReasonError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReasonError';
  }
}

export function errorMessage(error: unknown): string {
  if (error instanceof ReasonError) return error.message;
  const graphQLErrors = graphQLErrorsOf(error);
  if (graphQLErrors.length > 0) {
    const first = graphQLErrors.find((e) => errorCodeOf(e) !== undefined) ?? graphQLErrors[0]!;
    const code = errorCodeOf(first);
    if (code !== undefined && code in PEOPLE_MESSAGES) return first.message.trim() || PEOPLE_MESSAGES[code]!;
    if (code === ErrorCode.UPSTREAM_UNAVAILABLE) return UPSTREAM_ERROR_MESSAGE;
    return SERVER_ERROR_MESSAGE;
  }
  if (ServerError.is(error)) {
    if (UNREACHABLE_STATUSES.has(error.statusCode)) return NETWORK_ERROR_MESSAGE;
    return STATUS_MESSAGES[error.statusCode] ?? SERVER_ERROR_MESSAGE;
  }
  if (ServerParseError.is(error)) return SERVER_ERROR_MESSAGE;
  if (isNetworkFailure(error)) return NETWORK_ERROR_MESSAGE;
  return UNEXPECTED_ERROR_MESSAGE;
}

/** fetch() rejects with a TypeError when the request never got an answer ("Failed to fetch", "Load failed", …). */
function isNetworkFailure(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return error instanceof Error && /network|failed to fetch|load failed/i.test(error.message);
}

/**
 * The text of an action's failure toast: its fixed sentence (the spec's text), then why on a second line, the
 * reason errorMessage() gives for `error` (a sentence of the server's, or one about the connection).
 */
export function failureText(failure: string, error: unknown): string {
  return `${failure}\n${errorMessage(error)}`;
}
