// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../shared/renderWithProviders';
import { ClaimDetail } from './ClaimDetail';
import { ClaimDetailQuery } from './claimOperations';
import type { ClaimAction } from './useClaimsRoute';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));
afterEach(cleanup);

/** A submitted claim: the server allows only Check Benefits and Reverse. */
const submitted = {
  __typename: 'Claim',
  id: '12',
  uniqueId: 'CLM-000012',
  invoiceId: '101',
  invoiceUniqueId: 'INV-000101',
  clientName: 'Thandi Mokoena',
  medicalAidName: 'Discovery Health',
  medicalAidNumber: '123456789',
  practitionerId: '1',
  practitionerName: 'Dr A Naidoo',
  submissionMethod: 'D',
  submissionMethodLabel: 'Electronic Data Interchange',
  status: 'S',
  statusLabel: 'Submitted',
  amount: '1250.00',
  benefit: null,
  clearingReference: null,
  notes: '',
  createdAt: '2026-03-01T08:30:00.000Z',
  updatedAt: '2026-03-01T08:30:00.000Z',
  actions: {
    __typename: 'ClaimActions',
    canUpdate: false,
    canDelete: false,
    canSubmit: false,
    canCheckBenefits: true,
    canReverse: true,
  },
  practiceNumber: '0123456',
  medicalAidPlan: null,
  dependantCode: '00',
  invoice: {
    __typename: 'Invoice',
    id: '101',
    numberOfClaims: 1,
    status: 'I',
    actions: { __typename: 'InvoiceActions', canDelete: false, canCreateClaim: false },
  },
  lines: [],
  events: [],
};

function show(action: ClaimAction | null) {
  renderWithProviders(<ClaimDetail id="12" action={action} go={vi.fn()} />, {
    mocks: [
      {
        request: { query: ClaimDetailQuery, variables: { id: '12' } },
        result: {
          data: { claim: submitted, clearingHouse: { __typename: 'ClearingHouse', name: 'Sandbox', sandbox: true } },
        },
      },
    ],
  });
}

describe('ClaimDetail', () => {
  it('offers exactly the actions the server allows for the claim', async () => {
    show(null);
    const detail = await screen.findByTestId('claim-detail');
    const texts = within(detail)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(texts).toEqual(['Back to Claims', 'Check Benefits', 'Reverse']);
  });

  it('a link to an action the server does not allow opens no form', async () => {
    show('delete');
    expect(await screen.findByText('Delete for claim CLM-000012 is not possible now')).toBeTruthy();
    expect(screen.queryByLabelText('Confirm')).toBeNull();
  });
});
