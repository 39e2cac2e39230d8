import type { Operation, OperationKind } from './clients.ts';

/** What the database (or the mail server) holds for one kind of operation, next to what the clients believe. */
export interface StoredCheck {
  kind: OperationKind;
  /** Operations the clients saw succeed. */
  believed: number;
  believedCents: number;
  /** Of those, the ones stored (or delivered) exactly once. */
  storedOnce: number;
  /** Of those, the ones not found: lost. */
  lost: number;
  /** Keys stored more than once, or messages delivered twice for one send the client saw succeed: doubled. */
  doubled: number;
  storedCents: number;
  /** Stored although the client never saw a success (it gave up, or a send it saw fail went out). */
  unconfirmed: number;
}

const count = (values: Array<number | string>) => {
  const byValue = new Map<string, number>();
  for (const v of values) byValue.set(String(v), (byValue.get(String(v)) ?? 0) + 1);
  return [...byValue.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([v, n]) => `${v}×${n}`)
    .join(' ');
};

/** The suite's printed summary: per phase what the clients saw, then what was stored against what they believe. */
export function formatReport(operations: Operation[], checks: StoredCheck[], notes: string[]): string {
  const lines = ['', '=== Fault suite: what the clients saw ==='];
  const phases = [...new Set(operations.map((o) => o.phase))];
  for (const phase of phases) {
    const ops = operations.filter((o) => o.phase === phase);
    lines.push(`-- ${phase}: ${ops.length} operations, ${ops.filter((o) => o.ok).length} succeeded`);
    for (const kind of ['payment', 'import', 'email'] as const) {
      const mine = ops.filter((o) => o.kind === kind);
      if (mine.length === 0) continue;
      const retried = mine.filter((o) => o.attempts.length > 1).length;
      lines.push(
        `   ${kind.padEnd(8)} ${String(mine.length).padStart(3)} ops, ${String(retried).padStart(2)} retried, ` +
          `gave up ${mine.filter((o) => !o.ok).length}; answers: ${count(mine.flatMap((o) => o.attempts))}` +
          (kind === 'email' ? `; mail ${count(mine.flatMap((o) => (o.mailStatus ? [o.mailStatus] : [])))}` : ''),
      );
    }
  }
  lines.push('=== What was stored, against what the clients believe ===');
  for (const c of checks) {
    lines.push(
      `   ${c.kind.padEnd(8)} believed ${c.believed} (${(c.believedCents / 100).toFixed(2)}), stored once ${c.storedOnce} ` +
        `(${(c.storedCents / 100).toFixed(2)}), lost ${c.lost}, doubled ${c.doubled}, stored without a success seen ${c.unconfirmed}`,
    );
  }
  for (const note of notes) lines.push(`   ${note}`);
  return lines.join('\n');
}
