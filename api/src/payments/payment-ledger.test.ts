import { describe, expect, it } from 'vitest';
import { pathId } from '../shared/path-ids.ts';
import { HttpProblem } from '../shared/problem.ts';
import { ledgerAccounts } from './payment-ledger.ts';

describe('ledger accounts of a payment', () => {
  it.each([
    ['B', 'B', '1000', '4000'],
    ['C', 'H', '1000', '4000'],
    ['A', 'B', '1050', '4000'],
    ['H', 'H', '1000', '4200'],
    ['H', 'B', '1000', '4000'],
    ['W', 'H', '6900', '1100'],
  ] as const)('type %s at a company of type %s: debit %s, credit %s', (type, companyType, debit, credit) => {
    expect(ledgerAccounts(type, companyType)).toEqual({ debit, credit });
  });

  it('moves a payment from credit out of 2300 Client credit (a liability) into income, whatever its type', () => {
    expect(ledgerAccounts('O', 'H', true)).toEqual({ debit: '2300', credit: '4000' });
    expect(ledgerAccounts('B', 'B', true)).toEqual({ debit: '2300', credit: '4000' });
  });
});

describe('pathId', () => {
  it('reads a positive id and refuses empty or malformed ones with a 400 naming what to choose', () => {
    expect(pathId('42', 'product', 'productId')).toBe(42);
    for (const [value, message] of [
      ['', /No product was chosen/],
      [' ', /No product was chosen/],
      ['0', /"0" is not a product id/],
      ['1.5', /"1.5" is not a product id/],
      ['-3', /"-3" is not a product id/],
      ['undefined', /"undefined" is not a product id/],
    ] as const) {
      expect(() => pathId(value, 'product', 'productId')).toThrow(message);
      expect(() => pathId(value, 'product', 'productId')).toThrow(HttpProblem);
    }
  });
});
