import { describe, expect, it } from 'vitest';
import { addCents, centsToDecimal, formatAmount, formatMoney, subtractCents, toCents, type Cents } from './money';

describe('toCents', () => {
  it.each([
    ['1234.5', 123450],
    ['1234.50', 123450],
    ['1234', 123400],
    ['0.01', 1],
    ['.5', 50],
    ['12.', 1200],
    ['-0.07', -7],
    ['+3.10', 310],
    [' 1,234.56 ', 123456],
    ['-0.00', 0],
  ])('parses %j as %d cents', (input, cents) => {
    expect(toCents(input)).toBe(cents);
  });

  it.each(['', '-', '.', 'abc', '1.234', '1e3', '12.3.4', '--1', 'R 10'])('rejects %j', (input) => {
    expect(toCents(input)).toBeNull();
  });

  it('has no float residue where binary floating point would', () => {
    // 0.1 + 0.2 !== 0.3 in floating point; in cents it is exact.
    const sum = addCents(toCents('0.1')!, toCents('0.2')!);
    expect(centsToDecimal(sum)).toBe('0.30');
    expect(toCents('1.15')).toBe(115); // 1.15 * 100 is 114.99999999999999 in floating point
    expect(toCents('4.35')).toBe(435); // 4.35 * 100 is 434.99999999999994
  });

  it('rejects amounts beyond the safe integer range', () => {
    expect(toCents('90071992547409.92')).toBeNull();
    expect(toCents('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('centsToDecimal', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [-5, '-0.05'],
    [123450, '1234.50'],
    [-123456789, '-1234567.89'],
  ])('%d → %s', (cents, decimal) => {
    expect(centsToDecimal(cents as Cents)).toBe(decimal);
  });
});

describe('formatAmount', () => {
  it.each([
    ['1234.5', '1,234.50'],
    ['1234567.8', '1,234,567.80'],
    ['999.99', '999.99'],
    ['1000', '1,000.00'],
    ['-1234.5', '-1,234.50'],
    ['0', '0.00'],
  ])('%s → %s', (input, output) => {
    expect(formatAmount(input)).toBe(output);
  });

  it('shows a value that is not a decimal unchanged, and nothing for a missing value', () => {
    expect(formatAmount('n/a')).toBe('n/a');
    expect(formatAmount(null)).toBe('');
    expect(formatAmount(undefined)).toBe('');
  });
});

describe('formatMoney', () => {
  it.each([
    ['1234.5', 'R', 'R 1,234.50'],
    ['1234.50', '£', '£ 1,234.50'],
    ['0.5', 'CAD', 'CAD 0.50'],
    ['-1234.5', 'R', '-R 1,234.50'],
    ['-0.00', 'R', 'R 0.00'],
    ['1000000', '$', '$ 1,000,000.00'],
    ['12', '', '12.00'],
  ])('(%s, %s) → %s', (value, symbol, output) => {
    expect(formatMoney(value, symbol)).toBe(output);
  });

  it('shows a value that is not a decimal unchanged', () => {
    expect(formatMoney('oops', 'R')).toBe('oops');
    expect(formatMoney(null, 'R')).toBe('');
  });
});

describe('subtractCents', () => {
  it('computes amount due exactly', () => {
    expect(centsToDecimal(subtractCents(toCents('100.10')!, toCents('33.37')!))).toBe('66.73');
  });
});
