// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../shared/renderWithProviders';
import { practitionerChoicesMock as practitionersMock } from '../practitioners/practitionerFixtures';
import { PaymentDetailQuery, PaymentListPageQuery, PractitionerPaymentListPageQuery } from './paymentQueries';
import { PaymentsPage } from './PaymentsPage';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));
afterEach(cleanup);

function payment(id: string, uniqueId: string, type: string, typeLabel: string, amount: string) {
  return {
    __typename: 'Payment' as const,
    id,
    invoiceId: '101',
    invoiceUniqueId: uniqueId,
    componentId: null,
    componentDescription: null,
    clientName: 'Thandi Mokoena',
    description: 'Settlement',
    type,
    typeLabel,
    amount,
    paid: '2026-05-04T08:15:00.000Z',
    createdAt: '2026-05-04T08:15:00.000Z',
    receiptId: null,
    fromCredit: false,
  };
}
const page = (payments: ReturnType<typeof payment>[]) => ({
  __typename: 'PaymentPage' as const,
  data: payments,
  totalRecords: payments.length,
  page: 1,
  size: 20,
});

/** The list query the screen sends first: newest first, 20 a page, nothing filtered. */
const FIRST_QUERY = {
  page: 1,
  size: 20,
  sortField: 'PAID',
  sortOrder: 'DESC',
  search: null,
  types: null,
  start: null,
  end: null,
};
const companyMock = {
  request: { query: PaymentListPageQuery, variables: { query: FIRST_QUERY } },
  result: {
    data: {
      payments: page([
        payment('501', 'INV-000101', 'C', 'Cash', '100.00'),
        payment('502', 'INV-000102', 'B', 'Bank transfer', '2500.50'),
      ]),
    },
  },
  maxUsageCount: 5,
};
const practitionerMock = (practitionerId: string, query: object, payments: ReturnType<typeof payment>[]) => ({
  request: { query: PractitionerPaymentListPageQuery, variables: { practitionerId, query } },
  result: { data: { practitionerPayments: page(payments) } },
  maxUsageCount: 5,
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function render(route: string, mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(
    <>
      <PaymentsPage />
      <LocationProbe />
    </>,
    { mocks, route },
  );
}

const rowIds = async () =>
  (await screen.findAllByTestId('payment-row')).map((row) => row.getAttribute('data-payment-id'));

describe('PaymentsPage', () => {
  it('narrows the list to the practitioner chosen: the URL keeps the choice and their page is asked for', async () => {
    const user = userEvent.setup();
    render('/commonFinancialPayments', [
      practitionersMock,
      companyMock,
      practitionerMock('7', FIRST_QUERY, [payment('601', 'INV-000201', 'W', 'Medical aid', '80.00')]),
    ]);
    expect(await rowIds()).toEqual(['501', '502']);
    const select = screen.getByLabelText<HTMLSelectElement>('Practitioner');
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Kavitha Pillay' })).toBeTruthy());
    expect([...select.options].map((o) => o.text)).toEqual(['All practitioners', 'Kavitha Pillay', 'Lerato Mokoena']);

    await user.selectOptions(select, '7');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('?practitioner=7'));
    await waitFor(async () => expect(await rowIds()).toEqual(['601']));
    const [row] = await screen.findAllByTestId('payment-row');
    expect(within(row!).getByText('INV-000201')).toBeTruthy();
    expect(within(row!).getByText('R 80.00')).toBeTruthy();
    expect(select.value).toBe('7');
  });

  it('sends the type filter with the practitioner from the URL, keeps them while a payment is open, and clears back to all', async () => {
    const user = userEvent.setup();
    const detail = {
      request: { query: PaymentDetailQuery, variables: { id: '701' } },
      result: { data: { payment: payment('701', 'INV-000301', 'C', 'Cash', '45.00') } },
    };
    render('/commonFinancialPayments?practitioner=9', [
      practitionersMock,
      companyMock,
      practitionerMock('9', FIRST_QUERY, [
        payment('701', 'INV-000301', 'C', 'Cash', '45.00'),
        payment('702', 'INV-000302', 'B', 'Bank transfer', '60.00'),
      ]),
      practitionerMock('9', { ...FIRST_QUERY, types: ['C'] }, [payment('701', 'INV-000301', 'C', 'Cash', '45.00')]),
      detail,
      {
        request: { query: PaymentListPageQuery, variables: { query: { ...FIRST_QUERY, types: ['C'] } } },
        result: { data: { payments: page([payment('501', 'INV-000101', 'C', 'Cash', '100.00')]) } },
      },
    ]);
    expect(await rowIds()).toEqual(['701', '702']);
    await user.selectOptions(screen.getByLabelText('Type'), 'C');
    await waitFor(async () => expect(await rowIds()).toEqual(['701']));

    const [row] = await screen.findAllByTestId('payment-row');
    await user.click(within(row!).getByRole('button', { name: 'View' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('?practitioner=9&payment=701'));
    await user.click(await screen.findByRole('button', { name: 'Back to Payments' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('?practitioner=9'));
    expect(await rowIds()).toEqual(['701']);

    await user.selectOptions(screen.getByLabelText('Practitioner'), '');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(''));
    // Back on the company's list, the type filter still applies: the company query with types C.
    await waitFor(async () => expect(await rowIds()).toEqual(['501']));
    expect(screen.getByLabelText<HTMLSelectElement>('Type').value).toBe('C');
  });
});
