import { describe, expect, it } from 'vitest';
import type { HttpProblem } from '../shared/problem.ts';
import { readComponentInput } from './component-input.ts';
import { readDiagnosisCode } from './icd10.ts';

describe('ICD-10 diagnosis codes', () => {
  it.each(['J06.9', 'E11.65', 'Z00.0', 'S72.001A', 'A09', 'j06.9', ' I10 '])('accepts %j', (code) => {
    expect(readDiagnosisCode(code)).toEqual({ ok: true, code: code.trim().toUpperCase() });
  });

  it.each(['J6.9', 'J069', '06.9', 'J06.', 'J06.12345', 'E11-65', 'JJ6.9', 'J06.9 x'])('refuses %j', (code) => {
    expect(readDiagnosisCode(code)).toEqual({ ok: false, value: code });
  });

  it('reads the object form and treats empty as no code', () => {
    expect(readDiagnosisCode({ icd10Code: 'J45.9' })).toEqual({ ok: true, code: 'J45.9' });
    for (const none of [null, undefined, '', '  ', { icd10Code: null }, {}]) {
      expect(readDiagnosisCode(none)).toEqual({ ok: true, code: null });
    }
  });
});

describe('readComponentInput', () => {
  const line = { description: 'Consultation', quantity: 1, unitCost: 640 };

  it('computes the amount exactly and keeps canonical decimals', () => {
    expect(readComponentInput({ ...line, quantity: 0.7, unitCost: 10.05 })).toMatchObject({
      quantity: '0.7',
      unitCostCents: 1005,
      discountPercentage: '0',
      amountCents: 704, // 703.5 rounds half-up
    });
  });

  it('keeps what a PUT leaves out and clears a code sent as null', () => {
    const current = readComponentInput({ ...line, bhfCode: '0190', diagnosisCode1: 'J06.9', discountPercentage: 10 });
    const next = readComponentInput({ quantity: '2', bhfCode: null }, current);
    expect(next).toMatchObject({
      description: 'Consultation',
      bhfCode: null,
      discountPercentage: '10',
      amountCents: 115200,
    });
    expect(next.diagnosisCodes[0]).toBe('J06.9');
  });

  it('reports every bad field at once, each by name', () => {
    let problem: HttpProblem | undefined;
    try {
      readComponentInput({ quantity: 0, unitCost: 1.234, discountPercentage: 101, diagnosisCode4: 'nope' });
    } catch (error) {
      problem = error as HttpProblem;
    }
    expect(problem?.status).toBe(400);
    expect(problem?.errors?.map((e) => e.field)).toEqual([
      'description',
      'quantity',
      'unitCost',
      'discountPercentage',
      'diagnosisCode4',
    ]);
  });
});
