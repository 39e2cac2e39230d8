/**
 * Scenario 3 without the kept answers. The api keeps a narrowed list's count and page ids until the
 * company's invoices change (api/src/invoices/invoice-list-cache.ts), so the load of scenario 3, one
 * search over and over, measures the list answered again. This measures the other case, the first
 * answer after a change: each time, one invoice of the bench company is saved unchanged through the
 * api (a real write, which stamps a new list version), then the search is timed alone (c=1).
 */
import { restClient } from '../api-client.ts';
import type { BenchContext } from '../context.ts';
import type { Measurement } from '../report.ts';
import { median } from '../rounds.ts';

interface Invoice {
  id: number;
  status: string;
  invoiced: string;
  due: string | null;
  description: string;
  version: number;
}

const WARM_UP = 3;

export async function measureSearchAfterChange(ctx: BenchContext, searchPath: string, runs = 20): Promise<Measurement> {
  const api = restClient(ctx.apiOrigin, ctx.token);
  try {
    const [first] = (await api.call<{ data: Invoice[] }>('GET', searchPath)).data;
    if (!first) throw new Error(`${searchPath} found no invoice`);
    const times: number[] = [];
    for (let run = 0; run < WARM_UP + runs; run += 1) {
      const { status, invoiced, due, description, version } = await api.call<Invoice>(
        'GET',
        `/api/invoice1/specific/${first.id}`,
      );
      await api.call('PUT', `/api/invoice1/${first.id}`, { status, invoiced, due, description, version });
      const started = performance.now();
      await api.call('GET', searchPath);
      if (run >= WARM_UP) times.push(performance.now() - started);
    }
    return {
      id: '3-changed',
      label: 'Lazy list search + sort right after an invoice changed (nothing kept), api, c=1, p50',
      value: median(times),
      unit: 'ms',
      note: `median of ${runs}, each after a save of invoice ${first.id}; slowest ${Math.max(...times).toFixed(1)} ms`,
    };
  } finally {
    await api.close();
  }
}
