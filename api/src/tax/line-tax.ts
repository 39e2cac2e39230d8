/**
 * The tax in one invoice line (docs/decisions.md, decision 45). Line amounts are tax-inclusive: the amount a line
 * shows and the invoice adds up is what the client pays, and the tax is the part of it that is tax:
 *
 *   tax = amount × rate / (10 000 + rate)      (rate in basis points: 1500 = 15 %)
 *
 * rounded to a whole cent **half away from zero**, once per line; an invoice's tax is the sum of its lines' tax
 * (never recomputed from its total). This is the one owner of the rule: the api calls it when a line is created
 * or updated, and stores the result; nothing else computes line tax. R 115.00 at 15 % holds R 15.00 of VAT;
 * R 0.23 at 15 % holds 3 cents (0.23 × 15 / 115 = 0.03).
 */
export function lineTaxCents(amountCents: number, rateBasisPoints: number): number {
  if (!Number.isSafeInteger(amountCents)) throw new RangeError(`amountCents must be whole cents, got ${amountCents}`);
  if (!Number.isInteger(rateBasisPoints) || rateBasisPoints < 0 || rateBasisPoints > 10_000) {
    throw new RangeError(`the tax rate must be 0 to 10000 basis points, got ${rateBasisPoints}`);
  }
  const numerator = BigInt(amountCents) * BigInt(rateBasisPoints);
  const denominator = 10_000n + BigInt(rateBasisPoints);
  const magnitude = numerator < 0n ? -numerator : numerator;
  // Half away from zero: floor(|n| / d + 1/2) with the sign of n.
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return Number(numerator < 0n ? -rounded : rounded);
}

/** 1500 → "15%", 1250 → "12.5%", 0 → "0%". */
export function formatRate(rateBasisPoints: number): string {
  const whole = Math.trunc(rateBasisPoints / 100);
  const fraction = String(rateBasisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}%` : `${whole}%`;
}
