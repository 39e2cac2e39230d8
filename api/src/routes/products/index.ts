import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { productsRepository, type ProductRow } from '../../products/products-repository.ts';
import { createProduct, deleteProduct, updateProduct } from '../../products/products-service.ts';
import { fromCents } from '../../shared/money.ts';
import { notFound } from '../../shared/problem.ts';
import { Amount, DeletedBody, Nullable, ProblemRef } from '../../shared/schema-helpers.ts';
import { CompanyParams, Id, IdParams, withErrors } from '../../shared/schemas.ts';

const Code = Type.Optional(Nullable(Type.String({ maxLength: 50 })));

const ProductInputBody = Type.Object({
  code: Code,
  name: Type.String({ minLength: 1, maxLength: 200 }),
  description: Type.Optional(Type.String({ maxLength: 1000 })),
  unitCost: Amount,
  nappiCode: Code,
  bhfCode: Code,
  active: Type.Optional(Type.Boolean()),
});

const ProductBody = Type.Object(
  {
    id: Type.Integer(),
    code: Nullable(Type.String()),
    name: Type.String(),
    description: Type.String(),
    unitCost: Type.Number(),
    nappiCode: Nullable(Type.String()),
    bhfCode: Nullable(Type.String()),
    active: Type.Boolean(),
  },
  { $id: 'Product' },
);

const toProductBody = (p: ProductRow) => ({
  id: p.id,
  code: p.code,
  name: p.name,
  description: p.description,
  unitCost: fromCents(p.unitCostCents),
  nappiCode: p.nappiCode,
  bhfCode: p.bhfCode,
  active: p.active,
});

/** Products (spec §7 "Billing plans and products"). */
export default async function productRoutes(app: App) {
  const body = async (id: number, companyId: number) => {
    const product = await productsRepository(app.db).find(id, companyId);
    if (!product) throw notFound('Product');
    return toProductBody(product);
  };
  const tags = ['products'];

  app.get(
    '/api/product1/specific/:id',
    {
      schema: {
        operationId: 'getProduct',
        tags,
        summary: 'One product',
        params: IdParams,
        response: withErrors({ 200: ProductBody }),
      },
    },
    async (request) => body(request.params.id, request.user.companyId),
  );
  app.get(
    '/api/product1/:companyId',
    {
      schema: {
        operationId: 'listProducts',
        tags,
        summary: 'The company’s products, by name',
        params: CompanyParams,
        response: withErrors({ 200: Type.Array(ProductBody) }),
      },
    },
    async (request) => (await productsRepository(app.db).list(request.params.companyId)).map(toProductBody),
  );
  app.get(
    '/api/product1/:companyId/:query',
    {
      schema: {
        operationId: 'searchProducts',
        tags,
        summary: 'Products whose name or code contains the (lower-cased) query',
        params: Type.Object({ companyId: Id, query: Type.String({ maxLength: 200 }) }),
        response: withErrors({ 200: Type.Array(ProductBody) }),
      },
    },
    async (request) =>
      (await productsRepository(app.db).search(request.params.companyId, request.params.query)).map(toProductBody),
  );
  app.post(
    '/api/product1/:companyId',
    {
      schema: {
        operationId: 'createProduct',
        tags,
        summary: 'Creates a product',
        params: CompanyParams,
        body: ProductInputBody,
        response: withErrors({ 201: ProductBody }),
      },
    },
    async (request, reply) => {
      const id = await createProduct(app.db, request.user, request.body);
      return reply.status(201).send(await body(id, request.user.companyId));
    },
  );
  app.put(
    '/api/product1/:id',
    {
      schema: {
        operationId: 'updateProduct',
        tags,
        summary: 'Updates a product',
        params: IdParams,
        body: ProductInputBody,
        response: withErrors({ 200: ProductBody }),
      },
    },
    async (request) => {
      await updateProduct(app.db, request.user, request.params.id, request.body);
      return body(request.params.id, request.user.companyId);
    },
  );
  app.delete(
    '/api/product1/:id',
    {
      schema: {
        operationId: 'deleteProduct',
        tags,
        summary: 'Deletes a product that no invoice line or plan item uses (409 otherwise: deactivate it instead)',
        params: IdParams,
        response: withErrors({ 200: DeletedBody, 409: ProblemRef }),
      },
    },
    async (request) => {
      await deleteProduct(app.db, request.user, request.params.id);
      return { id: request.params.id };
    },
  );
}
