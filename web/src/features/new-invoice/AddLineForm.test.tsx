// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showError, showSuccess } from '../../shared/toaster';
import { componentResult, invoiceResult } from '../invoices/invoiceFixtures';
import { AddLineEntry } from './AddLineForm';
import { NewInvoiceAddLineMutation } from './newInvoiceQueries';
import { businessViewer, renderAs } from './testHarness';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));
beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

function addLineMock(sent: unknown[]) {
  return {
    request: {
      query: NewInvoiceAddLineMutation,
      variables: (variables: Record<string, unknown>) => {
        sent.push(variables);
        return true;
      },
    },
    result: {
      data: {
        addInvoiceComponent: {
          __typename: 'InvoiceComponentResult',
          component: componentResult({ id: '77', description: 'Follow-up call' }),
          invoice: invoiceResult({ amount: '1400.00', amountDue: '1400.00' }),
        },
      },
    },
  };
}

describe('Add line on an invoice', () => {
  it('adds a free line with its codes for a health practice, then closes', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderAs(<AddLineEntry invoiceId="101" />, { mocks: [addLineMock(sent)] });
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    const line = screen.getByTestId('invoice-line');
    await user.type(within(line).getByRole('textbox', { name: /Description/ }), 'Follow-up call');
    await user.type(within(line).getByRole('textbox', { name: /Unit cost/ }), '150');
    await user.type(within(line).getByRole('textbox', { name: 'ICD-10 code 1' }), 'z09');
    expect(within(line).getByTestId('line-amount').textContent).toContain('R 150.00');
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Added invoice component'));
    expect(sent).toEqual([
      {
        invoiceId: '101',
        input: expect.objectContaining({
          description: 'Follow-up call',
          quantity: '1',
          unitCost: '150.00',
          discountPercentage: '0',
          diagnosisCode1: 'Z09',
        }),
      },
    ]);
    await waitFor(() => expect(screen.queryByTestId('invoice-line')).toBeNull());
    expect(showError).not.toHaveBeenCalled();
  });

  it('shows no medical codes to a business and checks the line before sending', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderAs(<AddLineEntry invoiceId="101" />, { viewer: businessViewer, mocks: [addLineMock(sent)] });
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    expect(screen.queryByTestId('medical-codes')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    expect(await screen.findByText('Enter a description.')).toBeTruthy();
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Add line' })).toBeTruthy();
  });
});
