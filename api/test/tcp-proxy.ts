import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * - forward: bytes pass both ways (a healthy network);
 * - reset: a new connection is reset at once, before PostgreSQL sees it (a server refusing connections);
 * - blackhole: connections are accepted and nothing passes, on new and open ones alike (a network partition:
 *   no error, no answer).
 */
export type ProxyMode = 'forward' | 'reset' | 'blackhole';

export interface TcpProxy {
  /** The proxy's port on 127.0.0.1, chosen by the OS. */
  port: number;
  /** `url` (postgres://…) with its host and port replaced by the proxy's. */
  url(url: string): string;
  setMode(mode: ProxyMode): void;
  /** Destroys every proxied connection, both sides, as a dropped network or a killed server would. */
  killAll(): Promise<void>;
  /** Connections from the client side that are open now. */
  openConnections(): number;
  close(): Promise<void>;
}

interface Pair {
  client: net.Socket;
  upstream: net.Socket | undefined;
}

const closed = (socket: net.Socket) =>
  socket.destroyed && socket.closed
    ? Promise.resolve()
    : new Promise<void>((resolve) => socket.once('close', () => resolve()));

/** A TCP proxy on loopback between the api and PostgreSQL that a test controls (node:net). */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = 'forward';
  const pairs = new Set<Pair>();

  const server = net.createServer((client) => {
    if (mode === 'reset') {
      client.resetAndDestroy();
      return;
    }
    const pair: Pair = { client, upstream: undefined };
    pairs.add(pair);
    client.on('error', () => undefined);
    client.on('close', () => {
      pairs.delete(pair);
      pair.upstream?.destroy();
    });
    // Opened lazily: a connection accepted during a partition never reaches the server.
    const upstream = (): net.Socket => {
      if (pair.upstream) return pair.upstream;
      const socket = net.connect(target.port, target.host);
      pair.upstream = socket;
      socket.on('error', () => undefined);
      socket.on('close', () => client.destroy());
      socket.on('data', (chunk: Buffer) => {
        if (mode === 'forward') client.write(chunk);
      });
      return socket;
    };
    if (mode === 'forward') upstream();
    client.on('data', (chunk: Buffer) => {
      if (mode === 'forward') upstream().write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const killAll = async () => {
    const sockets = [...pairs].flatMap((p) => (p.upstream ? [p.client, p.upstream] : [p.client]));
    for (const socket of sockets) socket.destroy();
    await Promise.all(sockets.map(closed));
  };

  return {
    port,
    url(url) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    setMode(next) {
      mode = next;
    },
    killAll,
    openConnections: () => pairs.size,
    async close() {
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      await killAll();
      await stopped;
    },
  };
}
