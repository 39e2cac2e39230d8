import type { Queryable } from '../db/database.ts';
import { assertClient } from './client-credit.ts';
import type { PaymentType } from './payment-types.ts';

/** Most money movements a client's page lists (newest first); `total` says how many there are in all. */
export const CLIENT_PAYMENTS_MAX = 200;

/** Where part of a client's payment went: one payments row (an invoice, or one of its components). */
export interface ClientPaymentAllocation {
  paymentId: number;
  invoiceId: number;
  invoiceUniqueId: string;
  componentDescription: string | null;
  amountCents: number;
}

/**
 * One movement of a client's money, as its page lists it:
 * - `receipt`: money received at once (payClientInvoices), spread over invoices, the rest kept as credit;
 * - `payment`: money paid to one invoice or component (Pay in Full, Pay Component);
 * - `credit`: the client's credit applied to an invoice (no new money).
 */
export interface ClientPaymentEntry {
  kind: 'receipt' | 'payment' | 'credit';
  receiptId: number | null;
  /** The payment whose detail (and receipt PDF) opens from the list; null for a receipt whose payments were all reversed. */
  paymentId: number | null;
  paid: string;
  type: PaymentType;
  description: string;
  /** The money received (receipt, payment) or the credit applied (credit). */
  amountCents: number;
  /** Its allocations as they are now (reversed payments are gone). */
  allocations: ClientPaymentAllocation[];
  /** The part kept as the client's credit (receipts only; else 0). */
  creditKeptCents: number;
  /** The part whose payments were reversed since (receipts only): amount − allocated − credit kept. */
  reversedCents: number;
}

interface PaymentQueryRow {
  id: number;
  receiptId: number | null;
  fromCredit: boolean;
  invoiceId: number;
  invoiceUniqueId: string;
  componentDescription: string | null;
  amountCents: number;
  type: PaymentType;
  description: string;
  paid: string;
  createdAt: string;
}

interface ReceiptQueryRow {
  id: number;
  type: PaymentType;
  description: string;
  amountCents: number;
  creditCents: number;
  paid: string;
  createdAt: string;
}

const iso = (value: string | Date) => new Date(value).toISOString();

/**
 * The caller's client's payments, receipts and credit applications, newest first (by when paid, then when recorded), at most
 * `limit`; 404 for a client of another company. Read without locks: a list, not a decision.
 */
export async function listClientPayments(
  db: Queryable,
  clientId: number,
  companyId: number,
  limit = CLIENT_PAYMENTS_MAX,
): Promise<{ total: number; entries: ClientPaymentEntry[] }> {
  await assertClient(db, clientId, companyId);
  const payments = await db.query<PaymentQueryRow>(
    `select p.id, p.receipt_id as "receiptId", p.from_credit as "fromCredit", p.invoice_id as "invoiceId",
            i.unique_id as "invoiceUniqueId", c.description as "componentDescription", p.amount_cents as "amountCents",
            p.type, p.description, p.paid, p.created_at as "createdAt"
       from payments p
       join invoices i on i.id = p.invoice_id and i.company_id = p.company_id
       left join invoice_components c on c.id = p.invoice_component_id
      where p.company_id = $1 and i.client_id = $2
      order by p.id`,
    [companyId, clientId],
  );
  const receipts = await db.query<ReceiptQueryRow>(
    `select id, type, description, amount_cents as "amountCents", credit_cents as "creditCents", paid,
            created_at as "createdAt"
       from payment_receipts where company_id = $1 and client_id = $2`,
    [companyId, clientId],
  );

  const allocation = (p: PaymentQueryRow): ClientPaymentAllocation => ({
    paymentId: Number(p.id),
    invoiceId: Number(p.invoiceId),
    invoiceUniqueId: p.invoiceUniqueId,
    componentDescription: p.componentDescription,
    amountCents: Number(p.amountCents),
  });
  const byReceipt = new Map<number, ClientPaymentAllocation[]>();
  // When each entry was recorded: the order of entries paid at the same instant (the forms default to the hour).
  const recorded = new Map<ClientPaymentEntry, string>();
  const entries: ClientPaymentEntry[] = [];
  for (const p of payments.rows) {
    if (p.receiptId !== null) {
      const id = Number(p.receiptId);
      byReceipt.set(id, [...(byReceipt.get(id) ?? []), allocation(p)]);
      continue;
    }
    const entry: ClientPaymentEntry = {
      kind: p.fromCredit ? 'credit' : 'payment',
      receiptId: null,
      paymentId: Number(p.id),
      paid: iso(p.paid),
      type: p.type,
      description: p.description,
      amountCents: Number(p.amountCents),
      allocations: [allocation(p)],
      creditKeptCents: 0,
      reversedCents: 0,
    };
    entries.push(entry);
    recorded.set(entry, iso(p.createdAt));
  }
  for (const r of receipts.rows) {
    const allocations = byReceipt.get(Number(r.id)) ?? [];
    const allocated = allocations.reduce((sum, a) => sum + a.amountCents, 0);
    const amountCents = Number(r.amountCents);
    const creditKeptCents = Number(r.creditCents);
    const entry: ClientPaymentEntry = {
      kind: 'receipt',
      receiptId: Number(r.id),
      paymentId: allocations[0]?.paymentId ?? null,
      paid: iso(r.paid),
      type: r.type,
      description: r.description,
      amountCents,
      allocations,
      creditKeptCents,
      reversedCents: Math.max(0, amountCents - allocated - creditKeptCents),
    };
    entries.push(entry);
    recorded.set(entry, iso(r.createdAt));
  }
  const idOf = (e: ClientPaymentEntry) => e.receiptId ?? e.paymentId ?? 0;
  entries.sort(
    (a, b) => b.paid.localeCompare(a.paid) || recorded.get(b)!.localeCompare(recorded.get(a)!) || idOf(b) - idOf(a),
  );
  return { total: entries.length, entries: entries.slice(0, limit) };
}
