// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../shared/renderWithProviders';
import { ClientPaymentChoicesQuery } from './clientPayments';
import { PaymentClientSearchQuery, ReceivePaymentView } from './ReceivePaymentView';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

afterEach(cleanup);

describe('pay several invoices from the payments area', () => {
  it("finds the client who paid, then shows what the client owes and the spread's total", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReceivePaymentView onDone={vi.fn()} />, {
      mocks: [
        {
          request: { query: PaymentClientSearchQuery, variables: { search: null } },
          result: {
            data: {
              clients: {
                __typename: 'ClientPage',
                total: 1,
                clients: [{ __typename: 'ClientRecord', id: '7', name: 'Thandi Mokoena', email: null }],
              },
            },
          },
        },
        {
          request: { query: ClientPaymentChoicesQuery, variables: { clientId: '7' } },
          maxUsageCount: 3,
          result: {
            data: {
              clientInvoices: [
                {
                  __typename: 'Invoice',
                  id: '100',
                  uniqueId: 'INV-000100',
                  invoiced: '2026-02-01T08:30:00.000Z',
                  status: 'I',
                  amount: '200.00',
                  paid: '50.00',
                  amountDue: '150.00',
                },
              ],
              clientCredit: { __typename: 'ClientCredit', clientId: '7', credit: '0.00' },
            },
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Thandi Mokoena' }));
    const owes = await screen.findByTestId('client-owes');
    await waitFor(() => expect(owes.textContent).toBe('Thandi Mokoena owes R 150.00 on 1 invoice.'));
    expect(screen.getByTestId('spread-total').textContent).toBe(
      'To invoices: R 150.00. Kept as credit: R 0.00. Credit after: R 0.00.',
    );
  });
});
