import { describe, expect, it } from 'vitest';
import { financeMenuFor, moduleLinksFor, overviewPathFor } from './roles';

const labels = (entries: readonly { label: string }[]) => entries.map((e) => e.label);

describe('financeMenuFor', () => {
  it('gives the practice module (ROLE_ISOPRACTICE) the bar with Claims', () => {
    const menu = financeMenuFor(['ROLE_ISOPRACTICE', 'ROLE_USER']);
    expect(menu.kind).toBe('practice');
    expect(menu.variant).toBe('claims');
    expect(labels(menu.entries)).toEqual(['Invoices', 'Payments', 'Billing Runs', 'Unpaid Runs', 'Claims']);
    expect(menu.entries.at(-1)?.path).toBe('/healthFinancialClaims');
  });

  it('gives the Folio module (ROLE_FOLIO) the bar with Financial Management', () => {
    const menu = financeMenuFor(['ROLE_FOLIO', 'ROLE_USER']);
    expect(menu.kind).toBe('folio');
    expect(menu.variant).toBe('financial-management');
    expect(labels(menu.entries)).toEqual([
      'Invoices',
      'Payments',
      'Billing Runs',
      'Unpaid Runs',
      'Financial Management',
    ]);
    expect(menu.entries.at(-1)?.path).toBe('/commonFinancialManagement');
  });

  it.each([[['ROLE_USER']], [[]], [['ROLE_ISOLEARN', 'ROLE_ISOWEB']]])(
    'gives everyone else (%j) the business bar with Financial Management',
    (roles) => {
      const menu = financeMenuFor(roles);
      expect(menu.kind).toBe('business');
      expect(menu.variant).toBe('financial-management');
    },
  );

  it('prefers the practice menu when a user has both module roles', () => {
    expect(financeMenuFor(['ROLE_FOLIO', 'ROLE_ISOPRACTICE']).variant).toBe('claims');
  });

  it('links every entry to its route', () => {
    expect(financeMenuFor([]).entries.map((e) => e.path)).toEqual([
      '/commonFinancialInvoices',
      '/commonFinancialPayments',
      '/commonFinancialBillingRuns',
      '/commonFinancialUnpaidRuns',
      '/commonFinancialManagement',
    ]);
  });
});

describe('moduleLinksFor', () => {
  it('gives one link per role, in the order of the spec', () => {
    const all = ['ROLE_ISOWEB', 'ROLE_USER', 'ROLE_ISORISE', 'ROLE_ISOLEARN', 'ROLE_FOLIO', 'ROLE_ISOPRACTICE'];
    expect(moduleLinksFor(all)).toEqual([
      { label: 'PM Module', path: '/pmOverviewHome' },
      { label: 'MS Module', path: '/msOverviewHome' },
      { label: 'SB Module', path: '/sbOverviewHome' },
      { label: 'FA Module', path: '/faOverviewHome' },
      { label: 'User Module', path: '/userOverview' },
      { label: 'SI Module', path: '/siOverview' },
    ]);
  });

  it('matches the demo users', () => {
    expect(labels(moduleLinksFor(['ROLE_ISOPRACTICE', 'ROLE_USER']))).toEqual(['PM Module', 'User Module']);
    expect(labels(moduleLinksFor(['ROLE_FOLIO', 'ROLE_USER']))).toEqual(['MS Module', 'User Module']);
    expect(labels(moduleLinksFor(['ROLE_USER']))).toEqual(['User Module']);
  });

  it('ignores unknown roles', () => {
    expect(moduleLinksFor(['ROLE_ADMIN'])).toEqual([]);
  });
});

describe('overviewPathFor', () => {
  it.each([
    [
      ['ROLE_USER', 'ROLE_ISOWEB', 'ROLE_ISOLEARN', 'ROLE_ISORISE', 'ROLE_ISOPRACTICE', 'ROLE_FOLIO'],
      '/msOverviewHome',
    ],
    [['ROLE_USER', 'ROLE_ISOWEB', 'ROLE_ISOLEARN', 'ROLE_ISORISE', 'ROLE_ISOPRACTICE'], '/pmOverviewHome'],
    [['ROLE_USER', 'ROLE_ISOWEB', 'ROLE_ISOLEARN', 'ROLE_ISORISE'], '/faOverviewHome'],
    [['ROLE_USER', 'ROLE_ISOWEB', 'ROLE_ISOLEARN'], '/sbOverviewHome'],
    [['ROLE_USER', 'ROLE_ISOWEB'], '/siOverview'],
    [['ROLE_USER'], '/userOverview'],
    [[], '/userOverview'],
  ])('%j → %s', (roles, path) => {
    expect(overviewPathFor(roles)).toBe(path);
  });
});
