/**
 * A pass-through HTTP proxy that counts the requests it forwards, for "upstream requests per GraphQL
 * request" of a gateway that does not report them itself (the peer). It runs in the bench process,
 * in front of the api, only while a handful of operations are counted, never during a load run.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'undici';

export interface CountingProxy {
  origin: string;
  /** Requests forwarded so far, by method and path without the query string ("GET /api/x/{n}"). */
  counts(): Map<string, number>;
  /** Every request forwarded so far. */
  total(): number;
  reset(): void;
  close(): Promise<void>;
}

/** "GET /api/invoicecomponent/123?x=1" → "GET /api/invoicecomponent/{n}": numbers are ids. */
export function requestKind(method: string, url: string): string {
  const path = url.split('?')[0] ?? url;
  return `${method} ${path.replace(/\/\d+(?=\/|$)/g, '/{n}')}`;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host']);

export async function startCountingProxy(upstreamOrigin: string): Promise<CountingProxy> {
  const pool = new Pool(upstreamOrigin, { connections: 32 });
  const counts = new Map<string, number>();

  const forward = async (req: IncomingMessage, res: ServerResponse) => {
    const kind = requestKind(req.method ?? 'GET', req.url ?? '/');
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const answer = await pool.request({
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      headers,
      body: hasBody ? req : null,
    });
    const out: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
    }
    res.writeHead(answer.statusCode, out);
    for await (const chunk of answer.body) res.write(chunk);
    res.end();
  };

  const server = createServer((req, res) => {
    forward(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`counting proxy: ${error instanceof Error ? error.message : String(error)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    counts: () => new Map(counts),
    total: () => [...counts.values()].reduce((a, b) => a + b, 0),
    reset: () => counts.clear(),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.close();
    },
  };
}
