import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';

/**
 * Who may read an operations endpoint (/metrics): nobody (the route is not served), anyone, or a caller that
 * sends `Authorization: Bearer <token>`. docs/operations.md ("Metrics") has the settings and their defaults.
 */
export type EndpointAccess = { kind: 'off' } | { kind: 'public' } | { kind: 'token'; token: string };

/** The shortest METRICS_TOKEN accepted: a scraper's secret, not a password a person types. */
export const MIN_TOKEN_LENGTH = 16;

/**
 * METRICS_TOKEN, when set, is always required; without it METRICS_PUBLIC decides between public and off. Its
 * default is off in production (NODE_ENV=production), public elsewhere. The api reads the same variables the
 * same way (api/src/config.ts), so one setting covers both processes of `npm start`.
 */
export function endpointAccess(token: string | undefined, open: boolean, name = 'METRICS_TOKEN'): EndpointAccess {
  if (token !== undefined && token !== '') {
    if (token.length < MIN_TOKEN_LENGTH || /\s/.test(token)) {
      throw new Error(`${name} must be at least ${MIN_TOKEN_LENGTH} characters, without spaces`);
    }
    return { kind: 'token', token };
  }
  return open ? { kind: 'public' } : { kind: 'off' };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether an Authorization header carries the token; compared in constant time (digests are of one length). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token));
}

/**
 * Lets a request through when `access` allows it, else 401 with a `WWW-Authenticate` challenge. An endpoint
 * that is off is not routed at all (its path answers like any unknown one).
 */
export function requireAccess(access: EndpointAccess, realm: string): RequestHandler {
  return (req, res, next) => {
    if (access.kind === 'public') return next();
    if (access.kind === 'token' && bearerMatches(req.headers.authorization, access.token)) return next();
    res
      .status(401)
      .set('WWW-Authenticate', `Bearer realm="${realm}"`)
      .json({
        errors: [{ message: `Send the ${realm} token as a bearer token`, extensions: { code: 'UNAUTHENTICATED' } }],
      });
  };
}
