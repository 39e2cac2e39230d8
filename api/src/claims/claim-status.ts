/** Claim status codes (stored in claims.status). */
export const CLAIM_STATUSES = ['N', 'S', 'A', 'R', 'V', 'P'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_STATUS_LABELS: Readonly<Record<ClaimStatus, string>> = {
  N: 'New',
  S: 'Submitted',
  A: 'Accepted',
  R: 'Rejected',
  V: 'Reversed',
  P: 'Partially accepted',
};

/** Claims still in play with the scheme (new, submitted, accepted, partly accepted): at most one per invoice. */
export const OPEN_CLAIM_STATUSES: readonly ClaimStatus[] = ['N', 'S', 'A', 'P'];
export const OPEN_CLAIM_STATUSES_SQL = `(${OPEN_CLAIM_STATUSES.map((s) => `'${s}'`).join(', ')})`;

/** Claim submission methods (spec §3): E Email, D Electronic Data Interchange. */
export const SUBMISSION_METHODS = ['E', 'D'] as const;
export type SubmissionMethod = (typeof SUBMISSION_METHODS)[number];

/** What may happen to a claim in each status (docs/edi-medclm.md, "Claim life cycle"). */
export const CLAIM_RULES = {
  /** Changed (PUT) or submitted again: not yet with the scheme, or refused by it. */
  editable: ['N', 'R'] as readonly ClaimStatus[],
  /** Deleted: never sent, refused, or reversed; a claim the scheme holds (S, A, P) is reversed first. */
  deletable: ['N', 'R', 'V'] as readonly ClaimStatus[],
  /** Reversed: the scheme holds it. */
  reversible: ['S', 'A', 'P'] as readonly ClaimStatus[],
  /** Benefit check: anything not reversed. */
  checkable: ['N', 'S', 'A', 'R', 'P'] as readonly ClaimStatus[],
};

/** The claim actions a row lists as allowed (`allowedActions`), each the CLAIM_RULES list the service refuses by. */
export const CLAIM_ACTIONS = ['update', 'delete', 'submit', 'checkBenefits', 'reverse'] as const;
export type ClaimAction = (typeof CLAIM_ACTIONS)[number];

const CLAIM_ACTION_RULES: Readonly<Record<ClaimAction, readonly ClaimStatus[]>> = {
  update: CLAIM_RULES.editable,
  delete: CLAIM_RULES.deletable,
  submit: CLAIM_RULES.editable,
  checkBenefits: CLAIM_RULES.checkable,
  reverse: CLAIM_RULES.reversible,
};

/** What a claim in this status allows now, in CLAIM_ACTIONS order. */
export function allowedClaimActions(status: ClaimStatus): ClaimAction[] {
  return CLAIM_ACTIONS.filter((action) => CLAIM_ACTION_RULES[action].includes(status));
}
