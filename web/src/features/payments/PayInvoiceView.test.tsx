// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PayClientInvoicesMutationVariables, PayInvoiceMutationVariables } from '../../gql/graphql';
import { showError, showSuccess } from '../../shared/toaster';
import { invoiceResult } from '../invoices/invoiceFixtures';
import { renderWithProviders } from '../../shared/renderWithProviders';
import { PayInvoiceMutation } from './usePayInvoice';
import { ApplyClientCreditMutation, ClientPaymentChoicesQuery, PayClientInvoicesMutation } from './clientPayments';
import { PayInvoiceView } from './PayInvoiceView';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const invoice = invoiceResult({ amount: '1250.00', paid: '250.00', amountDue: '1000.00' });

const choices = (credit: string) => ({
  request: { query: ClientPaymentChoicesQuery, variables: { clientId: '7' } },
  maxUsageCount: 5,
  result: {
    data: {
      clientInvoices: [
        {
          __typename: 'Invoice',
          id: '101',
          uniqueId: 'INV-000101',
          invoiced: '2026-03-01T08:30:00.000Z',
          status: 'I',
          amount: '1250.00',
          paid: '250.00',
          amountDue: '1000.00',
        },
        {
          __typename: 'Invoice',
          id: '100',
          uniqueId: 'INV-000100',
          invoiced: '2026-02-01T08:30:00.000Z',
          status: 'I',
          amount: '200.00',
          paid: '0.00',
          amountDue: '200.00',
        },
      ],
      clientCredit: { __typename: 'ClientCredit', clientId: '7', credit },
    },
  },
});

beforeEach(() => {
  vi.mocked(showSuccess).mockClear();
  vi.mocked(showError).mockClear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-01T08:47:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

describe('pay an invoice (tab 8): any amount up to what it owes', () => {
  it('defaults to the amount due, editable, and sends a part payment', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    const sent: PayInvoiceMutationVariables[] = [];
    renderWithProviders(<PayInvoiceView invoice={invoice} onDone={onDone} />, {
      mocks: [
        choices('0.00'),
        {
          request: {
            query: PayInvoiceMutation,
            variables: (variables: PayInvoiceMutationVariables) => {
              sent.push(variables);
              return variables.input.amount === '400.00';
            },
          },
          result: {
            data: {
              payInvoice: {
                __typename: 'PaymentResult',
                created: true,
                payment: {
                  __typename: 'Payment',
                  id: '9',
                  amount: '400.00',
                  paid: '2026-03-01T08:00:00.000Z',
                  type: 'B',
                },
                invoice: { ...invoiceResult({ paid: '650.00', amountDue: '600.00' }), components: [] },
              },
            },
          },
        },
      ],
    });
    const amount = screen.getByLabelText(/^Amount/);
    expect(amount).toHaveProperty('value', '1000.00');
    expect(amount).toHaveProperty('readOnly', false);
    await user.clear(amount);
    await user.type(amount, '1000.01');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('The amount cannot be more than the amount due (R 1,000.00).')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '400');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(sent[0]?.invoiceId).toBe('101');
    expect(showSuccess).toHaveBeenCalledWith('Allocated payment to invoice');
    expect(screen.queryByText('Apply credit')).toBeNull();
  });

  it("offers Apply credit when the client has credit, and gives the server's reason when it fails", async () => {
    const user = userEvent.setup();
    renderWithProviders(<PayInvoiceView invoice={invoice} onDone={vi.fn()} />, {
      mocks: [
        choices('20.00'),
        {
          request: { query: ApplyClientCreditMutation, variables: () => true },
          result: {
            errors: [
              {
                message: "The 20.00 to apply is more than the client's credit of 0.00",
                extensions: { code: 'BAD_USER_INPUT' },
              },
            ],
          },
        },
      ],
    });
    expect((await screen.findByTestId('client-credit')).textContent).toMatch(/has R 20.00 credit/);
    await user.click(screen.getByRole('button', { name: 'Apply credit' }));
    await waitFor(() => expect(showError).toHaveBeenCalledOnce());
    expect(vi.mocked(showError).mock.calls[0]![0]).toBe(
      "Failed to apply credit to invoice. Please try again.\nThe 20.00 to apply is more than the client's credit of 0.00",
    );
  });
});

describe('pay several invoices of a client', () => {
  it('spreads oldest first by default, shows the total and the credit that would remain, and sends once', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    const sent: PayClientInvoicesMutationVariables[] = [];
    renderWithProviders(<PayInvoiceView invoice={invoice} onDone={onDone} />, {
      mocks: [
        choices('5.00'),
        {
          request: {
            query: PayClientInvoicesMutation,
            variables: (variables: PayClientInvoicesMutationVariables) => {
              sent.push(variables);
              return true;
            },
          },
          result: {
            data: {
              payClientInvoices: {
                __typename: 'ClientPaymentResult',
                created: true,
                credit: '55.00',
                receipt: { __typename: 'PaymentReceipt', id: '3', amount: '1250.00', creditKept: '50.00' },
                invoices: [],
              },
            },
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Pay several invoices of Thandi Mokoena' }));
    const amount = await screen.findByLabelText(/^Amount paid/);
    await waitFor(() => expect(amount).toHaveProperty('value', '1200.00'));
    await user.clear(amount);
    await user.type(amount, '1250');
    expect(screen.getByTestId('spread-total').textContent).toBe(
      'To invoices: R 1,200.00. Kept as credit: R 50.00. Credit after: R 55.00.',
    );
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      clientId: '7',
      input: { amount: '1250.00', spread: 'OLDEST_FIRST', keepCredit: true, type: 'B' },
    });
    expect(showSuccess).toHaveBeenCalledWith('Allocated payment to invoice');
  });

  it('takes amounts per invoice and refuses one above what the invoice owes, without sending', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PayInvoiceView invoice={invoice} onDone={vi.fn()} />, { mocks: [choices('0.00')] });
    await user.click(await screen.findByRole('button', { name: 'Pay several invoices of Thandi Mokoena' }));
    await user.click(await screen.findByLabelText('Amounts per invoice'));
    await user.type(await screen.findByLabelText('Amount for INV-000100'), '200.01');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect((await screen.findByTestId('spread-error')).textContent).toMatch(
      /INV-000100 cannot be more than what it owes/,
    );
    expect(showError).not.toHaveBeenCalled();
  });
});
