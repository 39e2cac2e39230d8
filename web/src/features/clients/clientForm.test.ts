import { describe, expect, it } from 'vitest';
import { clientInput, NEW_CLIENT, validateClient } from './clientForm';

const TODAY = '2026-06-15';

describe('the client form', () => {
  it('needs both names and checks email, date of birth and lengths', () => {
    expect(validateClient(NEW_CLIENT, TODAY)).toEqual({
      firstName: 'Enter the first name.',
      lastName: 'Enter the last name.',
    });
    const named = { ...NEW_CLIENT, firstName: 'A', lastName: 'B' };
    expect(validateClient(named, TODAY)).toEqual({});
    expect(validateClient({ ...named, email: 'a@b' }, TODAY).email).toBeDefined();
    expect(validateClient({ ...named, email: 'a@b.co' }, TODAY).email).toBeUndefined();
    expect(validateClient({ ...named, dateOfBirth: '1990-02-30' }, TODAY).dateOfBirth).toBe(
      'Enter a date as YYYY-MM-DD.',
    );
    expect(validateClient({ ...named, dateOfBirth: '2026-06-16' }, TODAY).dateOfBirth).toMatch(/future/);
    expect(validateClient({ ...named, dateOfBirth: '1899-12-31' }, TODAY).dateOfBirth).toMatch(/1900/);
    expect(validateClient({ ...named, dateOfBirth: TODAY }, TODAY)).toEqual({});
    expect(validateClient({ ...named, dependantCode: 'x'.repeat(11) }, TODAY).dependantCode).toMatch(/10/);
  });

  it('trims, sends blanks as null, and keeps a business company’s hidden medical aid as it was', () => {
    const values = { ...NEW_CLIENT, firstName: ' A ', lastName: 'B', email: ' ', medicalAidNumber: 'typed' };
    expect(clientInput(values, true)).toMatchObject({ firstName: 'A', email: null, medicalAidNumber: 'typed' });
    const current = {
      id: '1',
      firstName: 'A',
      lastName: 'B',
      name: 'A B',
      email: null,
      phone: null,
      idNumber: null,
      dateOfBirth: null,
      medicalAidName: 'Kept',
      medicalAidPlan: null,
      medicalAidNumber: 'K-1',
      dependantCode: null,
      address: null,
      active: true,
    };
    expect(clientInput(values, false, current)).toMatchObject({ medicalAidName: 'Kept', medicalAidNumber: 'K-1' });
    expect(clientInput(values, false)).toMatchObject({ medicalAidName: null, medicalAidNumber: null });
  });
});
