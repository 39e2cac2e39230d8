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
