// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showError, showSuccess } from '../../shared/toaster';
import { renderWithProviders } from '../../shared/renderWithProviders';
import { messages } from './messages';
import { UnpaidRunDetailQuery } from './unpaidRunQueries';
import { UnpaidRunDetailView } from './UnpaidRunDetailView';
import { RetryUnpaidRunRemindersMutation } from './useRetryUnpaidRun';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const run = (status: 'FINISHED' | 'RUNNING', failed: number) => ({
  __typename: 'UnpaidRun',
  id: '5',
  olderThanDays: 30,
  runAt: '2026-06-01T08:00:00.000Z',
  finishedAt: status === 'FINISHED' ? '2026-06-01T08:01:00.000Z' : null,
  status,
  invoiceCount: 2,
  totalDue: '300.00',
  emailsSent: 2 - failed,
  emailsFailed: failed,
  emailsWithoutAddress: 0,
  emailsPending: status === 'RUNNING' ? failed : 0,
});
const detail = (failed: number) => ({
  request: { query: UnpaidRunDetailQuery, variables: { id: '5' } },
  result: { data: { unpaidRun: { ...run('FINISHED', failed), invoices: [] } } },
});

beforeEach(() => {
  vi.mocked(showSuccess).mockClear();
  vi.mocked(showError).mockClear();
});
afterEach(cleanup);

describe('an unpaid run with failed reminders', () => {
  it('offers to send them again, and says so', async () => {
    const retry = {
      request: { query: RetryUnpaidRunRemindersMutation, variables: { id: '5' } },
      result: { data: { retryUnpaidRunReminders: run('RUNNING', 1) } },
    };
    renderWithProviders(<UnpaidRunDetailView id="5" onBack={() => undefined} />, {
      mocks: [detail(1), retry, { ...detail(0), maxUsageCount: 10 }],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Send failed reminders again' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith(messages.retryReminders.success));
  });

  it('gives the reason when it cannot', async () => {
    const refused = {
      request: { query: RetryUnpaidRunRemindersMutation, variables: { id: '5' } },
      result: { errors: [{ message: 'Unpaid run not found', extensions: { code: 'NOT_FOUND' } }] },
    };
    renderWithProviders(<UnpaidRunDetailView id="5" onBack={() => undefined} />, { mocks: [detail(1), refused] });
    await userEvent.click(await screen.findByRole('button', { name: 'Send failed reminders again' }));
    await waitFor(() =>
      expect(showError).toHaveBeenCalledWith(`${messages.retryReminders.failure}\nUnpaid run not found`),
    );
  });

  it('offers nothing when every reminder went out', async () => {
    renderWithProviders(<UnpaidRunDetailView id="5" onBack={() => undefined} />, { mocks: [detail(0)] });
    await screen.findByTestId('unpaid-run-summary');
    expect(screen.queryByRole('button', { name: 'Send failed reminders again' })).toBeNull();
  });
});
