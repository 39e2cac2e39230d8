import type { ActionMessages } from '../../shared/messages';

/**
 * Every fixed text of the claims screen and of invoice tab 9. Spec §8 gives the create-claim toasts; the claim
 * screen's follow the same pattern (the spec has none for them).
 */
export const claimMessages = {
  create: { success: 'Created claim for invoice', failure: 'Failed to create claim for invoice. Please try again.' },
  submit: { success: 'Submitted claim', failure: 'Failed to submit claim. Please try again.' },
  reverse: { success: 'Reversed claim', failure: 'Failed to reverse claim. Please try again.' },
  delete: { success: 'Deleted claim', failure: 'Failed to delete claim. Please try again.' },
  update: { success: 'Updated claim', failure: 'Failed to update claim. Please try again.' },
  checkBenefits: { success: 'Checked benefits', failure: 'Failed to check benefits. Please try again.' },
} as const satisfies Record<string, ActionMessages>;

export const SUBMISSION_METHOD_OPTIONS = [
  { value: 'E', label: 'E Email' },
  { value: 'D', label: 'D Electronic Data Interchange' },
] as const;

export const CLAIMS_LOADING_MESSAGE = 'Loading claims. Please wait.';
export const CLAIMS_EMPTY_MESSAGE = 'No claims found.';
