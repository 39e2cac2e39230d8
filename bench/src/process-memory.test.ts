import { describe, expect, it } from 'vitest';
import { parseProcStatus, phasePeak, readProcMemory, watchMemory } from './process-memory.ts';

const STATUS = `Name:\tnode
Umask:\t0022
State:\tS (sleeping)
VmPeak:\t 1234567 kB
VmSize:\t 1200000 kB
VmHWM:\t  210432 kB
VmRSS:\t  150016 kB
RssAnon:\t   90000 kB
Threads:\t11
`;

describe('parseProcStatus', () => {
  it('reads VmRSS and VmHWM in bytes (not VmPeak, the virtual size)', () => {
    expect(parseProcStatus(STATUS)).toEqual({ rssBytes: 150016 * 1024, peakBytes: 210432 * 1024 });
  });

  it('refuses a status without the lines (a kernel thread, another OS)', () => {
    expect(() => parseProcStatus('Name:\tkthreadd\nState:\tS\n')).toThrow(/no VmRSS/);
  });
});

describe('phasePeak', () => {
  const MB = 1024 * 1024;
  const baseline = { rssBytes: 100 * MB, peakBytes: 100 * MB };
  const end = { rssBytes: 110 * MB, peakBytes: 180 * MB };

  it('takes VmHWM when it was reset at the start: it sees spikes between samples', () => {
    expect(phasePeak(baseline, 150 * MB, end, true)).toEqual({ peakBytes: 180 * MB, peakFrom: 'VmHWM' });
  });

  it('falls back to the highest sample when VmHWM still holds an older peak', () => {
    expect(phasePeak(baseline, 150 * MB, end, false)).toEqual({ peakBytes: 150 * MB, peakFrom: 'samples' });
    expect(phasePeak(baseline, 0, end, false)).toEqual({ peakBytes: 110 * MB, peakFrom: 'samples' });
  });
});

describe.runIf(process.platform === 'linux')('watchMemory', () => {
  const MB = 1024 * 1024;
  const tick = () => new Promise((resolve) => setTimeout(resolve, 60));

  it('sees this process grow by what it allocates, phase by phase', async () => {
    const watch = await watchMemory({ self: process.pid }, 10);
    let held: Buffer | undefined = Buffer.alloc(64 * MB, 1);
    await tick();
    const first = (await watch.next()).self;
    expect(held.length).toBe(64 * MB);
    expect(first.samples).toBeGreaterThan(0);
    expect(first.baselineBytes).toBeGreaterThan(0);
    expect(first.peakBytes - first.baselineBytes).toBeGreaterThan(48 * MB);

    // The second phase starts from what the first left resident.
    held = undefined;
    await tick();
    const second = (await watch.stop()).self;
    expect(second.baselineBytes).toBeGreaterThan(first.baselineBytes + 48 * MB);
    expect(second.peakBytes).toBeLessThan(first.peakBytes + 16 * MB);
    expect(held).toBeUndefined();
    expect((await readProcMemory(process.pid)).rssBytes).toBeGreaterThan(0);
  });
});
