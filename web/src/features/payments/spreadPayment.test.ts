import { describe, expect, it } from 'vitest';
import type { Cents } from '../../shared/money';
import { oldestFirst, openInvoices, previewSpread } from './spreadPayment';

const c = (n: number) => n as Cents;
const invoices = [
  { id: '12', uniqueId: 'INV-12', invoiced: '2026-05-10T08:00:00Z', amountDue: '100.00', status: 'I' },
  { id: '11', uniqueId: 'INV-11', invoiced: '2026-05-01T08:00:00Z', amountDue: '50.00', status: 'I' },
  { id: '13', uniqueId: 'INV-13', invoiced: '2026-05-01T08:00:00Z', amountDue: '80.00', status: 'S' },
  { id: '14', uniqueId: 'INV-14', invoiced: '2026-04-01T08:00:00Z', amountDue: '0.00', status: 'P' },
];

describe('one payment over several invoices', () => {
  it('orders by invoice date, then id, and keeps only invoices that owe something', () => {
    expect(oldestFirst(openInvoices(invoices)).map((i) => i.id)).toEqual(['11', '13', '12']);
  });

  it('spreads oldest first, in cents, and shows the surplus kept as credit', () => {
    const open = openInvoices(invoices);
    const part = previewSpread(c(15_000), open, 'OLDEST_FIRST', new Map(), c(0));
    expect([...part.allocations]).toEqual([
      ['11', 5000],
      ['13', 8000],
      ['12', 2000],
    ]);
    expect(part).toMatchObject({ allocated: 15_000, surplus: 0, creditAfter: 0 });
    const more = previewSpread(c(25_001), open, 'OLDEST_FIRST', new Map(), c(1000));
    expect(more).toMatchObject({ allocated: 23_000, surplus: 2001, creditAfter: 3001, error: undefined });
  });

  it('checks chosen amounts: at most what each invoice owes, their total at most the payment', () => {
    const open = openInvoices(invoices);
    expect(previewSpread(c(10_000), open, 'CHOSEN', new Map([['11', '50.01']]), c(0)).error).toMatch(
      /INV-11 cannot be more than what it owes/,
    );
    expect(previewSpread(c(1000), open, 'CHOSEN', new Map([['11', '20']]), c(0)).error).toMatch(
      /more than the payment/,
    );
    expect(previewSpread(c(1000), open, 'CHOSEN', new Map(), c(0)).error).toMatch(/at least one invoice/);
    const ok = previewSpread(
      c(10_000),
      open,
      'CHOSEN',
      new Map([
        ['12', '30'],
        ['13', '60.5'],
      ]),
      c(0),
    );
    expect(ok).toMatchObject({ allocated: 9050, surplus: 950, creditAfter: 950, error: undefined });
  });
});
