import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

export type OperationKind = 'payment' | 'import' | 'email';

/** One thing a client meant to do, every answer it got on the way, and what it believes in the end. */
export interface Operation {
  kind: OperationKind;
  /** The fault phase in which the client started it. */
  phase: string;
  /** The Idempotency-Key (payments, imports, emails): the same on every retry. */
  key: string;
  invoiceId: number;
  /** The payment's amount, or the sum of the import's rows' amounts. */
  cents: number;
  rows: number;
  /** Each attempt's HTTP status, or the network error's code. */
  attempts: Array<number | string>;
  /** The client saw it succeed (2xx). */
  ok: boolean;
  /** What the successful answer named: the payment, the batch, the message. */
  paymentId?: number;
  batchId?: number;
  messageId?: string | null;
  /**
   * Email: the outbox message the api recorded, and whether it went out (sent), waits to be resent (failed), or was
   * claimed by an api process that was killed mid-send (sending, later uncertain: may have been sent).
   */
  outboxId?: number;
  mailStatus?: string;
}

export interface Caller {
  authorization: string;
  companyId: number;
}

export interface LoadTargets {
  url: string;
  /** Pays invoices and emails them. */
  payer: Caller;
  /** Imports statement rows. */
  importer: Caller;
  invoiceIds: number[];
  /** Three account codes of the importer's company. */
  accountCodes: string[];
}

export interface Load {
  operations: Operation[];
  phase: string;
  /** Operations finished (successfully or not) so far. */
  finished(): number;
  /** Resolves once `n` more operations have finished. */
  waitFor(n: number): Promise<void>;
  /** Lets each client finish what it is doing (with its retries), then stops it. */
  stop(): Promise<void>;
}

/** How long a client keeps retrying one operation: longer than any outage the suite causes. */
const RETRY_FOR_MS = 120_000;

const errorCode = (error: unknown) => {
  const e = error as { name?: string; cause?: { code?: string } };
  return e.cause?.code ?? e.name ?? 'Error';
};

/**
 * Sends until the answer is final, as a careful client does: a network error or a 5xx is retried (with the same
 * Idempotency-Key where there is one) after a short pause; a 2xx or a 4xx is final.
 */
async function send(op: Operation, url: string, init: RequestInit): Promise<Response | undefined> {
  const deadline = Date.now() + RETRY_FOR_MS;
  for (;;) {
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
      op.attempts.push(res.status);
      if (res.status < 500) return res;
      await res.arrayBuffer();
    } catch (error) {
      op.attempts.push(errorCode(error));
    }
    if (Date.now() > deadline) return undefined;
    await sleep(100 + Math.random() * 200);
  }
}

const json = (caller: Caller, extra: Record<string, string> = {}) => ({
  authorization: caller.authorization,
  'content-type': 'application/json',
  ...extra,
});

async function pay(t: LoadTargets, op: Operation) {
  const res = await send(op, `${t.url}/api/payment1/${t.payer.companyId}/invoice/${op.invoiceId}`, {
    method: 'POST',
    headers: json(t.payer, { 'idempotency-key': op.key }),
    body: JSON.stringify({ amount: op.cents / 100, type: 'B', description: `fault suite ${op.key}` }),
  });
  if (res?.ok) {
    op.ok = true;
    op.paymentId = ((await res.json()) as { payment: { id: number } }).payment.id;
  } else await res?.arrayBuffer();
}

async function importRows(t: LoadTargets, op: Operation, n: number) {
  const rows = Array.from({ length: op.rows }, (_, i) => ({
    processed: '2026-06-15',
    financialAccountCode: t.accountCodes[i % t.accountCodes.length],
    description: `fault suite ${op.key} row ${i}`,
    amount: -((n % 50) + i + 1),
  }));
  op.cents = rows.reduce((sum, r) => sum - r.amount * 100, 0);
  const res = await send(op, `${t.url}/api/financialtransaction/batch/${t.importer.companyId}?format=001`, {
    method: 'POST',
    headers: json(t.importer, { 'idempotency-key': op.key }),
    body: JSON.stringify(rows),
  });
  if (res?.ok) {
    op.ok = true;
    op.batchId = ((await res.json()) as { batchId: number }).batchId;
  } else await res?.arrayBuffer();
}

async function email(t: LoadTargets, op: Operation) {
  const res = await send(op, `${t.url}/api/invoice1/email/${op.invoiceId}`, {
    method: 'POST',
    headers: json(t.payer, { 'idempotency-key': op.key }),
    body: JSON.stringify({ to: 'faults@example.test' }),
  });
  if (res?.ok) {
    op.ok = true;
    const body = (await res.json()) as { messageId: string | null; outboxId: number; status: string };
    Object.assign(op, { messageId: body.messageId, outboxId: body.outboxId, mailStatus: body.status });
  } else await res?.arrayBuffer();
}

const KINDS: OperationKind[] = ['payment', 'import', 'payment', 'email'];

/** `clients` clients, each doing one operation after another until stopped. */
export function startLoad(t: LoadTargets, clients: number): Load {
  const operations: Operation[] = [];
  let stopped = false;
  let finished = 0;
  const waiters: Array<{ at: number; resolve: () => void; reject: (error: Error) => void }> = [];
  let failure: Error | undefined;

  const client = async (c: number) => {
    for (let n = 0; !stopped; n++) {
      const kind = KINDS[(n + c) % KINDS.length]!;
      const op: Operation = {
        kind,
        phase: load.phase,
        key: `fault-${kind}-${randomUUID()}`,
        invoiceId: t.invoiceIds[(n * clients + c) % t.invoiceIds.length]!,
        cents: kind === 'payment' ? 100 + ((n * 37 + c * 11) % 900) : 0,
        rows: kind === 'import' ? 3 : 0,
        attempts: [],
        ok: false,
      };
      operations.push(op);
      if (kind === 'payment') await pay(t, op);
      else if (kind === 'import') await importRows(t, op, n);
      else await email(t, op);
      finished += 1;
      for (const w of waiters.filter((w) => finished >= w.at)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    }
  };

  let running: Array<Promise<void>> = [];
  const load: Load = {
    operations,
    phase: 'warm-up',
    finished: () => finished,
    waitFor: (n) =>
      new Promise<void>((resolve, reject) =>
        failure === undefined ? waiters.push({ at: finished + n, resolve, reject }) : reject(failure),
      ),
    async stop() {
      stopped = true;
      await Promise.all(running);
    },
  };
  // A client that breaks (a bug of the suite, not a fault) fails the waits at once instead of leaving them hanging.
  running = Array.from({ length: clients }, (_, c) =>
    client(c).catch((error: unknown) => {
      failure = error instanceof Error ? error : new Error(String(error));
      for (const w of waiters.splice(0)) w.reject(failure);
    }),
  );
  return load;
}
