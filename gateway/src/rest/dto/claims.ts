/**
 * The REST api's claim and billing-run JSON, as the resolvers receive it (codegen mappers): names for
 * the types generated from the api's OpenAPI document (../api-types.ts).
 */
import type { ElementOf, JsonOf, SchemaOf } from '../api-types.ts';

export type ClaimDto = SchemaOf<'Claim'>;
export type ClaimStatusCode = ClaimDto['status'];
export type SubmissionMethodCode = ClaimDto['submissionMethod'];

/** GET /api/claim/specific/{id} and every claim action's answer. */
export type ClaimDetailDto = JsonOf<'getClaim'>;

export type ClaimEventDto = ElementOf<ClaimDetailDto['events']>;

/** A claim parent: a list row, or the whole detail. */
export type ClaimParent = ClaimDto & Partial<ClaimDetailDto>;

export type BenefitCheckDto = JsonOf<'checkClaimBenefits'>;

export type LineBenefitDto = ElementOf<BenefitCheckDto['lines']>;

export type ClearingHouseDto = JsonOf<'getClearingHouse'>;

export type BillingRunDto = JsonOf<'getBillingRun'>;

export type BillingRunPlanDto = JsonOf<'previewBillingRun'>;

export type PlannedInvoiceDto = ElementOf<BillingRunPlanDto['invoices']>;

export type SkippedClientDto = ElementOf<BillingRunPlanDto['skipped']>;

/** POST /api/billingrun/{companyId}: 201 with the run, or 200 with run null when nothing was billed. */
export type BillingRunStartDto = JsonOf<'createBillingRun', 201>;

/** POST /api/billingrun/job/{companyId} and GET /api/billingrun/job/specific/{id}. */
export type BillingRunJobDto = JsonOf<'getBillingRunJob'>;
