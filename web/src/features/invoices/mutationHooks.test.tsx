// @vitest-environment jsdom
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { showError, showSuccess } from '../../shared/toaster';
import { NETWORK_ERROR_MESSAGE } from '../../shared/errorMessage';
import { componentResult, invoiceResult, invoiceWithComponents } from './invoiceFixtures';
import { EMAIL_KEPT_NOTE, type ActionMessages } from '../../shared/messages';
import { messages as paymentMessages } from '../payments/messages';
import { messages } from './messages';
import { AddBillingPlanToInvoiceMutation, useAddBillingPlan } from './useAddBillingPlan';
import { AddProductToInvoiceMutation, useAddProduct } from './useAddProduct';
import { DeleteInvoiceComponentMutation, useDeleteInvoiceComponent } from './useDeleteInvoiceComponent';
import { DeleteInvoiceMutation, useDeleteInvoice } from './useDeleteInvoice';
import { EmailInvoiceMutation, useEmailInvoice } from './useEmailInvoice';
import { PayInvoiceComponentMutation, usePayInvoiceComponent } from '../payments/usePayInvoiceComponent';
import { PayInvoiceMutation, usePayInvoice } from '../payments/usePayInvoice';
import { UpdateInvoiceComponentMutation, useUpdateInvoiceComponent } from './useUpdateInvoiceComponent';
import { UpdateInvoiceMutation, useUpdateInvoice } from './useUpdateInvoice';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const payment = {
  description: 'Payment for INV-000101',
  type: 'B' as const,
  amount: '100.00',
  paid: '2026-03-01T08:00:00.000Z',
  idempotencyKey: 'a6f1c1c4-2b7e-4c55-9d7a-1b2c3d4e5f60',
};
const paymentResult = { __typename: 'Payment', id: '55', amount: '100.00', paid: payment.paid, type: 'B' };
const componentInput = {
  description: 'Consultation',
  quantity: '2',
  unitCost: '625.00',
  discountPercentage: '0',
  bhfCode: null,
  nappiCode: null,
  modifier: null,
  diagnosisCode1: 'J06.9',
  diagnosisCode2: null,
  diagnosisCode3: null,
  diagnosisCode4: null,
  diagnosisCode5: null,
};

interface HookCase {
  name: string;
  texts: ActionMessages;
  request: MockLink.MockedRequest;
  data: Record<string, unknown>;
  /** Calls the hook and returns the action to run. */
  use: () => () => Promise<boolean>;
}

const cases: HookCase[] = [
  {
    name: 'useEmailInvoice',
    texts: messages.email,
    request: { query: EmailInvoiceMutation, variables: { id: '101', to: 'a@example.com' } },
    data: { emailInvoice: { __typename: 'EmailResult', to: 'a@example.com', messageId: '<1@folio>' } },
    use: () => {
      const { emailInvoice } = useEmailInvoice();
      return () => emailInvoice('101', 'a@example.com');
    },
  },
  {
    name: 'useUpdateInvoice',
    texts: messages.updateInvoice,
    request: {
      query: UpdateInvoiceMutation,
      variables: { id: '101', input: { status: 'S', invoiced: '2026-03-02T08:00:00.000Z', version: 1 } },
    },
    data: { updateInvoice: invoiceResult({ status: 'S', statusLabel: 'Submitted', version: 2 }) },
    use: () => {
      const { updateInvoice } = useUpdateInvoice();
      return () => updateInvoice('101', { status: 'S', invoiced: '2026-03-02T08:00:00.000Z', version: 1 });
    },
  },
  {
    name: 'useDeleteInvoice',
    texts: messages.deleteInvoice,
    request: { query: DeleteInvoiceMutation, variables: { id: '101' } },
    data: { deleteInvoice: { __typename: 'DeletedResult', id: '101' } },
    use: () => {
      const { deleteInvoice } = useDeleteInvoice();
      return () => deleteInvoice('101');
    },
  },
  {
    name: 'usePayInvoice',
    texts: paymentMessages.payInvoice,
    request: { query: PayInvoiceMutation, variables: { invoiceId: '101', input: payment } },
    data: {
      payInvoice: {
        __typename: 'PaymentResult',
        created: true,
        payment: paymentResult,
        invoice: invoiceWithComponents({ paid: '100.00', amountDue: '1150.00' }),
      },
    },
    use: () => {
      const { payInvoice } = usePayInvoice();
      return () => payInvoice('101', payment);
    },
  },
  {
    name: 'useAddBillingPlan',
    texts: messages.addBillingPlan,
    request: { query: AddBillingPlanToInvoiceMutation, variables: { invoiceId: '101', billingPlanId: '3' } },
    data: { addBillingPlanToInvoice: invoiceWithComponents() },
    use: () => {
      const { addBillingPlan } = useAddBillingPlan();
      return () => addBillingPlan('101', '3');
    },
  },
  {
    name: 'useAddProduct',
    texts: messages.addProduct,
    request: { query: AddProductToInvoiceMutation, variables: { invoiceId: '101', productId: '4' } },
    data: { addProductToInvoice: invoiceWithComponents() },
    use: () => {
      const { addProduct } = useAddProduct();
      return () => addProduct('101', '4');
    },
  },
  {
    name: 'useUpdateInvoiceComponent',
    texts: messages.updateComponent,
    request: { query: UpdateInvoiceComponentMutation, variables: { id: '9', input: componentInput } },
    data: {
      updateInvoiceComponent: {
        __typename: 'InvoiceComponentResult',
        component: componentResult({ quantity: '2', unitCost: '625.00' }),
        invoice: invoiceResult(),
      },
    },
    use: () => {
      const { updateComponent } = useUpdateInvoiceComponent();
      return () => updateComponent('9', componentInput);
    },
  },
  {
    name: 'useDeleteInvoiceComponent',
    texts: messages.deleteComponent,
    request: { query: DeleteInvoiceComponentMutation, variables: { id: '9' } },
    data: {
      deleteInvoiceComponent: {
        __typename: 'InvoiceComponentDeleteResult',
        id: '9',
        invoice: invoiceWithComponents({ amount: '0.00', amountDue: '0.00' }, []),
      },
    },
    use: () => {
      const { deleteComponent } = useDeleteInvoiceComponent();
      return () => deleteComponent('9');
    },
  },
  {
    name: 'usePayInvoiceComponent',
    texts: paymentMessages.payComponent,
    request: { query: PayInvoiceComponentMutation, variables: { componentId: '9', input: payment } },
    data: {
      payInvoiceComponent: {
        __typename: 'PaymentResult',
        created: true,
        payment: paymentResult,
        component: componentResult({ paid: '100.00', amountDue: '1150.00' }),
        invoice: invoiceResult({ paid: '100.00', amountDue: '1150.00' }),
      },
    },
    use: () => {
      const { payComponent } = usePayInvoiceComponent();
      return () => payComponent('9', payment);
    },
  },
];

function run(hookCase: HookCase, mock: Omit<MockLink.MockedResponse, 'request'>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={[{ request: hookCase.request, ...mock }]}>{children}</MockedProvider>
  );
  const { result } = renderHook(() => hookCase.use(), { wrapper });
  return act(() => result.current());
}

describe.each(cases)('$name', (hookCase) => {
  let consoleError: MockInstance<typeof console.error>;
  beforeEach(() => {
    vi.mocked(showSuccess).mockClear();
    vi.mocked(showError).mockClear();
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows the success toast of spec §8', async () => {
    await expect(run(hookCase, { result: { data: hookCase.data } })).resolves.toBe(true);
    expect(showSuccess).toHaveBeenCalledExactlyOnceWith(hookCase.texts.success);
    expect(showError).not.toHaveBeenCalled();
  });

  it("shows the failure toast with the server's reason on a second line when it refuses; the error is logged", async () => {
    const errors = [{ message: 'Invoice INV-000101 is paid (status P)', extensions: { code: 'CONFLICT' } }];
    await expect(run(hookCase, { result: { errors } })).resolves.toBe(false);
    expect(showError).toHaveBeenCalledExactlyOnceWith(
      `${hookCase.texts.failure}\nInvoice INV-000101 is paid (status P)`,
    );
    expect(showSuccess).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalled();
  });

  it('shows the same failure toast, with a sentence about the connection, when the network fails', async () => {
    await expect(run(hookCase, { error: new TypeError('Failed to fetch') })).resolves.toBe(false);
    expect(showError).toHaveBeenCalledExactlyOnceWith(`${hookCase.texts.failure}\n${NETWORK_ERROR_MESSAGE}`);
  });
});

describe('emailing an invoice through the Outbox', () => {
  const emailCase = cases.find((c) => c.name === 'useEmailInvoice')!;
  const answer = (status: string, error: string | null) => ({
    result: {
      data: { emailInvoice: { __typename: 'EmailResult', to: 'a@example.com', messageId: null, status, error } },
    },
  });
  beforeEach(() => {
    vi.mocked(showSuccess).mockClear();
    vi.mocked(showError).mockClear();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.mocked(console.error).mockRestore());

  it('says on a second line that a message kept in the Outbox was not sent (no mail server)', async () => {
    await expect(run(emailCase, answer('KEPT', null))).resolves.toBe(true);
    expect(showSuccess).toHaveBeenCalledExactlyOnceWith(`${messages.email.success}\n${EMAIL_KEPT_NOTE}`);
  });

  it("shows the mail server's refusal as the failure's reason", async () => {
    await expect(run(emailCase, answer('FAILED', '550 mailbox unavailable'))).resolves.toBe(false);
    expect(showError).toHaveBeenCalledExactlyOnceWith(
      `${messages.email.failure}\nThe mail server refused it: 550 mailbox unavailable. It is in the Outbox to resend.`,
    );
  });

  it('shows the plain success toast once the message is sent', async () => {
    await expect(run(emailCase, answer('SENT', null))).resolves.toBe(true);
    expect(showSuccess).toHaveBeenCalledExactlyOnceWith(messages.email.success);
  });
});
