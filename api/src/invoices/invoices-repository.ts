import type { Queryable } from '../db/database.ts';
import { INVOICE_COLUMNS, INVOICE_FROM, type InvoiceRow } from './invoice-row.ts';
import { INVOICE_KINDS, type InvoiceKind, type InvoiceStatus } from './invoice-status.ts';

/** The invoice row itself, as locked for a change (no joins: `for update` locks only this row). */
export interface LockedInvoice {
  id: number;
  companyId: number;
  uniqueId: string;
  clientId: number;
  status: InvoiceStatus;
  amountCents: number;
  paidCents: number;
  invoiced: string;
  due: string | null;
  description: string;
  version: number;
}

export interface NewInvoice {
  companyId: number;
  uniqueId: string;
  clientId: number;
  practitionerId: number | null;
  appointmentId: number | null;
  status: InvoiceStatus;
  invoiced: string;
  due: string | null;
  description: string;
}

const NEWEST_FIRST = 'order by i.invoiced desc, i.id desc';

/** Every query filters by the caller's company: another tenant's invoice is "not found". */
export function invoicesRepository(db: Queryable) {
  const list = async (where: string, params: unknown[]): Promise<InvoiceRow[]> =>
    (await db.query<InvoiceRow>(`select ${INVOICE_COLUMNS} ${INVOICE_FROM} where ${where} ${NEWEST_FIRST}`, params))
      .rows;

  return {
    async find(id: number, companyId: number): Promise<InvoiceRow | undefined> {
      return (await list('i.id = $1 and i.company_id = $2', [id, companyId]))[0];
    },
    /** Rows for the given ids, in the order of `ids` (missing ones left out). */
    async findMany(ids: readonly number[], companyId: number): Promise<InvoiceRow[]> {
      // Joined to the ids as a table, the planner probes clients by key; `i.id = any($1)` had it hash
      // every client of the company for a page of 100 invoices.
      const { rows } = await db.query<InvoiceRow>(
        `select ${INVOICE_COLUMNS} ${INVOICE_FROM}
           join unnest($1::bigint[]) with ordinality as wanted(id, n) on wanted.id = i.id
          where i.company_id = $2 order by wanted.n`,
        [ids, companyId],
        { prepared: 'invoices-find-many' },
      );
      return rows;
    },
    byKind: (companyId: number, kind: InvoiceKind) => list(`i.company_id = $1 and ${INVOICE_KINDS[kind]}`, [companyId]),
    byClient: (companyId: number, clientId: number) =>
      list('i.company_id = $1 and i.client_id = $2', [companyId, clientId]),
    byPractitioner: (companyId: number, practitionerId: number) =>
      list('i.company_id = $1 and i.practitioner_id = $2', [companyId, practitionerId]),
    byAppointment: (companyId: number, appointmentId: number) =>
      list('i.company_id = $1 and i.appointment_id = $2', [companyId, appointmentId]),

    /** Locks the invoice row until the transaction ends; concurrent changes to it wait. */
    async lock(id: number, companyId: number): Promise<LockedInvoice | undefined> {
      const { rows } = await db.query<LockedInvoice>(
        `select id, company_id as "companyId", unique_id as "uniqueId", client_id as "clientId", status,
                amount_cents as "amountCents", paid_cents as "paidCents", invoiced, due, description, version
           from invoices where id = $1 and company_id = $2 for update`,
        [id, companyId],
      );
      return rows[0];
    },

    async insert(invoice: NewInvoice): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `insert into invoices (company_id, unique_id, client_id, practitioner_id, appointment_id, status, invoiced, due,
                               description)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
        [
          invoice.companyId,
          invoice.uniqueId,
          invoice.clientId,
          invoice.practitionerId,
          invoice.appointmentId,
          invoice.status,
          invoice.invoiced,
          invoice.due,
          invoice.description,
        ],
      );
      return rows[0]!.id;
    },

    /** Sets the editable fields and bumps the version. */
    async update(
      id: number,
      changes: { status: InvoiceStatus; invoiced: string; due: string | null; description: string },
    ): Promise<void> {
      await db.query(
        `update invoices set status = $2, invoiced = $3, due = $4, description = $5, version = version + 1,
                updated_at = now()
          where id = $1`,
        [id, changes.status, changes.invoiced, changes.due, changes.description],
      );
    },

    /** Stores a new amount / paid / status (after component or payment changes) and bumps the version. */
    async setTotals(id: number, totals: { amountCents: number; paidCents: number; status: InvoiceStatus }) {
      await db.query(
        `update invoices set amount_cents = $2, paid_cents = $3, status = $4, version = version + 1, updated_at = now()
          where id = $1`,
        [id, totals.amountCents, totals.paidCents, totals.status],
      );
    },

    async countClaims(id: number): Promise<number> {
      const { rows } = await db.query<{ n: number }>('select count(*)::int as n from claims where invoice_id = $1', [
        id,
      ]);
      return rows[0]?.n ?? 0;
    },

    async countPayments(id: number): Promise<number> {
      const { rows } = await db.query<{ n: number }>('select count(*)::int as n from payments where invoice_id = $1', [
        id,
      ]);
      return rows[0]?.n ?? 0;
    },

    /** Components and unpaid-run entries go with it (on delete cascade); ledger lines keep a null invoice. */
    async delete(id: number): Promise<void> {
      await db.query('delete from invoices where id = $1', [id]);
    },
  };
}
