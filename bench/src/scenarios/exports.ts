/**
 * Exports (docs/exports.md): the bench company's whole invoice list (SCALE.invoices, 200,000) downloaded from the
 * api as XLSX and as CSV, one at a time, with the api's resident memory over each download (VmHWM after a reset,
 * else 50 ms samples) beside its memory before it. A figure to read, not a target: the time depends on the machine;
 * the memory should not grow with the list (rows are read in keyset pages and written as they come).
 */
import type { BenchContext, ScenarioOutcome } from '../context.ts';
import { watchMemory } from '../process-memory.ts';
import type { Measurement } from '../report.ts';

const MB = 1024 * 1024;

async function download(ctx: BenchContext, format: 'csv' | 'xlsx'): Promise<{ bytes: number; seconds: number }> {
  const started = performance.now();
  const res = await fetch(`${ctx.apiOrigin}/api/export/invoices/${ctx.companyId}?format=${format}`, {
    headers: { authorization: `Bearer ${ctx.token}` },
  });
  if (res.status !== 200 || !res.body) throw new Error(`export as ${format} answered ${res.status}`);
  let bytes = 0;
  const reader = res.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.byteLength;
  return { bytes, seconds: (performance.now() - started) / 1000 };
}

export async function runExportScenario(ctx: BenchContext): Promise<ScenarioOutcome> {
  const pid = ctx.api.pid;
  if (pid === undefined) return { notMeasured: ['Exports: the api process has no pid'] };
  const measurements: Measurement[] = [];
  for (const format of ['xlsx', 'csv'] as const) {
    const watch = await watchMemory({ api: pid });
    const { bytes, seconds } = await download(ctx, format);
    const { api } = await watch.stop();
    console.log(
      `Exports: ${format} of the invoices, ${(bytes / MB).toFixed(1)} MB in ${seconds.toFixed(1)} s, api peak RSS ` +
        `${(api.peakBytes / MB).toFixed(0)} MB (before ${(api.baselineBytes / MB).toFixed(0)} MB)`,
    );
    measurements.push(
      {
        id: `export-${format}-seconds`,
        label: `Export of every invoice of the bench company as ${format.toUpperCase()}, api, c=1`,
        value: seconds,
        unit: 's',
        note: `${(bytes / MB).toFixed(1)} MB`,
      },
      {
        id: `export-${format}-api-peak`,
        label: `Api peak resident memory while exporting the invoices as ${format.toUpperCase()}`,
        value: api.peakBytes / MB,
        unit: 'MB',
        note: `${(api.baselineBytes / MB).toFixed(0)} MB before; peak from ${api.peakFrom}`,
      },
    );
  }
  return { measurements };
}
