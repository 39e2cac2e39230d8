/**
 * Repeated, interleaved load runs. On a shared 2-CPU machine one 10-second run of a scenario can be
 * 20–30 % away from the next, so a verdict near its threshold flipped from run to run. Every step of
 * a plan is run once per round, round after round (a, b, c, a, b, c …): a figure is the median of its
 * rounds, and a ratio the median of its per-round ratios, whose two sides ran back to back.
 */
import type { BenchContext } from './context.ts';
import type { LoadResult, Operation } from './load-worker.ts';
import type { CpuWatch } from './process-cpu.ts';

export interface LoadStep {
  id: string;
  label: string;
  origin: string;
  operation: Operation;
  /** Only in the first round: a slow figure without a target. */
  once?: boolean;
  /** Processes to measure the CPU of besides the api, the gateway and PostgreSQL (the peer gateway). */
  watch?: CpuWatch;
  /** A bearer token other than bench.admin's of the bench's own api (the cluster's apis sign their own). */
  token?: string;
}

/** Later rounds follow a run of the same servers: a short warm-up re-primes the scenario's code paths. */
const LATER_ROUND_WARMUP_SECONDS = 3;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Each step's results, one per round it ran in. */
export async function runInRounds(ctx: BenchContext, steps: readonly LoadStep[]): Promise<Map<string, LoadResult[]>> {
  const results = new Map<string, LoadResult[]>(steps.map((step) => [step.id, []]));
  for (let round = 1; round <= ctx.rounds; round++) {
    const warmupSeconds = round === 1 ? ctx.warmupSeconds : Math.min(ctx.warmupSeconds, LATER_ROUND_WARMUP_SECONDS);
    for (const step of steps) {
      if (step.once && round > 1) continue;
      console.log(
        `Scenario ${step.id}, round ${round} of ${step.once ? 1 : ctx.rounds}: ${step.label} ` +
          `(warm-up ${warmupSeconds} s, measured ${ctx.durationSeconds} s, c=${ctx.concurrency}) …`,
      );
      const result = await ctx.runLoad(step.operation, step.origin, {
        warmupSeconds,
        watch: step.watch,
        token: step.token,
      });
      if (result.firstError) console.warn(`  ${result.errors} errors; first: ${result.firstError}`);
      results.get(step.id)!.push(result);
    }
  }
  return results;
}

export interface RoundsResult extends LoadResult {
  /** p50 and throughput of each round, in the order they ran. */
  rounds: { p50Ms: number[]; throughput: number[] };
}

/** One result of several rounds: the median of each figure; operations and errors are summed. */
export function medianResult(results: readonly LoadResult[]): RoundsResult {
  if (results.length === 0) throw new Error('no rounds to take the median of');
  const upstream = results.map((r) => r.upstreamPerOperation).filter((u): u is number => u !== null);
  const firstError = results.find((r) => r.firstError)?.firstError;
  return {
    operations: results.reduce((sum, r) => sum + r.operations, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    throughput: median(results.map((r) => r.throughput)),
    p50Ms: median(results.map((r) => r.p50Ms)),
    p99Ms: median(results.map((r) => r.p99Ms)),
    meanMs: median(results.map((r) => r.meanMs)),
    requestsPerOperation: median(results.map((r) => r.requestsPerOperation)),
    upstreamPerOperation: upstream.length > 0 ? median(upstream) : null,
    cpuMsPerOperation: medianCpu(results),
    ...(firstError ? { firstError } : {}),
    rounds: { p50Ms: results.map((r) => r.p50Ms), throughput: results.map((r) => r.throughput) },
  };
}

/** The median of each process's CPU per operation over the rounds that measured it. */
function medianCpu(results: readonly LoadResult[]): Record<string, number> {
  const names = new Set(results.flatMap((r) => Object.keys(r.cpuMsPerOperation ?? {})));
  return Object.fromEntries(
    [...names].map((name) => [
      name,
      median(results.flatMap((r) => (r.cpuMsPerOperation?.[name] === undefined ? [] : [r.cpuMsPerOperation[name]]))),
    ]),
  );
}

/** top/bottom of a figure per round (rounds paired in order), and their median. */
export function pairedRatio(
  top: readonly LoadResult[] | undefined,
  bottom: readonly LoadResult[] | undefined,
  figure: (result: LoadResult) => number,
): { value: number; rounds: number[] } | undefined {
  if (!top || !bottom) return undefined;
  const rounds = top.slice(0, bottom.length).map((t, i) => figure(t) / figure(bottom[i]!));
  return rounds.length > 0 ? { value: median(rounds), rounds } : undefined;
}

/** "median of 3 rounds: 1.14, 1.20, 1.10" */
export function roundsNote(values: readonly number[], digits = 2): string {
  return `median of ${values.length} round${values.length === 1 ? '' : 's'}: ${values.map((v) => v.toFixed(digits)).join(', ')}`;
}
