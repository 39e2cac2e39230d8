// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_KEPT_NOTE } from '../../shared/messages';
import { renderWithProviders } from '../../shared/renderWithProviders';
import { showError, showSuccess } from '../../shared/toaster';
import { DeleteComponentView } from './DeleteComponentView';
import { DeleteInvoiceView } from './DeleteInvoiceView';
import { DownloadInvoiceView } from './DownloadInvoiceView';
import { EmailInvoiceView } from './EmailInvoiceView';
import { componentResult, invoiceResult } from './invoiceFixtures';
import { messages } from './messages';
import { DeleteInvoiceComponentMutation } from './useDeleteInvoiceComponent';
import { DeleteInvoiceMutation } from './useDeleteInvoice';
import { EmailInvoiceMutation } from './useEmailInvoice';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const invoice = invoiceResult();
const component = componentResult();

beforeEach(() => {
  vi.mocked(showSuccess).mockClear();
  vi.mocked(showError).mockClear();
});
afterEach(cleanup);

async function choose(confirm: 'Y' | 'N' | null, button: string) {
  const user = userEvent.setup();
  const select = screen.getByLabelText('Confirm');
  expect(select).toHaveProperty('value', 'N'); // the confirmation starts as N
  if (confirm) await user.selectOptions(select, confirm);
  await user.click(screen.getByRole('button', { name: button }));
}

describe('the Y/N gate (spec §4/§5)', () => {
  it.each([
    ['Email', (onDone: () => void) => <EmailInvoiceView invoice={invoice} onDone={onDone} />],
    ['Download', (onDone: () => void) => <DownloadInvoiceView invoice={invoice} onDone={onDone} />],
    ['Delete', (onDone: () => void) => <DeleteInvoiceView invoice={invoice} onDone={onDone} />],
    ['Delete', (onDone: () => void) => <DeleteComponentView component={component} invoice={invoice} onDone={onDone} />],
  ])('%s stays disabled while the confirmation says N, and sends nothing', async (button, view) => {
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const onDone = vi.fn();
    // No mocks: any request would fail the operation and show a toast.
    renderWithProviders(view(onDone));
    const select = screen.getByLabelText('Confirm');
    expect(select).toHaveProperty('value', 'N'); // the confirmation starts as N
    const action = screen.getByRole('button', { name: button });
    expect(action).toHaveProperty('disabled', true);
    await user.click(action);
    await user.selectOptions(select, 'Y');
    expect(action).toHaveProperty('disabled', false);
    await user.selectOptions(select, 'N');
    expect(action).toHaveProperty('disabled', true);
    expect(onDone).not.toHaveBeenCalled();
    expect(showSuccess).not.toHaveBeenCalled();
    expect(showError).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDone).toHaveBeenCalledOnce(); // Cancel returns to the list
    fetchSpy.mockRestore();
  });

  it('deletes the invoice with Y, then returns to the list', async () => {
    const onDone = vi.fn();
    const mutation = vi.fn(() => ({ data: { deleteInvoice: { __typename: 'DeletedResult', id: invoice.id } } }));
    renderWithProviders(<DeleteInvoiceView invoice={invoice} onDone={onDone} />, {
      mocks: [{ request: { query: DeleteInvoiceMutation, variables: { id: invoice.id } }, result: mutation }],
    });
    await choose('Y', 'Delete');
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(mutation).toHaveBeenCalledOnce();
    expect(showSuccess).toHaveBeenCalledWith(messages.deleteInvoice.success);
  });

  it('deletes a component with Y, then returns to the components', async () => {
    const onDone = vi.fn();
    renderWithProviders(<DeleteComponentView component={component} invoice={invoice} onDone={onDone} />, {
      mocks: [
        {
          request: { query: DeleteInvoiceComponentMutation, variables: { id: component.id } },
          result: {
            data: {
              deleteInvoiceComponent: {
                __typename: 'InvoiceComponentDeleteResult',
                id: component.id,
                invoice: { ...invoiceResult({ amount: '0.00', amountDue: '0.00' }), components: [] },
              },
            },
          },
        },
      ],
    });
    await choose('Y', 'Delete');
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(showSuccess).toHaveBeenCalledWith(messages.deleteComponent.success);
  });

  it("emails with Y to the client's address by default, or to the one typed", async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderWithProviders(<EmailInvoiceView invoice={invoice} onDone={onDone} />, {
      mocks: [
        {
          request: {
            query: EmailInvoiceMutation,
            variables: (v: { id: string; to?: string | null; idempotencyKey?: string | null }) =>
              v.id === invoice.id && v.to === 'accounts@example.org' && Boolean(v.idempotencyKey),
          },
          result: {
            data: {
              emailInvoice: {
                __typename: 'EmailResult',
                to: 'accounts@example.org',
                messageId: null,
                status: 'KEPT',
                error: null,
              },
            },
          },
        },
      ],
    });
    const to = screen.getByLabelText(/^To/);
    expect(to).toHaveProperty('value', 'thandi@example.com');
    await user.clear(to);
    await user.type(to, 'accounts@example.org');
    await choose('Y', 'Email');
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    // no mail server in this answer (KEPT): the toast says so on a second line
    expect(showSuccess).toHaveBeenCalledWith(`${messages.email.success}\n${EMAIL_KEPT_NOTE}`);
  });

  it('shows the failure toast when the mail server refused the invoice (it waits in the Outbox)', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderWithProviders(<EmailInvoiceView invoice={invoice} onDone={onDone} />, {
      mocks: [
        {
          request: {
            query: EmailInvoiceMutation,
            variables: (v: { id: string; to?: string | null; idempotencyKey?: string | null }) =>
              v.id === invoice.id && v.to === 'thandi@example.com' && Boolean(v.idempotencyKey),
          },
          result: {
            data: {
              emailInvoice: {
                __typename: 'EmailResult',
                to: 'thandi@example.com',
                messageId: null,
                status: 'FAILED',
                error: '550 Mailbox thandi@example.com does not exist',
              },
            },
          },
        },
      ],
    });
    await user.click(screen.getByLabelText(/^To/)); // the client's address, as it is
    await choose('Y', 'Email');
    await waitFor(() => expect(showError).toHaveBeenCalledWith(expect.stringContaining(messages.email.failure)));
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it('does not send an email to an address that is not one', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderWithProviders(<EmailInvoiceView invoice={invoice} onDone={onDone} />);
    await user.clear(screen.getByLabelText(/^To/));
    await user.type(screen.getByLabelText(/^To/), 'not-an-address');
    await choose('Y', 'Email');
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});
