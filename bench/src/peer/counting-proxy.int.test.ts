import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCountingProxy, type CountingProxy } from './counting-proxy.ts';

/** An upstream on loopback that echoes what it got. */
let upstream: Server;
let proxy: CountingProxy;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const status = req.url?.startsWith('/missing') ? 404 : 200;
      res.writeHead(status, { 'content-type': 'application/json', 'x-upstream': 'yes' });
      res.end(JSON.stringify({ method: req.method, url: req.url, authorization: req.headers.authorization, body }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  proxy = await startCountingProxy(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
});

afterAll(async () => {
  await proxy.close();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

describe('the counting proxy', () => {
  it('forwards requests as they are and answers what the upstream answered', async () => {
    const res = await fetch(`${proxy.origin}/api/thing/5?x=1`, {
      method: 'POST',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-upstream')).toBe('yes');
    expect(await res.json()).toEqual({
      method: 'POST',
      url: '/api/thing/5?x=1',
      authorization: 'Bearer t',
      body: '{"a":1}',
    });
    expect((await fetch(`${proxy.origin}/missing`)).status).toBe(404);
  });

  it('counts every forwarded request by kind until reset', async () => {
    proxy.reset();
    await Promise.all([1, 2, 3].map((id) => fetch(`${proxy.origin}/api/item/${id}`).then((res) => res.text())));
    await (await fetch(`${proxy.origin}/api/items?ids=1,2`)).text();
    expect(proxy.total()).toBe(4);
    expect(proxy.counts()).toEqual(
      new Map([
        ['GET /api/item/{n}', 3],
        ['GET /api/items', 1],
      ]),
    );
    proxy.reset();
    expect(proxy.total()).toBe(0);
  });
});
