// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../shared/renderWithProviders';
import { TaxReport } from './TaxReport';
import { ReportsTaxReportQuery, ReportsTaxSettingsQuery } from './taxReportQueries';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const settings = (chargesTax: boolean, taxName = 'VAT') => ({
  request: { query: ReportsTaxSettingsQuery },
  result: {
    data: { viewer: { __typename: 'Viewer', company: { __typename: 'Company', id: '1', chargesTax, taxName } } },
  },
});

const rate = (over: Record<string, unknown>) => ({
  __typename: 'TaxReportRate',
  rate: 1500,
  percent: '15',
  label: 'Standard',
  lines: 3,
  invoices: 2,
  gross: '230.00',
  net: '200.00',
  tax: '30.00',
  ...over,
});

const report = (over: Record<string, unknown> = {}) => ({
  request: { query: ReportsTaxReportQuery, variables: { start: '2026-04-01', end: '2026-06-30' } },
  result: {
    data: {
      taxReport: {
        __typename: 'TaxReport',
        start: '2026-04-01',
        end: '2026-06-30',
        taxName: 'VAT',
        registrationNumber: '4123456789',
        currencySymbol: 'R',
        rates: [
          rate({}),
          rate({
            rate: 0,
            percent: '0',
            label: 'Zero-rated',
            lines: 1,
            invoices: 1,
            gross: '50.00',
            net: '50.00',
            tax: '0.00',
          }),
        ],
        outputGross: '280.00',
        outputNet: '250.00',
        outputTax: '30.00',
        inputTax: '249.99',
        inputAccount: '1150 VAT/GST input (tax paid)',
        netPayable: '-219.99',
        downloadPath: '/download/report/tax?start=2026-04-01&end=2026-06-30',
        ...over,
      },
    },
  },
});

afterEach(cleanup);

describe('the VAT/GST report', () => {
  it('tells a company that does not charge tax why there is no report, and where to turn it on', async () => {
    renderWithProviders(<TaxReport start="2026-04-01" end="2026-06-30" />, { mocks: [settings(false, 'GST/HST')] });
    expect(await screen.findByText('The company does not charge GST/HST')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'User Module' }).getAttribute('href')).toBe('/userOverview');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the tax collected by rate, the tax paid and the net (refundable when negative)', async () => {
    renderWithProviders(<TaxReport start="2026-04-01" end="2026-06-30" />, { mocks: [settings(true), report()] });
    const byRate = await screen.findByRole('table', { name: 'VAT collected by rate' });
    const rows = within(byRate).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('15% Standard');
    expect(rows[1]!.textContent).toContain('R 30.00');
    expect(rows[2]!.textContent).toContain('0% Zero-rated');
    expect(rows[3]!.textContent).toContain('R 250.00');
    const payable = screen.getByRole('table', { name: 'VAT payable' });
    expect(payable.textContent).toContain('account 1150 VAT/GST input (tax paid)');
    expect(payable.textContent).toContain('R 249.99');
    expect(payable.textContent).toContain('Net refundable');
    expect(screen.getByText(/registration number 4123456789/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });

  it('says so when no line recorded tax in the period', async () => {
    renderWithProviders(<TaxReport start="2026-04-01" end="2026-06-30" />, {
      mocks: [settings(true), report({ rates: [], netPayable: '0.00', inputTax: '0.00' })],
    });
    expect(await screen.findByText('No invoice line recorded VAT in this period.')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'VAT payable' }).textContent).toContain('Net payable');
  });
});
