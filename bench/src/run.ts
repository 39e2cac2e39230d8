/**
 * `npm run bench`: loads the data at scale into PostgreSQL (BENCH_DATABASE_URL), starts the api and
 * the gateway as separate processes, runs every scenario from a load generator in another process,
 * prints a table of figures and ratios against issue 6's targets and writes bench/results/latest.*.
 */
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot, startNode, stopAll, waitForOk } from '../../scripts/processes.ts';
import { BENCH_USER, loadData, SCALE } from './data.ts';
import type { LoadResult, LoadSpec, Operation } from './load-worker.ts';
import { renderMarkdown, renderTable, type BenchReport, type ScenarioResult, type TargetCheck } from './report.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 10);
const durationSeconds = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
const API_PORT = 4101;
const GATEWAY_PORT = 4100;
const JWT_SECRET = 'folio-bench-secret-0123456789-abcdefghijklmnop';

const started = performance.now();
const today = new Date().toISOString().slice(0, 10);
const year = today.slice(0, 4);

console.log(`Loading data into ${new URL(adminUrl).host} (database folio_bench) …`);
const data = await loadData(adminUrl, today);
console.log(
  `Loaded in ${(data.seconds.demo + data.seconds.bulk + data.seconds.analyze).toFixed(1)} s ` +
    `(demo ${data.seconds.demo.toFixed(1)} s, bulk ${data.seconds.bulk.toFixed(1)} s, ` +
    `vacuum analyze ${data.seconds.analyze.toFixed(1)} s): ${JSON.stringify(data.counts)}`,
);

const apiOrigin = `http://127.0.0.1:${API_PORT}`;
const gatewayOrigin = `http://127.0.0.1:${GATEWAY_PORT}`;
const api = startNode(
  'api/src/server.ts',
  { DATABASE_URL: data.databaseUrl, JWT_SECRET, API_PORT: String(API_PORT), LOG_LEVEL: 'warn' },
  'api',
  true,
);
const gateway = startNode(
  'gateway/src/server.ts',
  { GATEWAY_PORT: String(GATEWAY_PORT), API_URL: apiOrigin, LOG_LEVEL: 'warn' },
  'gateway',
  true,
);

function runLoad(operation: Operation, origin: string): Promise<LoadResult> {
  const spec: LoadSpec = { origin, token, operation, concurrency, warmupSeconds, durationSeconds };
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'load-worker.ts'), JSON.stringify(spec)],
      { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`load worker exited with ${code}`));
      resolve(JSON.parse(out.trim().split('\n').pop() ?? '{}') as LoadResult);
    });
  });
}

let token = '';
const scenarios: ScenarioResult[] = [];
try {
  await Promise.all([
    waitForOk(`${apiOrigin}/api/health`, 60_000, api),
    waitForOk(`${gatewayOrigin}/healthz`, 60_000, gateway),
  ]);
  const login = await fetch(`${apiOrigin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: BENCH_USER, password: 'demo-pass-1' }),
  });
  if (!login.ok) throw new Error(`sign-in as ${BENCH_USER}: ${login.status} ${await login.text()}`);
  token = ((await login.json()) as { accessToken: string }).accessToken;

  const cid = data.companyId;
  const plan: { id: string; label: string; origin: string; operation: Operation }[] = [
    {
      id: '1a',
      label: 'Invoices page + components, direct REST (2 calls)',
      origin: apiOrigin,
      operation: { kind: 'invoice-page-rest', path: `/api/invoice1/all/lazyloading/${cid}?page=1&size=100` },
    },
    {
      id: '1b',
      label: 'Invoices page + components, gateway (1 GraphQL query)',
      origin: gatewayOrigin,
      operation: {
        kind: 'graphql',
        path: '/graphql',
        query:
          'query Page { invoices(query: { page: 1, size: 100 }) { data { id uniqueId amount paid amountDue ' +
          'components { id amount description } } totalElements } }',
      },
    },
    {
      id: '2-rest',
      label: `Dashboard summary ${year}, api`,
      origin: apiOrigin,
      operation: { kind: 'get', path: `/api/financialtransaction/summary/${cid}/${year}-01-01/${year}-12-31` },
    },
    {
      id: '2-gql',
      label: `Dashboard summary ${year}, gateway`,
      origin: gatewayOrigin,
      operation: {
        kind: 'graphql',
        path: '/graphql',
        query: `query Summary { financialSummary(start: "${year}-01-01", end: "${year}-12-31") { income expenses profit paymentsReceived currencySymbol } }`,
      },
    },
    {
      id: '3',
      label: 'Lazy invoice list, search "consult" + sort by amount, api',
      origin: apiOrigin,
      operation: {
        kind: 'get',
        path: `/api/invoice1/all/lazyloading/${cid}?page=1&size=100&search=consult&sortField=amount&sortOrder=asc`,
      },
    },
  ];
  for (const step of plan) {
    console.log(
      `Scenario ${step.id}: ${step.label} (warm-up ${warmupSeconds} s, measured ${durationSeconds} s, c=${concurrency}) …`,
    );
    const result = await runLoad(step.operation, step.origin);
    if (result.firstError) console.warn(`  ${result.errors} errors; first: ${result.firstError}`);
    scenarios.push({ id: step.id, label: step.label, ...result });
  }
} finally {
  await stopAll([api, gateway]);
}

const byId = (id: string) => scenarios.find((s) => s.id === id);
const a = byId('1a');
const b = byId('1b');
const ratio = (x: number | undefined, y: number | undefined) => (x !== undefined && y ? x / y : Number.NaN);
const latencyRatio = ratio(b?.p50Ms, a?.p50Ms);
const throughputRatio = ratio(b?.throughput, a?.throughput);
const targets: TargetCheck[] = [
  { target: '1b/1a p50 latency ≤ 1.25×', value: latencyRatio, met: latencyRatio <= 1.25 },
  { target: '1b/1a throughput ≥ 0.8×', value: throughputRatio, met: throughputRatio >= 0.8 },
  {
    target: '1b upstream requests per page ≤ 2',
    value: b?.upstreamPerOperation ?? Number.NaN,
    met: (b?.upstreamPerOperation ?? Infinity) <= 2,
  },
  { target: '1b/1c throughput ≥ 2× (peer gateway)', value: Number.NaN, met: null, note: 'not measured yet (1c)' },
  {
    target: '2 api p50 < 50 ms',
    value: byId('2-rest')?.p50Ms ?? Number.NaN,
    met: (byId('2-rest')?.p50Ms ?? Infinity) < 50,
  },
  {
    target: '2 gateway p50 < 50 ms',
    value: byId('2-gql')?.p50Ms ?? Number.NaN,
    met: (byId('2-gql')?.p50Ms ?? Infinity) < 50,
  },
  { target: '3 api p50 < 30 ms', value: byId('3')?.p50Ms ?? Number.NaN, met: (byId('3')?.p50Ms ?? Infinity) < 30 },
];

const report: BenchReport = {
  measuredAt: new Date().toISOString(),
  machine: { node: process.version, database: 'PostgreSQL server', concurrency, warmupSeconds, durationSeconds },
  data: { scale: SCALE, counts: data.counts, loadSeconds: data.seconds },
  scenarios,
  targets,
  notMeasured: [
    '1c: the peer gateway (GraphQL Hive Gateway over the api’s OpenAPI document)',
    '4: import of a 100,000-row CSV through the gateway, with peak memory',
    '5: web first-load bytes and time to the first invoice row',
    'PGlite mode (no DATABASE_URL)',
  ],
  totalSeconds: (performance.now() - started) / 1000,
};

console.log(`\n${renderTable(report)}`);
const resultsDir = path.join(repoRoot, 'bench/results');
await mkdir(resultsDir, { recursive: true });
await writeFile(path.join(resultsDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
await writeFile(path.join(resultsDir, 'latest.md'), renderMarkdown(report));
console.log(`Wrote bench/results/latest.json and latest.md; total ${report.totalSeconds.toFixed(0)} s.`);
