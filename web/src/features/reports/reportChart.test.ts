import { describe, expect, it } from 'vitest';
import { agedChart, paymentsChart, periodError, profitChart } from './reportChart';

describe('report charts', () => {
  it('makes one bar per age bucket in cents, in order', () => {
    const chart = agedChart({
      current: '10.00',
      days1To30: '0.00',
      days31To60: '700.00',
      days61To90: '0.00',
      days91To120: '0.00',
      over120: '1234.56',
    });
    expect(chart.groups.map((g) => [g.label, g.values.owed])).toEqual([
      ['Not yet due', 1000],
      ['1–30 days', 0],
      ['31–60 days', 70000],
      ['61–90 days', 0],
      ['91–120 days', 0],
      ['Over 120 days', 123456],
    ]);
  });

  it('groups income, expenses and net profit per month, and payments per type per month', () => {
    const profit = profitChart([{ month: '2026-03-01', income: '100.10', expenses: '200.00', netProfit: '-99.90' }]);
    expect(profit.groups).toEqual([{ label: '2026-03', values: { income: 10010, expenses: 20000, netProfit: -9990 } }]);
    const payments = paymentsChart(
      [
        { type: 'B', label: 'Bank Transfer' },
        { type: 'A', label: 'Cash' },
      ],
      [
        {
          month: '2026-04-01',
          types: [
            { type: 'B', amount: '5.00' },
            { type: 'A', amount: '0.50' },
          ],
        },
      ],
    );
    expect(payments.series.map((s) => s.label)).toEqual(['Bank Transfer', 'Cash']);
    expect(payments.groups).toEqual([{ label: '2026-04', values: { B: 500, A: 50 } }]);
  });

  it('checks a period as the api does: dates, order, at most five years', () => {
    expect(periodError('2026-01-01', '2026-12-31')).toBeNull();
    expect(periodError('2021-01-01', '2025-12-31')).toBeNull();
    expect(periodError('2021-01-01', '2026-01-01')).toMatch(/5 years/);
    expect(periodError('2026-02-01', '2026-01-01')).toMatch(/before/);
    expect(periodError('', '2026-01-01')).toMatch(/start and an end/);
  });
});
