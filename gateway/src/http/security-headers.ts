import type { RequestHandler } from 'express';
import helmet from 'helmet';

type Directives = Record<string, string[]>;

/** What every page the gateway serves shares: nothing from elsewhere, no plugins, no framing, no foreign forms. */
const BASE: Directives = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'script-src-attr': ["'none'"],
};

/**
 * The web app: its scripts and styles are files of web/dist (the Vite build inlines none). React sets `style`
 * through the CSSOM, which CSP does not govern, so no 'unsafe-inline' is needed. `data:` images are the favicon
 * and Blueprint's CSS icons; `blob:` an invoice PDF saved through an object URL.
 */
export const WEB_APP_POLICY: Directives = {
  ...BASE,
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
};

/**
 * GraphiQL (./graphiql.ts): its script, styles and editor workers are files served beside the page, but its
 * editor (Monaco) and its components write `<style>` elements and style attributes as they render, so styles
 * need 'unsafe-inline' here (scripts never do). Its fonts and icons are data: URLs inside its CSS.
 */
export const GRAPHIQL_POLICY: Directives = {
  ...BASE,
  'script-src': ["'self'"],
  'worker-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
};

/**
 * helmet's headers on every answer, with the web app's policy (answers that are not pages ignore it). Changed
 * from helmet's defaults: no framing at all (X-Frame-Options DENY, as frame-ancestors); no
 * `upgrade-insecure-requests`, which would send a plain-HTTP install's own requests to https and break it;
 * HSTS without `includeSubDomains`, which is the domain owner's call, not this app's.
 */
export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: WEB_APP_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
  });
}

/** GraphiQL's policy in place of the web app's, for its page and its files. */
export function graphiqlSecurityHeaders(): RequestHandler {
  return helmet.contentSecurityPolicy({ useDefaults: false, directives: GRAPHIQL_POLICY });
}
