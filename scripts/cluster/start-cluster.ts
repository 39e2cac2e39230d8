/**
 * A local cluster: HAProxy in front of N gateways and N api processes on one PostgreSQL database and one Redis.
 * Used by `npm run cluster` (scripts/cluster.ts), the chaos test (scripts/chaos/) and the bench's cluster scenario.
 *
 * Ports from `basePort`: HAProxy's `web` frontend on base (what browsers open), its `api` frontend on base+1
 * (every gateway's API_URL), its statistics on base+2, the gateways on base+10, base+11 …, the apis on base+20 ….
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { assertPortsFree, startNode, stopAll, waitForOk } from '../processes.ts';
import { checkHaproxyConfig, renderHaproxyConfig, serverStates, startHaproxy, type HaproxyLayout } from './haproxy.ts';

export type MemberKind = 'api' | 'gateway';

export interface ClusterOptions {
  basePort: number;
  /** The address browsers connect to (HAProxy's `web` frontend); the rest listens on loopback. */
  host?: string;
  gateways?: number;
  apis?: number;
  /** The api's DATABASE_URL: a PostgreSQL server (PGlite is one connection in one process). */
  databaseUrl: string;
  /** REDIS_URL of every api and gateway. */
  redisUrl: string;
  /** Environment of every api and every gateway (JWT_SECRET or DATA_DIR, DEMO_DATA, NODE_ENV …). */
  apiEnv?: NodeJS.ProcessEnv;
  gatewayEnv?: NodeJS.ProcessEnv;
  /** One member's own environment on top of its kind's, by name (`api2`: …). */
  memberEnv?: Record<string, NodeJS.ProcessEnv>;
  /** Where haproxy.cfg is written. */
  workDir: string;
  /** Each line a process logs (stderr of the servers, HAProxy's state changes), with its member's name. */
  log?: (member: string, line: string) => void;
  /** Servers' stdout too (the gateway's access log, the api's info log); off by default. */
  verbose?: boolean;
  /** Processes in their own process group, so a terminal's Ctrl+C reaches only the caller. */
  detached?: boolean;
  /** Told of every process the cluster starts (also while it starts, and on a restart). */
  onSpawn?: (child: ChildProcess) => void;
}

export interface Member {
  name: string;
  kind: MemberKind;
  port: number;
  /** Its health route: what HAProxy checks. */
  health: string;
  process: ChildProcess | undefined;
  /** Exits nobody asked for (kill -9 from the chaos test counts as asked). */
  unexpectedExits: number;
}

export interface Cluster {
  /** The product's URL (HAProxy's `web` frontend). */
  url: string;
  /** HAProxy's `api` frontend: the gateways' API_URL. */
  apiUrl: string;
  statsUrl: string;
  members: Member[];
  haproxy: ChildProcess;
  member(name: string): Member;
  /** Sends `signal` (default SIGKILL, i.e. kill -9) to a member and waits for it to exit. */
  kill(name: string, signal?: NodeJS.Signals): Promise<void>;
  /** Starts a stopped member again and waits until it is healthy and HAProxy sends it requests. */
  restart(name: string): Promise<void>;
  /** Waits until HAProxy counts the member UP (`up`) or out (`down`). */
  waitForState(name: string, state: 'up' | 'down', timeoutMs?: number): Promise<void>;
  /** Stops everything it started: HAProxy first (softly), then the gateways, then the apis. */
  stop(): Promise<void>;
}

const BACKEND: Record<MemberKind, string> = { api: 'apis', gateway: 'gateways' };
/** A stopped server finishes its requests in flight within SHUTDOWN_TIMEOUT_MS (25 s by default). */
const GRACE_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS || 25_000) + 5_000;

export function clusterLayout(options: Pick<ClusterOptions, 'basePort' | 'host' | 'gateways' | 'apis'>) {
  const base = options.basePort;
  const replicas = (kind: MemberKind, count: number, first: number) =>
    Array.from({ length: count }, (_, i) => ({
      name: `${kind}${i + 1}`,
      port: first + i,
      address: `127.0.0.1:${first + i}`,
    }));
  return {
    host: options.host ?? '127.0.0.1',
    publicPort: base,
    apiPort: base + 1,
    statsPort: base + 2,
    gateways: replicas('gateway', options.gateways ?? 2, base + 10),
    apis: replicas('api', options.apis ?? 2, base + 20),
  } satisfies HaproxyLayout;
}

/** Every port the cluster of `options` listens on. */
export function clusterPorts(options: Pick<ClusterOptions, 'basePort' | 'gateways' | 'apis'>): number[] {
  const layout = clusterLayout(options);
  return [
    layout.publicPort,
    layout.apiPort,
    layout.statsPort,
    ...layout.gateways.map((g) => g.port),
    ...layout.apis.map((a) => a.port),
  ];
}

/**
 * Starts the cluster: the first api (which migrates the database and, with DEMO_DATA, loads the demo data into an
 * empty one), then the other apis, then HAProxy, then the gateways; resolves once HAProxy counts every member UP.
 * On failure, stops what it started and throws.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const layout = clusterLayout(options);
  await assertPortsFree(clusterPorts(options), 'another cluster?');
  const log = options.log ?? ((member, line) => console.log(`[${member}] ${line}`));
  const apiUrl = `http://127.0.0.1:${layout.apiPort}`;
  const members: Member[] = [
    ...layout.apis.map((a) => ({
      name: a.name,
      kind: 'api' as const,
      port: a.port,
      health: `http://127.0.0.1:${a.port}/api/health`,
      process: undefined,
      unexpectedExits: 0,
    })),
    ...layout.gateways.map((g) => ({
      name: g.name,
      kind: 'gateway' as const,
      port: g.port,
      health: `http://127.0.0.1:${g.port}/healthz`,
      process: undefined,
      unexpectedExits: 0,
    })),
  ];
  const expectedExit = new Set<ChildProcess>();

  const envOf = (member: Member): NodeJS.ProcessEnv =>
    member.kind === 'api'
      ? {
          // pg_stat_activity names each api's connections (node-postgres reads PGAPPNAME): folio-api1, folio-api2.
          PGAPPNAME: `folio-${member.name}`,
          ...options.apiEnv,
          ...options.memberEnv?.[member.name],
          DATABASE_URL: options.databaseUrl,
          REDIS_URL: options.redisUrl,
          API_PORT: String(member.port),
          API_HOST: '127.0.0.1',
        }
      : {
          ...options.gatewayEnv,
          ...options.memberEnv?.[member.name],
          REDIS_URL: options.redisUrl,
          GATEWAY_PORT: String(member.port),
          GATEWAY_HOST: '127.0.0.1',
          API_URL: apiUrl,
          // HAProxy, on loopback, names the browser in X-Forwarded-For (option forwardfor).
          GATEWAY_TRUST_PROXY: options.gatewayEnv?.GATEWAY_TRUST_PROXY ?? 'loopback',
        };

  const launch = (member: Member) => {
    const entry = member.kind === 'api' ? 'api/src/server.ts' : 'gateway/src/server.ts';
    const child = startNode(entry, envOf(member), member.name, true, { detached: options.detached });
    // startNode writes stderr to ours with a prefix; the caller's log gets it instead when it asked for one.
    child.stderr?.removeAllListeners('data');
    child.stdout?.removeAllListeners('data');
    const forward = (chunk: Buffer) =>
      chunk
        .toString()
        .split('\n')
        .filter((line) => line.trim().length > 0)
        .forEach((line) => log(member.name, line));
    child.stderr?.on('data', forward);
    // Read even when not shown: a pipe nobody reads would fill and stop the server at its next log line.
    if (options.verbose) child.stdout?.on('data', forward);
    else child.stdout?.resume();
    child.once('exit', (code, signal) => {
      if (expectedExit.has(child)) return;
      member.unexpectedExits += 1;
      log(
        'cluster',
        `${member.name} stopped (${signal ?? `exit code ${code}`}); HAProxy sends its requests to the others`,
      );
    });
    member.process = child;
    options.onSpawn?.(child);
    return child;
  };

  let haproxy: ChildProcess | undefined;
  let startLines: string[] | undefined = [];
  const stopEverything = async () => {
    if (haproxy) {
      expectedExit.add(haproxy);
      await stopProcess(haproxy, 'SIGUSR1', GRACE_MS);
    }
    for (const kind of ['gateway', 'api'] as const) {
      const children = members.filter((m) => m.kind === kind).flatMap((m) => (m.process ? [m.process] : []));
      children.forEach((child) => expectedExit.add(child));
      await stopAll(children, GRACE_MS);
    }
  };

  try {
    const [first, ...otherApis] = members.filter((m) => m.kind === 'api');
    if (!first) throw new Error('a cluster needs an api');
    launch(first);
    // The first api migrates (and seeds) alone; the others then find the database ready.
    await waitForOk(first.health, 180_000, first.process);
    otherApis.forEach((m) => launch(m));
    await Promise.all(otherApis.map((m) => waitForOk(m.health, 120_000, m.process)));

    // HAProxy before the gateways: their health asks the api through its `api` frontend.
    mkdirSync(options.workDir, { recursive: true });
    const configFile = path.join(options.workDir, 'haproxy.cfg');
    writeFileSync(configFile, renderHaproxyConfig(layout));
    checkHaproxyConfig(configFile);
    // While the cluster starts, HAProxy's lines (the gateways DOWN until they listen) are kept, and shown only if
    // the start fails.
    haproxy = startHaproxy(
      configFile,
      (line) => (startLines ? startLines.push(line) : log('haproxy', line)),
      options.detached,
    );
    options.onSpawn?.(haproxy);
    const proxy = haproxy;
    proxy.once('exit', (code, signal) => {
      if (!expectedExit.has(proxy)) log('cluster', `HAProxy stopped (${signal ?? `exit code ${code}`})`);
    });
    await waitForOk(`http://127.0.0.1:${layout.statsPort}/;csv`, 10_000, proxy);

    const gateways = members.filter((m) => m.kind === 'gateway');
    gateways.forEach((m) => launch(m));
    await Promise.all(gateways.map((m) => waitForOk(m.health, 120_000, m.process)));
  } catch (error) {
    startLines?.forEach((line) => log('haproxy', line));
    await stopEverything();
    throw error;
  }

  const member = (name: string) => {
    const found = members.find((m) => m.name === name);
    if (!found) throw new Error(`no cluster member ${name}`);
    return found;
  };
  const waitForState = async (name: string, state: 'up' | 'down', timeoutMs = 30_000) => {
    const m = member(name);
    const key = `${BACKEND[m.kind]}/${m.name}`;
    const deadline = Date.now() + timeoutMs;
    let last = '';
    while (Date.now() < deadline) {
      last = (await serverStates(layout.statsPort).catch(() => new Map<string, string>())).get(key) ?? '';
      // "UP", "UP 1/2" (going down), "DOWN", "DOWN 1/2" (coming up), "no check", "MAINT"
      if (state === 'up' ? last === 'UP' : last.startsWith('DOWN')) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`HAProxy did not count ${key} ${state} within ${timeoutMs} ms (it says "${last}")`);
  };
  const cluster: Cluster = {
    url: `http://${layout.host === '0.0.0.0' ? '127.0.0.1' : layout.host}:${layout.publicPort}`,
    apiUrl,
    statsUrl: `http://127.0.0.1:${layout.statsPort}/`,
    members,
    haproxy,
    member,
    waitForState,
    async kill(name, signal = 'SIGKILL') {
      const m = member(name);
      const child = m.process;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      expectedExit.add(child);
      await stopProcess(child, signal, GRACE_MS);
    },
    async restart(name) {
      const m = member(name);
      if (m.process && m.process.exitCode === null && m.process.signalCode === null) {
        throw new Error(`${name} is running`);
      }
      launch(m);
      await waitForOk(m.health, 120_000, m.process);
      await waitForState(name, 'up');
    },
    stop: stopEverything,
  };
  try {
    await Promise.all(members.map((m) => waitForState(m.name, 'up')));
  } catch (error) {
    startLines?.forEach((line) => log('haproxy', line));
    await stopEverything();
    throw error;
  }
  startLines = undefined;
  return cluster;
}

/** `signal` to one process, SIGKILL `graceMs` later if it still runs; resolves when it has exited. */
function stopProcess(child: ChildProcess, signal: NodeJS.Signals, graceMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
    if (signal !== 'SIGKILL') setTimeout(() => child.kill('SIGKILL'), graceMs).unref();
  });
}
