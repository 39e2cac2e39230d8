import { beforeAll, describe, expect, it } from 'vitest';
import { openapiDocument } from './document.ts';

/**
 * Every REST call of spec §7, as the api names its paths (../shared/DESIGN.md decides the open points;
 * docs/rest-extensions.md the dashboard data and checkout segments). Parameter names do not matter here:
 * a list and an item on one template are one path item in the document.
 */
const SPEC_CALLS = [
  // Invoices (23)
  ...['active', 'unpaid', 'paid', 'archived', 'all', 'all/lazyloading'].map((k) => `GET /api/invoice1/${k}/{}`),
  'GET /api/invoice1/{}/affiliate/{}',
  'GET /api/invoice1/all/practitioner/{}',
  'GET /api/invoice1/all/practitioner/lazyloading/{}',
  'GET /api/invoice1/{}/billingrun/{}',
  'GET /api/invoice1/{}/unpaidrun/{}',
  'GET /api/invoice1/{}/billingrun/invoiceinfo/{}',
  'GET /api/invoice1/{}/unpaidrun/invoiceinfo/{}',
  'GET /api/invoice1/specific/{}',
  'GET /api/invoice1/appointment/{}',
  'GET /api/invoice1/download/{}',
  'POST /api/invoice1/{}',
  'POST /api/invoice1/{}/product/{}/{}',
  'POST /api/invoice1/email/{}',
  'PUT /api/invoice1/{}',
  'POST /api/invoice1/billingplan/{}/{}/{}',
  'POST /api/invoice1/product/{}/{}/{}',
  'DELETE /api/invoice1/{}',
  // Invoice components (4)
  'GET /api/invoicecomponent/{}',
  'POST /api/invoicecomponent/{}',
  'PUT /api/invoicecomponent/{}',
  'DELETE /api/invoicecomponent/{}',
  // Claims (11)
  'GET /api/claim/{}',
  'GET /api/claim/practitioner/{}',
  'GET /api/claim/invoice/{}',
  'GET /api/claim/specific/{}',
  'POST /api/claim/{}/{}/{}',
  'PUT /api/claim/{}',
  'DELETE /api/claim/{}',
  'POST /api/claim/submission/email/{}/{}',
  'POST /api/claim/submission/edi/{}',
  'POST /api/claim/benefitcheck/edi/{}',
  'POST /api/claim/reversal/{}',
  // Payments (10)
  'GET /api/payment1/{}',
  'GET /api/payment1/lazyloading/{}',
  'GET /api/payment1/practitioner/{}',
  'GET /api/payment1/practitioner/lazyloading/{}/{}',
  'GET /api/payment1/specific/{}',
  'POST /api/payment1/{}/invoice/{}',
  'POST /api/payment1/{}/invoice/{}/component/{}',
  'DELETE /api/payment1/{}',
  'POST /api/payment1/{}/checkout/create-checkout-session/subscription/{}/{}',
  'POST /api/payment1/{}/checkout/create-checkout-session/subscription',
  // Billing plans and products (14)
  'GET /api/billingplan/{}',
  'GET /api/billingplan/bookings/{}',
  'GET /api/billingplan/active/{}',
  'GET /api/billingplan/search/{}/{}',
  'GET /api/billingplan/specific/{}',
  'POST /api/billingplan/{}',
  'PUT /api/billingplan/{}',
  'DELETE /api/billingplan/{}',
  'GET /api/product1/{}',
  'GET /api/product1/{}/{}',
  'GET /api/product1/specific/{}',
  'POST /api/product1/{}',
  'PUT /api/product1/{}',
  'DELETE /api/product1/{}',
  // Financial transactions (9)
  'GET /api/financialtransaction/summary/{}/{}/{}',
  'GET /api/financialtransaction/{}/type/{}/{}/{}',
  'POST /api/financialtransaction/batch/{}',
  'POST /api/financialtransaction/{}',
  'PUT /api/financialtransaction/{}',
  'POST /api/financialtransaction/recode/{}',
  'DELETE /api/financialtransaction/{}',
  'POST /api/financialtransaction/import/generic/{}',
  'POST /api/financialtransaction/import/bank/{}/{}',
  // Financial accounts (5)
  'GET /api/financialaccount/{}',
  'POST /api/financialaccount/{}',
  'PUT /api/financialaccount/{}',
  'DELETE /api/financialaccount/{}',
  'POST /api/financialaccount/{}/default',
  // Dashboard data (9)
  'GET /api/client1/data/clients/{}',
  'GET /api/client1/data/products/{}',
  'GET /api/data/tasks/{}',
  'GET /api/data/tasks/user/{}/{}/{}',
  'GET /api/data/tasks/process/user/{}/{}/{}',
  'GET /api/data/tasks/performance/user/{}/{}/{}',
  'GET /api/data/financial/summary/company/{}/{}/{}',
  'GET /api/data/financial/summary/company/threemonths/{}',
  'GET /api/data/financial/summary/company/alltime/{}',
];

describe('spec §7 in the OpenAPI document', () => {
  let operations: Set<string>;
  beforeAll(async () => {
    const document = await openapiDocument();
    operations = new Set(
      Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
        Object.keys(item ?? {})
          .filter((method) => ['get', 'put', 'post', 'delete', 'patch'].includes(method))
          .map((method) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`),
      ),
    );
  });

  it('lists the 85 calls once each', () => {
    expect(SPEC_CALLS).toHaveLength(85);
    expect(new Set(SPEC_CALLS).size).toBe(85);
  });

  it('documents every one of them', () => {
    expect(SPEC_CALLS.filter((call) => !operations.has(call))).toEqual([]);
  });

  it('documents the new-subscription checkout as needing no auth, and the existing one with it', async () => {
    const document = await openapiDocument();
    const base = '/api/payment1/{provider}/checkout/create-checkout-session/subscription';
    expect(document.paths?.[`${base}/{plan}/{interval}`]?.post?.security).toEqual([]);
    expect(document.paths?.[base]?.post?.security).toBeUndefined();
    expect(document.paths?.[base]?.post?.requestBody).toBeDefined();
    expect(document.paths?.[`${base}/{plan}/{interval}`]?.post?.requestBody).toBeUndefined();
  });
});
