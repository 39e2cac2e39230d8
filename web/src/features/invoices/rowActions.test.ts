import { describe, expect, it } from 'vitest';
import { componentTabAllowed, invoiceTabAllowed, rowActions } from './rowActions';

const none = {
  canDelete: false,
  canPayInFull: false,
  canCreateClaim: false,
  canAddBillingPlan: false,
  canAddProduct: false,
};
const texts = (actions: typeof none) => rowActions(actions).map((a) => a.text);

describe('rowActions', () => {
  it('always offers View, Email, Download, Update Status/Date and View Components (a paid invoice)', () => {
    expect(texts(none)).toEqual(['View', 'Email', 'Download', 'Update Status/Date', 'View Components']);
  });

  it('offers every action the server allows (an unpaid invoice without claims)', () => {
    expect(
      texts({
        canDelete: true,
        canPayInFull: true,
        canCreateClaim: true,
        canAddBillingPlan: true,
        canAddProduct: true,
      }),
    ).toEqual([
      'View',
      'Email',
      'Download',
      'Update Status/Date',
      'View Components',
      'Delete',
      'Pay in Full',
      'Create Claim',
      'Add Billing Plan',
      'Add Product',
    ]);
  });

  it('leaves out Delete when the server does not allow it (an unpaid invoice with claims)', () => {
    expect(texts({ ...none, canPayInFull: true, canAddBillingPlan: true, canAddProduct: true })).not.toContain(
      'Delete',
    );
  });

  it.each([
    ['canDelete', 'Delete'],
    ['canPayInFull', 'Pay in Full'],
    ['canAddBillingPlan', 'Add Billing Plan'],
    ['canAddProduct', 'Add Product'],
  ] as const)('%s alone adds %s', (flag, text) => {
    expect(texts({ ...none, [flag]: true })).toEqual([
      'View',
      'Email',
      'Download',
      'Update Status/Date',
      'View Components',
      text,
    ]);
  });

  it('offers Create Claim (tab 9) only when the server allows it (a health company, an unpaid invoice)', () => {
    expect(texts({ ...none, canCreateClaim: true })).toContain('Create Claim');
    expect(texts({ ...none, canPayInFull: true })).not.toContain('Create Claim');
    expect(rowActions({ ...none, canCreateClaim: true }).at(-1)?.tab).toBe(9);
  });

  it('opens the tab of each action', () => {
    expect(rowActions({ ...none, canDelete: true, canAddProduct: true }).map((a) => a.tab)).toEqual([
      2, 3, 4, 5, 6, 7, 11,
    ]);
  });
});

describe('a view opened from a link', () => {
  it('is allowed exactly when its row would offer it', () => {
    expect(invoiceTabAllowed(7, none)).toBe(false);
    expect(invoiceTabAllowed(7, { ...none, canDelete: true })).toBe(true);
    expect(invoiceTabAllowed(3, none)).toBe(true); // Email is always offered
    expect(invoiceTabAllowed(8, { ...none, canDelete: true })).toBe(false);
  });

  it("follows the line's actions for Update, Delete and Pay", () => {
    const line = { canUpdate: true, canDelete: false, canPay: true };
    expect([12, 13, 14].map((tab) => componentTabAllowed(tab as 12 | 13 | 14, line))).toEqual([true, false, true]);
  });
});
