import type { Queryable } from '../db/database.ts';
import { notFound } from '../shared/problem.ts';

export type CreditEntryKind = 'kept' | 'applied' | 'restored';

export interface CreditEntryRow {
  id: number;
  kind: CreditEntryKind;
  amountCents: number;
  receiptId: number | null;
  paymentId: number | null;
  invoiceId: number | null;
  invoiceUniqueId: string | null;
  description: string;
  createdAt: string;
}

/** The caller's client, or 404 (another company's client is not found either). */
export async function assertClient(db: Queryable, clientId: number, companyId: number): Promise<void> {
  const { rows } = await db.query('select id from clients where id = $1 and company_id = $2', [clientId, companyId]);
  if (rows.length === 0) throw notFound('Client');
}

/**
 * Locks the client's credit row until the transaction ends (created at 0 the first time) and answers its balance.
 * Lock order (decision 39): the invoices first (by id), then the credit row, so payments, credit applications and
 * reversals never deadlock.
 */
export async function lockCredit(tx: Queryable, clientId: number, companyId: number): Promise<number> {
  await tx.query(
    `insert into client_credits (client_id, company_id) values ($1, $2) on conflict (client_id) do nothing`,
    [clientId, companyId],
  );
  const { rows } = await tx.query<{ balance: number }>(
    'select balance_cents as balance from client_credits where client_id = $1 and company_id = $2 for update',
    [clientId, companyId],
  );
  if (!rows[0]) throw notFound('Client');
  return Number(rows[0].balance);
}

/** Adds (or with a negative amount takes) credit under the lock of lockCredit, with its ledger entry. */
export async function changeCredit(
  tx: Queryable,
  change: {
    companyId: number;
    clientId: number;
    amountCents: number;
    kind: CreditEntryKind;
    receiptId?: number | null;
    paymentId?: number | null;
    invoiceId?: number | null;
    description: string;
    createdBy: number;
  },
): Promise<void> {
  await tx.query(
    `update client_credits set balance_cents = balance_cents + $3, updated_at = now()
      where client_id = $1 and company_id = $2`,
    [change.clientId, change.companyId, change.amountCents],
  );
  await tx.query(
    `insert into client_credit_entries (company_id, client_id, amount_cents, kind, receipt_id, payment_id, invoice_id,
                                        description, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      change.companyId,
      change.clientId,
      change.amountCents,
      change.kind,
      change.receiptId ?? null,
      change.paymentId ?? null,
      change.invoiceId ?? null,
      change.description,
      change.createdBy,
    ],
  );
}

/** A client's credit now and its latest entries, newest first (read without locks). */
export async function readCredit(
  db: Queryable,
  clientId: number,
  companyId: number,
  limit = 50,
): Promise<{ balanceCents: number; entries: CreditEntryRow[] }> {
  await assertClient(db, clientId, companyId);
  const balance = await db.query<{ balance: number }>(
    'select balance_cents as balance from client_credits where client_id = $1 and company_id = $2',
    [clientId, companyId],
  );
  const entries = await db.query<CreditEntryRow>(
    `select e.id, e.kind, e.amount_cents as "amountCents", e.receipt_id as "receiptId", e.payment_id as "paymentId",
            e.invoice_id as "invoiceId", i.unique_id as "invoiceUniqueId", e.description, e.created_at as "createdAt"
       from client_credit_entries e left join invoices i on i.id = e.invoice_id and i.company_id = e.company_id
      where e.client_id = $1 and e.company_id = $2
      order by e.id desc limit $3`,
    [clientId, companyId, limit],
  );
  return {
    balanceCents: Number(balance.rows[0]?.balance ?? 0),
    entries: entries.rows.map((r) => ({ ...r, amountCents: Number(r.amountCents) })),
  };
}

/** The credit of several clients (0 for those without a row), for the gateway's Client.credit. */
export async function creditOfClients(db: Queryable, clientIds: readonly number[], companyId: number) {
  const { rows } = await db.query<{ clientId: number; balance: number }>(
    `select client_id as "clientId", balance_cents as balance from client_credits
      where client_id = any($1::bigint[]) and company_id = $2`,
    [clientIds, companyId],
  );
  const byId = new Map(rows.map((r) => [Number(r.clientId), Number(r.balance)]));
  return clientIds.map((id) => ({ clientId: id, balanceCents: byId.get(id) ?? 0 }));
}
