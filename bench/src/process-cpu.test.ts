import { describe, expect, it } from 'vitest';
import { cpuMsPerOperation, parseStatTicks, sampleCpu } from './process-cpu.ts';

// /proc/<pid>/stat of a process whose name holds a space and a parenthesis: utime 250, stime 50
const STAT =
  '4242 (node (gw) x) S 1 4242 4242 0 -1 4194560 9000 0 0 0 250 50 0 0 20 0 11 0 380525 1000000 5000 ' +
  '18446744073709551615 1 1 0 0 0 0 0 0 0 0 0 0 17 1 0 0 0 0 0';

describe('process CPU', () => {
  it('reads utime + stime after the command name, whatever the name holds', () => {
    expect(parseStatTicks(STAT)).toBe(300);
    expect(() => parseStatTicks('4242 (short)')).toThrow(/not a \/proc/);
  });

  it('turns two samples into CPU milliseconds per operation, counting a new process from zero', () => {
    const before = { gateway: new Map([[1, 100]]), postgres: new Map([[7, 50]]) };
    const after = {
      gateway: new Map([[1, 400]]),
      postgres: new Map([
        [7, 150],
        [8, 20],
      ]),
      peer: new Map<number, number>(),
    };
    // 300 ticks of 10 ms over 100 operations; postgres 100 + 20 ticks
    expect(cpuMsPerOperation(before, after, 100)).toEqual({ gateway: 30, postgres: 12 });
    expect(cpuMsPerOperation(before, after, 0)).toEqual({});
  });

  it.runIf(process.platform === 'linux')('samples this process and leaves out a pid that does not exist', () => {
    const sample = sampleCpu({ self: [process.pid], gone: [2 ** 22 + 1] });
    expect(sample.self?.get(process.pid)).toBeGreaterThanOrEqual(0);
    expect(sample.gone?.size).toBe(0);
  });
});
