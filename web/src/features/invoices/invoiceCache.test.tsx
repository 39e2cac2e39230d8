// @vitest-environment jsdom
import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { componentResult, invoiceResult, invoiceWithComponents } from './invoiceFixtures';
import { InvoiceComponentsQuery, InvoiceListPageQuery, SelectedInvoiceQuery } from './invoiceQueries';
import { typePolicies } from '../../app/typePolicies';
import { AddProductToInvoiceMutation, useAddProduct } from './useAddProduct';
import { DeleteInvoiceComponentMutation, useDeleteInvoiceComponent } from './useDeleteInvoiceComponent';
import { DeleteInvoiceMutation, useDeleteInvoice } from './useDeleteInvoice';
import { PayInvoiceComponentMutation, usePayInvoiceComponent } from '../payments/usePayInvoiceComponent';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const LIST_VARIABLES = { query: { sortField: 'INVOICED' as const, sortOrder: 'DESC' as const, page: 1, size: 20 } };
const consultation = componentResult({ id: '9', description: 'Consultation', amount: '1000.00', amountDue: '1000.00' });
const xray = componentResult({
  id: '10',
  description: 'X-ray',
  amount: '250.00',
  unitCost: '250.00',
  amountDue: '250.00',
});

/** A cache holding what the three views read: the list page, the invoice view and the components list. */
function seededCache(): InMemoryCache {
  const cache = new InMemoryCache({ typePolicies });
  const other = invoiceResult({ id: '102', uniqueId: 'INV-000102' });
  cache.writeQuery({
    query: InvoiceListPageQuery,
    variables: LIST_VARIABLES,
    data: {
      invoices: { __typename: 'InvoicePage', data: [invoiceResult(), other], totalElements: 2, page: 1, size: 20 },
    } as never,
  });
  cache.writeQuery({
    query: SelectedInvoiceQuery,
    variables: { id: '101' },
    data: { invoice: { ...invoiceWithComponents({}, [consultation, xray]), payments: [] } },
  });
  cache.writeQuery({
    query: InvoiceComponentsQuery,
    variables: { invoiceId: '101' },
    data: { invoice: invoiceResult(), invoiceComponents: [consultation, xray] } as never,
  });
  return cache;
}

/** What the views read back (the fragment masking of the generated types only hides fields from components). */
interface CachedComponent {
  id: string;
  paid: string;
  amountDue: string;
}
interface CachedInvoice {
  id: string;
  status: string;
  amount: string;
  paid: string;
  amountDue: string;
  version: number;
  actions: { canDelete: boolean; canPayInFull: boolean };
  components: CachedComponent[];
}

function views(cache: InMemoryCache) {
  const list = cache.readQuery({ query: InvoiceListPageQuery, variables: LIST_VARIABLES }) as unknown as {
    invoices: { data: CachedInvoice[] };
  };
  // null once the invoice is gone from the cache
  const view = cache.readQuery({ query: SelectedInvoiceQuery, variables: { id: '101' } }) as unknown as {
    invoice: CachedInvoice;
  } | null;
  const components = cache.readQuery({
    query: InvoiceComponentsQuery,
    variables: { invoiceId: '101' },
  }) as unknown as { invoice: CachedInvoice; invoiceComponents: CachedComponent[] } | null;
  return {
    listRow: list.invoices.data.find((i) => i.id === '101')!,
    listIds: list.invoices.data.map((i) => i.id),
    view: view?.invoice,
    componentsInvoice: components?.invoice,
    components: components?.invoiceComponents,
  };
}

function runWith<T>(cache: InMemoryCache, mock: MockLink.MockedResponse, use: () => () => Promise<T>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={[mock]} cache={cache}>
      {children}
    </MockedProvider>
  );
  const { result } = renderHook(use, { wrapper });
  return act(() => result.current());
}

describe('the normalized cache keeps an invoice and its components consistent across views', () => {
  let cache: InMemoryCache;
  beforeEach(() => {
    cache = seededCache();
  });

  it('a component payment updates the component and the invoice everywhere (list, view, components)', async () => {
    const payment = { description: 'Part', type: 'B' as const, amount: '400.00', paid: '2026-03-01T08:00:00.000Z' };
    const mock = {
      request: { query: PayInvoiceComponentMutation, variables: { componentId: '9', input: payment } },
      result: {
        data: {
          payInvoiceComponent: {
            __typename: 'PaymentResult',
            created: true,
            payment: { __typename: 'Payment', id: '1', amount: '400.00', paid: payment.paid, type: 'B' },
            component: { ...consultation, paid: '400.00', amountDue: '600.00' },
            invoice: invoiceResult({ paid: '400.00', amountDue: '850.00', version: 2 }),
          },
        },
      },
    };
    await runWith(cache, mock, () => {
      const { payComponent } = usePayInvoiceComponent();
      return () => payComponent('9', payment);
    });
    const after = views(cache);
    for (const invoice of [after.listRow, after.view, after.componentsInvoice]) {
      expect(invoice).toMatchObject({ paid: '400.00', amountDue: '850.00', version: 2 });
    }
    expect(after.components!.find((c) => c.id === '9')).toMatchObject({ paid: '400.00', amountDue: '600.00' });
    expect(after.view!.components.find((c) => c.id === '9')).toMatchObject({ amountDue: '600.00' });
  });

  it('the last payment turns the invoice P and takes Delete and Pay in Full away in every view', async () => {
    const payment = { description: 'Rest', type: 'B' as const, amount: '1250.00', paid: '2026-03-01T08:00:00.000Z' };
    const paidActions = {
      __typename: 'InvoiceActions',
      canDelete: false,
      canPayInFull: false,
      canCreateClaim: false,
      canAddBillingPlan: false,
      canAddProduct: false,
    };
    const mock = {
      request: { query: PayInvoiceComponentMutation, variables: { componentId: '9', input: payment } },
      result: {
        data: {
          payInvoiceComponent: {
            __typename: 'PaymentResult',
            created: true,
            payment: { __typename: 'Payment', id: '2', amount: '1250.00', paid: payment.paid, type: 'B' },
            component: { ...consultation, paid: '1000.00', amountDue: '0.00' },
            invoice: invoiceResult({
              status: 'P',
              statusLabel: 'Paid',
              paid: '1250.00',
              amountDue: '0.00',
              actions: paidActions,
            }),
          },
        },
      },
    };
    await runWith(cache, mock, () => {
      const { payComponent } = usePayInvoiceComponent();
      return () => payComponent('9', payment);
    });
    const after = views(cache);
    expect(after.listRow).toMatchObject({ status: 'P', actions: { canDelete: false, canPayInFull: false } });
    expect(after.view).toMatchObject({ status: 'P', amountDue: '0.00' });
  });

  it('deleting an invoice removes it from the list', async () => {
    const mock = {
      request: { query: DeleteInvoiceMutation, variables: { id: '101' } },
      result: { data: { deleteInvoice: { __typename: 'DeletedResult', id: '101' } } },
    };
    await runWith(cache, mock, () => {
      const { deleteInvoice } = useDeleteInvoice();
      return () => deleteInvoice('101');
    });
    expect(views(cache).listIds).toEqual(['102']);
  });

  it('deleting a component removes it from both component lists and updates the invoice amount', async () => {
    const mock = {
      request: { query: DeleteInvoiceComponentMutation, variables: { id: '10' } },
      result: {
        data: {
          deleteInvoiceComponent: {
            __typename: 'InvoiceComponentDeleteResult',
            id: '10',
            invoice: invoiceWithComponents({ amount: '1000.00', amountDue: '1000.00' }, [consultation]),
          },
        },
      },
    };
    await runWith(cache, mock, () => {
      const { deleteComponent } = useDeleteInvoiceComponent();
      return () => deleteComponent('10');
    });
    const after = views(cache);
    expect(after.components!.map((c) => c.id)).toEqual(['9']);
    expect(after.view!.components.map((c) => c.id)).toEqual(['9']);
    expect(after.listRow).toMatchObject({ amount: '1000.00', amountDue: '1000.00' });
  });

  it('adding a product adds its component to both component lists and grows the amount', async () => {
    const gauze = componentResult({ id: '11', description: 'Gauze', amount: '30.00', amountDue: '30.00' });
    const mock = {
      request: { query: AddProductToInvoiceMutation, variables: { invoiceId: '101', productId: '4' } },
      result: {
        data: {
          addProductToInvoice: invoiceWithComponents({ amount: '1280.00', amountDue: '1280.00' }, [
            consultation,
            xray,
            gauze,
          ]),
        },
      },
    };
    await runWith(cache, mock, () => {
      const { addProduct } = useAddProduct();
      return () => addProduct('101', '4');
    });
    const after = views(cache);
    expect(after.components!.map((c) => c.id)).toEqual(['9', '10', '11']);
    expect(after.view!.components.map((c) => c.id)).toEqual(['9', '10', '11']);
    expect(after.listRow.amount).toBe('1280.00');
  });
});
