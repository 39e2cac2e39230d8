import { describe, expect, it } from 'vitest';
import {
  alreadyBilledReason,
  dueUnits,
  unitContaining,
  unitsLabel,
  unitsOverlapping,
  type BilledSpan,
  type DueInput,
} from './billing-periods.ts';

const JULY_2026 = { start: '2026-07-01', end: '2026-07-31' };
const always = [{ start: '2020-01-01', end: null }];
const run = (start: string, end: string, runStart: string, runEnd: string, invoice = 'INV-000900'): BilledSpan => ({
  start,
  end,
  invoiceUniqueId: invoice,
  run: { start: runStart, end: runEnd },
});
const due = (input: Partial<DueInput> & Pick<DueInput, 'frequency'>) =>
  dueUnits({ period: JULY_2026, onPlan: always, billed: [], ...input });
const starts = (units: ReadonlyArray<{ start: string }>) => units.map((u) => u.start);

describe('the calendar units a plan bills', () => {
  it('finds the month, quarter and year of a date, leap years included', () => {
    expect(unitContaining('M', '2024-02-15')).toEqual({
      start: '2024-02-01',
      end: '2024-02-29',
      label: 'February 2024',
    });
    expect(unitContaining('M', '2026-02-28')).toEqual({
      start: '2026-02-01',
      end: '2026-02-28',
      label: 'February 2026',
    });
    expect(unitContaining('M', '2000-02-01').end).toBe('2000-02-29');
    expect(unitContaining('M', '2100-02-01').end).toBe('2100-02-28');
    expect(unitContaining('M', '2026-12-31')).toEqual({
      start: '2026-12-01',
      end: '2026-12-31',
      label: 'December 2026',
    });
    expect(unitContaining('Q', '2026-03-31')).toEqual({ start: '2026-01-01', end: '2026-03-31', label: '2026 Q1' });
    expect(unitContaining('Q', '2026-04-01')).toEqual({ start: '2026-04-01', end: '2026-06-30', label: '2026 Q2' });
    expect(unitContaining('Q', '2026-08-15')).toEqual({ start: '2026-07-01', end: '2026-09-30', label: '2026 Q3' });
    expect(unitContaining('Q', '2026-11-30')).toEqual({ start: '2026-10-01', end: '2026-12-31', label: '2026 Q4' });
    expect(unitContaining('Y', '2024-02-29')).toEqual({ start: '2024-01-01', end: '2024-12-31', label: '2024' });
  });

  it('finds the ISO week (Monday to Sunday) of a date, across months and years', () => {
    // 2026-07-01 is a Wednesday; 2026-07-05 a Sunday; 2026-07-06 a Monday.
    expect(unitContaining('W', '2026-07-01')).toEqual({
      start: '2026-06-29',
      end: '2026-07-05',
      label: 'week of 2026-06-29',
    });
    expect(unitContaining('W', '2026-07-05').start).toBe('2026-06-29');
    expect(unitContaining('W', '2026-07-06').start).toBe('2026-07-06');
    // 2026-01-01 is a Thursday: its week starts in 2025.
    expect(unitContaining('W', '2026-01-01')).toMatchObject({ start: '2025-12-29', end: '2026-01-04' });
    // 2024-02-29 is a Thursday of a leap February.
    expect(unitContaining('W', '2024-02-29')).toMatchObject({ start: '2024-02-26', end: '2024-03-03' });
  });

  it('lists every unit that overlaps a span', () => {
    expect(starts(unitsOverlapping('W', '2026-07-01', '2026-07-31'))).toEqual([
      '2026-06-29',
      '2026-07-06',
      '2026-07-13',
      '2026-07-20',
      '2026-07-27',
    ]);
    expect(starts(unitsOverlapping('M', '2026-01-31', '2026-03-01'))).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
    expect(starts(unitsOverlapping('Q', '2026-03-15', '2026-04-14'))).toEqual(['2026-01-01', '2026-04-01']);
    expect(starts(unitsOverlapping('Y', '2024-12-31', '2025-01-01'))).toEqual(['2024-01-01', '2025-01-01']);
    expect(starts(unitsOverlapping('M', '2026-07-10', '2026-07-10'))).toEqual(['2026-07-01']);
  });
});

describe('what a run bills (dueUnits)', () => {
  it('bills each frequency once per unit of a one-month run when nothing was billed', () => {
    expect(due({ frequency: 'M' }).due).toEqual([{ start: '2026-07-01', end: '2026-07-31', label: 'July 2026' }]);
    expect(due({ frequency: 'Q' }).due).toEqual([{ start: '2026-07-01', end: '2026-09-30', label: '2026 Q3' }]);
    expect(due({ frequency: 'Y' }).due).toEqual([{ start: '2026-01-01', end: '2026-12-31', label: '2026' }]);
    // Five ISO weeks overlap July 2026: from the week of Monday 29 June to the week of Monday 27 July.
    expect(starts(due({ frequency: 'W' }).due)).toEqual([
      '2026-06-29',
      '2026-07-06',
      '2026-07-13',
      '2026-07-20',
      '2026-07-27',
    ]);
    expect(due({ frequency: 'O' }).due).toEqual([{ start: '2026-07-01', end: '2026-07-01', label: 'one-off' }]);
  });

  it('skips a quarterly plan in the second and third month of a quarter the first month’s run billed', () => {
    const billed = [run('2026-07-01', '2026-09-30', '2026-07-01', '2026-07-31', 'INV-000901')];
    for (const period of [
      { start: '2026-08-01', end: '2026-08-31' },
      { start: '2026-09-01', end: '2026-09-30' },
    ]) {
      const result = due({ frequency: 'Q', period, billed });
      expect(result.due).toEqual([]);
      expect(alreadyBilledReason('Q', result.alreadyBilled)).toBe(
        'quarterly plan already billed for 2026 Q3 (billing run of 2026-07-01 to 2026-07-31)',
      );
    }
    expect(due({ frequency: 'Q', period: { start: '2026-10-01', end: '2026-10-31' }, billed }).due).toEqual([
      { start: '2026-10-01', end: '2026-12-31', label: '2026 Q4' },
    ]);
  });

  it('bills both quarters of a run that spans two, or only the one not yet billed', () => {
    const period = { start: '2026-03-15', end: '2026-04-14' };
    expect(starts(due({ frequency: 'Q', period }).due)).toEqual(['2026-01-01', '2026-04-01']);
    const q1 = [run('2026-01-01', '2026-03-31', '2026-01-01', '2026-01-31')];
    const result = due({ frequency: 'Q', period, billed: q1 });
    expect(result.due).toEqual([{ start: '2026-04-01', end: '2026-06-30', label: '2026 Q2' }]);
    expect(result.alreadyBilled.map((a) => a.unit.label)).toEqual(['2026 Q1']);
  });

  it('bills a yearly plan once per calendar year, also across New Year and in a leap year', () => {
    const period = { start: '2024-12-01', end: '2025-01-31' };
    expect(due({ frequency: 'Y', period }).due.map((u) => [u.start, u.end])).toEqual([
      ['2024-01-01', '2024-12-31'],
      ['2025-01-01', '2025-12-31'],
    ]);
    const billed2024 = [run('2024-01-01', '2024-12-31', '2024-02-01', '2024-02-29')];
    expect(due({ frequency: 'Y', period, billed: billed2024 }).due.map((u) => u.label)).toEqual(['2025']);
    const leapRun = due({ frequency: 'Y', period: { start: '2024-02-29', end: '2024-02-29' }, billed: billed2024 });
    expect(alreadyBilledReason('Y', leapRun.alreadyBilled)).toBe(
      'yearly plan already billed for 2024 (billing run of 2024-02-01 to 2024-02-29)',
    );
  });

  it('bills a monthly plan for every month of a longer run, less the months billed before', () => {
    const period = { start: '2026-07-01', end: '2026-09-30' };
    const july = [run('2026-07-01', '2026-07-31', '2026-07-01', '2026-07-31')];
    const result = due({ frequency: 'M', period, billed: july });
    expect(result.due.map((u) => u.label)).toEqual(['August 2026', 'September 2026']);
    expect(unitsLabel(result.due)).toBe('August 2026 to September 2026');
  });

  it('bills the week that straddles two monthly runs in the first of them only', () => {
    const julyWeeks = due({ frequency: 'W' }).due;
    const billed = [run(julyWeeks[0]!.start, julyWeeks[julyWeeks.length - 1]!.end, '2026-07-01', '2026-07-31')];
    const august = due({ frequency: 'W', period: { start: '2026-08-01', end: '2026-08-31' }, billed });
    // 2026-08-01 is a Saturday in the week of 27 July, billed by July's run; 2026-08-31 is a Monday.
    expect(starts(august.due)).toEqual(['2026-08-03', '2026-08-10', '2026-08-17', '2026-08-24', '2026-08-31']);
    expect(august.alreadyBilled.map((a) => a.unit.label)).toEqual(['week of 2026-07-27']);
    expect(unitsLabel(august.due)).toBe('weeks of 2026-08-03 to 2026-08-31');
  });

  it('bills only the units of the client’s time on the plan', () => {
    const period = { start: '2026-07-01', end: '2026-09-30' };
    const joined = due({ frequency: 'M', period, onPlan: [{ start: '2026-08-20', end: null }] });
    expect(joined.due.map((u) => u.label)).toEqual(['August 2026', 'September 2026']);
    const left = due({ frequency: 'M', period, onPlan: [{ start: '2025-01-01', end: '2026-07-10' }] });
    expect(left.due.map((u) => u.label)).toEqual(['July 2026']);
    const twice = due({
      frequency: 'M',
      period: { start: '2026-01-01', end: '2026-12-31' },
      onPlan: [
        { start: '2025-06-01', end: '2026-02-28' },
        { start: '2026-06-01', end: null },
      ],
    });
    expect(twice.due.map((u) => u.start.slice(5, 7))).toEqual(['01', '02', '06', '07', '08', '09', '10', '11', '12']);
    expect(unitsLabel(twice.due.slice(0, 3))).toBe('January 2026, February 2026, June 2026');
    expect(due({ frequency: 'M', onPlan: [{ start: '2026-08-01', end: null }] })).toEqual({
      due: [],
      alreadyBilled: [],
    });
  });

  it('reads an invoice without a stored end as the unit that contains its start', () => {
    const legacy: BilledSpan = { start: '2026-07-15', end: null, invoiceUniqueId: 'INV-000042', run: null };
    const monthly = due({ frequency: 'M', billed: [legacy] });
    expect(monthly.due).toEqual([]);
    expect(alreadyBilledReason('M', monthly.alreadyBilled)).toBe(
      'monthly plan already billed for July 2026 (invoice INV-000042)',
    );
    expect(
      due({ frequency: 'M', period: { start: '2026-08-01', end: '2026-08-31' }, billed: [legacy] }).due,
    ).toHaveLength(1);
  });

  it('never bills a day twice: an anniversary year that reaches into the run’s year counts as billed', () => {
    const anniversary: BilledSpan = {
      start: '2025-09-01',
      end: '2026-08-31',
      invoiceUniqueId: 'INV-000007',
      run: null,
    };
    expect(due({ frequency: 'Y', billed: [anniversary] }).due).toEqual([]);
    expect(
      due({ frequency: 'Y', period: { start: '2027-01-01', end: '2027-01-31' }, billed: [anniversary] }).due,
    ).toEqual([{ start: '2027-01-01', end: '2027-12-31', label: '2027' }]);
  });

  it('bills a one-off plan once ever, from the client’s first day on the plan in the period', () => {
    expect(due({ frequency: 'O', onPlan: [{ start: '2026-07-20', end: null }] }).due).toEqual([
      { start: '2026-07-20', end: '2026-07-20', label: 'one-off' },
    ]);
    const years = due({
      frequency: 'O',
      period: { start: '2027-07-01', end: '2027-07-31' },
      billed: [run('2026-07-20', '2026-07-20', '2026-07-01', '2026-07-31')],
    });
    expect(years.due).toEqual([]);
    expect(alreadyBilledReason('O', years.alreadyBilled)).toBe(
      'one-off plan already billed (billing run of 2026-07-01 to 2026-07-31)',
    );
  });

  it('names every run and invoice that billed the units', () => {
    const result = due({
      frequency: 'M',
      period: { start: '2026-06-01', end: '2026-08-31' },
      billed: [
        run('2026-06-01', '2026-06-30', '2026-06-01', '2026-06-30'),
        run('2026-07-01', '2026-07-31', '2026-07-01', '2026-07-31'),
        { start: '2026-08-01', end: '2026-08-31', invoiceUniqueId: 'INV-000077', run: null },
      ],
    });
    expect(alreadyBilledReason('M', result.alreadyBilled)).toBe(
      'monthly plan already billed for June 2026 to August 2026 ' +
        '(billing runs of 2026-06-01 to 2026-06-30, 2026-07-01 to 2026-07-31; invoice INV-000077)',
    );
  });
});
