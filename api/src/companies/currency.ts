/** Spec §9: the currency symbol follows the company's region (ZA R, UK £, CA CAD, IN INR, otherwise $). */
const CURRENCY_BY_REGION: Readonly<Record<string, string>> = { ZA: 'R', UK: '£', CA: 'CAD', IN: 'INR' };

export function currencySymbol(region: string): string {
  return CURRENCY_BY_REGION[region] ?? '$';
}
