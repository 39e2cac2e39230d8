/**
 * The amount of an invoice component (one line): quantity × unit cost × (1 − discount / 100),
 * rounded half-up to a whole cent. Quantity has at most 3 decimals (numeric(12,3)) and the
 * discount at most 2 (numeric(5,2)), so the exact result is a fraction over 10^7 cents; it is
 * computed in BigInt, never in binary floating point (0.7 × 1005 would otherwise round to 703).
 */
export function componentAmountCents(
  quantity: string | number,
  unitCostCents: number,
  discountPercentage: string | number,
): number {
  const thousandths = parseScaled(quantity, 3, 9, 'quantity');
  const discountHundredths = parseScaled(discountPercentage, 2, 3, 'discountPercentage');
  if (discountHundredths > 10_000n)
    throw new RangeError(`discountPercentage must be at most 100, got ${discountPercentage}`);
  if (!Number.isSafeInteger(unitCostCents) || unitCostCents < 0) {
    throw new RangeError(`unitCostCents must be a non-negative whole number of cents, got ${unitCostCents}`);
  }
  const numerator = thousandths * BigInt(unitCostCents) * (10_000n - discountHundredths);
  const denominator = 1_000n * 10_000n;
  // Half-up for a non-negative fraction: floor(n / d + 1/2).
  const cents = (2n * numerator + denominator) / (2n * denominator);
  if (cents > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('component amount is too large');
  return Number(cents);
}

/** '1.25' with 3 decimals → 1250n. Plain decimal notation only: no sign, exponent or spaces. */
function parseScaled(value: string | number, decimals: number, maxIntegerDigits: number, name: string): bigint {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError(`${name} must be a finite number`);
  // String(number) is the shortest round-trip form, so 0.1 + 0.2 shows its residue and is refused.
  const text = typeof value === 'number' ? String(value) : value;
  const match = new RegExp(`^(\\d{1,${maxIntegerDigits}})(?:\\.(\\d{1,${decimals}}))?$`).exec(text);
  if (!match) {
    throw new RangeError(
      `${name} must be a non-negative decimal with at most ${maxIntegerDigits} digits before and ${decimals} after the point, got ${JSON.stringify(value)}`,
    );
  }
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0'));
}
