/**
 * HAProxy for the local cluster: Debian's package (`apt-get install haproxy`), its configuration generated from
 * haproxy.cfg.template beside this file, run in the foreground as one process of the cluster.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const HAPROXY_PATH = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

export interface HaproxyLayout {
  /** Where browsers connect (the `web` frontend). */
  host: string;
  publicPort: number;
  /** Where the `api` frontend and the statistics listen: loopback on one machine, all addresses in a container. */
  internalHost?: string;
  /** The `api` frontend, the gateways' API_URL. */
  apiPort: number;
  /** HAProxy's statistics page; `;csv` after its URL gives each server's state. */
  statsPort: number;
  /** Each replica by name and `host:port`. */
  gateways: { name: string; address: string }[];
  apis: { name: string; address: string }[];
  /**
   * A DNS server that names the replicas (Docker's 127.0.0.11:53): their addresses are then looked up again while
   * HAProxy runs, so a container that comes back with a new address is found, and one not yet started is not fatal.
   */
  nameserver?: string;
}

const TEMPLATE = path.join(import.meta.dirname, 'haproxy.cfg.template');

/** The configuration for `layout`: the template with every {{NAME}} filled in (an unknown name throws). */
export function renderHaproxyConfig(layout: HaproxyLayout, template = readFileSync(TEMPLATE, 'utf8')): string {
  const lookup = layout.nameserver ? ' resolvers dns init-addr last,libc,none' : '';
  const servers = (list: { name: string; address: string }[]) =>
    list.map((s) => `  server ${s.name} ${s.address} check${lookup}`).join('\n');
  const values: Record<string, string> = {
    HOST: layout.host,
    INTERNAL_HOST: layout.internalHost ?? '127.0.0.1',
    PUBLIC_PORT: String(layout.publicPort),
    API_PORT: String(layout.apiPort),
    STATS_PORT: String(layout.statsPort),
    GATEWAY_SERVERS: servers(layout.gateways),
    API_SERVERS: servers(layout.apis),
    RESOLVERS: layout.nameserver
      ? `resolvers dns\n  nameserver dns ${layout.nameserver}\n  hold valid 5s\n`
      : '# (replicas by address: no resolvers)\n',
  };
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`haproxy.cfg.template: unknown placeholder {{${name}}}`);
    return value;
  });
}

/**
 * The layout of docker-compose.yml's `cluster` profile: HAProxy in its own container in front of the services
 * cluster-gateway-1/2 and cluster-api-1/2, found through Docker's DNS. Its rendering is docker/haproxy.cfg,
 * which compose mounts (scripts/docker-compose.test.ts checks that the file is this rendering).
 */
export const COMPOSE_LAYOUT: HaproxyLayout = {
  host: '0.0.0.0',
  internalHost: '0.0.0.0',
  publicPort: 4000,
  apiPort: 4001,
  statsPort: 4002,
  gateways: [1, 2].map((n) => ({ name: `gateway${n}`, address: `cluster-gateway-${n}:4000` })),
  apis: [1, 2].map((n) => ({ name: `api${n}`, address: `cluster-api-${n}:4001` })),
  nameserver: '127.0.0.11:53',
};

/**
 * HAProxy must be installed: when it is missing and we may install packages (root with apt-get), installs
 * Debian's package, as scripts/ensure-chromium.ts does for the browser; otherwise says what to run.
 */
export function ensureHaproxy(): void {
  if (existsSync(HAPROXY_PATH)) return;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    throw new Error(
      `HAProxy is not installed at ${HAPROXY_PATH}. Install it with "sudo apt-get install -y haproxy" ` +
        '(or set HAPROXY_PATH), then run again.',
    );
  }
  console.log('Installing HAProxy from Debian packages for the local cluster…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'haproxy'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** `haproxy -c`: throws with HAProxy's own message when the file is not a valid configuration. */
export function checkHaproxyConfig(file: string): void {
  try {
    execFileSync(HAPROXY_PATH, ['-c', '-q', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`HAProxy refused ${file}: ${String(stderr ?? '')}${String(stdout ?? '')}`.trim());
  }
}

/**
 * Runs HAProxy in the foreground (-db) with `file`; each line it logs goes to `log`. SIGUSR1 stops it softly
 * (no new connections, those open finish), SIGTERM at once. In the foreground it writes each message twice, as a log
 * line on stdout and with its level on stderr: stdout is passed on, stderr only if HAProxy ends in failure.
 */
export function startHaproxy(file: string, log: (line: string) => void, detached = false): ChildProcess {
  const child = spawn(HAPROXY_PATH, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'], detached });
  const lines = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim().length > 0);
  const stderr: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => lines(chunk).forEach(log));
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr.push(...lines(chunk));
    stderr.splice(0, Math.max(0, stderr.length - 20));
  });
  child.once('exit', (code) => {
    if (code !== 0 && code !== null) stderr.forEach(log);
  });
  return child;
}

export interface RequestLogEntry {
  frontend: string;
  /** backend/server that answered last. */
  server: string;
  status: number;
  /** HAProxy's termination state: `----` normal, `SH--` the server closed before its answer's headers, … */
  termination: string;
  /** Times the request was sent again (`+1`: to another server, redispatched). */
  retries: number;
  redispatched: boolean;
  method: string;
}

/**
 * One line of HAProxy's `option httplog` format (the template logs only those that went wrong or were retried), or
 * undefined for any other line (a server going DOWN or UP).
 */
export function parseRequestLog(line: string): RequestLogEntry | undefined {
  const match =
    /^\S+ \[[^\]]+\] (\S+) (\S+) \S+ (-?\d+) \S+ \S+ \S+ (\S{4}) \d+\/\d+\/\d+\/\d+\/(\+?)(\d+) \S+ "(\S+)/.exec(line);
  if (!match) return undefined;
  return {
    frontend: match[1]!,
    server: match[2]!,
    status: Number(match[3]),
    termination: match[4]!,
    redispatched: match[5] === '+',
    retries: Number(match[6]),
    method: match[7]!,
  };
}

/** One server's state as HAProxy's statistics say it (`UP`, `DOWN`, `MAINT`, `UP 1/2` while rising …). */
export async function serverStates(statsPort: number): Promise<Map<string, string>> {
  const res = await fetch(`http://127.0.0.1:${statsPort}/;csv`);
  const text = await res.text();
  const states = new Map<string, string>();
  const [header, ...rows] = text.split('\n');
  const columns = (header ?? '').replace(/^# /, '').split(',');
  const at = (name: string) => columns.indexOf(name);
  for (const row of rows) {
    const cells = row.split(',');
    const svname = cells[at('svname')];
    if (!svname || svname === 'FRONTEND' || svname === 'BACKEND') continue;
    states.set(`${cells[at('pxname')]}/${svname}`, cells[at('status')] ?? '');
  }
  return states;
}

// `node --import tsx scripts/cluster/haproxy.ts --compose > docker/haproxy.cfg` writes compose's configuration.
if (process.argv[1] === import.meta.filename && process.argv.includes('--compose')) {
  process.stdout.write(renderHaproxyConfig(COMPOSE_LAYOUT));
}
