import { describe, expect, it } from 'vitest';
import { componentFormValues, validateComponent, type ComponentFormValues } from './componentForm';
import { componentActions } from './invoiceFixtures';
import type { ComponentData } from './invoiceTypes';

const component: ComponentData = {
  id: '9',
  invoiceId: '3',
  description: 'Consultation',
  quantity: '1',
  unitCost: '450.00',
  discountPercentage: '0',
  amount: '450.00',
  paid: '0.00',
  amountDue: '450.00',
  bhfCode: '0190',
  nappiCode: null,
  modifier: null,
  diagnosisCode1: 'J06.9',
  diagnosisCode2: null,
  diagnosisCode3: null,
  diagnosisCode4: null,
  diagnosisCode5: null,
  productId: null,
  actions: componentActions({ canUpdate: true, canDelete: true, canPay: true }),
};

const values: ComponentFormValues = componentFormValues(component);

describe('componentFormValues', () => {
  it('shows missing codes as empty fields', () => {
    expect(values).toMatchObject({ bhfCode: '0190', nappiCode: '', diagnosisCode1: 'J06.9', diagnosisCode2: '' });
  });
});

describe('validateComponent', () => {
  it('gives the input to send: trimmed, two-decimal unit cost, empty codes as null, codes upper-cased', () => {
    const result = validateComponent({
      ...values,
      description: ' Follow-up ',
      quantity: '2.5',
      unitCost: '1,200.5',
      discountPercentage: '',
      diagnosisCode2: ' e11.65 ',
      modifier: '  ',
    });
    expect(result).toEqual({
      ok: true,
      input: {
        description: 'Follow-up',
        quantity: '2.5',
        unitCost: '1200.50',
        discountPercentage: '0',
        bhfCode: '0190',
        nappiCode: null,
        modifier: null,
        diagnosisCode1: 'J06.9',
        diagnosisCode2: 'E11.65',
        diagnosisCode3: null,
        diagnosisCode4: null,
        diagnosisCode5: null,
      },
    });
  });

  it.each([
    [{ description: '  ' }, 'description'],
    [{ quantity: '0' }, 'quantity'],
    [{ quantity: '0.000' }, 'quantity'],
    [{ quantity: '1.2345' }, 'quantity'],
    [{ quantity: '-1' }, 'quantity'],
    [{ unitCost: '10.001' }, 'unitCost'],
    [{ unitCost: '-5' }, 'unitCost'],
    [{ unitCost: '' }, 'unitCost'],
    [{ discountPercentage: '100.01' }, 'discountPercentage'],
    [{ discountPercentage: '12.345' }, 'discountPercentage'],
    [{ diagnosisCode3: 'J6' }, 'diagnosisCode3'],
    [{ diagnosisCode5: 'J06.99999' }, 'diagnosisCode5'],
  ] as const)('rejects %j', (change, field) => {
    const result = validateComponent({ ...values, ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual([field]);
  });

  it('accepts the edges: 100 % discount, zero unit cost, three-decimal quantity', () => {
    expect(validateComponent({ ...values, discountPercentage: '100', unitCost: '0', quantity: '0.001' }).ok).toBe(true);
  });
});
