/** Payment types (spec §3): C Credit Card, B Bank Transfer, H Health Insurance, R Cryptocurrency, A Cash, O Other, W Write-Off. */
export const PAYMENT_TYPES = ['C', 'B', 'H', 'R', 'A', 'O', 'W'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const PAYMENT_TYPE_LABELS: Readonly<Record<PaymentType, string>> = {
  C: 'Credit Card',
  B: 'Bank Transfer',
  H: 'Health Insurance',
  R: 'Cryptocurrency',
  A: 'Cash',
  O: 'Other',
  W: 'Write-Off',
};

/** Spec §9: the type defaults to B. */
export const DEFAULT_PAYMENT_TYPE: PaymentType = 'B';
