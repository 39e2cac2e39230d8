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
  ...clientRow(),
  summary: { __typename: 'ClientSummary', invoiceCount: 2, invoiced: '1500.00', paid: '500.00', owed: '1000.00' },
  credit: '320.00',
  balance: '680.00',
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
  payments: [
    {
      __typename: 'ClientPaymentEntry',
      kind: 'RECEIPT',
      receiptId: '4',
      paymentId: '41',
      paid: '2026-03-20T10:00:00.000Z',
      type: 'B',
      typeLabel: 'Bank Transfer',
      description: 'EFT March',
      amount: '1000.00',
      allocations: [
        allocation('41', 'INV-0030', '380.00'),
        { ...allocation('42', 'INV-0031', '300.00'), componentDescription: 'Consultation' },
      ],
      creditKept: '320.00',
      reversed: '0.00',
    },
    {
      __typename: 'ClientPaymentEntry',
      kind: 'CREDIT',
      receiptId: null,
      paymentId: '43',
      paid: '2026-04-02T08:00:00.000Z',
      type: 'O',
      typeLabel: 'Other',
      description: 'Paid from client credit',
      amount: '100.00',
      allocations: [allocation('43', 'INV-0032', '100.00')],
      creditKept: '0.00',
      reversed: '0.00',
    },
  ],
  ...overrides,
});
const allocation = (paymentId: string, invoiceUniqueId: string, amount: string) => ({
  __typename: 'ClientPaymentAllocation',
  paymentId,
  invoiceId: paymentId,
  invoiceUniqueId,
  componentDescription: null,
  amount,
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

  it('shows the credit and the balance beside what is owed, and every payment with where it went', async () => {
    renderClients(<ClientPage />, [detailsMock(details())], { username: 'health.admin', at, route: paths.client });
    expect(within(await screen.findByTestId('client-credit')).getByText('R 320.00')).toBeTruthy();
    expect(within(screen.getByTestId('client-balance')).getByText('R 680.00')).toBeTruthy();
    const rows = within(screen.getByTestId('client-payments')).getAllByTestId('client-payment-row');
    expect(rows).toHaveLength(2);
    const [receipt, credit] = rows as [HTMLElement, HTMLElement];
    expect(within(receipt).getByText('Bank Transfer')).toBeTruthy();
    expect(within(receipt).getByText('Payment over invoices')).toBeTruthy();
    expect(within(receipt).getByText('R 1,000.00')).toBeTruthy();
    expect(within(receipt).getByText('INV-0030: R 380.00')).toBeTruthy();
    expect(within(receipt).getByText('INV-0031 (Consultation): R 300.00')).toBeTruthy();
    expect(within(receipt).getByText('R 320.00')).toBeTruthy();
    expect(within(receipt).getByRole('link', { name: '2026-03-20' }).getAttribute('href')).toBe(
      `/commonFinancialPayments?payment=41`,
    );
    expect(within(credit).getByText('Credit applied')).toBeTruthy();
    expect(within(credit).getByText('INV-0032: R 100.00')).toBeTruthy();
    expect(within(credit).getByText('—')).toBeTruthy();
  });

  it('says when the client has no payments, and shows what of a receipt was reversed since', async () => {
    const reversed = {
      ...details().payments[0],
      allocations: [allocation('41', 'INV-0030', '380.00')],
      reversed: '300.00',
    };
    renderClients(<ClientPage />, [detailsMock(details({ payments: [reversed] }))], {
      username: 'health.admin',
      at,
      route: paths.client,
    });
    expect(await screen.findByText('Reversed since: R 300.00')).toBeTruthy();
    cleanup();
    renderClients(<ClientPage />, [detailsMock(details({ payments: [] }))], { at, route: paths.client });
    expect(await screen.findByText('No payments yet.')).toBeTruthy();
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
