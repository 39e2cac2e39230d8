/**
 * Resident memory of the servers while a scenario runs, from Linux's /proc/<pid>/status: VmRSS (now)
 * and VmHWM (the peak so far). The peak is reset at the start of a phase where the kernel lets us
 * (writing 5 to /proc/<pid>/clear_refs), so VmHWM at the end is that phase's exact peak; VmRSS is
 * also sampled every ~50 ms, which is what is left where the reset is refused.
 */
import { readFile, writeFile } from 'node:fs/promises';

export interface ProcMemory {
  /** VmRSS: resident now. */
  rssBytes: number;
  /** VmHWM: the highest VmRSS since the process started (or since the last reset). */
  peakBytes: number;
}

const KB = 1024;

/** Reads VmRSS and VmHWM out of the text of /proc/<pid>/status ("VmRSS:\t  123456 kB"). */
export function parseProcStatus(status: string): ProcMemory {
  const kb = (field: string) => {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status);
    if (!match) throw new Error(`/proc/<pid>/status has no ${field} line`);
    return Number(match[1]) * KB;
  };
  return { rssBytes: kb('VmRSS'), peakBytes: kb('VmHWM') };
}

export async function readProcMemory(pid: number): Promise<ProcMemory> {
  return parseProcStatus(await readFile(`/proc/${pid}/status`, 'utf8'));
}

/** Resets VmHWM to the current VmRSS (Linux ≥ 4.0, our own processes); false where that is refused. */
export async function resetPeak(pid: number): Promise<boolean> {
  try {
    await writeFile(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** One process over one phase. */
export interface PhaseMemory {
  /** VmRSS when the phase started. */
  baselineBytes: number;
  /** The highest resident memory during the phase. */
  peakBytes: number;
  /** How the peak was found: the kernel's VmHWM after a reset (exact) or VmRSS samples (may miss a spike). */
  peakFrom: 'VmHWM' | 'samples';
  samples: number;
}

/** The peak of a phase: the sampled maximum, or VmHWM when it was reset at the start (it also sees spikes between samples). */
export function phasePeak(baseline: ProcMemory, sampledMax: number, end: ProcMemory, wasReset: boolean) {
  const sampled = Math.max(baseline.rssBytes, end.rssBytes, sampledMax);
  return wasReset
    ? { peakBytes: Math.max(sampled, end.peakBytes), peakFrom: 'VmHWM' as const }
    : { peakBytes: sampled, peakFrom: 'samples' as const };
}

interface Watched {
  baseline: ProcMemory;
  wasReset: boolean;
  max: number;
  samples: number;
}

async function begin(pid: number): Promise<Watched> {
  const wasReset = await resetPeak(pid);
  return { baseline: await readProcMemory(pid), wasReset, max: 0, samples: 0 };
}

/**
 * Starts watching `pids` (by name) in phases: `next()` ends the current phase (answering each
 * process's baseline and peak over it) and starts the next one; `stop()` ends the last one.
 */
export async function watchMemory<K extends string>(pids: Record<K, number>, intervalMs = 50) {
  const names = Object.keys(pids) as K[];
  const state = new Map<K, Watched>();
  for (const name of names) state.set(name, await begin(pids[name]));
  let reading = false;
  const timer = setInterval(() => {
    if (reading) return;
    reading = true;
    void Promise.all(
      names.map(async (name) => {
        const memory = await readProcMemory(pids[name]).catch(() => undefined);
        const watched = state.get(name)!;
        if (!memory) return;
        watched.max = Math.max(watched.max, memory.rssBytes);
        watched.samples += 1;
      }),
    ).finally(() => (reading = false));
  }, intervalMs);

  async function end(): Promise<Record<K, PhaseMemory>> {
    const result = {} as Record<K, PhaseMemory>;
    for (const name of names) {
      const { baseline, wasReset, max, samples } = state.get(name)!;
      const last = await readProcMemory(pids[name]);
      result[name] = { baselineBytes: baseline.rssBytes, ...phasePeak(baseline, max, last, wasReset), samples };
    }
    return result;
  }
  return {
    async next(): Promise<Record<K, PhaseMemory>> {
      const result = await end();
      for (const name of names) state.set(name, await begin(pids[name]));
      return result;
    },
    async stop(): Promise<Record<K, PhaseMemory>> {
      clearInterval(timer);
      return end();
    },
  };
}
