/**
 * The order a company's people write numeric dates in, for the dates of a statement that no row
 * decides (03/04/2026): month first in the United States and Canada, day first everywhere else.
 */
export function regionDateOrder(region: string): 'DMY' | 'MDY' {
  return region === 'CA' || region === 'US' ? 'MDY' : 'DMY';
}
