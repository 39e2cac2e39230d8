import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClient, session } from '../../../api/test/finance-fixtures.ts';
import { startStack, type TestStack } from '../../test/helpers.ts';

/**
 * createInvoice's `due` (the New invoice form's due date): passed to the api, defaulted, refused with its reason;
 * and a line's `productId`, recorded on the line.
 */
describe('createInvoice with a due date through the gateway', () => {
  let stack: TestStack;
  let auth: string;
  let clientId: string;
  const create = (input: Record<string, unknown>) =>
    stack.graphql<{ createInvoice: { due: string | null; amount: string } }>(
      `mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { due amount } }`,
      { input: { clientId, invoiced: '2026-03-31T08:00:00Z', ...input } },
      auth,
    );

  beforeAll(async () => {
    stack = await startStack('pglite');
    auth = await stack.signIn('health.admin');
    const health = await session(stack.api, 'health.admin');
    clientId = String(await insertClient(stack.api, health.companyId));
  });
  afterAll(() => stack.close());

  it('keeps the due date chosen, or sets it 30 days after the invoice date', async () => {
    const chosen = await create({
      due: '2026-04-14',
      components: [{ description: 'Medicine', quantity: '2.5', unitCost: '19.99', discountPercentage: '10' }],
    });
    expect(chosen.errors).toBeUndefined();
    expect(chosen.data?.createInvoice).toEqual({ due: '2026-04-14', amount: '44.98' });
    expect((await create({})).data?.createInvoice.due).toBe('2026-04-30');
  });

  it("passes a line's product to the api, which records it on the line", async () => {
    const product = await stack.graphql<{ createProduct: { id: string } }>(
      `mutation($input: ProductInput!) { createProduct(input: $input) { id } }`,
      { input: { name: 'Gateway line product', unitCost: '640.00' } },
      auth,
    );
    const productId = product.data!.createProduct.id;
    const created = await stack.graphql<{ createInvoice: { components: Array<{ productId: string | null }> } }>(
      `mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { components { productId } } }`,
      {
        input: {
          clientId,
          components: [
            { productId, description: 'Consultation', quantity: '1', unitCost: '640.00' },
            { description: 'Free', quantity: '1', unitCost: '1.00' },
          ],
        },
      },
      auth,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.createInvoice.components).toEqual([{ productId }, { productId: null }]);
  });

  it('answers BAD_USER_INPUT with the api reason for a due date before the invoice date', async () => {
    const refused = await create({ due: '2026-03-01' });
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/due 2026-03-01 is before the invoice date 2026-03-31/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
