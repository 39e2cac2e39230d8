/**
 * A line's VAT/GST on the client, by the api's rule (api/src/tax/line-tax.ts, decision 45): line amounts include tax,
 * and the tax in one is amount × rate / (10 000 + rate) with the rate in basis points, rounded half away from zero,
 * once per line. The New invoice form shows it before saving; the api computes and stores the same when it creates
 * the line, and its figure is the one recorded.
 */
import type { Cents } from '../../shared/money';
import { lineTotalCents, type LineValues } from './newInvoiceForm';

export function lineTaxCents(amountCents: number, rateBasisPoints: number): Cents {
  const numerator = BigInt(amountCents) * BigInt(rateBasisPoints);
  const denominator = 10_000n + BigInt(rateBasisPoints);
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return Number(numerator < 0n ? -rounded : rounded) as Cents;
}

/** The tax of the form's lines at the company's rate for a new line, or null while a line has no amount yet. */
export function invoiceTaxCents(lines: readonly LineValues[], rateBasisPoints: number): Cents | null {
  let tax = 0;
  for (const line of lines) {
    const cents = lineTotalCents(line);
    if (cents === null) return null;
    tax += lineTaxCents(cents, rateBasisPoints);
  }
  return tax as Cents;
}
