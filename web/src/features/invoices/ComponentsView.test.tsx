// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComponentsView } from './ComponentsView';
import { componentActions, componentResult, invoiceResult } from './invoiceFixtures';
import { InvoiceComponentsQuery } from './invoiceQueries';
import { renderWithProviders } from '../../shared/renderWithProviders';
import { InvoiceTab } from './invoiceTabs';
import type { InvoiceTabs } from './useInvoiceTabs';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));
afterEach(cleanup);

const tabs: InvoiceTabs = {
  state: { tab: InvoiceTab.Components, invoiceId: '101' },
  open: vi.fn(),
  toList: vi.fn(),
  toComponents: vi.fn(),
  practitionerId: null,
  setPractitioner: vi.fn(),
};

describe('ComponentsView (tab 6)', () => {
  it('offers on each line exactly the actions the server allows', async () => {
    const lines = [
      componentResult({ id: '1', description: 'Open line' }),
      componentResult({
        id: '2',
        description: 'Part-paid line',
        paid: '100.00',
        amountDue: '1150.00',
        actions: componentActions({ canUpdate: true, canDelete: false, canPay: true }),
      }),
      componentResult({
        id: '3',
        description: 'Paid line',
        paid: '1250.00',
        amountDue: '0.00',
        actions: componentActions({ canUpdate: false, canDelete: false, canPay: false }),
      }),
    ];
    renderWithProviders(<ComponentsView invoiceId="101" tabs={tabs} />, {
      mocks: [
        {
          request: { query: InvoiceComponentsQuery, variables: { invoiceId: '101' } },
          result: { data: { invoice: invoiceResult(), invoiceComponents: lines } },
        },
      ],
    });
    const rows = await screen.findAllByTestId('component-row');
    const buttons = (row: HTMLElement) =>
      within(row)
        .queryAllByRole('button')
        .map((b) => b.textContent);
    expect(rows.map(buttons)).toEqual([['Update', 'Delete', 'Pay'], ['Update', 'Pay'], []]);
  });
});
