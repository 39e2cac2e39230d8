// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showError, showSuccess } from '../../shared/toaster';
import { BillingPlansPage } from './BillingPlansPage';
import {
  CatalogBillingPlansQuery,
  CatalogCreateBillingPlanMutation,
  CatalogDeleteBillingPlanMutation,
  CatalogProductsQuery,
  CatalogUpdateBillingPlanMutation,
} from './catalogQueries';
import { always, conflict, plan, product, renderCatalog } from './catalogTestHarness';
import { messages } from './messages';

vi.mock('../../shared/toaster', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

beforeEach(() => {
  vi.mocked(showSuccess).mockClear();
  vi.mocked(showError).mockClear();
});
afterEach(cleanup);

const plansMock = (rows: object[], maxUsageCount = Number.POSITIVE_INFINITY) => ({
  request: { query: CatalogBillingPlansQuery, variables: { search: null } },
  result: { data: { billingPlans: rows } },
  maxUsageCount,
});
const productsMock = {
  request: { query: CatalogProductsQuery, variables: { search: null } },
  result: {
    data: {
      products: [
        product({ bhfCode: '0190', nappiCode: null }),
        product({ id: '2', name: 'Retired product', active: false }),
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const item = (overrides: object = {}) => ({
  productId: '1',
  description: 'Physiotherapy session',
  quantity: '1',
  unitCost: '450.00',
  discountPercentage: '0',
  bhfCode: null,
  nappiCode: null,
  modifier: null,
  ...overrides,
});

describe('the billing plans screen', () => {
  it('lists plans with frequency, items, amount and status', async () => {
    renderCatalog(<BillingPlansPage />, [plansMock([plan(), plan({ id: '6', name: 'Old plan', active: false })])]);
    const rows = await screen.findAllByTestId('plan-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Monthly')).toBeTruthy();
    expect(within(rows[0]!).getByText('£ 450.00')).toBeTruthy();
    expect(within(rows[1]!).getByText('Inactive')).toBeTruthy();
    expect(within(rows[1]!).getByRole('button', { name: 'Activate Old plan' })).toBeTruthy();
  });

  it('creates a plan from an active product and a free item; a health company edits the codes', async () => {
    const input = {
      name: 'Rehab bundle',
      description: '',
      frequency: 'W',
      bookings: false,
      active: true,
      items: [
        item({ bhfCode: '0190', modifier: '0009' }),
        item({
          productId: null,
          description: 'Exercise band',
          quantity: '2',
          unitCost: '35.00',
          discountPercentage: '10',
          bhfCode: null,
        }),
      ],
    };
    const created = plan({ id: '7', name: 'Rehab bundle', frequency: 'W' });
    const { user } = renderCatalog(
      <BillingPlansPage />,
      [
        plansMock([], 1),
        plansMock([created]),
        productsMock,
        {
          request: { query: CatalogCreateBillingPlanMutation, variables: { input } },
          result: { data: { createBillingPlan: created } },
        },
      ],
      { username: 'health.admin' },
    );
    await screen.findByText('No billing plans found.');
    await user.click(screen.getByRole('button', { name: 'New billing plan' }));
    const form = screen.getByRole('form', { name: 'New billing plan' });
    await user.type(within(form).getByLabelText(/Name/), 'Rehab bundle');
    await user.selectOptions(within(form).getByLabelText('Frequency'), 'W');
    const choice = within(form).getByLabelText('Product');
    await within(choice).findByRole('option', { name: 'PHY01 Physiotherapy session' });
    expect(within(choice).queryByRole('option', { name: /Retired product/ })).toBeNull();
    await user.selectOptions(choice, '1');
    await user.click(within(form).getByRole('button', { name: 'Add product' }));
    await user.type(within(form).getByLabelText('Modifier'), '0009');
    await user.click(within(form).getByRole('button', { name: 'Add free item' }));
    const second = screen.getAllByTestId('plan-item')[1]!;
    await user.click(within(form).getByRole('button', { name: 'Save plan' }));
    expect(await within(second).findByText('Enter what the line will say.')).toBeTruthy();
    await user.type(within(second).getByLabelText(/Description/), 'Exercise band');
    await user.clear(within(second).getByLabelText(/Quantity/));
    await user.type(within(second).getByLabelText(/Quantity/), '2');
    await user.type(within(second).getByLabelText(/Unit cost/), '35');
    await user.clear(within(second).getByLabelText(/Discount/));
    await user.type(within(second).getByLabelText(/Discount/), '10');
    await user.click(within(form).getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith(messages.createPlan.success));
    expect(await screen.findByText('Rehab bundle')).toBeTruthy();
  });

  it('edits a plan: removes an item and keeps the codes a business company is not shown', async () => {
    const before = plan({
      items: [
        { ...plan().items[0], bhfCode: '0190' },
        { ...plan().items[0], id: '52', productId: null, description: 'Parking', unitCost: '20.00', amount: '20.00' },
      ],
    });
    const input = {
      name: 'Monthly physio',
      description: '',
      frequency: 'M',
      bookings: true,
      active: true,
      items: [item({ bhfCode: '0190' })],
    };
    const { user } = renderCatalog(<BillingPlansPage />, [
      plansMock([before]),
      productsMock,
      {
        request: { query: CatalogUpdateBillingPlanMutation, variables: { id: '5', input } },
        result: { data: { updateBillingPlan: plan({ bookings: true }) } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit Monthly physio' }));
    const form = screen.getByRole('form', { name: 'Edit billing plan Monthly physio' });
    expect(within(form).queryByLabelText('BHF code')).toBeNull();
    await user.click(within(form).getByRole('checkbox', { name: /booking/ }));
    await user.click(within(form).getByRole('button', { name: 'Remove item 2' }));
    await user.click(within(form).getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith(messages.updatePlan.success));
    expect(showError).not.toHaveBeenCalled();
  });

  it('deactivates a plan from the list', async () => {
    const input = {
      name: 'Monthly physio',
      description: '',
      frequency: 'M',
      bookings: false,
      active: false,
      items: [item()],
    };
    const { user } = renderCatalog(<BillingPlansPage />, [
      plansMock([plan()]),
      {
        request: { query: CatalogUpdateBillingPlanMutation, variables: { id: '5', input } },
        result: { data: { updateBillingPlan: plan({ active: false }) } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Deactivate Monthly physio' }));
    await waitFor(() => expect(showSuccess).toHaveBeenCalledWith(messages.updatePlan.success));
  });

  it('shows why the server refused to delete a plan in use', async () => {
    const reason =
      'Billing plan "Monthly physio" has billed invoices or has clients on it (2): it cannot be deleted; set it inactive instead';
    const { user } = renderCatalog(<BillingPlansPage />, [
      plansMock([plan()]),
      { request: { query: CatalogDeleteBillingPlanMutation, variables: always }, result: conflict(reason) },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Monthly physio' }));
    const form = screen.getByRole('form', { name: 'Delete billing plan Monthly physio' });
    await user.selectOptions(within(form).getByLabelText('Confirm'), 'Y');
    await user.click(within(form).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith(`${messages.deletePlan.failure}\n${reason}`));
    expect(within(form).getByRole('alert').textContent).toBe(reason);
  });
});
