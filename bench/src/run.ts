/**
 * `npm run bench`: loads the data at scale into the PostgreSQL server of BENCH_DATABASE_URL, else DATABASE_URL
 * (a database folio_bench is made there), else into a fresh PGlite directory .data/bench/pglite, which is closed
 * before the api opens it (DATA_DIR=.data/bench, no DATABASE_URL); starts the api and the gateway as separate processes, runs every scenario module (load from a generator in another
 * process), prints a table of figures and ratios against issue 6's targets and writes bench/results/latest.*.
 *
 * Every load plan runs BENCH_ROUNDS (3) interleaved rounds, reported as medians (rounds.ts).
 * For iterating on one part: BENCH_ONLY=core,peer,import,web,exports,cluster picks modules; BENCH_REUSE_DATA=1
 * keeps the data of the previous run (migrations still run when the api starts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertPortsFree, repoRoot, startNode, stopAll, waitForOk } from '../../scripts/processes.ts';
import { runLoadWorker, type BenchContext, type ScenarioModule, type ScenarioOutcome } from './context.ts';
import { apiDatabaseEnv, BENCH_USER, loadData, reuseData, SCALE, type BenchStore } from './data.ts';
import { ensurePeerPackages } from './peer/peer-packages.ts';
import { renderMarkdown, renderTable, type BenchReport } from './report.ts';
import { CLUSTER_BASE_PORT, runClusterScenario } from './scenarios/cluster.ts';
import { runCoreScenarios } from './scenarios/core.ts';
import { runExportScenario } from './scenarios/exports.ts';
import { runImportScenario } from './scenarios/import.ts';
import { runPeerScenario } from './scenarios/peer.ts';
import { runWebScenario } from './scenarios/web.ts';

/** Issue 6: a URL set → that PostgreSQL server; none → PGlite, as the api itself chooses (BENCH_DATABASE_URL overrides). */
const serverUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
const store: BenchStore = serverUrl
  ? { kind: 'postgres', adminUrl: serverUrl }
  : { kind: 'pglite', dataDir: path.join(repoRoot, '.data/bench') };
const databaseName = store.kind === 'postgres' ? 'PostgreSQL server' : 'PGlite (embedded)';
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 10);
const durationSeconds = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const API_PORT = 4101;
const GATEWAY_PORT = 4100;
const JWT_SECRET = 'folio-bench-secret-0123456789-abcdefghijklmnop';

/** Every scenario module, in the order they run. */
const MODULES: Record<string, ScenarioModule> = {
  core: runCoreScenarios,
  peer: runPeerScenario,
  import: runImportScenario,
  web: runWebScenario,
  exports: runExportScenario,
  cluster: runClusterScenario,
};
/** Parts of issue 6 no module measures yet; reported as not measured. */
const NOT_BUILT: string[] = [];
/** Every port a bench process listens on (api, gateway, peer gateways, web gateway, the cluster's HAProxy). */
const BENCH_PORTS = [4100, 4101, 4102, 4103, 4104, CLUSTER_BASE_PORT];
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const selected = Object.entries(MODULES).filter(([name]) => !only || only.includes(name));
if (only && selected.length === 0) throw new Error(`BENCH_ONLY names no module of: ${Object.keys(MODULES).join(', ')}`);

await assertPortsFree(BENCH_PORTS, 'another bench run?');
// Before the data load, so that a failed install costs no load: the peer's packages are not a workspace dependency.
if (selected.some(([name]) => name === 'peer')) ensurePeerPackages();

const started = performance.now();
const today = new Date().toISOString().slice(0, 10);

console.log(
  store.kind === 'postgres'
    ? `Loading data into ${new URL(store.adminUrl).host} (database folio_bench) …`
    : `Loading data into PGlite (${path.relative(repoRoot, store.dataDir)}/pglite) …`,
);
const data = process.env.BENCH_REUSE_DATA === '1' ? await reuseData(store) : await loadData(store, today);
console.log(
  `Loaded in ${(data.seconds.demo + data.seconds.bulk + data.seconds.analyze).toFixed(1)} s ` +
    `(demo ${data.seconds.demo.toFixed(1)} s, bulk ${data.seconds.bulk.toFixed(1)} s, ` +
    `vacuum analyze ${data.seconds.analyze.toFixed(1)} s): ${JSON.stringify(data.counts)}`,
);

const apiOrigin = `http://127.0.0.1:${API_PORT}`;
const gatewayOrigin = `http://127.0.0.1:${GATEWAY_PORT}`;
const api = startNode(
  'api/src/server.ts',
  {
    NODE_ENV: 'production',
    // Scenario 1c composes its peer gateway from the OpenAPI document, which production does not serve unasked.
    OPENAPI_DOCUMENT: 'on',
    ...apiDatabaseEnv(data.target),
    JWT_SECRET,
    API_PORT: String(API_PORT),
    LOG_LEVEL: 'warn',
  },
  'api',
  true,
);
const gateway = startNode(
  'gateway/src/server.ts',
  {
    NODE_ENV: 'production',
    GATEWAY_PORT: String(GATEWAY_PORT),
    API_URL: apiOrigin,
    LOG_LEVEL: 'warn',
    // The load is one user at full speed: the per-user limit stays in place (its cost is measured), never reached.
    RATE_LIMIT_USER_REQUESTS: '1000000000',
  },
  'gateway',
  true,
);

async function signIn(): Promise<string> {
  const login = await fetch(`${apiOrigin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: BENCH_USER, password: 'demo-pass-1' }),
  });
  if (!login.ok) throw new Error(`sign-in as ${BENCH_USER}: ${login.status} ${await login.text()}`);
  return ((await login.json()) as { accessToken: string }).accessToken;
}

const outcomes: ScenarioOutcome[] = [];
try {
  await Promise.all([
    waitForOk(`${apiOrigin}/api/health`, 60_000, api),
    waitForOk(`${gatewayOrigin}/healthz`, 60_000, gateway),
  ]);
  const token = await signIn();
  const ctx: BenchContext = {
    apiOrigin,
    gatewayOrigin,
    database: data.target,
    token,
    companyId: data.companyId,
    api,
    gateway,
    concurrency,
    warmupSeconds,
    durationSeconds,
    year: today.slice(0, 4),
    earlier: outcomes,
    rounds,
    runLoad: (operation, origin, options) =>
      runLoadWorker({
        origin,
        token: options?.token ?? token,
        operation,
        concurrency,
        warmupSeconds: options?.warmupSeconds ?? warmupSeconds,
        durationSeconds,
        watch: {
          api: api.pid === undefined ? [] : [api.pid],
          gateway: gateway.pid === undefined ? [] : [gateway.pid],
          // PostgreSQL on this machine; with PGlite the database runs inside the api
          ...(data.target.kind === 'postgres' ? { postgres: 'postgres' as const } : {}),
          ...options?.watch,
        },
      }),
  };
  for (const [name, run] of selected) {
    try {
      outcomes.push(await run(ctx));
    } catch (error) {
      // One module failing (a missing browser, no /proc) leaves the others' figures standing.
      const message = error instanceof Error ? error.message : String(error);
      console.error(`Module ${name} failed: ${message}`);
      outcomes.push({ notMeasured: [`${name}: failed (${message})`] });
    }
  }
} finally {
  await stopAll([api, gateway]);
}

const report: BenchReport = {
  measuredAt: new Date().toISOString(),
  machine: { node: process.version, database: databaseName, concurrency, warmupSeconds, durationSeconds, rounds },
  data: { scale: SCALE, counts: data.counts, loadSeconds: data.seconds },
  scenarios: outcomes.flatMap((o) => o.scenarios ?? []),
  measurements: outcomes.flatMap((o) => o.measurements ?? []),
  targets: outcomes.flatMap((o) => o.targets ?? []),
  notMeasured: [...outcomes.flatMap((o) => o.notMeasured ?? []), ...NOT_BUILT],
  totalSeconds: (performance.now() - started) / 1000,
};

console.log(`\n${renderTable(report)}`);
const resultsDir = path.join(repoRoot, 'bench/results');
await mkdir(resultsDir, { recursive: true });
await writeFile(path.join(resultsDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
await writeFile(path.join(resultsDir, 'latest.md'), renderMarkdown(report));
console.log(`Wrote bench/results/latest.json and latest.md; total ${report.totalSeconds.toFixed(0)} s.`);
