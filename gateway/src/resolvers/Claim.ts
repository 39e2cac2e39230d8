import type { ClaimResolvers } from '../__generated__/resolvers-types.ts';
import { CLAIM_STATUS_LABELS, SUBMISSION_METHOD_LABELS } from '../labels.ts';
import { claimDetail } from './claim-detail.ts';

export const Claim: ClaimResolvers = {
  submissionMethodLabel: (claim) => SUBMISSION_METHOD_LABELS[claim.submissionMethod],
  statusLabel: (claim) => CLAIM_STATUS_LABELS[claim.status],
  medicalAidPlan: async (claim, _args, ctx) => (await claimDetail(claim, ctx)).medicalAidPlan,
  dependantCode: async (claim, _args, ctx) => (await claimDetail(claim, ctx)).dependantCode,
  practiceNumber: async (claim, _args, ctx) => (await claimDetail(claim, ctx)).practiceNumber,
  invoice: async (claim, _args, ctx) => (await claimDetail(claim, ctx)).invoice,
  lines: async (claim, _args, ctx) => (await claimDetail(claim, ctx)).lines,
  events: async (claim, _args, ctx) => (await claimDetail(claim, ctx)).events,
  actions: (claim) => claim,
};
