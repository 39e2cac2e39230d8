import { describe, expect, it } from 'vitest';
import { demoViewer, renderRoute } from '../test/renderRoute';

const h2 = (html: string) => /<h2[^>]*>([^<]*)<\/h2>/.exec(html)?.[1];
const testId = (html: string, id: string) =>
  new RegExp(`data-testid="${id}"[^>]*>(.*?)</span>`).exec(html)?.[1]?.replace(/<[^>]+>/g, '');

describe('routes', () => {
  it.each([
    ['/commonFinancialInvoices', 'Invoices'],
    ['/commonFinancialPayments', 'Payments'],
    ['/commonFinancialBillingRuns', 'Billing Runs'],
    ['/commonFinancialUnpaidRuns', 'Unpaid Runs'],
    ['/commonFinancialManagement', 'Financial Management'],
    ['/healthFinancialClaims', 'Claims'],
    ['/msOverviewHome', 'MS Module'],
    ['/pmOverviewHome', 'PM Module'],
    ['/faOverviewHome', 'FA Module'],
    ['/sbOverviewHome', 'SB Module'],
    ['/siOverview', 'SI Module'],
    ['/userOverview', 'User Module'],
    ['/no/such/page', 'Page not found'],
  ])('%s shows the page heading %j', async (path, heading) => {
    const html = await renderRoute(path, demoViewer('health.admin'));
    expect(h2(html)).toBe(heading);
    expect(html).not.toMatch(/TODO|not implemented|coming soon/i);
  });

  it('puts "Financial Data > area" at the end of the heading of a finance area', async () => {
    const html = await renderRoute('/commonFinancialUnpaidRuns', demoViewer('folio.admin'));
    expect(html).toMatch(/Financial Data.*bp6-breadcrumb-current[^>]*>Unpaid Runs/);
  });
});

describe('layout per role', () => {
  it('gives the practice user the Claims menu, their company, username and module links', async () => {
    const html = await renderRoute('/commonFinancialPayments', demoViewer('health.admin'));
    expect(html).toMatch(/data-testid="finance-menu" data-variant="claims"/);
    expect(html).toContain('href="/healthFinancialClaims"');
    expect(html).not.toContain('href="/commonFinancialManagement"');
    expect(testId(html, 'company-name')).toBe('Demo Health Practice');
    expect(testId(html, 'username')).toBe('health.admin');
    expect(html).toMatch(/data-testid="module-links".*PM Module.*User Module/);
    expect(html).toMatch(/aria-current="page"[^>]*>.*?Payments/);
  });

  it.each(['folio.admin', 'business.admin'] as const)('gives %s the Financial Management menu', async (username) => {
    const html = await renderRoute('/commonFinancialInvoices', demoViewer(username));
    expect(html).toMatch(/data-testid="finance-menu" data-variant="financial-management"/);
    expect(html).toContain('href="/commonFinancialManagement"');
    expect(html).not.toContain('href="/healthFinancialClaims"');
  });

  it('shows only the module links of the user roles', async () => {
    const folio = await renderRoute('/commonFinancialInvoices', demoViewer('folio.admin'));
    expect(folio).toMatch(/data-testid="module-links".*MS Module.*User Module/);
    expect(folio).not.toContain('PM Module');
    const business = await renderRoute('/commonFinancialInvoices', demoViewer('business.admin'));
    expect(business).toContain('User Module');
    expect(business).not.toMatch(/MS Module|PM Module/);
  });

  it('has a Log out control and the footer', async () => {
    const html = await renderRoute('/commonFinancialInvoices', demoViewer('business.admin'));
    expect(html).toContain('Log out');
    expect(html).toMatch(/<footer[^>]*>.*Folio ©.*Help.*Contact Support/);
  });
});
