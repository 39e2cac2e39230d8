import type { Queryable } from '../db/database.ts';
import { OPEN_CLAIM_STATUSES_SQL, type ClaimStatus, type SubmissionMethod } from './claim-status.ts';

/** A claim with what a list row shows (one query, joins). */
export interface ClaimRow {
  id: number;
  companyId: number;
  uniqueId: string;
  invoiceId: number;
  invoiceUniqueId: string;
  clientId: number;
  clientName: string;
  medicalAidName: string | null;
  medicalAidNumber: string | null;
  practitionerId: number | null;
  practitionerName: string | null;
  submissionMethod: SubmissionMethod;
  status: ClaimStatus;
  amountCents: number;
  benefitCents: number | null;
  clearingReference: string | null;
  notes: string;
  createdAt: string;
  updatedAt: string;
}

export interface ClaimEventRow {
  id: number;
  status: string;
  action: string;
  message: string;
  detail: unknown;
  createdBy: number | null;
  createdByName: string | null;
  createdAt: string;
}

const COLUMNS = `cl.id, cl.company_id as "companyId", cl.unique_id as "uniqueId", cl.invoice_id as "invoiceId",
  i.unique_id as "invoiceUniqueId", i.client_id as "clientId", trim(c.first_name || ' ' || c.last_name) as "clientName",
  c.medical_aid_name as "medicalAidName", c.medical_aid_number as "medicalAidNumber",
  cl.practitioner_id as "practitionerId",
  coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username) as "practitionerName",
  cl.submission_method as "submissionMethod", cl.status, cl.amount_cents as "amountCents",
  cl.benefit_cents as "benefitCents", cl.clearing_reference as "clearingReference", cl.notes,
  cl.created_at as "createdAt", cl.updated_at as "updatedAt"`;

const FROM = `from claims cl
  join invoices i on i.id = cl.invoice_id
  join clients c on c.id = i.client_id
  left join users u on u.id = cl.practitioner_id`;

/** Every query filters by the caller's company: another tenant's claim is "not found". */
export function claimsRepository(db: Queryable) {
  const list = async (where: string, params: unknown[]) =>
    (
      await db.query<ClaimRow>(
        `select ${COLUMNS} ${FROM} where ${where} order by cl.created_at desc, cl.id desc`,
        params,
      )
    ).rows;

  return {
    byCompany: (companyId: number) => list('cl.company_id = $1', [companyId]),
    byPractitioner: (companyId: number, practitionerId: number) =>
      list('cl.company_id = $1 and cl.practitioner_id = $2', [companyId, practitionerId]),
    byInvoice: (companyId: number, invoiceId: number) =>
      list('cl.company_id = $1 and cl.invoice_id = $2', [companyId, invoiceId]),
    async find(id: number, companyId: number): Promise<ClaimRow | undefined> {
      return (await list('cl.id = $1 and cl.company_id = $2', [id, companyId]))[0];
    },
    /** Locks the claim row until the transaction ends. */
    async lock(id: number, companyId: number): Promise<{ id: number; status: ClaimStatus } | undefined> {
      const { rows } = await db.query<{ id: number; status: ClaimStatus }>(
        'select id, status from claims where id = $1 and company_id = $2 for update',
        [id, companyId],
      );
      return rows[0];
    },
    async events(claimId: number): Promise<ClaimEventRow[]> {
      const { rows } = await db.query<ClaimEventRow>(
        `select e.id, e.status, e.action, e.message, e.detail, e.created_by as "createdBy",
                coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username) as "createdByName",
                e.created_at as "createdAt"
           from claim_events e left join users u on u.id = e.created_by
          where e.claim_id = $1 order by e.created_at, e.id`,
        [claimId],
      );
      return rows;
    },
    /** The next claim number of a company (CLM-000123), under a lock on the company's claims. */
    async nextNumber(companyId: number): Promise<string> {
      await db.query('select id from companies where id = $1 for update', [companyId]);
      const { rows } = await db.query<{ n: number }>(
        `select coalesce(max((substring(unique_id from '^CLM-(\\d{1,15})$'))::bigint), 0)::bigint + 1 as n
           from claims where company_id = $1`,
        [companyId],
      );
      return `CLM-${String(rows[0]!.n).padStart(6, '0')}`;
    },
    async insert(claim: {
      companyId: number;
      invoiceId: number;
      practitionerId: number | null;
      uniqueId: string;
      submissionMethod: SubmissionMethod;
      amountCents: number;
    }): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `insert into claims (company_id, invoice_id, practitioner_id, unique_id, submission_method, amount_cents)
         values ($1, $2, $3, $4, $5, $6) returning id`,
        [
          claim.companyId,
          claim.invoiceId,
          claim.practitionerId,
          claim.uniqueId,
          claim.submissionMethod,
          claim.amountCents,
        ],
      );
      return rows[0]!.id;
    },
    async update(
      id: number,
      changes: Partial<{
        status: ClaimStatus;
        submissionMethod: SubmissionMethod;
        notes: string;
        benefitCents: number | null;
        clearingReference: string | null;
        amountCents: number;
      }>,
    ): Promise<void> {
      const columns: Record<string, string> = {
        status: 'status',
        submissionMethod: 'submission_method',
        notes: 'notes',
        benefitCents: 'benefit_cents',
        clearingReference: 'clearing_reference',
        amountCents: 'amount_cents',
      };
      const entries = Object.entries(changes).filter(([, v]) => v !== undefined);
      const sets = entries.map(([key], i) => `${columns[key]} = $${i + 2}`);
      await db.query(`update claims set ${[...sets, 'updated_at = now()'].join(', ')} where id = $1`, [
        id,
        ...entries.map(([, v]) => v),
      ]);
    },
    async addEvent(
      claimId: number,
      event: { status: ClaimStatus; action: string; message: string; detail?: unknown; userId: number | null },
    ): Promise<void> {
      await db.query(
        `insert into claim_events (claim_id, status, action, message, detail, created_by, created_at)
         values ($1, $2, $3, $4, $5, $6, clock_timestamp())`,
        [
          claimId,
          event.status,
          event.action,
          event.message,
          event.detail === undefined ? null : JSON.stringify(event.detail),
          event.userId,
        ],
      );
    },
    /** Claims still open on an invoice (not rejected or reversed). */
    async openOnInvoice(invoiceId: number): Promise<string[]> {
      const { rows } = await db.query<{ uniqueId: string }>(
        `select unique_id as "uniqueId" from claims where invoice_id = $1 and status in ${OPEN_CLAIM_STATUSES_SQL} order by id`,
        [invoiceId],
      );
      return rows.map((r) => r.uniqueId);
    },
    async delete(id: number): Promise<void> {
      await db.query('delete from claims where id = $1', [id]);
    },
  };
}

/** The list's columns and FROM (claims `cl`), for the export's keyset walk (exports/claim-export.ts). */
export { COLUMNS as CLAIM_COLUMNS, FROM as CLAIM_FROM };
