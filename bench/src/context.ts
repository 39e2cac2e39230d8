import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../../scripts/processes.ts';
import type { BenchTarget } from './data.ts';
import type { LoadResult, LoadSpec, Operation } from './load-worker.ts';
import type { CpuWatch } from './process-cpu.ts';
import type { Measurement, ScenarioResult, TargetCheck } from './report.ts';

/** What every scenario module gets from run.ts: the running processes, a signed-in token, the load generator. */
export interface BenchContext {
  apiOrigin: string;
  gatewayOrigin: string;
  /**
   * The api's database (the bench company and the demo companies). A PostgreSQL database may be read beside
   * the running api; a PGlite directory may not (one connection, held by the api): go through the api.
   */
  database: BenchTarget;
  /** A bearer token of the bench company's admin (bench.admin). */
  token: string;
  /** The bench company's id. */
  companyId: number;
  api: ChildProcess;
  gateway: ChildProcess;
  concurrency: number;
  warmupSeconds: number;
  durationSeconds: number;
  /** Rounds of every load plan (rounds.ts); a figure is the median of its rounds. */
  rounds: number;
  /** Calendar year of the run ("2026"). */
  year: string;
  /** What the modules that ran before this one answered (1c compares itself with core's 1b). */
  earlier: readonly ScenarioOutcome[];
  /** Runs `operation` against `origin` from a load generator in its own process. */
  runLoad(
    operation: Operation,
    origin: string,
    options?: { warmupSeconds?: number; watch?: CpuWatch; token?: string },
  ): Promise<LoadResult>;
}

/** What a scenario module answers; run.ts merges them into one report. */
export interface ScenarioOutcome {
  /** Closed-loop load results (latency percentiles and throughput). */
  scenarios?: ScenarioResult[];
  /** One-off figures (seconds, bytes, megabytes) that are not load results. */
  measurements?: Measurement[];
  targets?: TargetCheck[];
  notMeasured?: string[];
}

export type ScenarioModule = (ctx: BenchContext) => Promise<ScenarioOutcome>;

/** The load generator runs in its own process so that it does not share an event loop with what it measures. */
export function runLoadWorker(spec: LoadSpec): Promise<LoadResult> {
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

/** A target from a measured value; `met` is null when the value is missing. */
export function target(
  name: string,
  value: number | undefined,
  isMet: (v: number) => boolean,
  note?: string,
): TargetCheck {
  const known = value !== undefined && Number.isFinite(value);
  return {
    target: name,
    value: known ? value : Number.NaN,
    met: known ? isMet(value) : null,
    ...(note ? { note } : {}),
  };
}
