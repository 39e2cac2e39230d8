/**
 * The chaos test's proof in SQL: every payment a client was told about is stored exactly once with its amount and
 * its two ledger lines, each invoice's paid amount moved by exactly what was paid on it, and every import batch is
 * stored once, whole. Read straight from PostgreSQL after the load, not through the api.
 */
import type pg from 'pg';

export interface PaymentMeant {
  key: string;
  invoiceId: number;
  cents: number;
}

export interface ImportMeant {
  key: string;
  rows: number;
  /** Sum of the rows' amounts in cents (money in positive). */
  cents: number;
}

export interface LedgerFindings {
  /** Each broken promise, in words; empty when nothing was lost or doubled. */
  problems: string[];
  payments: { meant: number; stored: number; cents: number; ledgerLines: number };
  invoices: { touched: number; paidDeltaCents: number };
  imports: { meant: number; batches: number; rows: number; cents: number };
}

const num = (v: unknown) => Number(v);

/** Paid cents of each invoice now (the snapshot taken before the load, and compared after). */
export async function paidCents(db: pg.Client, companyId: number, invoiceIds: number[]): Promise<Map<number, number>> {
  const { rows } = await db.query<{ id: string; paid_cents: string }>(
    'select id, paid_cents from invoices where company_id = $1 and id = any($2::bigint[])',
    [companyId, invoiceIds],
  );
  return new Map(rows.map((r) => [num(r.id), num(r.paid_cents)]));
}

export async function checkLedger(
  db: pg.Client,
  input: {
    companyId: number;
    /** Every idempotency key of this run starts with it. */
    keyPrefix: string;
    payments: PaymentMeant[];
    imports: ImportMeant[];
    paidBefore: Map<number, number>;
  },
): Promise<LedgerFindings> {
  const { companyId, keyPrefix } = input;
  const like = `${keyPrefix}%`;
  const problems: string[] = [];

  // Payments: one row per key, with the amount and invoice meant.
  const stored = await db.query<{ key: string; n: string; cents: string; invoice_id: string }>(
    `select idempotency_key as key, count(*) as n, sum(amount_cents) as cents, min(invoice_id) as invoice_id
       from payments where company_id = $1 and idempotency_key like $2 group by idempotency_key`,
    [companyId, like],
  );
  const byKey = new Map(stored.rows.map((r) => [r.key, r]));
  const meantKeys = new Set(input.payments.map((p) => p.key));
  for (const p of input.payments) {
    const row = byKey.get(p.key);
    if (!row) problems.push(`payment ${p.key} was answered to its client but is not stored (lost)`);
    else if (num(row.n) !== 1) problems.push(`payment ${p.key} is stored ${row.n} times (doubled)`);
    else if (num(row.cents) !== p.cents || num(row.invoice_id) !== p.invoiceId) {
      problems.push(
        `payment ${p.key} is stored as ${row.cents} cents on invoice ${row.invoice_id}, meant ${p.cents} on ${p.invoiceId}`,
      );
    }
  }
  for (const row of stored.rows) {
    if (!meantKeys.has(row.key)) problems.push(`payment ${row.key} is stored but its client never heard it was`);
  }

  // Ledger: each payment's debit and credit line, both of its amount.
  const ledger = await db.query<{ key: string; lines: string; debit: string; credit: string; cents: string }>(
    `select p.idempotency_key as key, count(t.id) as lines, coalesce(sum(t.debit_cents), 0) as debit,
            coalesce(sum(t.credit_cents), 0) as credit, min(p.amount_cents) as cents
       from payments p
       left join financial_transactions t on t.payment_id = p.id and t.company_id = p.company_id
      where p.company_id = $1 and p.idempotency_key like $2
      group by p.id, p.idempotency_key`,
    [companyId, like],
  );
  let ledgerLines = 0;
  for (const row of ledger.rows) {
    ledgerLines += num(row.lines);
    if (num(row.lines) !== 2 || num(row.debit) !== num(row.cents) || num(row.credit) !== num(row.cents)) {
      problems.push(
        `payment ${row.key}: ${row.lines} ledger lines, debit ${row.debit}, credit ${row.credit} for ${row.cents} cents`,
      );
    }
  }

  // Invoices: paid moved by exactly what this run paid on each.
  const meantPerInvoice = new Map<number, number>();
  for (const p of input.payments) meantPerInvoice.set(p.invoiceId, (meantPerInvoice.get(p.invoiceId) ?? 0) + p.cents);
  const after = await paidCents(db, companyId, [...meantPerInvoice.keys()]);
  let paidDeltaCents = 0;
  for (const [invoiceId, cents] of meantPerInvoice) {
    const delta = (after.get(invoiceId) ?? 0) - (input.paidBefore.get(invoiceId) ?? 0);
    paidDeltaCents += delta;
    if (delta !== cents)
      problems.push(`invoice ${invoiceId}: paid moved by ${delta} cents, payments add up to ${cents}`);
  }

  // Imports: one stored batch per key, with every row and the amounts meant.
  const batches = await db.query<{ key: string; batches: string; rows: string; cents: string; row_count: string }>(
    `select b.idempotency_key as key, count(distinct b.id) as batches, count(t.id) as rows,
            coalesce(sum(t.credit_cents - t.debit_cents), 0) as cents, min(b.row_count) as row_count
       from financial_import_batches b
       left join financial_transactions t on t.import_batch_id = b.id and t.company_id = b.company_id
      where b.company_id = $1 and b.idempotency_key like $2
      group by b.idempotency_key`,
    [companyId, like],
  );
  const batchByKey = new Map(batches.rows.map((r) => [r.key, r]));
  let importRows = 0;
  let importCents = 0;
  for (const i of input.imports) {
    const row = batchByKey.get(i.key);
    if (!row) {
      problems.push(`import ${i.key} was answered to its client but is not stored (lost)`);
      continue;
    }
    importRows += num(row.rows);
    importCents += num(row.cents);
    if (num(row.batches) !== 1) problems.push(`import ${i.key} is stored as ${row.batches} batches (doubled)`);
    if (num(row.rows) !== i.rows || num(row.cents) !== i.cents) {
      problems.push(`import ${i.key}: ${row.rows} rows of ${row.cents} cents stored, meant ${i.rows} of ${i.cents}`);
    }
  }
  const importKeys = new Set(input.imports.map((i) => i.key));
  for (const row of batches.rows) {
    if (!importKeys.has(row.key)) problems.push(`import ${row.key} is stored but its client never heard it was`);
  }

  return {
    problems,
    payments: {
      meant: input.payments.length,
      stored: stored.rows.reduce((n, r) => n + num(r.n), 0),
      cents: stored.rows.reduce((n, r) => n + num(r.cents), 0),
      ledgerLines,
    },
    invoices: { touched: meantPerInvoice.size, paidDeltaCents },
    imports: { meant: input.imports.length, batches: batches.rows.length, rows: importRows, cents: importCents },
  };
}

export interface BillingRunFindings {
  problems: string[];
  status: string;
  done: number;
  total: number | null;
  /** Workers that took the job: 2 or more when one finished what a killed one started. */
  attempts: number;
  invoices: number;
  /** pg-boss's jobs by queue and state, e.g. `billing-run completed ×1`. */
  queue: string[];
}

/**
 * The billing run's promises: its job succeeded with every planned invoice done, the run is stored once and complete
 * with exactly the planned invoices (no client billed twice for the period), and every job pg-boss holds finished.
 */
export async function checkBillingRun(
  db: pg.Client,
  input: { companyId: number; jobId: string; periodStart: string; periodEnd: string; planned: number },
): Promise<BillingRunFindings> {
  const problems: string[] = [];
  const job = (
    await db.query<{ status: string; done: number; total: number | null; attempts: number }>(
      'select status, done, total, attempts from job_progress where company_id = $1 and id = $2',
      [input.companyId, input.jobId],
    )
  ).rows[0];
  if (!job) problems.push(`billing-run job ${input.jobId} has no progress row`);
  else {
    if (job.status !== 'succeeded') problems.push(`billing-run job ${input.jobId} is ${job.status}`);
    if (job.done !== input.planned || job.total !== input.planned) {
      problems.push(`billing-run job: ${job.done} of ${job.total} done, ${input.planned} planned`);
    }
  }
  const runs = await db.query<{
    id: string;
    invoice_count: number;
    complete: boolean;
    invoices: string;
    pairs: string;
  }>(
    `select r.id, r.invoice_count, r.completed_at is not null as complete,
            (select count(*) from invoices i where i.company_id = r.company_id and i.billing_run_id = r.id) as invoices,
            (select count(distinct (i.client_id, i.billing_plan_id)) from invoices i
              where i.company_id = r.company_id and i.billing_run_id = r.id) as pairs
       from billing_runs r where r.company_id = $1 and r.period_start = $2 and r.period_end = $3`,
    [input.companyId, input.periodStart, input.periodEnd],
  );
  if (runs.rows.length !== 1) problems.push(`${runs.rows.length} billing runs stored for the period, meant 1`);
  const run = runs.rows[0];
  if (run) {
    if (!run.complete) problems.push(`billing run ${run.id} is not complete`);
    if (num(run.invoices) !== input.planned || run.invoice_count !== input.planned) {
      problems.push(
        `billing run ${run.id}: ${run.invoices} invoices (says ${run.invoice_count}), ${input.planned} planned`,
      );
    }
    if (num(run.pairs) !== num(run.invoices)) {
      problems.push(`billing run ${run.id}: ${run.invoices} invoices for ${run.pairs} client and plan pairs (doubled)`);
    }
  }
  const queue = await db.query<{ name: string; state: string; n: string }>(
    'select name, state, count(*) as n from pgboss.job group by name, state order by name, state',
  );
  for (const row of queue.rows) {
    if (row.state !== 'completed') problems.push(`pg-boss holds ${row.n} ${row.name} job(s) ${row.state}`);
  }
  return {
    problems,
    status: job?.status ?? 'missing',
    done: job?.done ?? 0,
    total: job?.total ?? null,
    attempts: job?.attempts ?? 0,
    invoices: num(run?.invoices ?? 0),
    queue: queue.rows.map((r) => `${r.name} ${r.state} ×${r.n}`),
  };
}
