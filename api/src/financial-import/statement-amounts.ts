import { toCents, type Cents } from '../shared/money.ts';

export type AmountResult = { cents: Cents } | { error: string } | undefined;

/** Currency marks around an amount: R, £, $, €, CAD, ZAR, GBP, USD, INR, EUR, C$. */
const CURRENCY = /^(?:CAD|ZAR|GBP|USD|INR|EUR|CA\$|C\$|R|£|\$|€)|(?:CAD|ZAR|GBP|USD|INR|EUR|R|£|\$|€)$/i;
const SPACES = /[\s\u00a0\u202f]/g;

/** Strips signs, brackets, Cr/Dr marks and currency around the number; returns the core and the sign. */
function unwrap(text: string): { core: string; negative: boolean } {
  let core = text.trim();
  let negative = false;
  for (let changed = true; changed;) {
    const before = core;
    if (/^\(.*\)$/.test(core)) [core, negative] = [core.slice(1, -1), true];
    if (/^[-−]/.test(core)) [core, negative] = [core.slice(1), true];
    if (/[-−]$/.test(core)) [core, negative] = [core.slice(0, -1), true];
    if (core.startsWith('+')) core = core.slice(1);
    if (/\s*dr$/i.test(core)) [core, negative] = [core.replace(/\s*dr$/i, ''), true];
    core = core
      .replace(/\s*cr$/i, '')
      .replace(CURRENCY, '')
      .trim();
    changed = core !== before;
  }
  return { core, negative };
}

const POINT_GROUPED = /^\d{1,3}(?:[,\s\u00a0\u202f]\d{3})+(?:\.\d+)?$/;
const POINT_PLAIN = /^\d+(?:\.\d+)?$/;
const COMMA_GROUPED = /^\d{1,3}(?:[.\s\u00a0\u202f]\d{3})+(?:,\d+)?$/;
const COMMA_PLAIN = /^\d+(?:,\d+)?$/;

/** The number as digits with an optional '.' and fraction, or undefined when it is not one. */
function canonical(core: string, decimalComma: boolean): string | undefined {
  if (decimalComma) {
    if (/^\d+\.\d{1,2}$/.test(core)) return core; // a decimal point in a semicolon file: 12.50
    if (COMMA_GROUPED.test(core) || COMMA_PLAIN.test(core))
      return core.replace(/[.\s\u00a0\u202f]/g, '').replace(',', '.');
    return undefined;
  }
  if (POINT_GROUPED.test(core) || POINT_PLAIN.test(core)) return core.replace(/[,\s\u00a0\u202f]/g, '');
  return undefined;
}

/**
 * Reads a statement amount: 1,234.56 / 1 234.56 / (12.00) / 12.00- / -R12.00 / £1,234.56 / CAD 5.00 /
 * 12.00 Cr / 12.00 Dr; with `decimalComma` (semicolon files) 1.234,56 / 1 234,56 as well.
 * Blank → undefined; anything else unreadable → an error saying why.
 */
export function parseStatementAmount(text: string, decimalComma: boolean): AmountResult {
  if (text.replace(SPACES, '') === '') return undefined;
  const { core, negative } = unwrap(text);
  const number = canonical(core.replace(/^[\s\u00a0\u202f]+|[\s\u00a0\u202f]+$/g, ''), decimalComma);
  if (number === undefined) return { error: `"${text.trim()}" is not an amount` };
  const fraction = number.split('.')[1] ?? '';
  if (fraction.length > 2) return { error: `"${text.trim()}" has more than two decimals` };
  const cents = toCents(number);
  if (cents === undefined) return { error: `"${text.trim()}" is too large an amount` };
  return { cents: negative ? -(cents as number) : cents };
}
