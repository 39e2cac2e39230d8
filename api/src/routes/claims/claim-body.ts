import { Type } from '@fastify/type-provider-typebox';
import type { ClaimDocument } from '../../claims/claim-document.ts';
import { allowedClaimActions, CLAIM_ACTIONS, CLAIM_STATUSES, SUBMISSION_METHODS } from '../../claims/claim-status.ts';
import type { ClaimEventRow, ClaimRow } from '../../claims/claims-repository.ts';
import { MAIN_MEMBER_DEPENDANT_CODE } from '../../claims/medclm.ts';
import { fromCents } from '../../shared/money.ts';
import { Nullable, StringEnum } from '../../shared/schema-helpers.ts';
import { ComponentBody, toComponentBody } from '../invoice-components/component-body.ts';
import { InvoiceBody, toInvoiceBody } from '../invoices/invoice-body.ts';

export const ClaimBody = Type.Object(
  {
    id: Type.Integer(),
    uniqueId: Type.String({ description: 'The claim number, e.g. CLM-000123' }),
    invoiceId: Type.Integer(),
    invoiceUniqueId: Type.String(),
    clientId: Type.Integer(),
    clientName: Type.String(),
    medicalAidName: Nullable(Type.String()),
    medicalAidNumber: Nullable(Type.String({ description: 'Membership number' })),
    practitionerId: Nullable(Type.Integer()),
    practitionerName: Nullable(Type.String()),
    submissionMethod: StringEnum(SUBMISSION_METHODS, { description: 'E Email, D Electronic Data Interchange' }),
    status: StringEnum(CLAIM_STATUSES, {
      description: 'N New, S Submitted, A Accepted, R Rejected, V Reversed, P Partially accepted',
    }),
    amount: Type.Number({ description: 'Amount claimed' }),
    benefit: Nullable(Type.Number({ description: 'What the scheme pays (accepted claims)' })),
    clearingReference: Nullable(Type.String()),
    notes: Type.String({ description: 'Rejection reasons, or the user’s notes' }),
    createdAt: Type.String(),
    updatedAt: Type.String(),
    allowedActions: Type.Array(StringEnum(CLAIM_ACTIONS), {
      description: 'What the claim allows in its status; the same rules (CLAIM_RULES) refuse the others with 409',
    }),
  },
  { $id: 'Claim', description: 'A health-insurance claim made from an invoice' },
);

export const ClaimEventBody = Type.Object({
  id: Type.Integer(),
  status: Type.String(),
  action: Type.String({ description: 'create, update, submit, accept, reject, benefitcheck, reverse' }),
  message: Type.String(),
  detail: Type.Unknown(),
  createdBy: Nullable(Type.Integer()),
  createdByName: Nullable(Type.String()),
  createdAt: Type.String(),
});

export const ClaimDetailBody = Type.Object({
  ...ClaimBody.properties,
  practiceNumber: Nullable(Type.String({ description: 'The practice’s BHF practice number' })),
  medicalAidPlan: Nullable(Type.String()),
  dependantCode: Type.String({
    description: `The patient’s dependant code (${MAIN_MEMBER_DEPENDANT_CODE}: main member)`,
  }),
  patientIdNumber: Nullable(Type.String()),
  patientDateOfBirth: Nullable(Type.String()),
  invoice: InvoiceBody,
  lines: Type.Array(ComponentBody),
  events: Type.Array(ClaimEventBody, { description: 'The status history, oldest first' }),
});

export function toClaimBody(row: ClaimRow) {
  return {
    id: row.id,
    uniqueId: row.uniqueId,
    invoiceId: row.invoiceId,
    invoiceUniqueId: row.invoiceUniqueId,
    clientId: row.clientId,
    clientName: row.clientName,
    medicalAidName: row.medicalAidName,
    medicalAidNumber: row.medicalAidNumber,
    practitionerId: row.practitionerId,
    practitionerName: row.practitionerName,
    submissionMethod: row.submissionMethod,
    status: row.status,
    amount: fromCents(row.amountCents),
    benefit: row.benefitCents === null ? null : fromCents(row.benefitCents),
    clearingReference: row.clearingReference,
    notes: row.notes,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    allowedActions: allowedClaimActions(row.status),
  };
}

export function toClaimDetailBody(document: ClaimDocument, events: ClaimEventRow[]) {
  return {
    ...toClaimBody(document.claim),
    practiceNumber: document.company.practiceNumber,
    medicalAidPlan: document.patient.medicalAidPlan,
    dependantCode: document.patient.dependantCode ?? MAIN_MEMBER_DEPENDANT_CODE,
    patientIdNumber: document.patient.idNumber,
    patientDateOfBirth: document.patient.dateOfBirth,
    invoice: toInvoiceBody(document.invoice),
    lines: document.lines.map(toComponentBody),
    events: events.map((e) => ({ ...e, detail: e.detail ?? null })),
  };
}
