import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The api answers JSON, PDFs and problem+json, never a page: its Content-Security-Policy lets a browser that
 * opens an answer run, load or frame nothing (`default-src 'none'`). Beside it helmet's headers: nosniff, no
 * framing, no referrer, same-origin resource and opener policies. HSTS is left to whoever terminates TLS in front
 * of the api (the gateway's answers carry their own, gateway/src/http/security-headers.ts).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"], 'base-uri': ["'none'"] },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  });
}
