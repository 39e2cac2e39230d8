import { Type } from '@fastify/type-provider-typebox';
import type { InvoiceRow } from '../../invoices/invoice-row.ts';
import { clientName } from '../../invoices/invoice-row.ts';
import { INVOICE_STATUSES } from '../../invoices/invoice-status.ts';
import { allowedInvoiceActions, INVOICE_ACTIONS } from '../../invoices/invoice-actions.ts';
import { fromCents } from '../../shared/money.ts';
import { StringEnum, Nullable } from '../../shared/schema-helpers.ts';

/** An invoice as the REST api answers it: everything a list row shows, amounts as JSON numbers. */
export const InvoiceBody = Type.Object(
  {
    id: Type.Integer(),
    uniqueId: Type.String({ description: 'The invoice number people see, e.g. INV-000123' }),
    status: StringEnum(INVOICE_STATUSES, {
      description: 'P Paid, I Unpaid, S Submitted, U Unpaids Process, C Archived, M Member Liable',
    }),
    amount: Type.Number({ description: 'Sum of the components' }),
    paid: Type.Number(),
    invoiced: Type.String({ description: 'ISO 8601 instant, UTC' }),
    due: Nullable(Type.String({ description: 'YYYY-MM-DD' })),
    description: Type.String(),
    numberOfClaims: Type.Integer({ description: 'Computed from the claims of the invoice' }),
    openClaims: Type.Integer({ description: 'Claims not yet rejected or reversed; a new claim needs 0' }),
    version: Type.Integer({ description: 'Send back with PUT: a stale version is a 409' }),
    allowedActions: Type.Array(StringEnum(INVOICE_ACTIONS), {
      description:
        "What the invoice allows now (spec §2, §4 and the api's own rules, e.g. no delete with payments): the " +
        'same rule refuses the others with 409',
    }),
    clientId: Type.Integer(),
    clientName: Type.String(),
    clientFirstName: Type.String(),
    clientLastName: Type.String(),
    clientEmail: Nullable(Type.String()),
    clientMedicalAidName: Nullable(Type.String()),
    clientMedicalAidNumber: Nullable(Type.String()),
    practitionerId: Nullable(Type.Integer()),
    practitionerName: Nullable(Type.String()),
    appointmentId: Nullable(Type.Integer()),
  },
  { $id: 'Invoice', description: 'An invoice with what a list row shows' },
);

export const InvoiceList = Type.Array(InvoiceBody);

export function toInvoiceBody(row: InvoiceRow) {
  return {
    id: row.id,
    uniqueId: row.uniqueId,
    status: row.status,
    amount: fromCents(row.amountCents),
    paid: fromCents(row.paidCents),
    invoiced: row.invoiced,
    due: row.due,
    description: row.description,
    numberOfClaims: row.numberOfClaims,
    openClaims: row.openClaims,
    version: row.version,
    allowedActions: allowedInvoiceActions(row),
    clientId: row.clientId,
    clientName: clientName(row),
    clientFirstName: row.clientFirstName,
    clientLastName: row.clientLastName,
    clientEmail: row.clientEmail,
    clientMedicalAidName: row.clientMedicalAidName,
    clientMedicalAidNumber: row.clientMedicalAidNumber,
    practitionerId: row.practitionerId,
    practitionerName: row.practitionerName,
    appointmentId: row.appointmentId,
  };
}
