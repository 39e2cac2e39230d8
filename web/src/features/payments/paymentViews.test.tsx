// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PayInvoiceComponentMutationVariables } from '../../gql/graphql';
import { renderWithProviders } from '../../shared/renderWithProviders';
import { showError, showSuccess } from '../../shared/toaster';
import { componentResult, invoiceResult } from '../invoices/invoiceFixtures';
import { messages } from './messages';
import { PayComponentView } from './PayComponentView';
import { PayInvoiceComponentMutation } from './usePayInvoiceComponent';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const invoice = invoiceResult({ amount: '1250.00', paid: '250.00', amountDue: '1000.00' });
const component = componentResult({ amount: '400.00', paid: '100.00', amountDue: '300.00' });

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

describe('pay a component (tab 14)', () => {
  it('offers the amount due, editable, type B and now with minutes 0 in the company zone', () => {
    renderWithProviders(<PayComponentView component={component} invoice={invoice} onDone={vi.fn()} />);
    const amount = screen.getByLabelText(/^Amount/);
    expect(amount).toHaveProperty('value', '300.00');
    expect(amount).toHaveProperty('readOnly', false);
    expect(screen.getByLabelText('Type')).toHaveProperty('value', 'B');
    expect(screen.getByLabelText(/^Paid/)).toHaveProperty('value', '2026-03-01 10:00');
  });

  it("defaults to the component's amount due and refuses more, inline, without sending", async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderWithProviders(<PayComponentView component={component} invoice={invoice} onDone={onDone} />);
    const amount = screen.getByLabelText(/^Amount/);
    expect(amount).toHaveProperty('value', '300.00');
    await user.clear(amount);
    await user.type(amount, '300.01');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('The amount cannot be more than the amount due (R 300.00).')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '10.555');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('The amount can have at most two decimals.')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    expect(showError).not.toHaveBeenCalled();
  });

  it('pays once with an idempotency key made when the form opened, even on a double click', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    const keys: string[] = [];
    renderWithProviders(<PayComponentView component={component} invoice={invoice} onDone={onDone} />, {
      mocks: [
        {
          request: {
            query: PayInvoiceComponentMutation,
            variables: (variables: PayInvoiceComponentMutationVariables) => {
              keys.push(variables.input.idempotencyKey ?? '');
              return (
                variables.componentId === component.id &&
                variables.input.amount === '120.50' &&
                variables.input.type === 'A' &&
                variables.input.paid === '2026-03-01T08:00:00.000Z'
              );
            },
          },
          // long enough for both clicks of the double click to land while the request runs
          delay: 400,
          result: {
            data: {
              payInvoiceComponent: {
                __typename: 'PaymentResult',
                created: true,
                payment: {
                  __typename: 'Payment',
                  id: '1',
                  amount: '120.50',
                  paid: '2026-03-01T08:00:00.000Z',
                  type: 'A',
                },
                component: { ...component, paid: '220.50', amountDue: '179.50' },
                invoice: invoiceResult({ paid: '370.50', amountDue: '879.50' }),
              },
            },
          },
        },
      ],
    });
    const amount = screen.getByLabelText(/^Amount/);
    await user.clear(amount);
    await user.type(amount, '120.5');
    await user.selectOptions(screen.getByLabelText('Type'), 'A');
    const pay = screen.getByRole('button', { name: 'Pay' });
    await user.dblClick(pay);
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce(), { timeout: 5000 });
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(showSuccess).toHaveBeenCalledExactlyOnceWith(messages.payComponent.success);
  });
});
