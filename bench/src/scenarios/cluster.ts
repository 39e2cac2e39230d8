/**
 * Scenario "cluster" (issue 16): scenario 1b, the invoices page with its components as one GraphQL query, through
 * the local cluster (HAProxy in front of two gateways and two apis, with the Redis the cluster's rate limits live
 * in) beside the single api and gateway, in interleaved rounds. On a two-core machine that the load generator and
 * PostgreSQL share, a second replica adds no core: the ratio says what the cluster's extra hops cost here, not how
 * it scales; its CPU per page says where that cost goes (docs/scaling.md).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { BenchContext, ScenarioOutcome } from '../context.ts';
import { BENCH_USER } from '../data.ts';
import {
  ensureHaproxy,
  redisServerInstalled,
  startCluster,
  startRedisServer,
  stopProcess,
  type Cluster,
} from '../local-cluster.ts';
import type { Measurement, ScenarioResult } from '../report.ts';
import { medianResult, pairedRatio, roundsNote, runInRounds, type LoadStep } from '../rounds.ts';
import { INVOICE_PAGE_QUERY } from './core.ts';

/** HAProxy on 4110 (api frontend 4111, statistics 4112), gateways 4120–4121, apis 4130–4131, Redis 4160. */
export const CLUSTER_BASE_PORT = 4110;
const REDIS_PORT = CLUSTER_BASE_PORT + 50;

const HONEST =
  'this machine has 2 cores shared by the load generator, PostgreSQL, HAProxy, Redis and 4 Node processes: ' +
  'a replica adds no core here, so this is the cost of the extra hops, not a scaling figure';

export async function runClusterScenario(ctx: BenchContext): Promise<ScenarioOutcome> {
  if (ctx.database.kind !== 'postgres') {
    return { notMeasured: ['cluster: needs the PostgreSQL server (PGlite is one connection inside one process)'] };
  }
  ensureHaproxy();
  if (!redisServerInstalled()) return { notMeasured: ['cluster: redis-server is not installed'] };

  const workDir = mkdtempSync(path.join(tmpdir(), 'folio-bench-cluster-'));
  let redis: ChildProcess | undefined;
  let cluster: Cluster | undefined;
  try {
    redis = await startRedisServer(REDIS_PORT);
    const production = { NODE_ENV: 'production', LOG_LEVEL: 'warn' };
    console.log('Starting the cluster (HAProxy, 2 gateways, 2 apis) on the bench database …');
    cluster = await startCluster({
      basePort: CLUSTER_BASE_PORT,
      databaseUrl: ctx.database.databaseUrl,
      redisUrl: `redis://127.0.0.1:${REDIS_PORT}`,
      workDir,
      apiEnv: { ...production, JWT_SECRET: randomBytes(32).toString('hex'), DEMO_DATA: 'false' },
      // As the single gateway of run.ts: the per-user limit is counted (here in Redis), never reached.
      gatewayEnv: { ...production, ACCESS_LOG: 'off', RATE_LIMIT_USER_REQUESTS: '1000000000' },
      log: (member, line) => {
        if (member === 'cluster' || /\b(is DOWN|ALERT|Error)\b/.test(line)) console.warn(`[${member}] ${line}`);
      },
    });
    const login = await fetch(`${cluster.apiUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: BENCH_USER, password: 'demo-pass-1' }),
    });
    if (!login.ok) throw new Error(`sign-in through the cluster: ${login.status}`);
    const { accessToken } = (await login.json()) as { accessToken: string };

    const pids = (kind: 'api' | 'gateway') =>
      cluster!.members.filter((m) => m.kind === kind).flatMap((m) => (m.process?.pid ? [m.process.pid] : []));
    const plan: LoadStep[] = [
      {
        id: '1b',
        label: 'Invoices page + components, gateway (1 GraphQL query), single api and gateway',
        origin: ctx.gatewayOrigin,
        operation: { kind: 'graphql', path: '/graphql', query: INVOICE_PAGE_QUERY },
      },
      {
        id: '1b-cluster',
        label: 'The same through the cluster: HAProxy, 2 gateways, 2 apis, Redis',
        origin: cluster.url,
        operation: { kind: 'graphql', path: '/graphql', query: INVOICE_PAGE_QUERY },
        token: accessToken,
        watch: {
          api: pids('api'),
          gateway: pids('gateway'),
          haproxy: cluster.haproxy.pid ? [cluster.haproxy.pid] : [],
          redis: redis.pid ? [redis.pid] : [],
        },
      },
    ];
    const results = await runInRounds(ctx, plan);
    const scenarios: ScenarioResult[] = plan.map((step) => ({
      id: step.id === '1b' ? '1b-single' : step.id,
      label: step.label,
      ...medianResult(results.get(step.id)!),
    }));
    const throughput = pairedRatio(results.get('1b-cluster'), results.get('1b'), (r) => r.throughput);
    const latency = pairedRatio(results.get('1b-cluster'), results.get('1b'), (r) => r.p50Ms);
    const measurements: Measurement[] = [
      {
        id: 'cluster-throughput-ratio',
        label: '1b through the cluster ÷ single process: throughput',
        value: throughput?.value ?? Number.NaN,
        unit: '×',
        note: [throughput && roundsNote(throughput.rounds), HONEST].filter(Boolean).join('; '),
      },
      {
        id: 'cluster-p50-ratio',
        label: '1b through the cluster ÷ single process: p50 latency',
        value: latency?.value ?? Number.NaN,
        unit: '×',
        note: latency ? roundsNote(latency.rounds) : undefined,
      },
    ];
    return { scenarios, measurements };
  } finally {
    await cluster?.stop();
    if (redis) await stopProcess(redis, 'SIGTERM');
    rmSync(workDir, { recursive: true, force: true });
  }
}
