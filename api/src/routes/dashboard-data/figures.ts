import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { clientFigures, figurePeriod, productFigures } from '../../dashboard-data/figures.ts';
import { Nullable } from '../../shared/schema-helpers.ts';
import { CompanyParams, withErrors } from '../../shared/schemas.ts';

const PeriodQuery = Type.Object({
  start: Type.Optional(
    Type.String({
      maxLength: 10,
      description: 'First invoice date counted, YYYY-MM-DD (company time zone); absent: open',
    }),
  ),
  end: Type.Optional(
    Type.String({ maxLength: 10, description: 'Last invoice date counted, YYYY-MM-DD (inclusive); absent: open' }),
  ),
});

const figureFields = {
  invoiced: Type.Number({ description: 'Sum of the amounts of the invoices (or lines) invoiced in the period' }),
  paid: Type.Number({ description: 'What of it is settled: payments and write-offs' }),
  owed: Type.Number({ description: 'invoiced − paid: still to be paid' }),
  count: Type.Integer({ description: 'Number of invoices' }),
};

const ClientFigure = Type.Object({
  id: Type.Integer({ description: 'Client id' }),
  name: Type.String({ description: 'First and last name' }),
  ...figureFields,
});

const ProductFigure = Type.Object({
  id: Nullable(Type.Integer({ description: 'Product id; null for the lines without a product' })),
  name: Type.String(),
  ...figureFields,
  quantity: Type.String({ description: 'Units sold on the lines (decimal text)' }),
});

const period = {
  start: Nullable(Type.String({ description: 'First day counted; null when open' })),
  end: Nullable(Type.String({ description: 'Last day counted; null when open' })),
};

/** The dashboard data calls of spec §7: figures per client and per product for a period. */
export default async function figureRoutes(app: App) {
  const tags = ['dashboard data'];

  app.get(
    '/api/client1/data/clients/:companyId',
    {
      schema: {
        operationId: 'listClientFigures',
        tags,
        summary: 'Invoiced, paid, owed and invoice count per client for a period, most owed first',
        params: CompanyParams,
        querystring: PeriodQuery,
        response: withErrors({ 200: Type.Object({ ...period, rows: Type.Array(ClientFigure) }) }),
      },
    },
    async (request) => clientFigures(app.db, request.params.companyId, figurePeriod(request.query)),
  );

  app.get(
    '/api/client1/data/products/:companyId',
    {
      schema: {
        operationId: 'listProductFigures',
        tags,
        summary:
          'Invoiced, paid, owed, invoice count and quantity per product for a period, most invoiced first. ' +
          'Payments to a whole invoice settle its lines in their order',
        params: CompanyParams,
        querystring: PeriodQuery,
        response: withErrors({ 200: Type.Object({ ...period, rows: Type.Array(ProductFigure) }) }),
      },
    },
    async (request) => productFigures(app.db, request.params.companyId, figurePeriod(request.query)),
  );
}
