import { errors as undiciErrors } from 'undici';
import { describe, expect, it } from 'vitest';
import {
  codeForStatus,
  errorFromResponse,
  isUnreachable,
  retryAfterSeconds,
  upstreamCause,
  upstreamUnavailable,
} from './errors.ts';

const systemError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:1`), { code });

describe('upstream errors', () => {
  it('maps the api’s statuses in one place: 502–504 are UPSTREAM_UNAVAILABLE, other 5xx internal', () => {
    expect([400, 401, 403, 404, 409, 422, 500, 502, 503, 504].map(codeForStatus)).toEqual([
      'BAD_USER_INPUT',
      'UNAUTHENTICATED',
      'FORBIDDEN',
      'NOT_FOUND',
      'CONFLICT',
      'BAD_USER_INPUT',
      'INTERNAL_SERVER_ERROR',
      'UPSTREAM_UNAVAILABLE',
      'UPSTREAM_UNAVAILABLE',
      'UPSTREAM_UNAVAILABLE',
    ]);
  });

  it('maps 429 to RATE_LIMITED with the api’s words and its Retry-After in seconds', () => {
    expect(codeForStatus(429)).toBe('RATE_LIMITED');
    const error = errorFromResponse(429, { detail: 'Too many failed sign-ins; try again in 60 seconds' }, 60);
    expect(error.message).toBe('Too many failed sign-ins; try again in 60 seconds');
    expect(error.extensions).toEqual({ code: 'RATE_LIMITED', status: 429, retryAfter: 60 });
    expect([retryAfterSeconds('60'), retryAfterSeconds(['5']), retryAfterSeconds(undefined)]).toEqual([
      60,
      5,
      undefined,
    ]);
    expect(retryAfterSeconds('Wed, 21 Oct 2026 07:28:00 GMT')).toBeUndefined();
  });

  it('knows a refused, reset or timed-out connection from a bug of ours', () => {
    expect(isUnreachable(systemError('ECONNREFUSED'))).toBe(true);
    expect(isUnreachable(new AggregateError([systemError('ECONNREFUSED'), systemError('ECONNREFUSED')]))).toBe(true);
    expect(isUnreachable(new undiciErrors.SocketError('other side closed'))).toBe(true);
    expect(isUnreachable(new undiciErrors.HeadersTimeoutError())).toBe(true);
    expect(isUnreachable(new Error('fetch failed', { cause: systemError('ECONNRESET') }))).toBe(true);
    expect(isUnreachable(new undiciErrors.InvalidArgumentError('invalid header'))).toBe(false);
    expect(isUnreachable(new TypeError('x is undefined'))).toBe(false);
  });

  it('says what made the api unavailable, for the log', () => {
    expect(upstreamCause(upstreamUnavailable(systemError('ECONNREFUSED')))).toBe(
      'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:1',
    );
    expect(upstreamCause(upstreamUnavailable(new AggregateError([systemError('ECONNREFUSED')])))).toBe(
      'ECONNREFUSED: Error: connect ECONNREFUSED 127.0.0.1:1',
    );
    expect(upstreamCause(errorFromResponse(503, { detail: 'database starting' }))).toBe('the api answered 503');
  });
});
