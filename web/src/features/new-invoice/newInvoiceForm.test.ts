import { describe, expect, it } from 'vitest';
import {
  addDays,
  freeLine,
  invoiceTotalCents,
  lineFrom,
  lineTotalCents,
  newInvoiceValues,
  validateNewInvoice,
  withDueDate,
  withInvoiceDate,
  type NewInvoiceValues,
} from './newInvoiceForm';

const ZONE = 'Africa/Johannesburg';
// 2026-03-31 10:15 in Johannesburg
const NOW = new Date('2026-03-31T08:15:00Z');

const filled = (overrides: Partial<NewInvoiceValues> = {}): NewInvoiceValues => ({
  ...newInvoiceValues(ZONE, NOW),
  client: { id: '7', name: 'Thandi Mokoena' },
  lines: [
    {
      ...lineFrom(
        { productId: '5', name: 'Consultation', unitCost: '640.00', bhfCode: '0190', nappiCode: '' },
        'product',
      ),
      diagnosisCode1: 'j06.9',
    },
    { ...freeLine(), description: 'Medicine', quantity: '2.5', unitCost: '19.99', discountPercentage: '10' },
  ],
  ...overrides,
});

describe('the new invoice form', () => {
  it('starts today in the company zone, due 30 days later (the api default)', () => {
    expect(newInvoiceValues(ZONE, NOW)).toMatchObject({ invoiceDate: '2026-03-31', dueDate: '2026-04-30' });
    expect(newInvoiceValues(ZONE, new Date('2026-03-31T22:30:00Z'))).toMatchObject({ invoiceDate: '2026-04-01' });
  });

  it('adds calendar days across months, leap days and years', () => {
    expect(addDays('2026-01-31', 30)).toBe('2026-03-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
  });

  it('moves the due date with the invoice date until the due date is changed by hand', () => {
    const moved = withInvoiceDate(newInvoiceValues(ZONE, NOW), '2026-02-01');
    expect(moved.dueDate).toBe('2026-03-03');
    const chosen = withDueDate(moved, '2026-02-15');
    expect(withInvoiceDate(chosen, '2026-02-05')).toMatchObject({ invoiceDate: '2026-02-05', dueDate: '2026-02-15' });
    // a half-typed invoice date leaves the due date alone
    expect(withInvoiceDate(moved, '2026-0').dueDate).toBe('2026-03-03');
  });

  it('computes each line and the total in cents by the api rule', () => {
    const values = filled();
    expect(values.lines.map(lineTotalCents)).toEqual([64000, 4498]);
    expect(invoiceTotalCents(values.lines)).toBe(68498);
    expect(lineTotalCents({ quantity: '0.7', unitCost: '10.05', discountPercentage: '' })).toBe(704);
    expect(lineTotalCents({ quantity: '1', unitCost: '1,000.5', discountPercentage: '0' })).toBe(100050);
    expect(lineTotalCents({ quantity: '1', unitCost: 'abc', discountPercentage: '0' })).toBeNull();
    expect(invoiceTotalCents([...values.lines, freeLine()])).toBeNull();
    expect(invoiceTotalCents([])).toBe(0);
  });

  it('sends the client, the date at the current time of day, the due date and the lines with codes (type H)', () => {
    const checked = validateNewInvoice(filled({ description: '  Visit ' }), {
      isHealth: true,
      timeZone: ZONE,
      now: NOW,
    });
    expect(checked).toEqual({
      ok: true,
      input: {
        clientId: '7',
        invoiced: '2026-03-31T08:15:00.000Z',
        due: '2026-04-30',
        description: 'Visit',
        components: [
          expect.objectContaining({
            productId: '5',
            description: 'Consultation',
            quantity: '1',
            unitCost: '640.00',
            discountPercentage: '0',
            bhfCode: '0190',
            nappiCode: null,
            diagnosisCode1: 'J06.9',
          }),
          expect.objectContaining({
            description: 'Medicine',
            quantity: '2.5',
            unitCost: '19.99',
            discountPercentage: '10',
          }),
        ],
      },
    });
  });

  it('never sends medical codes for a company that is not type H, even bad ones', () => {
    const values = filled();
    values.lines[0]!.diagnosisCode2 = 'not a code';
    const checked = validateNewInvoice(values, { isHealth: false, timeZone: ZONE, now: NOW });
    if (!checked.ok) throw new Error('expected ok');
    expect(checked.input.components).toEqual([
      { productId: '5', description: 'Consultation', quantity: '1', unitCost: '640.00', discountPercentage: '0' },
      { description: 'Medicine', quantity: '2.5', unitCost: '19.99', discountPercentage: '10' },
    ]);
    expect(validateNewInvoice(values, { isHealth: true, timeZone: ZONE, now: NOW })).toMatchObject({
      ok: false,
      errors: { lineErrors: [{ diagnosisCode2: 'Use an ICD-10 code such as J06.9.' }, {}] },
    });
  });

  it('names what is missing or wrong', () => {
    const checked = validateNewInvoice(
      { ...filled({ client: null, lines: [] }), invoiceDate: '2026-03-31', dueDate: '2026-03-30' },
      { isHealth: true, timeZone: ZONE, now: NOW },
    );
    expect(checked).toEqual({
      ok: false,
      errors: {
        client: 'Choose a client.',
        dueDate: 'The due date cannot be before the invoice date.',
        lines: 'Add at least one line.',
      },
    });
    const bad = validateNewInvoice(
      filled({ invoiceDate: '2026-02-30', dueDate: '', lines: [{ ...freeLine(), quantity: '0', unitCost: '1.234' }] }),
      { isHealth: false, timeZone: ZONE, now: NOW },
    );
    expect(bad).toMatchObject({
      ok: false,
      errors: {
        invoiceDate: 'Enter the invoice date as YYYY-MM-DD.',
        dueDate: 'Enter the due date as YYYY-MM-DD.',
        lineErrors: [{ description: expect.any(String), quantity: expect.any(String), unitCost: expect.any(String) }],
      },
    });
  });

  it('allows a due date on the invoice date itself', () => {
    const checked = validateNewInvoice(filled({ dueDate: '2026-03-31' }), { isHealth: true, timeZone: ZONE, now: NOW });
    expect(checked.ok).toBe(true);
  });
});
