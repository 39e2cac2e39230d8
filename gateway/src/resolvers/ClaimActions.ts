import type { ClaimActionsResolvers } from '../__generated__/resolvers-types.ts';

/** What may happen to a claim in its status (the api enforces the same rules; docs/edi-medclm.md). */
export const ClaimActions: ClaimActionsResolvers = {
  canUpdate: (claim) => claim.status === 'N' || claim.status === 'R',
  canDelete: (claim) => claim.status === 'N' || claim.status === 'R' || claim.status === 'V',
  canSubmit: (claim) => claim.status === 'N' || claim.status === 'R',
  canCheckBenefits: (claim) => claim.status !== 'V',
  canReverse: (claim) => claim.status === 'S' || claim.status === 'A' || claim.status === 'P',
};
