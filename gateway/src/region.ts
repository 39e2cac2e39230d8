/** Region rule of spec §9: the currency symbol follows the company's region (its time zone comes from the api). */
const CURRENCY_BY_REGION: Readonly<Record<string, string>> = { ZA: 'R', UK: '£', CA: 'CAD', IN: 'INR' };

export function currencySymbol(region: string): string {
  return CURRENCY_BY_REGION[region] ?? '$';
}
