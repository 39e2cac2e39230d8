/** Invoices and components as the gateway answers them (with __typename), for tests of the invoices screen. */
import type { ComponentData, InvoiceData } from './invoiceTypes';

export type InvoiceResult = InvoiceData & { __typename: 'Invoice' };
export type ComponentResult = ComponentData & { __typename: 'InvoiceComponent' };

export function invoiceResult(overrides: Partial<InvoiceData> = {}): InvoiceResult {
  return {
    __typename: 'Invoice',
    id: '101',
    uniqueId: 'INV-000101',
    status: 'I',
    statusLabel: 'Unpaid',
    amount: '1250.00',
    paid: '0.00',
    amountDue: '1250.00',
    invoiced: '2026-03-01T08:30:00.000Z',
    due: null,
    description: 'Consultation',
    numberOfClaims: 0,
    version: 1,
    practitionerName: 'Dr A Naidoo',
    downloadPath: '/download/invoice/101',
    client: { __typename: 'Client', id: '7', name: 'Thandi Mokoena', email: 'thandi@example.com' },
    actions: {
      __typename: 'InvoiceActions',
      canDelete: true,
      canPayInFull: true,
      canCreateClaim: false,
      canAddBillingPlan: true,
      canAddProduct: true,
    },
    ...overrides,
  } as InvoiceResult;
}

export function componentResult(overrides: Partial<ComponentData> = {}): ComponentResult {
  return {
    __typename: 'InvoiceComponent',
    id: '9',
    invoiceId: '101',
    description: 'Consultation',
    quantity: '1',
    unitCost: '1250.00',
    discountPercentage: '0',
    amount: '1250.00',
    paid: '0.00',
    amountDue: '1250.00',
    bhfCode: '0190',
    nappiCode: null,
    modifier: null,
    diagnosisCode1: 'J06.9',
    diagnosisCode2: null,
    diagnosisCode3: null,
    diagnosisCode4: null,
    diagnosisCode5: null,
    productId: null,
    actions: { __typename: 'InvoiceComponentActions', canUpdate: true, canDelete: true, canPay: true },
    ...overrides,
  } as ComponentResult;
}

/** A line's actions as the gateway answers them (the api decides them). */
export function componentActions(actions: Omit<ComponentData['actions'], '__typename'>): ComponentData['actions'] {
  return { __typename: 'InvoiceComponentActions', ...actions } as ComponentData['actions'];
}

/** An invoice with its components, as InvoiceWithComponents selects it. */
export function invoiceWithComponents(
  invoice: Partial<InvoiceData> = {},
  components: ComponentResult[] = [componentResult()],
): InvoiceResult & { components: ComponentResult[] } {
  return { ...invoiceResult(invoice), components };
}
