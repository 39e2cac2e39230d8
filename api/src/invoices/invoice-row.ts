import { OPEN_CLAIM_STATUSES_SQL } from '../claims/claim-status.ts';
import type { InvoiceStatus } from './invoice-status.ts';

/** An invoice with everything a list row shows, read in one query (joins, no N+1). */
export interface InvoiceRow {
  id: number;
  companyId: number;
  uniqueId: string;
  status: InvoiceStatus;
  amountCents: number;
  paidCents: number;
  invoiced: string;
  due: string | null;
  description: string;
  version: number;
  numberOfClaims: number;
  /** Claims still in play (new, submitted, accepted): a new claim waits until they are reversed or deleted. */
  openClaims: number;
  /** Payments allocated to it or its lines: an invoice with payments is not deleted. */
  numberOfPayments: number;
  /** The company's type (H health): only a health practice claims. */
  companyType: string;
  clientId: number;
  clientFirstName: string;
  clientLastName: string;
  clientEmail: string | null;
  clientMedicalAidName: string | null;
  clientMedicalAidNumber: string | null;
  practitionerId: number | null;
  practitionerName: string | null;
  appointmentId: number | null;
}

/** SQL of the list-row columns (invoices `i`, clients `c`, users `u`). */
const PRACTITIONER_NAME_SQL = `coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username)`;
const NUMBER_OF_CLAIMS_SQL = `(select count(*) from claims cl where cl.invoice_id = i.id)::int`;
const NUMBER_OF_PAYMENTS_SQL = `(select count(*) from payments p where p.invoice_id = i.id)::int`;
const OPEN_CLAIMS_SQL = `(select count(*) from claims cl where cl.invoice_id = i.id and cl.status in ${OPEN_CLAIM_STATUSES_SQL})::int`;

export const INVOICE_COLUMNS = `i.id, i.company_id as "companyId", i.unique_id as "uniqueId", i.status,
  i.amount_cents as "amountCents", i.paid_cents as "paidCents", i.invoiced, i.due, i.description, i.version,
  ${NUMBER_OF_CLAIMS_SQL} as "numberOfClaims", ${OPEN_CLAIMS_SQL} as "openClaims",
  ${NUMBER_OF_PAYMENTS_SQL} as "numberOfPayments", co.type as "companyType",
  i.client_id as "clientId", c.first_name as "clientFirstName", c.last_name as "clientLastName",
  c.email as "clientEmail", c.medical_aid_name as "clientMedicalAidName",
  c.medical_aid_number as "clientMedicalAidNumber",
  i.practitioner_id as "practitionerId", ${PRACTITIONER_NAME_SQL} as "practitionerName",
  i.appointment_id as "appointmentId"`;

export const INVOICE_FROM = `from invoices i
  join clients c on c.id = i.client_id
  join companies co on co.id = i.company_id
  left join users u on u.id = i.practitioner_id`;

/** The client's name as people read it: "First Last", or the last name alone for a company. */
export function clientName(row: Pick<InvoiceRow, 'clientFirstName' | 'clientLastName'>): string {
  return `${row.clientFirstName} ${row.clientLastName}`.trim();
}
