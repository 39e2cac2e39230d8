/**
 * A line's amount on the client, by the api's rule (api/src/invoices/component-amount.ts): quantity × unit cost ×
 * (1 − discount / 100), rounded half-up to a whole cent, in integers (BigInt), never in binary floating point. The
 * form shows it before saving; the server computes the same amount when the line is created.
 */
import type { Cents } from '../../shared/money';

const QUANTITY = /^(\d{1,9})(?:\.(\d{1,3}))?$/;
const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

function scaled(match: RegExpExecArray, decimals: number): bigint {
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0'));
}

/**
 * The amount in cents of `quantity` units at `unitCostCents` less `discountPercentage` ('' is 0), or null when the
 * quantity or discount is not one the api takes (at most 3 and 2 decimals; discount at most 100).
 */
export function lineAmountCents(quantity: string, unitCostCents: number, discountPercentage: string): Cents | null {
  const q = QUANTITY.exec(quantity.trim());
  const d = PERCENT.exec(discountPercentage.trim() || '0');
  if (!q || !d || !Number.isSafeInteger(unitCostCents) || unitCostCents < 0) return null;
  const thousandths = scaled(q, 3);
  const discountHundredths = scaled(d, 2);
  if (discountHundredths > 10_000n) return null;
  const numerator = thousandths * BigInt(unitCostCents) * (10_000n - discountHundredths);
  const denominator = 1_000n * 10_000n;
  const cents = (2n * numerator + denominator) / (2n * denominator);
  if (cents > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return Number(cents) as Cents;
}
