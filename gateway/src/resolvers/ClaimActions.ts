import type { ClaimActionsResolvers } from '../__generated__/resolvers-types.ts';

/** What may happen to a claim now: the api's `allowedActions` (its CLAIM_RULES, which also refuse), passed through. */
export const ClaimActions: ClaimActionsResolvers = {
  canUpdate: (claim) => claim.allowedActions.includes('update'),
  canDelete: (claim) => claim.allowedActions.includes('delete'),
  canSubmit: (claim) => claim.allowedActions.includes('submit'),
  canCheckBenefits: (claim) => claim.allowedActions.includes('checkBenefits'),
  canReverse: (claim) => claim.allowedActions.includes('reverse'),
};
