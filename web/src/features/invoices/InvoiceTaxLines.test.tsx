// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../shared/renderWithProviders';
import { InvoiceTaxLines, InvoiceTaxLinesQuery } from './InvoiceTaxLines';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const line = (id: string, amount: string, taxRate: number | null, taxAmount: string) => ({
  __typename: 'InvoiceComponent',
  id,
  description: `Line ${id}`,
  amount,
  taxRate,
  taxAmount,
});
const mock = (components: unknown[]) => ({
  request: { query: InvoiceTaxLinesQuery, variables: { invoiceId: '7' } },
  result: {
    data: {
      viewer: {
        __typename: 'Viewer',
        company: { __typename: 'Company', id: '1', taxName: 'VAT', taxRegistrationNumber: '4123456789' },
      },
      invoiceComponents: components,
    },
  },
});

afterEach(cleanup);

describe('the VAT of an invoice’s lines', () => {
  it('shows each taxed line’s rate and tax, and the totals', async () => {
    renderWithProviders(<InvoiceTaxLines invoiceId="7" currencySymbol="R" />, {
      mocks: [
        mock([line('1', '115.00', 1500, '15.00'), line('2', '50.00', 0, '0.00'), line('3', '0.23', 1500, '0.03')]),
      ],
    });
    const table = await screen.findByRole('table', { name: 'VAT per line' });
    expect(within(table).getAllByTestId('tax-line')).toHaveLength(3);
    expect(within(table).getAllByTestId('tax-line')[0]!.textContent).toContain('15%');
    const total = within(table).getByTestId('tax-total');
    expect(total.textContent).toContain('R 15.03');
    expect(total.textContent).toContain('R 165.23');
    expect(screen.getByText('VAT (registration number 4123456789)')).toBeTruthy();
  });

  it('shows nothing when no line recorded tax', async () => {
    const { container } = renderWithProviders(<InvoiceTaxLines invoiceId="7" currencySymbol="£" />, {
      mocks: [mock([line('1', '120.00', null, '0.00')])],
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });
});
