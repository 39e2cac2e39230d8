/** The REST api's claim and billing-run JSON, as the resolvers receive it (codegen mappers). */
import type { InvoiceComponentDto, InvoiceDto } from './invoices.ts';

export type ClaimStatusCode = 'N' | 'S' | 'A' | 'R' | 'V' | 'P';
export type SubmissionMethodCode = 'E' | 'D';

export interface ClaimDto {
  id: number;
  uniqueId: string;
  invoiceId: number;
  invoiceUniqueId: string;
  clientId: number;
  clientName: string;
  medicalAidName: string | null;
  medicalAidNumber: string | null;
  practitionerId: number | null;
  practitionerName: string | null;
  submissionMethod: SubmissionMethodCode;
  status: ClaimStatusCode;
  amount: number;
  benefit: number | null;
  clearingReference: string | null;
  notes: string;
  createdAt: string;
  updatedAt: string;
}

export interface ClaimEventDto {
  id: number;
  status: string;
  action: string;
  message: string;
  detail: unknown;
  createdBy: number | null;
  createdByName: string | null;
  createdAt: string;
}

/** GET /api/claim/specific/{id} and every claim action's answer. */
export interface ClaimDetailDto extends ClaimDto {
  practiceNumber: string | null;
  medicalAidPlan: string | null;
  dependantCode: string;
  patientIdNumber: string | null;
  patientDateOfBirth: string | null;
  invoice: InvoiceDto;
  lines: InvoiceComponentDto[];
  events: ClaimEventDto[];
}

/** A claim parent: a list row, or the whole detail. */
export type ClaimParent = ClaimDto & Partial<ClaimDetailDto>;

export interface LineBenefitDto {
  line: number;
  claimed: number;
  benefit: number;
}

export interface BenefitCheckDto {
  outcome: 'benefits' | 'rejected';
  claimed: number | null;
  benefit: number | null;
  lines: LineBenefitDto[];
  reasons: string[];
  clearingHouse: string;
  claim: ClaimDetailDto;
}

export interface ClearingHouseDto {
  name: string;
  sandbox: boolean;
}

export interface BillingRunDto {
  id: number;
  periodStart: string;
  periodEnd: string;
  runAt: string;
  createdBy: number | null;
  createdByName: string | null;
  invoiceCount: number;
  total: number;
  paid: number;
  skippedCount: number;
}

export interface PlannedInvoiceDto {
  clientId: number;
  clientName: string;
  planId: number;
  planName: string;
  amount: number;
  lineCount: number;
  billedFor: string;
  billedFrom: string;
  billedTo: string;
}

export interface SkippedClientDto {
  clientId: number;
  clientName: string;
  planId: number;
  planName: string;
  reason: string;
}

export interface BillingRunPlanDto {
  periodStart: string;
  periodEnd: string;
  invoices: PlannedInvoiceDto[];
  skipped: SkippedClientDto[];
  total: number;
}

export interface BillingRunStartDto extends BillingRunPlanDto {
  run: BillingRunDto | null;
  invoiceIds: number[];
}

/** POST /api/billingrun/job/{companyId} and GET /api/billingrun/job/specific/{id}. */
export interface BillingRunJobDto {
  id: string;
  periodStart: string;
  periodEnd: string;
  status: 'running' | 'succeeded' | 'failed';
  done: number;
  total: number | null;
  startedAt: string;
  finishedAt: string | null;
  outcome: BillingRunStartDto | null;
  error: { status: number; title: string; detail: string } | null;
}
