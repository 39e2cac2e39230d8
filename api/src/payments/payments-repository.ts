import type { Queryable } from '../db/database.ts';
import type { PaymentType } from './payment-types.ts';

export interface PaymentRow {
  id: number;
  companyId: number;
  invoiceId: number;
  invoiceUniqueId: string;
  componentId: number | null;
  /** The description of the component it was allocated to, if any. */
  componentDescription: string | null;
  clientId: number | null;
  clientName: string | null;
  description: string;
  type: PaymentType;
  amountCents: number;
  paid: string;
  idempotencyKey: string | null;
  createdAt: string;
  /** The receipt it is part of (a payment over several invoices, or one that kept credit); null for a plain one. */
  receiptId: number | null;
  /** Paid from the client's credit (decision 39). */
  fromCredit: boolean;
}

export interface NewPayment {
  companyId: number;
  invoiceId: number;
  componentId: number | null;
  clientId: number;
  description: string;
  type: PaymentType;
  amountCents: number;
  paid: string;
  idempotencyKey: string | null;
  createdBy: number;
  receiptId?: number | null;
  fromCredit?: boolean;
}

export const PAYMENT_COLUMNS = `p.id, p.company_id as "companyId", p.invoice_id as "invoiceId", i.unique_id as "invoiceUniqueId",
  p.invoice_component_id as "componentId", ic.description as "componentDescription", p.client_id as "clientId",
  nullif(trim(c.first_name || ' ' || c.last_name), '') as "clientName", p.description, p.type,
  p.amount_cents as "amountCents", p.paid, p.idempotency_key as "idempotencyKey", p.created_at as "createdAt",
  p.receipt_id as "receiptId", p.from_credit as "fromCredit"`;

export const PAYMENT_FROM = `from payments p join invoices i on i.id = p.invoice_id left join clients c on c.id = p.client_id
  left join invoice_components ic on ic.id = p.invoice_component_id`;

/** Payments are always read through the caller's company. */
export function paymentsRepository(db: Queryable) {
  const select = async (where: string, params: unknown[], order = 'p.paid, p.id') =>
    (await db.query<PaymentRow>(`select ${PAYMENT_COLUMNS} ${PAYMENT_FROM} where ${where} order by ${order}`, params))
      .rows;
  return {
    async find(id: number, companyId: number): Promise<PaymentRow | undefined> {
      return (await select('p.id = $1 and p.company_id = $2', [id, companyId]))[0];
    },
    async findByKey(key: string, companyId: number): Promise<PaymentRow | undefined> {
      return (await select('p.idempotency_key = $1 and p.company_id = $2', [key, companyId]))[0];
    },
    /** The payments of some invoices, oldest first (the gateway's Invoice.payments loader). */
    byInvoices: (invoiceIds: readonly number[], companyId: number) =>
      select('p.invoice_id = any($1::bigint[]) and p.company_id = $2', [invoiceIds, companyId]),
    /** The payments of one receipt, by id. */
    byReceipt: (receiptId: number, companyId: number) =>
      select('p.receipt_id = $1 and p.company_id = $2', [receiptId, companyId], 'p.id'),
    /** All the company's payments, newest first. */
    byCompany: (companyId: number) => select('p.company_id = $1', [companyId], 'p.paid desc, p.id desc'),
    /** The payments of one practitioner's invoices, newest first. */
    byPractitioner: (companyId: number, practitionerId: number) =>
      select('p.company_id = $1 and i.practitioner_id = $2', [companyId, practitionerId], 'p.paid desc, p.id desc'),
    /** Locks the payment row until the transaction ends (lock its invoice first). */
    async lock(id: number, companyId: number): Promise<{ id: number } | undefined> {
      const { rows } = await db.query<{ id: number }>(
        'select id from payments where id = $1 and company_id = $2 for update',
        [id, companyId],
      );
      return rows[0];
    },
    async delete(id: number): Promise<void> {
      await db.query('delete from payments where id = $1', [id]);
    },
    async insert(payment: NewPayment): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `insert into payments (company_id, invoice_id, invoice_component_id, client_id, description, type, amount_cents,
                               paid, idempotency_key, created_by, receipt_id, from_credit)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
        [
          payment.companyId,
          payment.invoiceId,
          payment.componentId,
          payment.clientId,
          payment.description,
          payment.type,
          payment.amountCents,
          payment.paid,
          payment.idempotencyKey,
          payment.createdBy,
          payment.receiptId ?? null,
          payment.fromCredit ?? false,
        ],
      );
      return rows[0]!.id;
    },
  };
}
