// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showError, showSuccess } from '../../shared/toaster';
import { renderWithProviders } from '../../shared/renderWithProviders';
import { EMAIL_KEPT_NOTE } from '../../shared/messages';
import { PaymentDetailQuery } from './paymentQueries';
import { PaymentDetailView } from './PaymentDetailView';
import { EmailReceiptMutation } from './useReceipt';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const payment = {
  __typename: 'Payment' as const,
  id: '501',
  invoiceId: '101',
  invoiceUniqueId: 'INV-000101',
  componentId: null,
  componentDescription: null,
  clientName: 'Thandi Mokoena',
  description: 'Settlement',
  type: 'B',
  typeLabel: 'Bank Transfer',
  amount: '100.00',
  paid: '2026-05-04T08:15:00.000Z',
  createdAt: '2026-05-04T08:15:00.000Z',
  receiptId: '7',
  fromCredit: false,
};
const detailMock = {
  request: { query: PaymentDetailQuery, variables: { id: '501' } },
  result: { data: { payment: { ...payment, clientEmail: 'thandi@example.com' } } },
};
const emailMock = (status: string, error: string | null = null) => ({
  request: {
    query: EmailReceiptMutation,
    variables: (v: { paymentId: string; to?: string | null; idempotencyKey?: string | null }) =>
      v.paymentId === '501' && v.to === 'thandi@example.com' && Boolean(v.idempotencyKey),
  },
  result: { data: { emailReceipt: { __typename: 'EmailResult', to: 'thandi@example.com', status, error } } },
});

function renderView(mocks: unknown[]) {
  renderWithProviders(<PaymentDetailView id="501" onDelete={vi.fn()} onBack={vi.fn()} />, {
    mocks: mocks as never,
    route: '/commonFinancialPayments',
  });
}

describe('PaymentDetailView receipt actions', () => {
  beforeEach(() => {
    vi.mocked(showSuccess).mockClear();
    vi.mocked(showError).mockClear();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    URL.createObjectURL = vi.fn(() => 'blob:folio/1');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('downloads the receipt PDF from the gateway with the token', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('%PDF-1.7', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="Receipt-R-7.pdf"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderView([detailMock]);
    await userEvent.click(await screen.findByRole('button', { name: 'Download receipt' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Downloaded receipt'));
    expect(fetchMock).toHaveBeenCalledWith('http://localhost:3000/download/receipt/501', {
      headers: { Authorization: 'Bearer token-1' },
    });
  });

  it('shows the server’s reason when the download is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ errors: [{ message: 'Payment not found', extensions: { code: 'NOT_FOUND' } }] }),
            {
              status: 404,
              headers: { 'content-type': 'application/json' },
            },
          ),
      ),
    );
    renderView([detailMock]);
    await userEvent.click(await screen.findByRole('button', { name: 'Download receipt' }));
    await waitFor(() =>
      expect(showError).toHaveBeenCalledWith('Failed to download receipt. Please try again.\nPayment not found'),
    );
  });

  it('emails the receipt; kept in the Outbox it says so on a second line', async () => {
    renderView([detailMock, emailMock('KEPT')]);
    await userEvent.click(await screen.findByRole('button', { name: 'Email receipt' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith(`Emailed receipt\n${EMAIL_KEPT_NOTE}`));
  });

  it("offers the client's address in To, sends to another one typed, and refuses a wrong one without sending", async () => {
    const keys: string[] = [];
    renderView([
      detailMock,
      {
        request: {
          query: EmailReceiptMutation,
          variables: (v: { paymentId: string; to?: string | null; idempotencyKey?: string | null }) => {
            keys.push(v.idempotencyKey ?? '');
            return v.to === 'accounts@example.com';
          },
        },
        result: {
          data: {
            emailReceipt: { __typename: 'EmailResult', to: 'accounts@example.com', status: 'SENT', error: null },
          },
        },
      },
    ]);
    const to = await screen.findByLabelText(/^To/);
    await waitFor(() => expect(to).toHaveProperty('value', 'thandi@example.com'));
    await userEvent.clear(to);
    await userEvent.click(screen.getByRole('button', { name: 'Email receipt' }));
    expect(screen.getByText('Enter the address to send the receipt to.')).toBeTruthy();
    await userEvent.type(to, 'accounts@example');
    await userEvent.click(screen.getByRole('button', { name: 'Email receipt' }));
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    expect(keys).toHaveLength(0);
    await userEvent.type(to, '.com');
    await userEvent.click(screen.getByRole('button', { name: 'Email receipt' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith('Emailed receipt'));
    expect(keys).toHaveLength(1);
  });

  it('a refused send is a failure toast with the mail server’s reason', async () => {
    renderView([detailMock, emailMock('FAILED', '550 no such user')]);
    await userEvent.click(await screen.findByRole('button', { name: 'Email receipt' }));
    await waitFor(() =>
      expect(showError).toHaveBeenCalledWith(
        'Failed to email receipt. Please try again.\nThe mail server refused it: 550 no such user. It is in the Outbox to resend.',
      ),
    );
  });
});
