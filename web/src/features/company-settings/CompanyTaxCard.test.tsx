// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showError, showSuccess } from '../../shared/toaster';
import { renderWithProviders } from '../../shared/renderWithProviders';
import { CompanyTaxCard } from './CompanyTaxCard';
import { CompanyTaxQuery, SetCompanyTaxMutation } from './companyTaxQueries';
import { taxMessages } from './messages';
import { parseRates } from './taxRates';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const ZA_RATES = [
  { __typename: 'TaxRate', rate: 1500, percent: '15', label: 'Standard' },
  { __typename: 'TaxRate', rate: 0, percent: '0', label: 'Zero-rated' },
];
const company = (over: Record<string, unknown> = {}) => ({
  __typename: 'Company',
  id: '1',
  region: 'ZA',
  chargesTax: false,
  taxName: 'VAT',
  taxRegistrationNumber: null,
  taxRatesChosen: false,
  taxRates: ZA_RATES,
  ...over,
});
const viewerMock = (over: Record<string, unknown> = {}) => ({
  request: { query: CompanyTaxQuery },
  result: { data: { viewer: { __typename: 'Viewer', company: company(over) } } },
});

beforeEach(() => {
  vi.mocked(showSuccess).mockClear();
  vi.mocked(showError).mockClear();
});
afterEach(cleanup);

describe('the company VAT/GST card', () => {
  it('starts off with the region’s rates, then turns VAT on with a registration number', async () => {
    const save = {
      request: {
        query: SetCompanyTaxMutation,
        variables: { input: { chargesTax: true, registrationNumber: '4123456789' } },
      },
      result: { data: { setCompanyTax: company({ chargesTax: true, taxRegistrationNumber: '4123456789' }) } },
    };
    renderWithProviders(<CompanyTaxCard />, { mocks: [viewerMock(), save] });
    expect(await screen.findByText(/does not charge VAT/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Rates (%)').value).toBe('15, 0');
    expect(screen.getByText(/The defaults for region ZA/)).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Save VAT settings' });
    expect(button.hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByLabelText('Charges VAT'));
    await userEvent.type(screen.getByLabelText('VAT registration number'), '4123456789');
    await userEvent.click(button);
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith(taxMessages.save.success));
    expect(await screen.findByText(/The company charges VAT/)).toBeTruthy();
  });

  it('sends changed rates as basis points, refuses a wrong one before sending, and shows the server’s reason', async () => {
    const refused = {
      request: {
        query: SetCompanyTaxMutation,
        variables: { input: { chargesTax: true, registrationNumber: '', rates: [1500, 1250] } },
      },
      result: { errors: [{ message: 'taxRates names a rate twice', extensions: { code: 'BAD_USER_INPUT' } }] },
    };
    renderWithProviders(<CompanyTaxCard />, { mocks: [viewerMock({ chargesTax: true }), refused] });
    const rates = await screen.findByLabelText('Rates (%)');
    await userEvent.clear(rates);
    await userEvent.type(rates, '15, 101');
    expect(screen.getByText('"101" is not a rate between 0 and 100 (e.g. 15 or 12.5)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save VAT settings' }).hasAttribute('disabled')).toBe(true);
    await userEvent.clear(rates);
    await userEvent.type(rates, '15; 12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save VAT settings' }));
    await waitFor(() =>
      expect(showError).toHaveBeenCalledWith(`${taxMessages.save.failure}\ntaxRates names a rate twice`),
    );
  });

  it('goes back to the region’s rates', async () => {
    const back = {
      request: {
        query: SetCompanyTaxMutation,
        variables: { input: { chargesTax: true, registrationNumber: '', useRegionRates: true } },
      },
      result: { data: { setCompanyTax: company({ chargesTax: true }) } },
    };
    renderWithProviders(<CompanyTaxCard />, {
      mocks: [
        viewerMock({
          chargesTax: true,
          taxRatesChosen: true,
          taxRates: [{ __typename: 'TaxRate', rate: 1400, percent: '14', label: 'Other' }],
        }),
        back,
      ],
    });
    expect(await screen.findByText(/Chosen by the company/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: "Region's rates" }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith(taxMessages.save.success));
  });
});

describe('parseRates', () => {
  it('reads percentages as basis points without floating point', () => {
    expect(parseRates('15, 0')).toEqual({ rates: [1500, 0] });
    expect(parseRates('20%; 5% 0')).toEqual({ rates: [2000, 500, 0] });
    expect(parseRates('12.5, 9.75')).toEqual({ rates: [1250, 975] });
    expect(parseRates('')).toEqual({ error: 'Give at least one rate, e.g. 15' });
    expect(parseRates('15, 15')).toEqual({ error: '15% is there twice' });
    expect(parseRates('1.234')).toMatchObject({ error: expect.stringContaining('"1.234"') });
  });
});
