import type { ClaimResolvers } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { CLAIM_STATUS_LABELS, SUBMISSION_METHOD_LABELS } from '../labels.ts';
import type { ClaimDetailDto, ClaimParent } from '../rest/dto/claims.ts';
import { restFields } from '../rest/sparse-fields.ts';
import { INVOICE_ROW_SOURCES } from './Invoice.ts';
import { COMPONENT_ROW_SOURCES } from './InvoiceComponent.ts';

/** The claim's detail: the parent itself when it is one (a mutation's answer), else one call per claim. */
const detail = (claim: ClaimParent, ctx: GatewayContext): Promise<ClaimDetailDto> =>
  claim.events && claim.lines && claim.invoice
    ? Promise.resolve(claim as ClaimDetailDto)
    : ctx.claimLoaders.details.load(claim.id);

export const Claim: ClaimResolvers = {
  submissionMethodLabel: (claim) => SUBMISSION_METHOD_LABELS[claim.submissionMethod],
  statusLabel: (claim) => CLAIM_STATUS_LABELS[claim.status],
  medicalAidPlan: async (claim, _args, ctx) => (await detail(claim, ctx)).medicalAidPlan,
  dependantCode: async (claim, _args, ctx) => (await detail(claim, ctx)).dependantCode,
  practiceNumber: async (claim, _args, ctx) => (await detail(claim, ctx)).practiceNumber,
  // Batched per request, as an invoice page's components: a list of claims costs one call for each.
  invoice: (claim, _args, ctx, info) =>
    claim.invoice ?? ctx.claimLoaders.invoices(restFields(info, INVOICE_ROW_SOURCES)).load(claim.invoiceId),
  // A claim's lines are its invoice's components.
  lines: (claim, _args, ctx, info) =>
    claim.lines ?? ctx.invoiceLoaders.components(restFields(info, COMPONENT_ROW_SOURCES)).load(claim.invoiceId),
  events: async (claim, _args, ctx) => (await detail(claim, ctx)).events,
  actions: (claim) => claim,
};
