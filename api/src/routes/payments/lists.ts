import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../invoices/invoice-list-query.ts';
import { listPaymentPage, PAYMENT_FILTER_FIELDS, PAYMENT_SORT_FIELDS } from '../../payments/payment-list-query.ts';
import { paymentsRepository } from '../../payments/payments-repository.ts';
import { requireOwned } from '../../shared/references.ts';
import { CompanyParams, Id, IdParams, withErrors } from '../../shared/schemas.ts';
import { PaymentBody, toPaymentBody } from './payment-body.ts';

/** The query of the payment lazy lists: the invoice list query, with `paid` as the sort default and range. */
export const PaymentListQuerystring = Type.Object({
  sortField: Type.Optional(
    Type.String({ maxLength: 40, description: `Default paid; one of ${PAYMENT_SORT_FIELDS.join(', ')}` }),
  ),
  sortOrder: Type.Optional(Type.String({ maxLength: 4, description: 'asc or desc (default desc)' })),
  search: Type.Optional(
    Type.String({
      maxLength: 200,
      description: 'Invoice number, client name, description or payment type label containing it',
    }),
  ),
  filters: Type.Optional(
    Type.String({
      maxLength: 4000,
      description:
        'JSON object {"<field>": {"value": "…", "matchMode": "startsWith|contains|equals"}}; fields: ' +
        `${PAYMENT_FILTER_FIELDS.join(', ')}; type also takes a list of codes, e.g. "C,B"`,
    }),
  ),
  start: Type.Optional(Type.String({ maxLength: 40, description: 'Paid at or after (ISO 8601, or YYYY-MM-DD)' })),
  end: Type.Optional(
    Type.String({ maxLength: 40, description: 'Paid at or before (ISO 8601, or YYYY-MM-DD for the whole day)' }),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'Starts at 1' })),
  size: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, description: `Default ${DEFAULT_PAGE_SIZE}` }),
  ),
});

const PaymentPageBody = Type.Object({
  data: Type.Array(PaymentBody),
  totalRecords: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
const PaymentList = Type.Array(PaymentBody);

/** The payment lists of spec §7, newest first. */
export default async function paymentListRoutes(app: App) {
  app.get(
    '/api/payment1/:companyId',
    {
      schema: {
        operationId: 'listPayments',
        tags: ['payments'],
        summary: 'All the company’s payments, newest first',
        params: CompanyParams,
        response: withErrors({ 200: PaymentList }),
      },
    },
    async (request) => (await paymentsRepository(app.db).byCompany(request.params.companyId)).map(toPaymentBody),
  );

  app.get(
    '/api/payment1/lazyloading/:companyId',
    {
      schema: {
        operationId: 'listPaymentPage',
        tags: ['payments'],
        summary: 'A page of the company’s payments: sorted, searched, filtered and paged on the server',
        params: CompanyParams,
        querystring: PaymentListQuerystring,
        response: withErrors({ 200: PaymentPageBody }),
      },
    },
    async (request) => {
      const page = await listPaymentPage(app.db, { companyId: request.params.companyId }, request.query);
      return { ...page, data: page.data.map(toPaymentBody) };
    },
  );

  app.get(
    '/api/payment1/practitioner/:id',
    {
      schema: {
        operationId: 'listPractitionerPayments',
        tags: ['payments'],
        summary: 'The payments of one practitioner’s invoices, newest first',
        params: IdParams,
        response: withErrors({ 200: PaymentList }),
      },
    },
    async (request) => {
      const { companyId } = request.user;
      await requireOwned(app.db, 'Practitioner', request.params.id, companyId);
      return (await paymentsRepository(app.db).byPractitioner(companyId, request.params.id)).map(toPaymentBody);
    },
  );

  app.get(
    '/api/payment1/practitioner/lazyloading/:practitionerId/:companyId',
    {
      schema: {
        operationId: 'listPractitionerPaymentPage',
        tags: ['payments'],
        summary: 'A page of one practitioner’s payments (same query as the company lazy list)',
        params: Type.Object({ practitionerId: Id, companyId: Id }),
        querystring: PaymentListQuerystring,
        response: withErrors({ 200: PaymentPageBody }),
      },
    },
    async (request) => {
      const { practitionerId, companyId } = request.params;
      await requireOwned(app.db, 'Practitioner', practitionerId, companyId);
      const page = await listPaymentPage(app.db, { companyId, practitionerId }, request.query);
      return { ...page, data: page.data.map(toPaymentBody) };
    },
  );
}
