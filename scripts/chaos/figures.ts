/**
 * What the chaos test's clients saw, kept per phase (what had just been killed) and per kind of client, and
 * printed as one table: operations, the attempts that failed and how (HTTP status, GraphQL code, network),
 * retries, operations given up, and latency percentiles of what each client waited for (retries included).
 */

export interface Outcome {
  /** From the first attempt until the answer used (the user's wait). */
  ms: number;
  /** Attempts made; 1 when the first one answered. */
  attempts: number;
  ok: boolean;
  /** How each failed attempt failed: `http 502`, `graphql UPSTREAM_UNAVAILABLE`, `network`, `timeout` … */
  failures: string[];
  /** What each failed attempt said (the error's cause, the answer's text), beside `failures`. */
  details?: string[];
}

interface Cell {
  operations: number;
  ok: number;
  gaveUp: number;
  retries: number;
  latencies: number[];
  failures: Map<string, number>;
}

export interface FigureRow {
  phase: string;
  client: string;
  operations: number;
  ok: number;
  gaveUp: number;
  failedAttempts: number;
  retries: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  failures: Record<string, number>;
}

/** The value at percentile `p` (0–100) of ascending `sorted`: nearest rank. NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export class Figures {
  private readonly cells = new Map<string, Cell>();
  private readonly phases: string[] = [];
  private current = '';
  /** The first few words of each way of failing, to tell a reset from a 502 from a timeout. */
  private readonly samples = new Map<string, string[]>();

  constructor(firstPhase: string) {
    this.phase(firstPhase);
  }

  /** Operations recorded from now on count in `name`. */
  phase(name: string): void {
    if (!this.phases.includes(name)) this.phases.push(name);
    this.current = name;
  }

  get currentPhase(): string {
    return this.current;
  }

  /** Records an operation in the phase it started in. */
  record(client: string, outcome: Outcome, phase = this.current): void {
    const key = `${phase}\u0000${client}`;
    let cell = this.cells.get(key);
    if (!cell) {
      cell = { operations: 0, ok: 0, gaveUp: 0, retries: 0, latencies: [], failures: new Map() };
      this.cells.set(key, cell);
    }
    cell.operations += 1;
    cell.retries += Math.max(0, outcome.attempts - 1);
    if (outcome.ok) {
      cell.ok += 1;
      cell.latencies.push(outcome.ms);
    } else {
      cell.gaveUp += 1;
    }
    outcome.failures.forEach((failure, i) => {
      cell.failures.set(failure, (cell.failures.get(failure) ?? 0) + 1);
      const seen = this.samples.get(failure) ?? [];
      const detail = outcome.details?.[i]?.slice(0, 200);
      if (detail && seen.length < 3 && !seen.includes(detail)) this.samples.set(failure, [...seen, detail]);
    });
  }

  /** Up to three distinct details of each way of failing. */
  failureSamples(): string[] {
    return [...this.samples].flatMap(([failure, details]) => details.map((d) => `${failure}: ${d}`));
  }

  /** One row per phase and client (phases in the order they began), and a row `all` per client. */
  rows(): FigureRow[] {
    const clients = [...new Set([...this.cells.keys()].map((key) => key.split('\u0000')[1]!))].sort();
    const rows: FigureRow[] = [];
    const toRow = (phase: string, client: string, cells: Cell[]): FigureRow | undefined => {
      if (cells.length === 0) return undefined;
      const latencies = cells.flatMap((c) => c.latencies).sort((a, b) => a - b);
      const failures: Record<string, number> = {};
      for (const c of cells) for (const [name, n] of c.failures) failures[name] = (failures[name] ?? 0) + n;
      return {
        phase,
        client,
        operations: cells.reduce((n, c) => n + c.operations, 0),
        ok: cells.reduce((n, c) => n + c.ok, 0),
        gaveUp: cells.reduce((n, c) => n + c.gaveUp, 0),
        failedAttempts: Object.values(failures).reduce((n, v) => n + v, 0),
        retries: cells.reduce((n, c) => n + c.retries, 0),
        p50Ms: percentile(latencies, 50),
        p95Ms: percentile(latencies, 95),
        p99Ms: percentile(latencies, 99),
        maxMs: latencies.length > 0 ? latencies[latencies.length - 1]! : Number.NaN,
        failures,
      };
    };
    for (const phase of [...this.phases, 'all']) {
      for (const client of clients) {
        const cells =
          phase === 'all'
            ? this.phases.flatMap((p) => this.cells.get(`${p}\u0000${client}`) ?? [])
            : [this.cells.get(`${phase}\u0000${client}`)].filter((c): c is Cell => c !== undefined);
        const row = toRow(phase, client, cells);
        if (row) rows.push(row);
      }
    }
    return rows;
  }

  /** The table, fixed-width, for a terminal or a CI log. */
  table(): string {
    const fmt = (n: number) => (Number.isNaN(n) ? '–' : n < 10 ? n.toFixed(1) : n.toFixed(0));
    const header = ['phase', 'client', 'ops', 'ok', 'gave up', 'failed', 'retries', 'p50', 'p95', 'p99', 'max', 'how'];
    const body = this.rows().map((r) => [
      r.phase,
      r.client,
      String(r.operations),
      String(r.ok),
      String(r.gaveUp),
      String(r.failedAttempts),
      String(r.retries),
      fmt(r.p50Ms),
      fmt(r.p95Ms),
      fmt(r.p99Ms),
      fmt(r.maxMs),
      Object.entries(r.failures)
        .sort((a, b) => b[1] - a[1])
        .map(([name, n]) => `${name} ×${n}`)
        .join(', '),
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
    const line = (cells: string[]) =>
      cells
        .map((c, i) => (i >= 2 && i <= 10 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
        .join('  ')
        .trimEnd();
    return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
  }
}
