// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../shared/renderWithProviders';
import { BillingRunListQuery } from './billingRunOperations';
import { BillingRunList } from './BillingRunList';
import { INCOMPLETE_RUN_MESSAGE } from './messages';

afterEach(cleanup);

const run = (id: string, complete: boolean) => ({
  __typename: 'BillingRun',
  id,
  periodStart: '2026-07-01',
  periodEnd: '2026-07-31',
  runAt: '2026-07-31T08:00:00.000Z',
  createdByName: 'Demo Admin',
  invoiceCount: complete ? 3 : 1,
  total: complete ? '2900.00' : '850.00',
  paid: '0.00',
  skippedCount: 0,
  complete,
});

describe('the billing runs list', () => {
  it('marks a run that stopped before its last invoice, and says how to finish it', async () => {
    renderWithProviders(<BillingRunList onOpen={() => undefined} />, {
      mocks: [
        {
          request: { query: BillingRunListQuery },
          result: { data: { billingRuns: [run('2', false), run('1', true)] } },
        },
      ],
      route: '/commonFinancialBillingRuns',
    });
    const rows = await screen.findAllByTestId('billing-run-row');
    expect(rows).toHaveLength(2);
    const tag = within(rows[0]!).getByText('Incomplete').closest('.bp6-tag');
    expect(tag?.getAttribute('title')).toBe(INCOMPLETE_RUN_MESSAGE);
    expect(within(rows[1]!).queryByText('Incomplete')).toBeNull();
  });
});
