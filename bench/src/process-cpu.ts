/**
 * CPU time of the servers over a load run, from Linux's /proc/<pid>/stat (utime + stime). On a
 * shared machine throughput moves 10–20 % from run to run; CPU milliseconds per operation move much
 * less, so they show what a change costs or saves in each process (docs/performance.md, session 4).
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Linux's USER_HZ: the unit of utime and stime, 100 on every mainstream architecture. */
const TICKS_PER_SECOND = 100;

/** Which processes to measure, by name: pids, or 'postgres' for every PostgreSQL server process on this machine. */
export type CpuWatch = Record<string, readonly number[] | 'postgres'>;

/** utime + stime, in ticks, out of the text of /proc/<pid>/stat (the command name may hold spaces and parentheses). */
export function parseStatTicks(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // after the name: state is field 3 of the file, utime 14 and stime 15
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) throw new Error(`not a /proc/<pid>/stat line: ${stat}`);
  return utime + stime;
}

function ticksOf(pid: number): number | undefined {
  try {
    return parseStatTicks(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return undefined; // gone, or no /proc
  }
}

function postgresPids(): number[] {
  try {
    return readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
        } catch {
          return false;
        }
      });
  } catch {
    return [];
  }
}

/** Ticks per pid of each watched name, now. */
export function sampleCpu(watch: CpuWatch): Record<string, Map<number, number>> {
  const sample: Record<string, Map<number, number>> = {};
  for (const [name, pids] of Object.entries(watch)) {
    const ticks = new Map<number, number>();
    for (const pid of pids === 'postgres' ? postgresPids() : pids) {
      const t = ticksOf(pid);
      if (t !== undefined) ticks.set(pid, t);
    }
    sample[name] = ticks;
  }
  return sample;
}

/**
 * CPU milliseconds per operation of each name between two samples; a process that started in
 * between counts from zero. A name with no process in either sample is left out.
 */
export function cpuMsPerOperation(
  before: Record<string, Map<number, number>>,
  after: Record<string, Map<number, number>>,
  operations: number,
): Record<string, number> {
  const perOperation: Record<string, number> = {};
  if (operations <= 0) return perOperation;
  for (const [name, ticks] of Object.entries(after)) {
    if (ticks.size === 0) continue;
    let used = 0;
    for (const [pid, t] of ticks) used += t - (before[name]?.get(pid) ?? 0);
    perOperation[name] = (used * 1000) / TICKS_PER_SECOND / operations;
  }
  return perOperation;
}
