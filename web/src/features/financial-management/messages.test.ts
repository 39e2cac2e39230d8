import { describe, expect, it, vi } from 'vitest';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const toaster = await import('../../shared/toaster');
const { fmMessages, fmTexts, showFmError, showFmSuccess } = await import('./messages');

describe('the fixed texts of spec §2 and §8', () => {
  it('are exactly as written', () => {
    expect(fmMessages).toEqual({
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
    });
    expect(fmTexts.emptyTransactions).toBe('No financial transactions found.');
    expect(fmTexts.loadingTransactions).toBe('Loading financial transactions. Please wait.');
  });

  it('go through the one toaster, as success or error', () => {
    showFmSuccess(fmMessages.deleted);
    showFmError(fmMessages.deleteFailed);
    expect(toaster.showSuccess).toHaveBeenCalledWith('Deleted financial transaction');
    expect(toaster.showError).toHaveBeenCalledWith('Failed to delete financial transaction. Please try again.');
  });
});
