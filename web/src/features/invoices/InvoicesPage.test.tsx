// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invoiceResult, invoiceWithComponents } from './invoiceFixtures';
import { practitionerChoicesMock } from '../practitioners/practitionerFixtures';
import { InvoiceListPageQuery, PractitionerInvoiceListPageQuery, SelectedInvoiceQuery } from './invoiceQueries';
import { InvoicesPage } from './InvoicesPage';
import { renderWithProviders } from '../../shared/renderWithProviders';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));
afterEach(cleanup);

const unpaid = invoiceResult();
const paid = invoiceResult({
  id: '102',
  uniqueId: 'INV-000102',
  status: 'P',
  statusLabel: 'Paid',
  amount: '1234567.5',
  paid: '1234567.50',
  amountDue: '0.00',
  numberOfClaims: 1,
  actions: {
    canDelete: false,
    canPayInFull: false,
    canCreateClaim: false,
    canAddBillingPlan: false,
    canAddProduct: false,
  },
});

const listMock = {
  request: {
    query: InvoiceListPageQuery,
    variables: { query: { sortField: 'INVOICED', sortOrder: 'DESC', page: 1, size: 20 } },
  },
  result: {
    data: { invoices: { __typename: 'InvoicePage', data: [unpaid, paid], totalElements: 2, page: 1, size: 20 } },
  },
  maxUsageCount: 5,
};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function page(route?: string, mocks: MockLink.MockedResponse[] = [listMock, practitionerChoicesMock]) {
  return renderWithProviders(
    <>
      <InvoicesPage />
      <LocationProbe />
    </>,
    { mocks, ...(route ? { route } : {}) },
  );
}

/** The row's one Actions button opens its menu: the names of the actions offered (the menu is closed again). */
async function actionsOf(user: ReturnType<typeof userEvent.setup>, row: HTMLElement): Promise<string[]> {
  expect(
    within(row)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Actions']);
  await user.click(within(row).getByRole('button', { name: /^Actions for invoice/ }));
  const menu = await screen.findByRole('menu');
  const names = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  return names;
}

/** Opens the row's Actions menu and chooses an action. */
async function chooseAction(user: ReturnType<typeof userEvent.setup>, row: HTMLElement, name: string): Promise<void> {
  await user.click(within(row).getByRole('button', { name: /^Actions for invoice/ }));
  await user.click(await screen.findByRole('menuitem', { name }));
}

describe('InvoicesPage', () => {
  it('lists the invoices with company-zone dates, formatted money and the actions the server allows', async () => {
    const user = userEvent.setup();
    page();
    const rows = await screen.findAllByTestId('invoice-row');
    expect(rows.map((r) => [r.dataset['invoiceId'], r.dataset['status']])).toEqual([
      ['101', 'I'],
      ['102', 'P'],
    ]);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByText('2026-03-01 10:30')).toBeTruthy();
    expect(within(second).getByText('R 1,234,567.50', { selector: '[data-column="amount"]' })).toBeTruthy();
    expect(await actionsOf(user, first)).toEqual([
      'View',
      'Email',
      'Download',
      'Update Status/Date',
      'View Components',
      'Delete',
      'Pay in Full',
      'Add Billing Plan',
      'Add Product',
    ]);
    expect(await actionsOf(user, second)).toEqual([
      'View',
      'Email',
      'Download',
      'Update Status/Date',
      'View Components',
    ]);
    expect(screen.getByTestId('invoice-total').textContent).toBe('Showing 1–2 of 2 invoices');
  });

  it('opens a view in the URL; with the confirmation at N its action is disabled and Cancel returns', async () => {
    const user = userEvent.setup();
    const selected = {
      request: { query: SelectedInvoiceQuery, variables: { id: '101' } },
      result: { data: { invoice: { ...invoiceWithComponents(), payments: [] } } },
    };
    page(undefined, [listMock, practitionerChoicesMock, selected]);
    const [first] = await screen.findAllByTestId('invoice-row');
    await chooseAction(user, first!, 'Delete');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('?tab=7&invoice=101'));
    expect(await screen.findByRole('button', { name: 'Delete' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(''));
    expect(await screen.findAllByTestId('invoice-row')).toHaveLength(2);
  });

  it('a link to an action the server does not allow opens no form, only a way back', async () => {
    const paidOne = invoiceWithComponents({ status: 'P', paid: '1250.00', amountDue: '0.00', actions: paid.actions });
    const selected = {
      request: { query: SelectedInvoiceQuery, variables: { id: '101' } },
      result: { data: { invoice: { ...paidOne, payments: [] } } },
    };
    page('/commonFinancialInvoices?tab=7&invoice=101', [selected]);
    expect(await screen.findByText('Delete for invoice INV-000101 is not possible now')).toBeTruthy();
    expect(screen.queryByLabelText('Confirm')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back to Invoices' })).toBeTruthy();
  });

  it('opens the tab of the URL on load (reload keeps the view)', async () => {
    const selected = {
      request: { query: SelectedInvoiceQuery, variables: { id: '101' } },
      result: { data: { invoice: { ...invoiceWithComponents(), payments: [] } } },
    };
    page('/commonFinancialInvoices?tab=2&invoice=101', [selected]);
    expect(await screen.findByRole('heading', { name: 'Invoice INV-000101' })).toBeTruthy();
    expect(screen.getAllByTestId('component-row')).toHaveLength(1);
  });
  it('narrows the list to a practitioner: their page is asked for, and the choice stays through a view', async () => {
    const user = userEvent.setup();
    const theirs = {
      request: {
        query: PractitionerInvoiceListPageQuery,
        variables: { practitionerId: '9', query: { sortField: 'INVOICED', sortOrder: 'DESC', page: 1, size: 20 } },
      },
      result: {
        data: {
          practitionerInvoices: { __typename: 'InvoicePage', data: [unpaid], totalElements: 1, page: 1, size: 20 },
        },
      },
      maxUsageCount: 5,
    };
    const selected = {
      request: { query: SelectedInvoiceQuery, variables: { id: '101' } },
      result: { data: { invoice: { ...invoiceWithComponents(), payments: [] } } },
    };
    page(undefined, [listMock, practitionerChoicesMock, theirs, selected]);
    expect(await screen.findAllByTestId('invoice-row')).toHaveLength(2);
    const select = screen.getByLabelText<HTMLSelectElement>('Practitioner');
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Lerato Mokoena' })).toBeTruthy());

    await user.selectOptions(select, '9');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('?practitioner=9'));
    await waitFor(() =>
      expect(screen.getAllByTestId('invoice-row').map((r) => r.dataset['invoiceId'])).toEqual(['101']),
    );

    await chooseAction(user, screen.getByTestId('invoice-row'), 'Delete');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('?practitioner=9&tab=7&invoice=101'));
    await screen.findByRole('button', { name: 'Delete' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('?practitioner=9'));
    expect(screen.getAllByTestId('invoice-row').map((r) => r.dataset['invoiceId'])).toEqual(['101']);
    expect(screen.getByLabelText<HTMLSelectElement>('Practitioner').value).toBe('9');

    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(''));
    expect(await screen.findAllByTestId('invoice-row')).toHaveLength(2);
  });
});
