import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../../test/helpers.ts';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string> {
  const entries = (header ?? '').split(';').map((part) => part.trim().split(/\s+/));
  return new Map(entries.filter((words) => words[0]).map(([name, ...values]) => [name!, values.join(' ')]));
}

describe('security headers of the gateway', () => {
  let gateway: TestGateway;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'folio-web-'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Folio</title>');
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'assets', 'vendor-Bo4zVLc3.js'), 'export {};');
    gateway = await startGateway({ webDist });
  });
  afterAll(async () => {
    await gateway.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('serves the web app with the strict policy and helmet’s headers', async () => {
    const res = await fetch(`${gateway.url}/`);
    expect(await res.text()).toContain('<title>Folio</title>');
    const csp = directives(res.headers.get('content-security-policy'));
    expect(Object.fromEntries(csp)).toEqual({
      'default-src': "'self'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
      'object-src': "'none'",
      'script-src-attr': "'none'",
      'script-src': "'self'",
      'style-src': "'self'",
      'img-src': "'self' data: blob:",
      'font-src': "'self'",
      'connect-src': "'self'",
    });
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('keeps the content-named assets a year and revalidates the page that names them', async () => {
    const page = await fetch(`${gateway.url}/`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    await page.body?.cancel();
    const asset = await fetch(`${gateway.url}/assets/vendor-Bo4zVLc3.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    await asset.body?.cancel();
  });

  it('sends them on GraphQL answers too', async () => {
    const res = await gateway.graphql({ query: '{ __typename }' });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(directives(res.headers.get('content-security-policy')).get('frame-ancestors')).toBe("'none'");
  });

  it('serves GraphiQL under its own policy, every file from this server and cached by its content', async () => {
    const res = await fetch(`${gateway.url}/graphiql`);
    const page = await res.text();
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('worker-src')).toBe("'self'");
    expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(res.headers.get('cache-control')).toBe('no-cache');
    // No inline script to allow: the only <script> without src is a JSON data block, which browsers never run.
    const scripts = [...page.matchAll(/<script([^>]*)>/g)].map((match) => match[1]!.trim());
    expect(scripts).toEqual(['type="application/json" id="graphiql-options"', expect.stringMatching(/^src="\//)]);
    expect(page.length).toBeLessThan(4_000);

    const files = [...page.matchAll(/(?:src|href)="(\/graphiql\/assets\/[^"]+)"/g)].map((match) => match[1]!);
    expect(files).toHaveLength(3);
    for (const file of files) {
      const asset = await fetch(`${gateway.url}${file}`);
      expect(asset.status, file).toBe(200);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(directives(asset.headers.get('content-security-policy')).get('worker-src')).toBe("'self'");
      await asset.body?.cancel();
    }
    const script = await (await fetch(`${gateway.url}${files.find((file) => file.endsWith('.js'))!}`)).text();
    const workers = [...script.slice(0, 1_000).matchAll(/"(\/graphiql\/assets\/[^"]+\.worker\.[^"]+\.js)"/g)];
    expect(workers).toHaveLength(3);
    for (const [, worker] of workers) expect((await fetch(`${gateway.url}${worker!}`)).status).toBe(200);

    expect((await fetch(`${gateway.url}/graphiql/assets/graphiql.unknown.js`)).status).toBe(404);
  });
});
