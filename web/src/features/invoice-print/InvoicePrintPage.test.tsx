// @vitest-environment jsdom
import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../app/paths';
import { InvoicePrintPage } from './InvoicePrintPage';
import { InvoicePrintQuery } from './invoicePrintQuery';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const company = {
  __typename: 'Company',
  id: '7',
  name: 'Demo Health Practice',
  address: '1 Long Street\nCape Town',
  phone: '021 555 0100',
  email: 'accounts@demo.example',
  practiceNumber: 'PR-123',
  taxName: 'VAT',
  taxRegistrationNumber: '4123456789',
  currencySymbol: 'R',
  timeZone: 'Africa/Johannesburg',
};

const invoice = {
  __typename: 'Invoice',
  id: '42',
  uniqueId: 'INV-000042',
  statusLabel: 'Unpaid',
  invoiced: '2026-03-31T22:30:00.000Z',
  due: '2026-04-30',
  description: 'March consultations',
  practitionerName: 'Dr Demo',
  amount: '1350.00',
  paid: '200.25',
  amountDue: '1149.75',
  client: { __typename: 'Client', id: '5', name: 'Ada Lovelace', email: 'ada@example.org' },
  components: [
    {
      __typename: 'InvoiceComponent',
      id: '1',
      description: 'Consultation',
      quantity: '2',
      unitCost: '500.00',
      discountPercentage: '10',
      amount: '900.00',
      taxRate: 1500,
      taxAmount: '117.39',
    },
    {
      __typename: 'InvoiceComponent',
      id: '2',
      description: 'X-ray',
      quantity: '1',
      unitCost: '450.00',
      discountPercentage: '0',
      amount: '450.00',
      taxRate: null,
      taxAmount: '0.00',
    },
  ],
  payments: [
    {
      __typename: 'Payment',
      id: '9',
      paid: '2026-04-02T08:00:00.000Z',
      typeLabel: 'Cash',
      description: 'At the desk',
      amount: '200.25',
    },
  ],
};

function renderPrint(mocks: MockLink.MockedResponse[], id = '42') {
  return {
    user: userEvent.setup(),
    ...render(
      <MockedProvider mocks={mocks} cache={new InMemoryCache()}>
        <MemoryRouter initialEntries={[`/commonFinancialInvoices/${id}/print`]}>
          <Routes>
            <Route path={paths.invoicePrint} element={<InvoicePrintPage />} />
          </Routes>
        </MemoryRouter>
      </MockedProvider>,
    ),
  };
}

const answer = (value: unknown): MockLink.MockedResponse => ({
  request: { query: InvoicePrintQuery, variables: { id: '42' } },
  result: { data: { viewer: { __typename: 'Viewer', company }, invoice: value } },
});

describe('InvoicePrintPage', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('lays out the company, the client, the lines, the totals and the payments', async () => {
    renderPrint([answer(invoice)]);
    const sheet = await screen.findByRole('article', { name: 'Invoice INV-000042' });
    expect(within(sheet).getByRole('heading', { name: 'Demo Health Practice' })).toBeTruthy();
    expect(within(sheet).getByText(/1 Long Street/)).toBeTruthy();
    expect(within(sheet).getByText('021 555 0100 · accounts@demo.example')).toBeTruthy();
    expect(within(sheet).getByText('Practice number: PR-123')).toBeTruthy();
    expect(within(sheet).getByText('VAT registration number: 4123456789')).toBeTruthy();
    // The invoice date in the company's time zone: 22:30 UTC on 31 March is 1 April in Johannesburg.
    expect(within(sheet).getByText('2026-04-01')).toBeTruthy();
    expect(within(sheet).getByText('2026-04-30')).toBeTruthy();
    expect(within(sheet).getByText('Ada Lovelace')).toBeTruthy();

    const lines = within(sheet).getByRole('table', { name: 'Lines' });
    const rows = within(lines).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Consultation', '2', 'R 500.00', '10%', '15% R 117.39', 'R 900.00'],
      ['X-ray', '1', 'R 450.00', '', '', 'R 450.00'],
    ]);
    expect(within(lines).getByRole('columnheader', { name: 'VAT' })).toBeTruthy();
    expect(screen.getByTestId('print-tax').textContent).toBe('R 117.39');
    expect(screen.getByTestId('print-total').textContent).toBe('R 1,350.00');
    expect(screen.getByTestId('print-paid').textContent).toBe('R 200.25');
    expect(screen.getByTestId('print-amount-due').textContent).toBe('R 1,149.75');

    const payments = within(sheet).getByRole('table', { name: 'Payments' });
    expect(within(payments).getByText('Cash')).toBeTruthy();
    expect(within(payments).getByText('2026-04-02')).toBeTruthy();
    expect(document.title).toBe('Invoice INV-000042');
  });

  it('prints with window.print, and links back to the invoice', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const untaxed = invoice.components.map((line) => ({ ...line, taxRate: null, taxAmount: '0.00' }));
    const { user } = renderPrint([answer({ ...invoice, components: untaxed, payments: [] })]);
    await screen.findByRole('article', { name: 'Invoice INV-000042' });
    // No line recorded tax: no tax column and no tax total.
    expect(screen.queryByRole('columnheader', { name: 'VAT' })).toBeNull();
    expect(screen.queryByTestId('print-tax')).toBeNull();
    expect(screen.queryByRole('table', { name: 'Payments' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Back to the invoice' }).getAttribute('href')).toBe(
      '#/commonFinancialInvoices?tab=2&invoice=42',
    );
  });

  it('says so when there is no such invoice', async () => {
    renderPrint([answer(null)]);
    expect(await screen.findByText('There is no such invoice.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Print' }).disabled).toBe(true);
  });
});
