import { describe, expect, it } from 'vitest';
import { daysBetween, daysOverdue, pageTotals } from './overdue';

describe('due dates in the invoices list', () => {
  it('counts whole calendar days', () => {
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2); // across a DST change elsewhere: calendar days only
    expect(daysBetween('2026-04-01', '2026-03-31')).toBe(-1);
  });

  it.each([
    ['owed, due date passed', { due: '2026-03-01', status: 'I', amountDue: '10.00' }, 30],
    ['owed, due yesterday', { due: '2026-03-30', status: 'S', amountDue: '0.01' }, 1],
    ['owed, due today', { due: '2026-03-31', status: 'I', amountDue: '10.00' }, 0],
    ['owed, due later', { due: '2026-04-30', status: 'I', amountDue: '10.00' }, 0],
    ['no due date', { due: null, status: 'I', amountDue: '10.00' }, 0],
    ['paid', { due: '2026-03-01', status: 'P', amountDue: '0.00' }, 0],
    ['archived', { due: '2026-03-01', status: 'C', amountDue: '10.00' }, 0],
    ['nothing owed', { due: '2026-03-01', status: 'I', amountDue: '0.00' }, 0],
  ])('%s: %i days overdue', (_, invoice, days) => {
    expect(daysOverdue(invoice, '2026-03-31')).toBe(days);
  });

  it('sums a page in cents', () => {
    const page = [
      { amount: '0.10', paid: '0.00', amountDue: '0.10' },
      { amount: '0.20', paid: '0.05', amountDue: '0.15' },
      { amount: '1234.56', paid: '1234.56', amountDue: '0.00' },
    ];
    expect(pageTotals(page)).toEqual({ amount: 123486, paid: 123461, due: 25 });
    expect(pageTotals([])).toEqual({ amount: 0, paid: 0, due: 0 });
  });
});
