import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  REQUEST_RATE_LIMIT_DEFAULTS,
  requestRateLimitsFromEnv,
  subjectFromToken,
  trustProxyFromEnv,
} from './rate-limit.ts';

const jwt = (claims: unknown) => `Bearer h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;

describe('request rate limits', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('keys a request by the token’s subject, and by nothing when the header holds none', () => {
    expect(subjectFromToken(jwt({ sub: '42', cid: 3 }))).toBe('42');
    expect(subjectFromToken(jwt({ cid: 3 }))).toBeUndefined();
    expect(subjectFromToken(jwt({ sub: 'a:b' }))).toBeUndefined();
    expect(subjectFromToken(jwt({ sub: 'x'.repeat(65) }))).toBeUndefined();
    expect(subjectFromToken('Bearer not-a-jwt')).toBeUndefined();
    expect(subjectFromToken('Bearer a.%%%.c')).toBeUndefined();
    expect(subjectFromToken(undefined)).toBeUndefined();
  });

  it('reads its configuration, 0 switching a limit off', () => {
    expect(requestRateLimitsFromEnv()).toEqual(REQUEST_RATE_LIMIT_DEFAULTS);
    vi.stubEnv('RATE_LIMIT_USER_REQUESTS', '0');
    vi.stubEnv('RATE_LIMIT_ANONYMOUS_REQUESTS', '50');
    vi.stubEnv('RATE_LIMIT_WINDOW_SECONDS', '10');
    expect(requestRateLimitsFromEnv()).toEqual({ userRequests: 0, anonymousRequests: 50, windowSeconds: 10 });
    vi.stubEnv('RATE_LIMIT_WINDOW_SECONDS', '0');
    expect(() => requestRateLimitsFromEnv()).toThrow('RATE_LIMIT_WINDOW_SECONDS must be a whole number from 1');
    vi.stubEnv('RATE_LIMIT_WINDOW_SECONDS', '1.5');
    expect(() => requestRateLimitsFromEnv()).toThrow('RATE_LIMIT_WINDOW_SECONDS');
  });

  it('trusts no proxy unless told which', () => {
    expect(trustProxyFromEnv()).toBe(false);
    vi.stubEnv('GATEWAY_TRUST_PROXY', '1');
    expect(trustProxyFromEnv()).toBe(1);
    vi.stubEnv('GATEWAY_TRUST_PROXY', 'loopback, 10.0.0.0/8');
    expect(trustProxyFromEnv()).toBe('loopback, 10.0.0.0/8');
  });
});
