import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import {
  errorMessage,
  NETWORK_ERROR_MESSAGE,
  SERVER_ERROR_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
  UPSTREAM_ERROR_MESSAGE,
} from './errorMessage';
import { isUnauthenticated } from './graphqlErrors';

function graphQLError(message: string, code?: string): CombinedGraphQLErrors {
  return new CombinedGraphQLErrors({
    data: null,
    errors: [{ message, ...(code ? { extensions: { code } } : {}) }],
  });
}

function serverError(status: number, body: unknown): ServerError {
  const bodyText = typeof body === 'string' ? body : JSON.stringify(body);
  return new ServerError(`Response not successful: Received status code ${status}`, {
    response: new Response(bodyText, { status }),
    bodyText,
  });
}

describe('errorMessage', () => {
  it.each(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT'])(
    'shows the message of a %s error as it is',
    (code) => {
      expect(errorMessage(graphQLError('The username or password is not correct', code))).toBe(
        'The username or password is not correct',
      );
    },
  );

  it('shows how long to wait after too many failed sign-ins or requests, as the gateway says it', () => {
    const signIns = 'Too many failed sign-ins; try again in 60 seconds';
    expect(errorMessage(graphQLError(signIns, 'RATE_LIMITED'))).toBe(signIns);
    // The gateway's own limit answers HTTP 429 with the GraphQL errors in the body.
    const requests = {
      errors: [
        { message: 'Too many requests; try again in 12 seconds', extensions: { code: 'RATE_LIMITED', retryAfter: 12 } },
      ],
    };
    expect(errorMessage(serverError(429, requests))).toBe('Too many requests; try again in 12 seconds');
    expect(errorMessage(serverError(429, 'slow down'))).toBe('Too many requests. Please wait a moment and try again.');
  });

  it('gives a sentence for a 4xx error without a message', () => {
    expect(errorMessage(graphQLError('  ', 'FORBIDDEN'))).toBe('You do not have permission to do this.');
  });

  it('hides the details of server errors', () => {
    expect(errorMessage(graphQLError('relation "invoice" does not exist', 'INTERNAL_SERVER_ERROR'))).toBe(
      SERVER_ERROR_MESSAGE,
    );
    expect(errorMessage(graphQLError('Cannot query field "x" on type "Query".', 'GRAPHQL_VALIDATION_FAILED'))).toBe(
      SERVER_ERROR_MESSAGE,
    );
    expect(errorMessage(graphQLError('boom'))).toBe(SERVER_ERROR_MESSAGE);
  });

  it('says when the finance service behind the gateway is down', () => {
    expect(errorMessage(graphQLError('connect ECONNREFUSED', 'UPSTREAM_UNAVAILABLE'))).toBe(UPSTREAM_ERROR_MESSAGE);
  });

  it('prefers the first error that has a code', () => {
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [{ message: 'no code' }, { message: 'Amount must be positive', extensions: { code: 'BAD_USER_INPUT' } }],
    });
    expect(errorMessage(error)).toBe('Amount must be positive');
  });

  it('reads GraphQL errors from the body of a non-2xx response', () => {
    const body = { errors: [{ message: 'Invoice 7 is paid', extensions: { code: 'CONFLICT' } }] };
    expect(errorMessage(serverError(409, body))).toBe('Invoice 7 is paid');
  });

  it('explains bare HTTP failures', () => {
    expect(errorMessage(serverError(502, 'Bad Gateway'))).toBe(NETWORK_ERROR_MESSAGE);
    expect(errorMessage(serverError(500, '<html>'))).toBe(SERVER_ERROR_MESSAGE);
    expect(errorMessage(serverError(413, ''))).toBe('The file is too large to upload.');
  });

  it('explains a network failure', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(NETWORK_ERROR_MESSAGE);
    expect(errorMessage(new Error('NetworkError when attempting to fetch resource.'))).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('explains a response that is not JSON', () => {
    const error = new ServerParseError(new SyntaxError('Unexpected token <'), {
      response: new Response('<html>', { status: 200 }),
      bodyText: '<html>',
    });
    expect(errorMessage(error)).toBe(SERVER_ERROR_MESSAGE);
  });

  it('has a sentence for anything else', () => {
    expect(errorMessage(new Error('weird'))).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(errorMessage('a string')).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(errorMessage(undefined)).toBe(UNEXPECTED_ERROR_MESSAGE);
  });
});

describe('isUnauthenticated', () => {
  it('spots UNAUTHENTICATED in a GraphQL answer, in an error body, and a bare 401', () => {
    expect(isUnauthenticated(graphQLError('Session expired', 'UNAUTHENTICATED'))).toBe(true);
    expect(
      isUnauthenticated(serverError(401, { errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }] })),
    ).toBe(true);
    expect(isUnauthenticated(serverError(401, ''))).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isUnauthenticated(graphQLError('No', 'FORBIDDEN'))).toBe(false);
    expect(isUnauthenticated(serverError(500, ''))).toBe(false);
    expect(isUnauthenticated(new TypeError('Failed to fetch'))).toBe(false);
  });
});
