import { describe, expect, it } from 'vitest';
import { Figures, percentile } from './figures.ts';

describe('the chaos test’s figures', () => {
  it('takes percentiles by nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile(sorted, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('counts operations, failed attempts and retries per phase and client, and over all phases', () => {
    const figures = new Figures('steady');
    figures.record('pay', { ms: 10, attempts: 1, ok: true, failures: [] });
    figures.phase('api1 killed');
    figures.record('pay', { ms: 900, attempts: 3, ok: true, failures: ['http 502', 'network'], details: ['a', 'b'] });
    figures.record('read', { ms: 5000, attempts: 8, ok: false, failures: Array(8).fill('timeout') });
    // An operation counts in the phase it started in.
    figures.record('read', { ms: 20, attempts: 1, ok: true, failures: [] }, 'steady');
    const rows = figures.rows();
    expect(rows.map((r) => `${r.phase}/${r.client}`)).toEqual([
      'steady/pay',
      'steady/read',
      'api1 killed/pay',
      'api1 killed/read',
      'all/pay',
      'all/read',
    ]);
    const killed = rows.find((r) => r.phase === 'api1 killed' && r.client === 'pay')!;
    expect(killed).toMatchObject({ operations: 1, ok: 1, retries: 2, failedAttempts: 2, p50Ms: 900 });
    expect(killed.failures).toEqual({ 'http 502': 1, network: 1 });
    const allRead = rows.find((r) => r.phase === 'all' && r.client === 'read')!;
    expect(allRead).toMatchObject({ operations: 2, ok: 1, gaveUp: 1, retries: 7, failedAttempts: 8, p50Ms: 20 });
    expect(figures.failureSamples()).toEqual(['http 502: a', 'network: b']);
    expect(figures.table().split('\n')[0]).toMatch(/^phase\s+client\s+ops\s+ok\s+gave up/);
  });
});
