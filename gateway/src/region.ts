/** Region rules of spec §9: the currency symbol and the time zone follow the company's region. */
const CURRENCY_BY_REGION: Readonly<Record<string, string>> = { ZA: 'R', UK: '£', CA: 'CAD', IN: 'INR' };

export function currencySymbol(region: string): string {
  return CURRENCY_BY_REGION[region] ?? '$';
}

export function timeZone(region: string): string {
  return region === 'ZA' ? 'Africa/Johannesburg' : 'Europe/London';
}
