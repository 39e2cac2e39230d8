import type { LoadResult } from './load-worker.ts';

export interface ScenarioResult extends LoadResult {
  id: string;
  label: string;
  /** p50 and throughput of each round, when the figures are medians of rounds (rounds.ts). */
  rounds?: { p50Ms: number[]; throughput: number[] };
}

/** A one-off figure (not a load result): seconds, bytes, megabytes. */
export interface Measurement {
  id: string;
  label: string;
  value: number;
  unit: string;
  note?: string;
}

export interface TargetCheck {
  target: string;
  value: number;
  /** null: not measured. */
  met: boolean | null;
  note?: string;
}

export interface BenchReport {
  measuredAt: string;
  machine: {
    node: string;
    database: string;
    concurrency: number;
    warmupSeconds: number;
    durationSeconds: number;
    rounds: number;
  };
  data: {
    scale: Record<string, number>;
    counts: Record<string, number>;
    loadSeconds: { demo: number; bulk: number; analyze: number };
  };
  scenarios: ScenarioResult[];
  measurements: Measurement[];
  targets: TargetCheck[];
  notMeasured: string[];
  totalSeconds: number;
}

const fmt = (n: number | null, digits = 1) => (n === null || Number.isNaN(n) ? '–' : n.toFixed(digits));
const verdict = (met: boolean | null) => (met === null ? 'not measured' : met ? 'met' : 'NOT MET');

/** "gateway 3.1 · api 3.9 · postgres 5.0": CPU milliseconds per operation of each measured process. */
export function cpuCell(cpu: Record<string, number> | undefined): string {
  const entries = Object.entries(cpu ?? {});
  return entries.length > 0 ? entries.map(([name, ms]) => `${name} ${fmt(ms)}`).join(' · ') : '–';
}

function rows(report: BenchReport): { scenarios: string[][]; measurements: string[][]; targets: string[][] } {
  return {
    measurements: report.measurements.map((m) => [m.id, m.label, fmt(m.value, 2), m.unit, m.note ?? '']),
    scenarios: report.scenarios.map((s) => [
      s.id,
      s.label,
      fmt(s.p50Ms),
      fmt(s.p99Ms),
      fmt(s.throughput),
      fmt(s.requestsPerOperation),
      fmt(s.upstreamPerOperation),
      String(s.errors),
      s.rounds ? s.rounds.p50Ms.map((p) => fmt(p)).join(' / ') : '–',
      cpuCell(s.cpuMsPerOperation),
    ]),
    targets: report.targets.map((t) => [t.target, fmt(t.value, 2), verdict(t.met), t.note ?? '']),
  };
}

const SCENARIO_HEAD = [
  'id',
  'scenario',
  'p50 ms',
  'p99 ms',
  'ops/s',
  'req/op',
  'upstream/op',
  'errors',
  'p50 by round',
  'CPU ms/op',
];
const MEASUREMENT_HEAD = ['id', 'measurement', 'value', 'unit', 'note'];
const TARGET_HEAD = ['target', 'value', 'verdict', 'note'];

function plain(head: string[], body: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

function markdown(head: string[], body: string[][]): string {
  const line = (r: string[]) => `| ${r.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...body.map(line)].join('\n');
}

function loadLine(report: BenchReport): string {
  const s = report.data.loadSeconds;
  return (
    `Data (${report.machine.database}): ${JSON.stringify(report.data.counts)} in the bench company; loaded in ` +
    `${fmt(s.demo + s.bulk + s.analyze)} s (demo ${fmt(s.demo)} s, bulk SQL ${fmt(s.bulk)} s, vacuum analyze ${fmt(s.analyze)} s).`
  );
}

function notMeasuredLines(report: BenchReport): string[] {
  return report.notMeasured.length > 0 ? ['', `Not measured: ${report.notMeasured.join('; ')}.`] : [];
}

export function renderTable(report: BenchReport): string {
  const { scenarios, measurements, targets } = rows(report);
  return [
    loadLine(report),
    '',
    plain(SCENARIO_HEAD, scenarios),
    '',
    ...(measurements.length > 0 ? [plain(MEASUREMENT_HEAD, measurements), ''] : []),
    plain(TARGET_HEAD, targets),
    ...notMeasuredLines(report),
  ].join('\n');
}

export function renderMarkdown(report: BenchReport): string {
  const { scenarios, measurements, targets } = rows(report);
  const m = report.machine;
  return [
    '# Latest benchmark figures',
    '',
    `Measured ${report.measuredAt} by \`npm run bench\` (Node ${m.node}, ${m.database}, concurrency ${m.concurrency}, ` +
      `warm-up ${m.warmupSeconds} s, measured ${m.durationSeconds} s, ${m.rounds} interleaved rounds with the ` +
      `median reported; total run ${fmt(report.totalSeconds, 0)} s).`,
    '',
    loadLine(report),
    '',
    markdown(SCENARIO_HEAD, scenarios),
    '',
    ...(measurements.length > 0 ? [markdown(MEASUREMENT_HEAD, measurements), ''] : []),
    markdown(TARGET_HEAD, targets),
    ...notMeasuredLines(report),
    '',
  ].join('\n');
}
