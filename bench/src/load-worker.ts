/**
 * The load generator, run as its own process by run.ts: `node --import tsx load-worker.ts '<json>'`.
 * A fixed number of workers each repeat one operation back to back (closed loop) for a warm-up,
 * then for the measured period; an operation may be several dependent HTTP requests (scenario 1a:
 * the page call, then the components of the page's invoices). Prints one JSON line of figures.
 */
import { Pool } from 'undici';
import { cpuMsPerOperation, sampleCpu, type CpuWatch } from './process-cpu.ts';

export type Operation =
  | { kind: 'get'; path: string }
  | { kind: 'invoice-page-rest'; path: string }
  | {
      kind: 'graphql';
      path: string;
      query: string;
      variables?: Record<string, unknown>;
      /** The operation fails when the answer contains this text (the peer answers REST errors as data). */
      failOn?: string;
    };

export interface LoadSpec {
  origin: string;
  token: string;
  operation: Operation;
  concurrency: number;
  warmupSeconds: number;
  durationSeconds: number;
  /** Processes whose CPU time over the measured period is reported per operation. */
  watch?: CpuWatch;
}

export interface LoadResult {
  operations: number;
  errors: number;
  /** Operations per second over the measured period. */
  throughput: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  /** HTTP requests sent to the target per operation. */
  requestsPerOperation: number;
  /** The gateway's x-upstream-requests per operation (mean), when it answers the header. */
  upstreamPerOperation: number | null;
  /** CPU milliseconds per operation of each watched process (process-cpu.ts), where /proc tells. */
  cpuMsPerOperation?: Record<string, number>;
  firstError?: string;
}

interface OpOutcome {
  requests: number;
  upstream: number | null;
}

const spec = JSON.parse(process.argv[2] ?? '{}') as LoadSpec;
const pool = new Pool(spec.origin, { connections: spec.concurrency, pipelining: 1 });
const headers = { authorization: `Bearer ${spec.token}` };

async function getJson(path: string): Promise<{ body: unknown; upstream: number | null }> {
  const res = await pool.request({ method: 'GET', path, headers });
  const body: unknown = await res.body.json();
  if (res.statusCode !== 200) throw new Error(`GET ${path}: ${res.statusCode} ${JSON.stringify(body).slice(0, 300)}`);
  return { body, upstream: null };
}

async function runOnce(op: Operation): Promise<OpOutcome> {
  switch (op.kind) {
    case 'get':
      await getJson(op.path);
      return { requests: 1, upstream: null };
    case 'invoice-page-rest': {
      // What a hand-written client does for a page of invoices with their components.
      const rows = ((await getJson(op.path)).body as { data: { id: number }[] }).data;
      if (rows.length === 0) throw new Error(`${op.path}: an empty page`);
      await getJson(`/api/invoicecomponent/batch?invoiceIds=${rows.map((r) => r.id).join(',')}`);
      return { requests: 2, upstream: null };
    }
    case 'graphql': {
      const res = await pool.request({
        method: 'POST',
        path: op.path,
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ query: op.query, variables: op.variables ?? {} }),
      });
      const text = await res.body.text();
      const body = JSON.parse(text) as { errors?: unknown[] };
      if (res.statusCode !== 200 || body.errors) {
        throw new Error(`graphql: ${res.statusCode} ${JSON.stringify(body.errors ?? body).slice(0, 300)}`);
      }
      if (op.failOn !== undefined && text.includes(op.failOn)) throw new Error(`graphql: ${text.slice(0, 300)}`);
      const upstream = res.headers['x-upstream-requests'];
      return { requests: 1, upstream: typeof upstream === 'string' ? Number(upstream) : null };
    }
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function phase(seconds: number, record: boolean) {
  const latencies: number[] = [];
  let errors = 0;
  let requests = 0;
  let upstreamSum = 0;
  let upstreamCount = 0;
  let firstError: string | undefined;
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        const outcome = await runOnce(spec.operation);
        if (!record) continue;
        latencies.push(performance.now() - t0);
        requests += outcome.requests;
        if (outcome.upstream !== null) {
          upstreamSum += outcome.upstream;
          upstreamCount += 1;
        }
      } catch (error) {
        errors += 1;
        firstError ??= error instanceof Error ? error.message : String(error);
        if (errors > 100 && latencies.length === 0) throw error;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: spec.concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  return { latencies, errors, requests, upstreamSum, upstreamCount, elapsed, firstError };
}

await phase(spec.warmupSeconds, false);
const cpuBefore = sampleCpu(spec.watch ?? {});
const measured = await phase(spec.durationSeconds, true);
const cpuAfter = sampleCpu(spec.watch ?? {});
await pool.close();
const sorted = measured.latencies.sort((a, b) => a - b);
const n = sorted.length;
const result: LoadResult = {
  operations: n,
  errors: measured.errors,
  throughput: n / measured.elapsed,
  p50Ms: percentile(sorted, 50),
  p99Ms: percentile(sorted, 99),
  meanMs: n > 0 ? sorted.reduce((a, b) => a + b, 0) / n : Number.NaN,
  requestsPerOperation: n > 0 ? measured.requests / n : 0,
  upstreamPerOperation: measured.upstreamCount > 0 ? measured.upstreamSum / measured.upstreamCount : null,
  cpuMsPerOperation: cpuMsPerOperation(cpuBefore, cpuAfter, n),
  ...(measured.firstError ? { firstError: measured.firstError } : {}),
};
process.stdout.write(`${JSON.stringify(result)}\n`);
