import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClient, session, type Session } from '../../../api/test/finance-fixtures.ts';
import { startTestSmtp, type TestSmtp } from '../../../api/test/smtp.ts';
import { startStack, type TestStack } from '../../test/helpers.ts';

const INVOICE = 'id uniqueId status amount paid amountDue version actions { canDelete canPayInFull }';

interface Invoice {
  id: string;
  uniqueId: string;
  status: string;
  amount: string;
  paid: string;
  amountDue: string;
  version: number;
  actions: { canDelete: boolean; canPayInFull: boolean };
}

describe('invoice, component and payment mutations through the gateway', () => {
  let stack: TestStack;
  let smtp: TestSmtp;
  let auth: string;
  let health: Session;
  let clientId: string;

  const gql = async <T>(query: string, variables?: Record<string, unknown>) => {
    const res = await stack.graphql<T>(query, variables, auth);
    return res;
  };
  const create = async (lines: Array<[string, string]>) => {
    const res = await gql<{ createInvoice: Invoice & { components: Array<{ id: string }> } }>(
      `mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { ${INVOICE} components { id } } }`,
      {
        input: {
          clientId,
          invoiced: '2026-06-01T08:00:00Z',
          description: 'Gateway test',
          components: lines.map(([description, unitCost]) => ({ description, quantity: '1', unitCost })),
        },
      },
    );
    expect(res.errors).toBeUndefined();
    return res.data!.createInvoice;
  };
  const payInvoice = (invoiceId: string, amount: string, idempotencyKey?: string) =>
    gql<{ payInvoice: { created: boolean; payment: { id: string; amount: string }; invoice: Invoice } }>(
      `mutation($id: ID!, $input: PaymentInput!) { payInvoice(invoiceId: $id, input: $input) {
        created payment { id amount typeLabel } invoice { ${INVOICE} } } }`,
      { id: invoiceId, input: { description: 'EFT', amount, paid: '2026-06-30T10:00:00Z', idempotencyKey } },
    );

  beforeAll(async () => {
    smtp = await startTestSmtp();
    stack = await startStack('pglite', {}, { smtpUrl: smtp.url });
    auth = await stack.signIn('health.admin');
    health = await session(stack.api, 'health.admin');
    clientId = String(await insertClient(stack.api, health.companyId, { email: 'patient@example.test' }));
  });
  afterAll(async () => {
    await stack.close();
    await smtp.close();
  });

  it('creates, updates (with version) and deletes an invoice', async () => {
    const invoice = await create([['Consultation', '640.00']]);
    expect(invoice).toMatchObject({ status: 'I', amount: '640.00', amountDue: '640.00', actions: { canDelete: true } });
    const updated = await gql<{ updateInvoice: Invoice & { description: string; invoiced: string } }>(
      `mutation($id: ID!, $input: UpdateInvoiceInput!) { updateInvoice(id: $id, input: $input) { ${INVOICE} description invoiced } }`,
      {
        id: invoice.id,
        input: { status: 'S', invoiced: '2026-06-02T09:00:00Z', description: 'Sent', version: invoice.version },
      },
    );
    expect(updated.data?.updateInvoice).toMatchObject({
      status: 'S',
      description: 'Sent',
      invoiced: '2026-06-02T09:00:00.000Z',
    });

    const stale = await gql(
      `mutation($id: ID!, $input: UpdateInvoiceInput!) { updateInvoice(id: $id, input: $input) { id } }`,
      { id: invoice.id, input: { status: 'I', invoiced: '2026-06-02T09:00:00Z', version: invoice.version } },
    );
    expect(stale.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT', status: 409 } });
    expect(stale.errors?.[0]?.message).toMatch(/changed by someone else meanwhile/);

    const deleted = await gql<{ deleteInvoice: { id: string } }>(
      'mutation($id: ID!) { deleteInvoice(id: $id) { id } }',
      {
        id: invoice.id,
      },
    );
    expect(deleted.data?.deleteInvoice).toEqual({ id: invoice.id });
  });

  it('pays in part, then the rest: the invoice turns P and loses delete and pay in full', async () => {
    const invoice = await create([['Procedure', '100.00']]);
    const first = await payInvoice(invoice.id, '30.10', `k-${invoice.id}`);
    expect(first.data?.payInvoice).toMatchObject({
      created: true,
      payment: { amount: '30.10' },
      invoice: { paid: '30.10', amountDue: '69.90', status: 'I' },
    });
    const repeat = await payInvoice(invoice.id, '30.10', `k-${invoice.id}`);
    expect(repeat.data?.payInvoice).toMatchObject({
      created: false,
      payment: { id: first.data?.payInvoice.payment.id },
    });

    const over = await payInvoice(invoice.id, '69.91');
    expect(over.errors?.[0]).toMatchObject({
      message: `The payment of 69.91 is more than the 69.90 due on invoice ${invoice.uniqueId}`,
      extensions: { code: 'BAD_USER_INPUT', status: 422 },
    });
    const rest = await payInvoice(invoice.id, '69.90');
    expect(rest.data?.payInvoice.invoice).toMatchObject({
      status: 'P',
      amountDue: '0.00',
      actions: { canDelete: false, canPayInFull: false },
    });
    const again = await payInvoice(invoice.id, '1.00');
    expect(again.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(again.errors?.[0]?.message).toMatch(/paid in full/);
    const scalar = await payInvoice(invoice.id, '1.001');
    expect(scalar.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('adds, updates, pays and deletes components', async () => {
    const invoice = await create([['Base', '10.00']]);
    const added = await gql<{ addInvoiceComponent: { component: { id: string; amount: string }; invoice: Invoice } }>(
      `mutation($id: ID!, $input: InvoiceComponentInput!) { addInvoiceComponent(invoiceId: $id, input: $input) {
        component { id amount diagnosisCode1 } invoice { ${INVOICE} } } }`,
      {
        id: invoice.id,
        input: {
          description: 'Tablets',
          quantity: '2.5',
          unitCost: '19.99',
          discountPercentage: '10',
          diagnosisCode1: 'E11.65',
        },
      },
    );
    expect(added.data?.addInvoiceComponent).toMatchObject({
      component: { amount: '44.98', diagnosisCode1: 'E11.65' },
      invoice: { amount: '54.98' },
    });
    const componentId = added.data!.addInvoiceComponent.component.id;

    const badCode = await gql(
      `mutation($id: ID!, $input: InvoiceComponentInput!) { updateInvoiceComponent(id: $id, input: $input) { component { id } } }`,
      { id: componentId, input: { description: 'Tablets', quantity: '1', unitCost: '1.00', diagnosisCode2: '12.3' } },
    );
    expect(badCode.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'diagnosisCode2' }] },
    });
    expect(badCode.errors?.[0]?.message).toContain('diagnosisCode2');

    const updated = await gql<{
      updateInvoiceComponent: { component: { amount: string; quantity: string }; invoice: Invoice };
    }>(
      `mutation($id: ID!, $input: InvoiceComponentInput!) { updateInvoiceComponent(id: $id, input: $input) {
        component { amount quantity } invoice { amount } } }`,
      { id: componentId, input: { description: 'Tablets', quantity: '3', unitCost: '20.00' } },
    );
    const kept = await gql<{ invoiceComponents: Array<{ id: string; diagnosisCode1: string | null }> }>(
      'query($id: ID!) { invoiceComponents(invoiceId: $id) { id diagnosisCode1 } }',
      { id: invoice.id },
    );
    // diagnosisCode1 was left out of the update: it keeps its value
    expect(kept.data?.invoiceComponents.find((c) => c.id === componentId)?.diagnosisCode1).toBe('E11.65');
    expect(updated.data?.updateInvoiceComponent).toMatchObject({
      component: { amount: '60.00', quantity: '3' },
      invoice: { amount: '70.00' },
    });

    const paid = await gql<{
      payInvoiceComponent: { component: { paid: string; amountDue: string }; invoice: Invoice };
    }>(
      `mutation($id: ID!, $input: PaymentInput!) { payInvoiceComponent(componentId: $id, input: $input) {
        component { paid amountDue } invoice { ${INVOICE} } } }`,
      { id: componentId, input: { description: 'Card', type: 'C', amount: '25.00', paid: '2026-06-30T10:00:00Z' } },
    );
    expect(paid.data?.payInvoiceComponent).toMatchObject({
      component: { paid: '25.00', amountDue: '35.00' },
      invoice: { paid: '25.00', amountDue: '45.00' },
    });

    const refused = await gql('mutation($id: ID!) { deleteInvoiceComponent(id: $id) { id } }', { id: componentId });
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const base = (
      await gql<{ invoice: { components: Array<{ id: string }> } }>(
        `query($id: ID!) { invoice(id: $id) { components { id } } }`,
        { id: invoice.id },
      )
    ).data!.invoice.components[0]!.id;
    const deleted = await gql<{ deleteInvoiceComponent: { id: string; invoice: Invoice } }>(
      `mutation($id: ID!) { deleteInvoiceComponent(id: $id) { id invoice { amount } } }`,
      { id: base },
    );
    expect(deleted.data?.deleteInvoiceComponent).toEqual({ id: base, invoice: { amount: '60.00' } });
  });

  it('adds a billing plan and a product, and creates an invoice from a product', async () => {
    const product = await gql<{ createProduct: { id: string } }>(
      'mutation { createProduct(input: { name: "Injection", unitCost: "148.00", bhfCode: "0206" }) { id } }',
    );
    const productId = product.data!.createProduct.id;
    const plan = await gql<{ createBillingPlan: { id: string } }>(
      `mutation($input: BillingPlanInput!) { createBillingPlan(input: $input) { id } }`,
      {
        input: {
          name: 'Follow-up',
          items: [{ productId, description: 'Injection', quantity: '2', unitCost: '148.00' }],
        },
      },
    );
    const invoice = await create([['Base', '1.00']]);
    const withPlan = await gql<{ addBillingPlanToInvoice: Invoice }>(
      `mutation($i: ID!, $p: ID!) { addBillingPlanToInvoice(invoiceId: $i, billingPlanId: $p) { amount } }`,
      { i: invoice.id, p: plan.data!.createBillingPlan.id },
    );
    expect(withPlan.data?.addBillingPlanToInvoice).toEqual({ amount: '297.00' });
    const withProduct = await gql<{ addProductToInvoice: Invoice }>(
      `mutation($i: ID!, $p: ID!) { addProductToInvoice(invoiceId: $i, productId: $p) { amount } }`,
      { i: invoice.id, p: productId },
    );
    expect(withProduct.data?.addProductToInvoice).toEqual({ amount: '445.00' });
    const fromProduct = await gql<{ createInvoiceFromProduct: Invoice }>(
      `mutation($p: ID!, $c: ID!) { createInvoiceFromProduct(productId: $p, clientId: $c) { amount status } }`,
      { p: productId, c: clientId },
    );
    expect(fromProduct.data?.createInvoiceFromProduct).toEqual({ amount: '148.00', status: 'I' });
    const empty = await gql(`mutation($i: ID!) { addProductToInvoice(invoiceId: $i, productId: "") { id } }`, {
      i: invoice.id,
    });
    expect(empty.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('emails the invoice PDF through the real SMTP server', async () => {
    const invoice = await create([['Consultation', '495.00']]);
    const res = await gql<{ emailInvoice: { to: string; messageId: string } }>(
      'mutation($id: ID!) { emailInvoice(id: $id) { to messageId } }',
      { id: invoice.id },
    );
    expect(res.data?.emailInvoice).toMatchObject({ to: 'patient@example.test', messageId: expect.any(String) });
    const mail = smtp.messages.at(-1)!;
    expect(mail.attachments[0]).toMatchObject({ filename: `${invoice.uniqueId}.pdf`, contentType: 'application/pdf' });
  });
});
