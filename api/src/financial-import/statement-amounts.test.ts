import { describe, expect, it } from 'vitest';
import { parseStatementAmount } from './statement-amounts.ts';
import { parseStatementDate } from './statement-dates.ts';
import { looksLikeData, mapColumns } from './csv/columns.ts';

describe('statement amounts', () => {
  it.each([
    ['1234.56', 123456],
    ['1,234.56', 123456],
    ['1 234.56', 123456],
    ['1\u00a0234.56', 123456],
    ['-12.50', -1250],
    ['−12.50', -1250],
    ['(12.50)', -1250],
    ['12.50-', -1250],
    ['+7', 700],
    ['R 1,500.00', 150000],
    ['-R1,500.00', -150000],
    ['R -1,500.00', -150000],
    ['£12.00', 1200],
    ['$0.99', 99],
    ['CAD 5.00', 500],
    ['5.00 CAD', 500],
    ['(£1,000.00)', -100000],
    ['1,500.00Cr', 150000],
    ['1,500.00 Dr', -150000],
    ['0.1', 10],
  ])('reads %s as %i cents', (text, cents) => {
    expect(parseStatementAmount(text, false)).toEqual({ cents });
  });

  it.each([
    ['1.234,56', 123456],
    ['1 234,56', 123456],
    ['-12,5', -1250],
    ['12.50', 1250],
    ['1.234', 123400],
    ['(R 7,00)', -700],
  ])('reads %s with a decimal comma as %i cents', (text, cents) => {
    expect(parseStatementAmount(text, true)).toEqual({ cents });
  });

  it.each([
    ['abc', /is not an amount/],
    ['12.345', /more than two decimals/],
    ['1,23.00', /is not an amount/],
    ['12.00.00', /is not an amount/],
    ['--', /is not an amount/],
    ['99999999999999999.00', /too large/],
  ])('refuses %s', (text, message) => {
    const result = parseStatementAmount(text, false);
    expect(result && 'error' in result ? result.error : '').toMatch(message);
  });

  it('treats a blank cell as no amount', () => {
    expect(parseStatementAmount('  ', false)).toBeUndefined();
  });
});

describe('statement dates', () => {
  it.each([
    ['2026-03-05', '2026-03-05'],
    ['05/03/2026', '2026-03-05'],
    ['5/3/2026', '2026-03-05'],
    ['2026/03/05', '2026-03-05'],
    ['05-03-2026', '2026-03-05'],
    ['05.03.2026', '2026-03-05'],
    ['5 Mar 2026', '2026-03-05'],
    ['05 March 2026', '2026-03-05'],
    ['5-Sept-2026', '2026-09-05'],
    ['20260305', '2026-03-05'],
    ['2026-03-05 00:00:00', '2026-03-05'],
    ['29/02/2024', '2024-02-29'],
  ])('reads %s as %s', (text, date) => {
    expect(parseStatementDate(text)).toBe(date);
  });

  it.each(['31/02/2026', '2026-13-01', '03/05/26', 'yesterday', '5 Foo 2026', '', '2026-3'])('refuses %s', (text) => {
    expect(parseStatementDate(text)).toBeUndefined();
  });
});

describe('CSV header names', () => {
  it('matches names without case, spaces, punctuation or a bracketed note', () => {
    expect(mapColumns(['Transaction Date', 'DETAILS', 'Money Out (R)', 'Money In (R)', 'Balance']).columns).toEqual({
      date: 0,
      description: 1,
      debit: 2,
      credit: 3,
    });
    expect(mapColumns(['posting_date', 'Reference', 'Description', 'Value', 'Account Code']).columns).toEqual({
      date: 0,
      description: 2,
      amount: 3,
      account: 4,
    });
  });

  it('says which columns are missing', () => {
    expect(mapColumns(['Foo', 'Bar']).missing).toHaveLength(3);
    expect(mapColumns(['Date', 'Memo', 'Withdrawal']).missing).toEqual([]);
  });

  it('tells a data row from a header row', () => {
    expect(looksLikeData(['2026-01-01', 'Rent', '-100.00'])).toBe(true);
    expect(looksLikeData(['Date', 'Description', 'Amount'])).toBe(false);
  });
});
