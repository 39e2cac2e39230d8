// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invoiceResult } from '../invoices/invoiceFixtures';
import { InvoiceListPageQuery } from '../invoices/invoiceQueries';
import { InvoicesPage } from '../invoices/InvoicesPage';
import { renderWithProviders } from '../../shared/renderWithProviders';
import { practitionerChoicesMock } from '../practitioners/practitionerFixtures';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));
afterEach(cleanup);

const overdue = invoiceResult({ due: '2026-01-01', amount: '100.00', paid: '40.00', amountDue: '60.00' });
const listMock = {
  request: {
    query: InvoiceListPageQuery,
    variables: { query: { sortField: 'INVOICED', sortOrder: 'DESC', page: 1, size: 20 } },
  },
  result: {
    data: { invoices: { __typename: 'InvoicePage', data: [overdue], totalElements: 1, page: 1, size: 20 } },
  },
  maxUsageCount: 5,
};

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}

describe('New invoice on the Invoices page', () => {
  it('opens the form from the list (?new=1) and Cancel returns to the list', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <InvoicesPage />
        <LocationProbe />
      </>,
      { mocks: [listMock, practitionerChoicesMock] },
    );
    const row = await screen.findByTestId('invoice-row');
    // The list marks the overdue invoice and sums the page.
    expect(within(row).getByTestId('overdue').textContent).toMatch(/^Overdue \d+ days$/);
    expect(screen.getByTestId('invoice-page-totals').textContent).toContain('R 60.00');

    await user.click(screen.getByRole('button', { name: 'New invoice' }));
    expect(await screen.findByRole('heading', { name: 'New invoice' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('?new=1');
    expect(screen.queryByTestId('invoice-row')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByTestId('invoice-row')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('');
  });
});
