// @vitest-environment jsdom
import type { MockLink } from '@apollo/client/testing';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showError, showSuccess } from '../../shared/toaster';
import { renderWithProviders } from '../../shared/renderWithProviders';
import { BillingRunJobQuery, BillingRunPreviewQuery } from './billingRunOperations';
import { billingRunMessages, POLL_MS } from './messages';
import { NewBillingRun } from './NewBillingRun';
import { StartBillingRunJobMutation } from './useStartBillingRun';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const PERIOD = { periodStart: '2026-07-01', periodEnd: '2026-07-31' };
const planned = [
  {
    clientId: '11',
    clientName: 'Ann Abel',
    planId: '1',
    planName: 'Monthly chronic care',
    billedFor: 'July 2026',
    amount: '850.00',
  },
  {
    clientId: '12',
    clientName: 'Ben Botha',
    planId: '1',
    planName: 'Monthly chronic care',
    billedFor: 'July 2026',
    amount: '850.00',
  },
  {
    clientId: '13',
    clientName: 'Cara Cele',
    planId: '3',
    planName: 'Quarterly review',
    billedFor: '2026 Q3',
    amount: '1200.00',
  },
];
const skipped = [
  {
    __typename: 'SkippedClient',
    clientId: '14',
    clientName: 'Dan Dube',
    planId: '4',
    planName: 'Annual wellness check',
    reason: 'yearly plan already billed for 2026 (invoice INV-000042)',
  },
];

const previewMock: MockLink.MockedResponse = {
  request: { query: BillingRunPreviewQuery, variables: PERIOD },
  result: {
    data: {
      billingRunPreview: {
        __typename: 'BillingRunPlan',
        ...PERIOD,
        total: '2900.00',
        invoices: planned.map((p) => ({ __typename: 'PlannedInvoice', ...p, lineCount: 2 })),
        skipped,
      },
    },
  },
};

function job(fields: { status: 'RUNNING' | 'SUCCEEDED' | 'FAILED'; done: number; total: number | null }) {
  const succeeded = fields.status === 'SUCCEEDED';
  return {
    __typename: 'BillingRunJob',
    id: 'c0ffee00-0000-4000-8000-000000000001',
    ...PERIOD,
    ...fields,
    finishedAt: fields.status === 'RUNNING' ? null : '2026-07-01T08:00:05.000Z',
    error:
      fields.status === 'FAILED'
        ? {
            __typename: 'BillingRunJobError',
            code: 'INTERNAL_SERVER_ERROR',
            message: 'The finance service failed to answer. Try again later.',
          }
        : null,
    outcome: succeeded
      ? {
          __typename: 'BillingRunResult',
          run: {
            __typename: 'BillingRun',
            id: '7',
            ...PERIOD,
            runAt: '2026-07-01T08:00:05.000Z',
            createdByName: 'Demo Admin',
            invoiceCount: 3,
            total: '2900.00',
            paid: '0.00',
            skippedCount: 1,
            complete: true,
          },
          invoices: planned.map((p) => ({ __typename: 'PlannedInvoice', ...p })),
          skipped,
          total: '2900.00',
        }
      : null,
  };
}

const startMock: MockLink.MockedResponse = {
  request: { query: StartBillingRunJobMutation, variables: PERIOD },
  result: { data: { startBillingRunJob: job({ status: 'RUNNING', done: 0, total: null }) } },
};
const pollMock = (fields: Parameters<typeof job>[0]): MockLink.MockedResponse => ({
  request: { query: BillingRunJobQuery, variables: { id: 'c0ffee00-0000-4000-8000-000000000001' } },
  result: { data: { billingRunJob: job(fields) } },
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

async function previewAndStart(mocks: MockLink.MockedResponse[]) {
  const onOpenRun = vi.fn();
  renderWithProviders(<NewBillingRun onOpenRun={onOpenRun} />, { mocks: [previewMock, startMock, ...mocks] });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  fireEvent.change(screen.getByLabelText('Period start'), { target: { value: PERIOD.periodStart } });
  fireEvent.change(screen.getByLabelText('Period end'), { target: { value: PERIOD.periodEnd } });
  await user.click(screen.getByRole('button', { name: 'Preview' }));
  expect((await screen.findByTestId('billing-run-preview')).textContent).toContain(
    'This run will create 3 invoice(s) for R 2,900.00 and skip 1.',
  );
  await user.click(screen.getByRole('button', { name: 'Start billing run' }));
  return { onOpenRun, user };
}

describe('a billing run started from the screen', () => {
  it('shows "n of N invoices created" while the job runs, then the success toast and the run’s invoices', async () => {
    const { onOpenRun, user } = await previewAndStart([
      pollMock({ status: 'RUNNING', done: 2, total: 3 }),
      pollMock({ status: 'SUCCEEDED', done: 3, total: 3 }),
    ]);
    const progress = await screen.findByTestId('billing-run-progress');
    await waitFor(() => expect(progress.textContent).toContain('2 of 3 invoices created'));
    expect(screen.getByRole('progressbar', { name: 'Billing run progress' }).getAttribute('aria-valuenow')).toBe('67');
    expect(screen.getByRole('button', { name: 'Start billing run' }).hasAttribute('disabled')).toBe(true);
    expect(showSuccess).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    const outcome = await screen.findByTestId('billing-run-outcome');
    expect(outcome.textContent).toContain('Created 3 invoice(s) for R 2,900.00; skipped 1.');
    expect(screen.getByTestId('billing-run-created').textContent).toContain(
      'Cara CeleQuarterly review2026 Q3R 1,200.00',
    );
    expect(screen.getByTestId('billing-run-skipped').textContent).toContain(
      'yearly plan already billed for 2026 (invoice INV-000042)',
    );
    expect(showSuccess).toHaveBeenCalledExactlyOnceWith(billingRunMessages.start.success);
    expect(showError).not.toHaveBeenCalled();
    expect(screen.queryByTestId('billing-run-progress')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open its invoices' }));
    expect(onOpenRun).toHaveBeenCalledWith('7');
  });

  it('shows the exact failure toast when the run fails, and says what it kept', async () => {
    await previewAndStart([pollMock({ status: 'FAILED', done: 1, total: 3 })]);
    const failed = await screen.findByTestId('billing-run-failed');
    expect(failed.textContent).toBe(
      'The billing run stopped after 1 invoice, which is kept; start the same period again to finish it (no client is billed twice): The finance service failed to answer. Try again later.',
    );
    // the spec's sentence, then the reason on a second line
    expect(showError).toHaveBeenCalledExactlyOnceWith(
      'Failed to start billing run. Please try again.\nThe billing run stopped after 1 invoice, which is kept; start the same period again to finish it (no client is billed twice): The finance service failed to answer. Try again later.',
    );
    expect(showSuccess).not.toHaveBeenCalled();
    expect(screen.queryByTestId('billing-run-outcome')).toBeNull();
    expect(screen.getByRole('button', { name: 'Start billing run' }).hasAttribute('disabled')).toBe(false);
  });
});

describe('the period pickers', () => {
  it('are the app’s YYYY-MM-DD date inputs; a period typed wrong shows its error and Preview stays off', () => {
    renderWithProviders(<NewBillingRun onOpenRun={vi.fn()} />);
    const start = screen.getByLabelText('Period start');
    const end = screen.getByLabelText('Period end');
    expect(start.getAttribute('type')).toBe('text'); // not the browser's mm/dd/yyyy date input
    expect(start.getAttribute('placeholder')).toBe('YYYY-MM-DD');
    fireEvent.focus(start);
    fireEvent.change(start, { target: { value: '07/01/2026' } });
    fireEvent.blur(start);
    fireEvent.change(end, { target: { value: PERIOD.periodEnd } });
    expect(screen.getByText('"07/01/2026" is not a date: use YYYY-MM-DD')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Preview' }).hasAttribute('disabled')).toBe(true);
  });
});
