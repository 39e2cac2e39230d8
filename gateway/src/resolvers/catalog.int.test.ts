import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../../test/helpers.ts';

interface Plan {
  id: string;
  name: string;
  active: boolean;
  bookings: boolean;
  amount: string;
  items: Array<{ quantity: string; discountPercentage: string; amount: string; productId: string | null }>;
}

describe('billing plans and products through the gateway', () => {
  let stack: TestStack;
  let auth: string;
  const gql = <T>(query: string, variables?: Record<string, unknown>) => stack.graphql<T>(query, variables, auth);

  beforeAll(async () => {
    stack = await startStack('pglite');
    auth = await stack.signIn('folio.admin');
  });
  afterAll(() => stack.close());

  it('creates, reads, searches, updates and deletes a product', async () => {
    const created = await gql<{ createProduct: { id: string; unitCost: string; active: boolean } }>(
      'mutation { createProduct(input: { code: "QZ-1", name: "Quartz Zoning", unitCost: "1234.5" }) { id unitCost active } }',
    );
    expect(created.data?.createProduct).toMatchObject({ unitCost: '1234.50', active: true });
    const id = created.data!.createProduct.id;
    const read = await gql<{ product: { name: string }; found: Array<{ id: string }>; all: Array<{ id: string }> }>(
      `query($id: ID!) { product(id: $id) { name } found: products(search: "QUARTZ") { id } all: products { id } }`,
      { id },
    );
    expect(read.data).toMatchObject({ product: { name: 'Quartz Zoning' }, found: [{ id }] });
    expect(read.data!.all.map((p) => p.id)).toContain(id);
    const updated = await gql<{ updateProduct: { name: string; active: boolean } }>(
      `mutation($id: ID!) { updateProduct(id: $id, input: { name: "Quartz", unitCost: "1.00", active: false }) { name active } }`,
      { id },
    );
    expect(updated.data?.updateProduct).toEqual({ name: 'Quartz', active: false });
    const deleted = await gql<{ deleteProduct: { id: string } }>(
      'mutation($id: ID!) { deleteProduct(id: $id) { id } }',
      { id },
    );
    expect(deleted.data?.deleteProduct).toEqual({ id });
    const gone = await gql<{ product: null }>('query($id: ID!) { product(id: $id) { id } }', { id });
    expect(gone.data?.product).toBeNull();
  });

  it('creates, lists by kind, searches, updates and deletes a billing plan', async () => {
    const created = await gql<{ createBillingPlan: Plan }>(
      `mutation($input: BillingPlanInput!) { createBillingPlan(input: $input) {
        id name active bookings amount items { quantity discountPercentage amount productId } } }`,
      {
        input: {
          name: 'Yearly Yodel',
          bookings: true,
          items: [{ description: 'Lesson', quantity: '1.5', unitCost: '80.00', discountPercentage: '12.5' }],
        },
      },
    );
    expect(created.errors).toBeUndefined();
    const plan = created.data!.createBillingPlan;
    expect(plan).toMatchObject({
      amount: '105.00', // 1.5 × 80 less 12.5%
      items: [{ quantity: '1.5', discountPercentage: '12.5', amount: '105.00', productId: null }],
    });
    const lists = await gql<Record<string, Array<{ id: string }>>>(
      `{ all: billingPlans { id } active: billingPlans(kind: ACTIVE) { id } bookings: billingPlans(kind: BOOKINGS) { id }
         search: billingPlans(search: "YODEL") { id } activeSearch: billingPlans(kind: ACTIVE, search: "yodel") { id } }`,
    );
    for (const key of ['all', 'active', 'bookings'])
      expect(
        lists.data![key]!.map((p) => p.id),
        key,
      ).toContain(plan.id);
    expect(lists.data!.search).toEqual([{ id: plan.id }]);
    expect(lists.data!.activeSearch).toEqual([{ id: plan.id }]);

    const updated = await gql<{ updateBillingPlan: Plan }>(
      `mutation($id: ID!, $input: BillingPlanInput!) { updateBillingPlan(id: $id, input: $input) { name active amount } }`,
      { id: plan.id, input: { name: 'Yodel', active: false, items: [] } },
    );
    expect(updated.data?.updateBillingPlan).toEqual({ name: 'Yodel', active: false, amount: '0.00' });
    const inactive = await gql<{ active: Array<{ id: string }>; one: { active: boolean } }>(
      `query($id: ID!) { active: billingPlans(kind: ACTIVE, search: "yodel") { id } one: billingPlan(id: $id) { active } }`,
      { id: plan.id },
    );
    expect(inactive.data).toEqual({ active: [], one: { active: false } });
    const deleted = await gql<{ deleteBillingPlan: { id: string } }>(
      'mutation($id: ID!) { deleteBillingPlan(id: $id) { id } }',
      {
        id: plan.id,
      },
    );
    expect(deleted.data?.deleteBillingPlan).toEqual({ id: plan.id });
  });
});
