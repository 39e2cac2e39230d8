/**
 * The fixed texts of the products and billing plans screens, in the style of spec §8 (which names none for them).
 * A failure toast shows the fixed sentence and, on a second line, the server's reason.
 */
export interface CatalogMessages {
  success: string;
  failure: string;
}

export const messages = {
  createProduct: { success: 'Created product', failure: 'Failed to create product. Please try again.' },
  updateProduct: { success: 'Updated product', failure: 'Failed to update product. Please try again.' },
  deleteProduct: { success: 'Deleted product', failure: 'Failed to delete product. Please try again.' },
  createPlan: { success: 'Created billing plan', failure: 'Failed to create billing plan. Please try again.' },
  updatePlan: { success: 'Updated billing plan', failure: 'Failed to update billing plan. Please try again.' },
  deletePlan: { success: 'Deleted billing plan', failure: 'Failed to delete billing plan. Please try again.' },
} as const satisfies Record<string, CatalogMessages>;

/** W, M, Q, Y and O of BillingPlan.frequency. */
export const FREQUENCIES = [
  { value: 'W', label: 'Weekly' },
  { value: 'M', label: 'Monthly' },
  { value: 'Q', label: 'Quarterly' },
  { value: 'Y', label: 'Yearly' },
  { value: 'O', label: 'Once' },
] as const;

export function frequencyLabel(code: string): string {
  return FREQUENCIES.find((f) => f.value === code)?.label ?? code;
}
