/**
 * The peer of scenario 1c as separate processes: Mesh Compose turns the api's OpenAPI document into
 * a supergraph (mesh.config.ts), and GraphQL Hive Gateway serves it (`hive-gateway supergraph`).
 */
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { mergeStringEnumUnions } from './openapi-for-mesh.ts';
import { peerBin } from './peer-packages.ts';

function prefixed(label: string, chunk: Buffer): string {
  return chunk
    .toString()
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => `[${label}] ${line}\n`)
    .join('');
}

/**
 * Fetches the api's OpenAPI document, makes it loadable (mergeStringEnumUnions) and runs
 * `mesh-compose` over it into `<dir>/supergraph.graphql`. Returns the supergraph's path.
 */
export async function composePeerSupergraph(apiOrigin: string, dir: string): Promise<string> {
  const res = await fetch(`${apiOrigin}/api/openapi.json`);
  if (!res.ok) throw new Error(`GET /api/openapi.json: ${res.status}`);
  const openapiFile = path.join(dir, 'openapi.json');
  await writeFile(openapiFile, JSON.stringify(mergeStringEnumUnions(await res.json())));
  const supergraph = path.join(dir, 'supergraph.graphql');
  const config = path.join(import.meta.dirname, 'mesh.config.ts');
  const child = spawn(
    process.execPath,
    [peerBin('@graphql-mesh/compose-cli', 'mesh-compose'), '-c', config, '-o', supergraph],
    {
      env: { ...process.env, FOLIO_PEER_OPENAPI: openapiFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`mesh-compose exited with ${code}:\n${log}`);
  return supergraph;
}

export interface PeerGateway {
  origin: string;
  pid: number | undefined;
  /** Resolves when the gateway answers its readiness check; fails if it exits first or takes a minute. */
  ready(): Promise<void>;
  /** Stops the process (SIGTERM, SIGKILL after 5 s) and waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * Starts Hive Gateway on `port` over `supergraph`, calling the REST api at `upstreamOrigin`
 * (the supergraph's endpoint is `{env.FOLIO_PEER_API_URL}`). One process, as our gateway is.
 */
export function startPeerGateway(supergraph: string, port: number, upstreamOrigin: string, label: string): PeerGateway {
  const child = spawn(
    process.execPath,
    [
      peerBin('@graphql-hive/gateway', 'hive-gateway'),
      'supergraph',
      supergraph,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
    ],
    {
      env: { ...process.env, NODE_ENV: 'production', FOLIO_PEER_API_URL: upstreamOrigin, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.on('data', (chunk: Buffer) => process.stdout.write(prefixed(label, chunk)));
  child.stderr.on('data', (chunk: Buffer) => process.stderr.write(prefixed(label, chunk)));
  const origin = `http://127.0.0.1:${port}`;
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  return {
    origin,
    pid: child.pid,
    ready: async () => {
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        if (exited()) throw new Error(`${label}: Hive Gateway exited with ${child.exitCode ?? child.signalCode}`);
        const ok = await fetch(`${origin}/readiness`).then(
          (res) => res.ok,
          () => false,
        );
        if (ok) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`${label}: Hive Gateway was not ready within 60 s`);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited()) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
