import type { MutationResolvers, QueryResolvers } from '../__generated__/resolvers-types.ts';
import { restPath } from '../rest/client.ts';
import type { BenefitCheckDto, ClaimDetailDto, ClaimDto, ClearingHouseDto } from '../rest/dto/claims.ts';
import type { DeletedDto } from '../rest/dto/invoices.ts';
import { restId } from '../rest/ids.ts';
import { deletedResult, nullIfNotFound } from './results.ts';

export const ClaimQuery: QueryResolvers = {
  async claims(_parent, { practitionerId, invoiceId }, ctx) {
    if (invoiceId) return ctx.rest.get<ClaimDto[]>(restPath`/api/claim/invoice/${restId(invoiceId, 'invoiceId')}`);
    if (practitionerId) {
      return ctx.rest.get<ClaimDto[]>(restPath`/api/claim/practitioner/${restId(practitionerId, 'practitionerId')}`);
    }
    const companyId = await ctx.caller.companyId();
    return ctx.rest.get<ClaimDto[]>(restPath`/api/claim/${companyId}`);
  },
  claim: (_parent, { id }, ctx) =>
    nullIfNotFound(ctx.rest.get<ClaimDetailDto>(restPath`/api/claim/specific/${restId(id, 'id')}`)),
  clearingHouse: (_parent, _args, ctx) => ctx.rest.get<ClearingHouseDto>('/api/claim/clearinghouse'),
};

export const ClaimMutation: MutationResolvers = {
  async createClaim(_parent, { invoiceId, submissionMethod }, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.post<ClaimDetailDto>(
      restPath`/api/claim/${restId(invoiceId, 'invoiceId')}/${companyId}/${submissionMethod}`,
    );
  },
  updateClaim: (_parent, { id, input }, ctx) =>
    ctx.rest.put<ClaimDetailDto>(restPath`/api/claim/${restId(id, 'id')}`, {
      ...(input.submissionMethod ? { submissionMethod: input.submissionMethod } : {}),
      ...(input.notes === null || input.notes === undefined ? {} : { notes: input.notes }),
    }),
  deleteClaim: (_parent, { id }, ctx) =>
    deletedResult(ctx.rest.delete<DeletedDto>(restPath`/api/claim/${restId(id, 'id')}`)),
  submitClaimByEmail: (_parent, { id, email }, ctx) =>
    ctx.rest.post<ClaimDetailDto>(restPath`/api/claim/submission/email/${restId(id, 'id')}/${email.trim()}`),
  submitClaimByEdi: (_parent, { id }, ctx) =>
    ctx.rest.post<ClaimDetailDto>(restPath`/api/claim/submission/edi/${restId(id, 'id')}`),
  checkClaimBenefits: (_parent, { id }, ctx) =>
    ctx.rest.post<BenefitCheckDto>(restPath`/api/claim/benefitcheck/edi/${restId(id, 'id')}`),
  reverseClaim: (_parent, { id }, ctx) =>
    ctx.rest.post<ClaimDetailDto>(restPath`/api/claim/reversal/${restId(id, 'id')}`),
};
