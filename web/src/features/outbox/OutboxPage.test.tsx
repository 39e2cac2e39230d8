// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showError, showSuccess } from '../../shared/toaster';
import { renderWithProviders } from '../../shared/renderWithProviders';
import { messages, uncertainHint } from './messages';
import { OutboxPage } from './OutboxPage';
import { OutboxListQuery, OutboxMessageQuery, ResendMessageMutation } from './outboxQueries';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const attachment = {
  __typename: 'OutboxAttachment',
  position: 0,
  fileName: 'INV-0007.pdf',
  contentType: 'application/pdf',
  sizeBytes: 2048,
  downloadUrl: '/download/outbox/7/0',
};
const message = (status: string, error: string | null, extra: object = {}) => ({
  __typename: 'OutboxMessage',
  id: '7',
  kind: 'invoice',
  to: 'thandi@example.com',
  cc: null,
  subject: 'Invoice INV-0007 from Demo Health Practice',
  status,
  error,
  attempts: 1,
  createdAt: '2026-06-01T08:00:00.000Z',
  sentAt: null,
  attachments: [attachment],
  ...extra,
});
const failed = message('FAILED', '550 Mailbox thandi@example.com does not exist');
const listMock = {
  request: { query: OutboxListQuery, variables: { status: null, offset: 0, limit: 25 } },
  result: { data: { outbox: { __typename: 'OutboxPage', total: 1, offset: 0, limit: 25, messages: [failed] } } },
  maxUsageCount: 5,
};
const detailMock = {
  request: { query: OutboxMessageQuery, variables: { id: '7' } },
  result: {
    data: { outboxMessage: { ...failed, text: 'Dear Thandi,\n\nPlease find attached invoice INV-0007.', html: null } },
  },
  maxUsageCount: 5,
};
const resendMock = (status: string, error: string | null) => ({
  request: { query: ResendMessageMutation, variables: { id: '7' } },
  result: {
    data: { resendMessage: { ...message(status, error, { attempts: 2 }), text: 'Dear Thandi,', html: null } },
  },
});

beforeEach(() => {
  vi.mocked(showSuccess).mockClear();
  vi.mocked(showError).mockClear();
});
afterEach(cleanup);

async function openMessage() {
  const user = userEvent.setup();
  const row = (await screen.findByText('thandi@example.com')).closest('tr')!;
  expect(within(row).getByText('Failed')).toBeTruthy();
  expect(within(row).getByText('INV-0007.pdf')).toBeTruthy();
  expect(within(row).getByText(/550 Mailbox/)).toBeTruthy();
  await user.click(within(row).getByRole('button', { name: 'View' }));
  expect(await screen.findByText(/Please find attached invoice INV-0007/)).toBeTruthy();
  expect(screen.getByRole('button', { name: /INV-0007.pdf \(2 kB\)/ })).toBeTruthy();
  return user;
}

describe('the Outbox', () => {
  it('lists messages with recipient, subject, attachments, status and error; resends a failed one', async () => {
    renderWithProviders(<OutboxPage />, { mocks: [listMock, detailMock, resendMock('SENT', null)] });
    const user = await openMessage();
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith(messages.resend.success));
    expect(showError).not.toHaveBeenCalled();
  });

  it('tells the mail server’s reason on a second line when the resend fails again', async () => {
    renderWithProviders(<OutboxPage />, {
      mocks: [listMock, detailMock, resendMock('FAILED', '421 Try again later')],
    });
    const user = await openMessage();
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith(`${messages.resend.failure}\n421 Try again later`));
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it('shows a message that may have been sent as such, with the choice to resend it', async () => {
    const uncertain = message('UNCERTAIN', 'May have been sent: the server stopped while sending this message');
    renderWithProviders(<OutboxPage />, {
      mocks: [
        { ...listMock, result: { data: { outbox: { ...listMock.result.data.outbox, messages: [uncertain] } } } },
        { ...detailMock, result: { data: { outboxMessage: { ...uncertain, text: 'Dear Thandi,', html: null } } } },
        resendMock('SENT', null),
      ],
    });
    const user = userEvent.setup();
    const row = (await screen.findByText('thandi@example.com')).closest('tr')!;
    expect(within(row).getByText('May have been sent')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'View' }));
    expect(await screen.findByText(uncertainHint)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith(messages.resend.success));
  });

  it('says so when there are no messages', async () => {
    renderWithProviders(<OutboxPage />, {
      mocks: [
        {
          ...listMock,
          result: { data: { outbox: { __typename: 'OutboxPage', total: 0, offset: 0, limit: 25, messages: [] } } },
        },
      ],
    });
    expect(await screen.findByText('No messages found.')).toBeTruthy();
  });
});
