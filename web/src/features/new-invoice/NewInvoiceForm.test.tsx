// @vitest-environment jsdom
import { GraphQLError } from 'graphql';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showError, showSuccess } from '../../shared/toaster';
import { invoiceResult } from '../invoices/invoiceFixtures';
import { NewInvoiceForm } from './NewInvoiceForm';
import { NewInvoiceCatalogQuery, NewInvoiceClientsQuery, NewInvoiceCreateMutation } from './newInvoiceQueries';
import { businessViewer, renderAs } from './testHarness';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));
beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

const catalogMock = {
  request: { query: NewInvoiceCatalogQuery },
  result: {
    data: {
      products: [
        {
          __typename: 'Product',
          id: '5',
          code: 'C01',
          name: 'Consultation',
          unitCost: '640.00',
          bhfCode: '0190',
          nappiCode: null,
          active: true,
        },
        {
          __typename: 'Product',
          id: '6',
          code: null,
          name: 'Retired',
          unitCost: '1.00',
          bhfCode: null,
          nappiCode: null,
          active: false,
        },
      ],
      billingPlans: [
        {
          __typename: 'BillingPlan',
          id: '3',
          name: 'Monthly physio',
          items: [
            {
              __typename: 'BillingPlanItem',
              id: '31',
              productId: null,
              description: 'Physio session',
              quantity: '4',
              unitCost: '350.00',
              discountPercentage: '10',
              bhfCode: null,
              nappiCode: null,
              modifier: null,
            },
          ],
        },
      ],
    },
  },
  maxUsageCount: 3,
};

const clientsMock = {
  request: { query: NewInvoiceClientsQuery, variables: { search: 'tha' } },
  result: {
    data: {
      clients: {
        __typename: 'ClientPage',
        total: 1,
        clients: [{ __typename: 'ClientRecord', id: '7', name: 'Thandi Mokoena', email: 'thandi@example.com' }],
      },
    },
  },
};

type CreateVariables = { input: { clientId: string; due: string; components: Array<Record<string, unknown>> } };

function createMock(sent: CreateVariables[], answer: 'ok' | 'refused') {
  return {
    request: {
      query: NewInvoiceCreateMutation,
      variables: (variables: Record<string, unknown>) => {
        sent.push(variables as CreateVariables);
        return true;
      },
    },
    result:
      answer === 'ok'
        ? { data: { createInvoice: invoiceResult({ id: '555', uniqueId: 'INV-000555' }) } }
        : {
            errors: [
              new GraphQLError('due 2026-01-01 is before the invoice date 2026-03-31', {
                extensions: { code: 'BAD_USER_INPUT' },
              }),
            ],
          },
  };
}

async function chooseClient(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('searchbox', { name: /Client/ }), 'tha');
  await user.click(await screen.findByRole('button', { name: /Thandi Mokoena/ }, { timeout: 3000 }));
  expect(screen.getByTestId('chosen-client').textContent).toContain('Thandi Mokoena');
}

describe('NewInvoiceForm', () => {
  it('creates an invoice for a health practice with a product line and a free line, codes and all', async () => {
    const user = userEvent.setup();
    const sent: CreateVariables[] = [];
    const onCreated = vi.fn();
    renderAs(<NewInvoiceForm onCreated={onCreated} onCancel={vi.fn()} />, {
      mocks: [catalogMock, clientsMock, createMock(sent, 'ok')],
    });
    await chooseClient(user);

    await screen.findByRole('option', { name: 'C01 Consultation' });
    expect(screen.queryByRole('option', { name: 'Retired' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Product' }), '5');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await user.click(screen.getByRole('button', { name: 'Add free line' }));

    const lines = screen.getAllByTestId('invoice-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByTestId('medical-codes')).toBeTruthy();
    expect(within(lines[0]!).getByRole<HTMLInputElement>('textbox', { name: 'BHF code' }).value).toBe('0190');
    await user.type(within(lines[0]!).getByRole('textbox', { name: 'ICD-10 code 1' }), 'J06.9');
    await user.type(within(lines[1]!).getByRole('textbox', { name: /Description/ }), 'Medicine');
    await user.clear(within(lines[1]!).getByRole('textbox', { name: /Quantity/ }));
    await user.type(within(lines[1]!).getByRole('textbox', { name: /Quantity/ }), '2.5');
    await user.type(within(lines[1]!).getByRole('textbox', { name: /Unit cost/ }), '19.99');
    await user.clear(within(lines[1]!).getByRole('textbox', { name: /Discount/ }));
    await user.type(within(lines[1]!).getByRole('textbox', { name: /Discount/ }), '10');

    expect(within(lines[1]!).getByTestId('line-amount').textContent).toContain('R 44.98');
    expect(screen.getByTestId('invoice-total').textContent).toContain('R 684.98');

    await user.click(screen.getByRole('button', { name: 'Create invoice' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('555'));
    expect(showSuccess).toHaveBeenCalledWith('Created invoice\nINV-000555 for Thandi Mokoena');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.input).toMatchObject({
      clientId: '7',
      due: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      components: [
        expect.objectContaining({
          productId: '5',
          description: 'Consultation',
          unitCost: '640.00',
          bhfCode: '0190',
          diagnosisCode1: 'J06.9',
        }),
        expect.objectContaining({
          description: 'Medicine',
          quantity: '2.5',
          unitCost: '19.99',
          discountPercentage: '10',
        }),
      ],
    });
  });

  it('asks a business (type B) for no medical codes and adds a billing plan items', async () => {
    const user = userEvent.setup();
    const sent: CreateVariables[] = [];
    renderAs(<NewInvoiceForm onCreated={vi.fn()} onCancel={vi.fn()} />, {
      viewer: businessViewer,
      mocks: [catalogMock, clientsMock, createMock(sent, 'ok')],
    });
    await screen.findByRole('option', { name: 'Monthly physio (1 items)' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Billing plan' }), '3');
    await user.click(screen.getByRole('button', { name: 'Add plan items' }));
    await user.click(screen.getByRole('button', { name: 'Add free line' }));
    expect(screen.getAllByTestId('invoice-line')).toHaveLength(2);
    expect(screen.queryByTestId('medical-codes')).toBeNull();
    expect(screen.queryByRole('textbox', { name: /BHF|NAPPI|ICD-10|Modifier/ })).toBeNull();
    // 4 × 350.00 less 10% = 1260.00
    expect(screen.getAllByTestId('line-amount')[0]!.textContent).toContain('$ 1,260.00');
    expect(screen.getByTestId('invoice-total').textContent).toContain('—');

    await user.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(await screen.findByText('Choose a client.')).toBeTruthy();
    expect(screen.getByText('Enter a description.')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('says why the server refused, under the failure text, and stays on the form', async () => {
    const user = userEvent.setup();
    const sent: CreateVariables[] = [];
    const onCreated = vi.fn();
    renderAs(<NewInvoiceForm onCreated={onCreated} onCancel={vi.fn()} />, {
      mocks: [catalogMock, clientsMock, createMock(sent, 'refused')],
    });
    await chooseClient(user);
    await user.click(screen.getByRole('button', { name: 'Add free line' }));
    const line = screen.getByTestId('invoice-line');
    await user.type(within(line).getByRole('textbox', { name: /Description/ }), 'Visit');
    await user.type(within(line).getByRole('textbox', { name: /Unit cost/ }), '100');
    await user.click(screen.getByRole('button', { name: 'Create invoice' }));
    await waitFor(() =>
      expect(showError).toHaveBeenCalledWith(
        'Failed to create invoice. Please try again.\ndue 2026-01-01 is before the invoice date 2026-03-31',
      ),
    );
    expect(onCreated).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Create invoice' })).toBeTruthy();
  });

  it('refuses a due date before the invoice date before asking the server', async () => {
    const user = userEvent.setup();
    renderAs(<NewInvoiceForm onCreated={vi.fn()} onCancel={vi.fn()} />, { mocks: [catalogMock] });
    const due = screen.getByLabelText(/Due date/);
    await user.clear(due);
    await user.type(due, '2000-01-01');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(await screen.findByText('The due date cannot be before the invoice date.')).toBeTruthy();
  });
});
