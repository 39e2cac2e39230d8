import { describe, expect, it } from 'vitest';
import { keptTotals, totalsOf } from './importTotals';

const rows = (...amounts: string[]) => amounts.map((amount) => ({ amount }));

describe('the totals of rows', () => {
  it('counts the rows and sums money in, money out (positive) and net in cents', () => {
    expect(totalsOf(rows('-899.00', '100.00', '-12500.00', '2,500.50'))).toEqual({
      count: 4,
      moneyIn: 260050,
      moneyOut: 1339900,
      net: -1079850,
    });
    expect(totalsOf([])).toEqual({ count: 0, moneyIn: 0, moneyOut: 0, net: 0 });
  });

  it('leaves no float residue', () => {
    expect(totalsOf(rows('0.10', '0.20', '-0.30'))).toEqual({ count: 3, moneyIn: 30, moneyOut: 30, net: 0 });
    const many = totalsOf(rows(...Array.from({ length: 1000 }, () => '0.01')));
    expect(many.moneyIn).toBe(1000);
  });

  it('sums only the rows kept for the upload', () => {
    const state = {
      rows: [
        { amount: '-10.00', upload: true },
        { amount: '-20.00', upload: false },
        { amount: '5.00', upload: true },
      ],
    };
    expect(keptTotals(state)).toEqual({ count: 2, moneyIn: 500, moneyOut: 1000, net: -500 });
  });
});
