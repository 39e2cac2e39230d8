/**
 * `npm run cluster`: Folio as a small cluster on this machine. HAProxy (Debian's package) in front of two gateways
 * and two api processes, on a database of the PostgreSQL server (CLUSTER_DATABASE_URL, made and migrated when
 * missing, with the demo data as `npm start` loads it) and Redis (CLUSTER_REDIS_URL or REDIS_URL). Prints the URL
 * and the demo logins; Ctrl+C or SIGTERM stops everything it started, and nothing else.
 * docs/operations.md, "The local cluster".
 */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { Redis } from 'ioredis';
import { DEMO_COMPANIES, DEMO_PASSWORD } from '../api/src/db/seed/demo-companies.ts';
import { ensureDatabase } from './cluster/database.ts';
import { ensureHaproxy } from './cluster/haproxy.ts';
import { startCluster, type Cluster } from './cluster/start-cluster.ts';
import { repoRoot } from './processes.ts';

const basePort = Number(process.env.CLUSTER_PORT ?? 4000);
const host = process.env.CLUSTER_HOST ?? '127.0.0.1';
const databaseUrl = process.env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/folio_cluster';
// Its own database number, so that its keys do not mix with a test's (15) or another install's (0).
const redisUrl = process.env.CLUSTER_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/3';
const dataDir = process.env.DATA_DIR ?? path.join(repoRoot, '.data/cluster');
const demoData = process.env.DEMO_DATA ?? 'true';
const withDemo = !['false', '0', 'no'].includes(demoData.trim().toLowerCase());
const nodeEnv = process.env.NODE_ENV ?? 'production';
// A development install, as `npm start` asks for; the environment may override each.
const development = Object.fromEntries(
  Object.entries({ GRAPHIQL: 'on', INTROSPECTION: 'on', OPENAPI_DOCUMENT: 'on', METRICS_PUBLIC: 'true' }).map(
    ([name, value]) => [name, process.env[name] ?? value],
  ),
);

async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 3000 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

const started = Date.now();
/** Every process the cluster started: they run in process groups of their own, so they end with this one. */
const spawned = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of spawned) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
let cluster: Cluster | undefined;
let stopping = false;
const shutdown = (signal: string) => {
  if (stopping) return;
  stopping = true;
  if (!cluster) {
    console.log(`${signal} while starting: stopping what started.`);
    process.exit(130);
  }
  console.log(`${signal}: stopping HAProxy, then the gateways, then the apis (requests in flight finish)…`);
  void cluster.stop().then(
    () => {
      console.log('Stopped.');
      process.exit(0);
    },
    (error: unknown) => {
      console.error(`The cluster did not stop cleanly: ${(error as Error).message}`);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGHUP', () => shutdown('SIGHUP'));

try {
  ensureHaproxy();
  if (!(await redisAnswers(redisUrl))) {
    throw new Error(
      `Redis at ${redisUrl} does not answer. Start one (e.g. \`redis-server --port 6379 --save ''\`) or set ` +
        'CLUSTER_REDIS_URL.',
    );
  }
  const created = await ensureDatabase(databaseUrl);
  console.log(
    `Starting a cluster on ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}` +
      `${created ? ' (a new database: migrated' + (withDemo ? ', with the demo data)' : ')') : ''} and ${redisUrl}…`,
  );
  cluster = await startCluster({
    basePort,
    host,
    databaseUrl,
    redisUrl,
    workDir: dataDir,
    // The apis share DATA_DIR: the first creates the development JWT secret there, the others read it.
    apiEnv: { NODE_ENV: nodeEnv, DATA_DIR: dataDir, DEMO_DATA: demoData, ...development },
    gatewayEnv: { NODE_ENV: nodeEnv, ...development },
    detached: true,
    onSpawn: (child) => spawned.add(child),
    log: (member, line) => console.log(`[${member}] ${line}`),
  });
} catch (error) {
  console.error(`The cluster did not start: ${(error as Error).message}`);
  process.exit(1);
}

const running = cluster;
console.log(`
Folio is running as a cluster (started in ${((Date.now() - started) / 1000).toFixed(1)} s).

  App        ${running.url}/   (HAProxy, round robin over the gateways)
  GraphiQL   ${running.url}/graphiql
  api        ${running.apiUrl}/api   (HAProxy, round robin over the apis; the gateways' API_URL)
  HAProxy    ${running.statsUrl}   (statistics: each replica's state)
  Processes  ${running.members.map((m) => `${m.name} :${m.port} (pid ${m.process?.pid})`).join(', ')},
             haproxy (pid ${running.haproxy.pid})
${
  withDemo
    ? `
Demo logins (password ${DEMO_PASSWORD}):
${DEMO_COMPANIES.map((c) => `  ${c.username.padEnd(16)} ${c.name} (type ${c.type}, region ${c.region})`).join('\n')}
`
    : `
Without demo data (DEMO_DATA=${demoData}): create an administrator with npm run create-admin -w api.
`
}
Stop one replica to see the others serve (kill -9 <pid>); Ctrl+C stops everything.`);
