/**
 * The fixed texts of the Financial Management screen (spec §2 view 2, §5 and §8), in one place.
 * Toasts go through showFmSuccess / showFmError (the app's one toaster, 3 s).
 */
import { showError, showSuccess } from '../../shared/toaster';

export const fmMessages = {
  noFileSelected: 'No file selected.',
  fileUploadFailed: 'File upload NOT successful',
  transactionsLoaded: 'Loaded financial transactions',
  imported: 'Imported financial transaction',
  importFailed: 'Failed to import financial transactions. Please try again.',
  updated: 'Updated financial transaction',
  updateFailed: 'Failed to update financial transaction. Please try again.',
  deleted: 'Deleted financial transaction',
  deleteFailed: 'Failed to delete financial transaction. Please try again.',
  recoded: 'Recoded financial transactions',
  recodeFailed: 'Failed to recode financial transactions. Please try again.',
  blankChoice: 'Please select a valid option.',
} as const;

/** The bank profiles' toasts (not in the spec: worded as its own). */
export const profileMessages = {
  saved: 'Saved bank profile',
  saveFailed: 'Failed to save bank profile. Please try again.',
  renamed: 'Renamed bank profile',
  renameFailed: 'Failed to rename bank profile. Please try again.',
  deleted: 'Deleted bank profile',
  deleteFailed: 'Failed to delete bank profile. Please try again.',
} as const;

/** The account rules' toasts (not in the spec: worded as its own). A move is a save. */
export const ruleMessages = {
  saved: 'Saved account rule',
  saveFailed: 'Failed to save account rule. Please try again.',
  deleted: 'Deleted account rule',
  deleteFailed: 'Failed to delete account rule. Please try again.',
} as const;

export type FmSuccess =
  | (typeof fmMessages)['transactionsLoaded' | 'imported' | 'updated' | 'deleted' | 'recoded']
  | (typeof profileMessages)['saved' | 'renamed' | 'deleted']
  | (typeof ruleMessages)['saved' | 'deleted'];
export type FmError =
  | Exclude<(typeof fmMessages)[keyof typeof fmMessages], FmSuccess>
  | (typeof profileMessages)['saveFailed' | 'renameFailed' | 'deleteFailed']
  | (typeof ruleMessages)['saveFailed' | 'deleteFailed'];

export function showFmSuccess(text: FmSuccess): void {
  showSuccess(text);
}

export function showFmError(text: FmError): void {
  showError(text);
}

/** Texts shown on the screen (not toasts). */
export const fmTexts = {
  emptyTransactions: 'No financial transactions found.',
  loadingTransactions: 'Loading financial transactions. Please wait.',
  required: 'This field is required.',
} as const;
