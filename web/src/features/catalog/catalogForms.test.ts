import { describe, expect, it } from 'vitest';
import { freeItem, hasPlanErrors, itemFromProduct, NEW_PLAN, planInput, validatePlan } from './planForm';
import { NEW_PRODUCT, productInput, validateProduct } from './productForm';

describe('the product form', () => {
  it('asks for a name and an amount of 0 or more with at most two decimals', () => {
    expect(validateProduct(NEW_PRODUCT)).toEqual({ name: 'Enter a name.', unitCost: 'Enter an amount.' });
    for (const unitCost of ['1.234', 'ten', '-1']) {
      expect(validateProduct({ ...NEW_PRODUCT, name: 'X', unitCost }).unitCost, unitCost).toBeDefined();
    }
    expect(validateProduct({ ...NEW_PRODUCT, name: 'X', unitCost: '0' })).toEqual({});
    expect(validateProduct({ ...NEW_PRODUCT, name: 'X', unitCost: '1', code: 'C'.repeat(51) }).code).toBeDefined();
  });

  it('sends Decimal strings and blank codes as null; a non-health company keeps the codes it cannot see', () => {
    const values = { ...NEW_PRODUCT, name: ' Session ', unitCost: '1,250.5', nappiCode: ' 7123 ', code: ' ' };
    expect(productInput(values, true)).toMatchObject({
      name: 'Session',
      unitCost: '1250.50',
      nappiCode: '7123',
      code: null,
    });
    const before = {
      __typename: 'Product' as const,
      id: '1',
      code: null,
      name: 'S',
      description: '',
      unitCost: '1',
      nappiCode: '9',
      bhfCode: '8',
      active: true,
    };
    expect(productInput(values, false, before)).toMatchObject({ nappiCode: '9', bhfCode: '8' });
    expect(productInput(values, false)).toMatchObject({ nappiCode: null, bhfCode: null });
  });
});

describe('the billing plan form', () => {
  it('checks every item like an invoice line', () => {
    const bad = { ...freeItem(), quantity: '0', unitCost: '-1', discountPercentage: '100.5' };
    const errors = validatePlan({ ...NEW_PLAN, name: 'Plan', items: [bad] });
    expect(hasPlanErrors(errors)).toBe(true);
    expect(Object.keys(errors.itemErrors![0]!).sort()).toEqual([
      'description',
      'discountPercentage',
      'quantity',
      'unitCost',
    ]);
    const good = { ...itemFromProduct({ id: '1', name: 'Session', unitCost: '450' }), quantity: '2.125' };
    expect(hasPlanErrors(validatePlan({ ...NEW_PLAN, name: 'Plan', items: [good] }))).toBe(false);
    expect(validatePlan(NEW_PLAN).name).toBe('Enter a name.');
  });

  it('sends the items in order with their product, Decimal unit costs and a 0 discount by default', () => {
    const item = {
      ...itemFromProduct({ id: '1', name: 'Session', unitCost: '450', bhfCode: '0190' }),
      discountPercentage: '',
    };
    expect(
      planInput({ ...NEW_PLAN, name: 'Plan', items: [item, { ...freeItem(), description: 'Band', unitCost: '3' }] })
        .items,
    ).toEqual([
      {
        productId: '1',
        description: 'Session',
        quantity: '1',
        unitCost: '450.00',
        discountPercentage: '0',
        bhfCode: '0190',
        nappiCode: null,
        modifier: null,
      },
      {
        productId: null,
        description: 'Band',
        quantity: '1',
        unitCost: '3.00',
        discountPercentage: '0',
        bhfCode: null,
        nappiCode: null,
        modifier: null,
      },
    ]);
  });
});
