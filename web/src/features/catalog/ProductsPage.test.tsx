// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showError, showSuccess } from '../../shared/toaster';
import {
  CatalogCreateProductMutation,
  CatalogDeleteProductMutation,
  CatalogProductsQuery,
  CatalogUpdateProductMutation,
} from './catalogQueries';
import { always, conflict, product, renderCatalog } from './catalogTestHarness';
import { messages } from './messages';
import { ProductsPage } from './ProductsPage';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

beforeEach(() => {
  vi.mocked(showSuccess).mockClear();
  vi.mocked(showError).mockClear();
});
afterEach(cleanup);

const listMock = (rows: object[], search: string | null = null, maxUsageCount = Number.POSITIVE_INFINITY) => ({
  request: { query: CatalogProductsQuery, variables: { search } },
  result: { data: { products: rows } },
  maxUsageCount,
});
const rows = () => screen.findAllByTestId('product-row');

describe('the products screen', () => {
  it('lists, pages and searches products; a health company sees their NAPPI and BHF codes', async () => {
    const many = Array.from({ length: 12 }, (_, i) => product({ id: String(i + 1), name: `Product ${i + 1}` }));
    const coded = product({ id: '99', name: 'Knee brace', nappiCode: '712345001', code: null });
    const { user } = renderCatalog(
      <ProductsPage />,
      [
        listMock([...many, coded]),
        // each keystroke asks the server
        {
          request: {
            query: CatalogProductsQuery,
            variables: (v: { search?: string | null }) => /^k/.test(v.search ?? ''),
          },
          result: { data: { products: [coded] } },
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
      ],
      { username: 'health.admin', rowsPerPage: 10 },
    );
    expect(await rows()).toHaveLength(10);
    expect(screen.getByText('1–10 of 13')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'NAPPI / BHF' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await rows()).toHaveLength(3);
    expect(screen.getByText('712345001')).toBeTruthy();
    await user.type(screen.getByRole('searchbox'), 'knee');
    await waitFor(() => expect(screen.getAllByTestId('product-row')).toHaveLength(1));
    expect(screen.getByText('Knee brace')).toBeTruthy();
    expect(screen.getByText('1–1 of 1')).toBeTruthy();
  });

  it('creates a product for a business company without asking for medical codes', async () => {
    const input = {
      code: 'CONS',
      name: 'Consultation',
      description: '',
      unitCost: '80.50',
      nappiCode: null,
      bhfCode: null,
      active: true,
    };
    const created = product({ id: '2', code: 'CONS', name: 'Consultation', unitCost: '80.50' });
    const { user } = renderCatalog(<ProductsPage />, [
      listMock([product()], null, 1),
      listMock([product(), created]),
      {
        request: { query: CatalogCreateProductMutation, variables: { input } },
        result: { data: { createProduct: created } },
      },
    ]);
    await rows();
    await user.click(screen.getByRole('button', { name: 'New product' }));
    const form = screen.getByRole('form', { name: 'New product' });
    expect(within(form).queryByLabelText(/NAPPI/)).toBeNull();
    await user.type(within(form).getByLabelText(/Name/), 'Consultation');
    await user.type(within(form).getByLabelText(/Code/), 'CONS');
    await user.type(within(form).getByLabelText(/Unit cost/), '-5');
    await user.click(within(form).getByRole('button', { name: 'Save product' }));
    expect(await within(form).findByText('The amount cannot be negative.')).toBeTruthy();
    await user.clear(within(form).getByLabelText(/Unit cost/));
    await user.type(within(form).getByLabelText(/Unit cost/), '80.5');
    await user.click(within(form).getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith(messages.createProduct.success));
    expect(showError).not.toHaveBeenCalled();
    // the list is fetched again after the create
    expect(await screen.findByText('Consultation')).toBeTruthy();
    expect(await rows()).toHaveLength(2);
  });

  it('edits a product and keeps the medical codes a business company is not shown', async () => {
    const before = product({ nappiCode: '712345001', bhfCode: '0190' });
    const input = {
      code: 'PHY01',
      name: 'Physiotherapy session',
      description: '',
      unitCost: '500.00',
      nappiCode: '712345001',
      bhfCode: '0190',
      active: true,
    };
    const { user } = renderCatalog(<ProductsPage />, [
      listMock([before]),
      {
        request: { query: CatalogUpdateProductMutation, variables: { id: '1', input } },
        result: { data: { updateProduct: { ...before, unitCost: '500.00' } } },
      },
    ]);
    await rows();
    await user.click(screen.getByRole('button', { name: 'Edit Physiotherapy session' }));
    const form = screen.getByRole('form', { name: 'Edit product Physiotherapy session' });
    await user.clear(within(form).getByLabelText(/Unit cost/));
    await user.type(within(form).getByLabelText(/Unit cost/), '500');
    await user.click(within(form).getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith(messages.updateProduct.success));
  });

  it('deletes only after Y, and shows why the server refused a product in use', async () => {
    const reason =
      'Product "Physiotherapy session" is used on 1 invoice line(s) or billing-plan item(s): it cannot be deleted; set it inactive instead';
    const { user } = renderCatalog(<ProductsPage />, [
      listMock([product()]),
      { request: { query: CatalogDeleteProductMutation, variables: always }, result: conflict(reason) },
    ]);
    await rows();
    await user.click(screen.getByRole('button', { name: 'Delete Physiotherapy session' }));
    const form = screen.getByRole('form', { name: 'Delete product Physiotherapy session' });
    const remove = within(form).getByRole('button', { name: 'Delete' });
    expect(remove.hasAttribute('disabled')).toBe(true);
    await user.selectOptions(within(form).getByLabelText('Confirm'), 'Y');
    expect(remove.hasAttribute('disabled')).toBe(false);
    await user.click(remove);
    await waitFor(() => expect(showError).toHaveBeenCalledWith(`${messages.deleteProduct.failure}\n${reason}`));
    expect(within(form).getByRole('alert').textContent).toBe(reason);
    expect(showSuccess).not.toHaveBeenCalled();
  });
});
