// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../app/paths';
import { clientRow, renderClients } from './clientTestHarness';
import { ClientDetailsQuery } from './clientQueries';
import { ClientPage } from './ClientPage';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));
afterEach(cleanup);

const details = (overrides: Record<string, unknown> = {}) => ({
  ...clientRow(overrides),
  summary: { __typename: 'ClientSummary', invoiceCount: 2, invoiced: '1500.00', paid: '500.00', owed: '1000.00' },
  invoices: [
    {
      __typename: 'Invoice',
      id: '31',
      uniqueId: 'INV-0031',
      statusLabel: 'Invoiced',
      invoiced: '2026-03-01T08:30:00.000Z',
      due: '2026-03-31',
      amount: '1000.00',
      paid: '0.00',
      amountDue: '1000.00',
    },
  ],
});
const detailsMock = (client: object | null) => ({
  request: { query: ClientDetailsQuery, variables: { id: '7' } },
  result: { data: { client } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
const at = `${paths.clients}/7`;

describe('a client’s page', () => {
  it('shows the details, the figures and the invoices; the medical aid for a health company', async () => {
    renderClients(<ClientPage />, [detailsMock(details())], { username: 'health.admin', at, route: paths.client });
    const figures = await screen.findByTestId('client-summary');
    expect(within(figures).getByText('2')).toBeTruthy();
    expect(within(figures).getByText(/1,000\.00/)).toBeTruthy();
    expect(screen.getByText('DH-12345')).toBeTruthy();
    const invoices = screen.getByTestId('client-invoices');
    expect(within(invoices).getByText('INV-0031')).toBeTruthy();
    expect(within(invoices).getByText('2026-03-01')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ada Lovelace' })).toBeTruthy();
  });

  it('hides the medical aid from a business company', async () => {
    renderClients(<ClientPage />, [detailsMock(details())], { username: 'business.admin', at, route: paths.client });
    await screen.findByTestId('client-summary');
    expect(screen.queryByText('Medical aid number')).toBeNull();
    expect(screen.queryByText('DH-12345')).toBeNull();
  });

  it('says when there is no such client', async () => {
    renderClients(<ClientPage />, [detailsMock(null)], { at, route: paths.client });
    await waitFor(() => expect(screen.getByText(/No such client/)).toBeTruthy());
  });
});
