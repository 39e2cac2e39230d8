import { Type } from '@fastify/type-provider-typebox';
import type { App } from '../../app-types.ts';
import { componentsRepository } from '../../invoices/components-repository.ts';
import {
  addComponent,
  deleteComponent,
  updateComponent,
  type ComponentChange,
} from '../../invoices/components-service.ts';
import { invoicesRepository } from '../../invoices/invoices-repository.ts';
import { MAX_BATCH_IDS, readIdList } from '../../shared/id-list.ts';
import { notFound } from '../../shared/problem.ts';
import { fieldsParam, pickFields, readFields, sendSparse } from '../../shared/sparse-fields.ts';
import { ProblemRef } from '../../shared/schema-helpers.ts';
import { Id, IdParams, withErrors } from '../../shared/schemas.ts';
import { InvoiceBody } from '../invoices/invoice-body.ts';
import { invoiceBody } from '../invoices/invoice.ts';
import { ComponentBody, ComponentInputBody, toComponentBody } from './component-body.ts';

const ComponentResult = Type.Object({ component: ComponentBody, invoice: InvoiceBody });
const InvoiceIdParams = Type.Object({ invoiceId: Id });
/** Sent in every sparse component row (`fields`): the gateway groups the batch by invoiceId. */
const COMPONENT_ALWAYS_SENT = ['id', 'invoiceId'];

/** Invoice components (lines): read, add, update, delete; each change recomputes the invoice amount. */
export default async function invoiceComponentRoutes(app: App) {
  const result = async ({ componentId, invoiceId }: ComponentChange, companyId: number) => {
    const component = await componentsRepository(app.db).find(componentId, companyId);
    if (!component) throw notFound('Invoice component');
    return { component: toComponentBody(component), invoice: await invoiceBody(app, invoiceId, companyId) };
  };

  app.get(
    '/api/invoicecomponent/batch',
    {
      schema: {
        operationId: 'listComponentsOfInvoices',
        tags: ['invoice components'],
        summary: 'Components of several invoices at once (our extension, for the gateway’s DataLoader)',
        querystring: Type.Object({
          invoiceIds: Type.String({
            maxLength: 10_000,
            description: `Comma-separated invoice ids, at most ${MAX_BATCH_IDS}`,
          }),
          fields: fieldsParam(ComponentBody, COMPONENT_ALWAYS_SENT),
        }),
        response: withErrors({ 200: Type.Array(ComponentBody) }),
      },
    },
    async (request, reply) => {
      const ids = readIdList(request.query.invoiceIds, 'invoiceIds');
      const fields = readFields(request.query.fields, ComponentBody, COMPONENT_ALWAYS_SENT);
      const rows = (await componentsRepository(app.db).byInvoices(ids, request.user.companyId)).map(toComponentBody);
      return fields
        ? sendSparse(
            reply,
            rows.map((row) => pickFields(row, fields)),
          )
        : rows;
    },
  );

  app.get(
    '/api/invoicecomponent/specific/:id',
    {
      schema: {
        operationId: 'getInvoiceComponent',
        tags: ['invoice components'],
        summary: 'One component (our extension)',
        params: IdParams,
        response: withErrors({ 200: ComponentBody }),
      },
    },
    async (request) => {
      const component = await componentsRepository(app.db).find(request.params.id, request.user.companyId);
      if (!component) throw notFound('Invoice component');
      return toComponentBody(component);
    },
  );

  app.get(
    '/api/invoicecomponent/:invoiceId',
    {
      schema: {
        operationId: 'listInvoiceComponents',
        tags: ['invoice components'],
        summary: 'The components of an invoice',
        params: InvoiceIdParams,
        response: withErrors({ 200: Type.Array(ComponentBody) }),
      },
    },
    async (request) => {
      const { companyId } = request.user;
      if (!(await invoicesRepository(app.db).find(request.params.invoiceId, companyId))) throw notFound('Invoice');
      return (await componentsRepository(app.db).byInvoice(request.params.invoiceId, companyId)).map(toComponentBody);
    },
  );

  app.post(
    '/api/invoicecomponent/:invoiceId',
    {
      schema: {
        operationId: 'createInvoiceComponent',
        tags: ['invoice components'],
        summary: 'Adds a component to an invoice that is not paid',
        params: InvoiceIdParams,
        body: ComponentInputBody,
        response: withErrors({ 201: ComponentResult, 409: ProblemRef, 422: ProblemRef }),
      },
    },
    async (request, reply) => {
      const change = await addComponent(app.db, request.user, request.params.invoiceId, request.body);
      return reply.status(201).send(await result(change, request.user.companyId));
    },
  );

  app.put(
    '/api/invoicecomponent/:id',
    {
      schema: {
        operationId: 'updateInvoiceComponent',
        tags: ['invoice components'],
        summary: 'Updates a component; its amount and the invoice amount are recomputed',
        params: IdParams,
        body: ComponentInputBody,
        response: withErrors({ 200: ComponentResult, 409: ProblemRef, 422: ProblemRef }),
      },
    },
    async (request) =>
      result(await updateComponent(app.db, request.user, request.params.id, request.body), request.user.companyId),
  );

  app.delete(
    '/api/invoicecomponent/:id',
    {
      schema: {
        operationId: 'deleteInvoiceComponent',
        tags: ['invoice components'],
        summary: 'Deletes a component nothing was paid on; the invoice amount is recomputed',
        params: IdParams,
        response: withErrors({
          200: Type.Object({ id: Type.Integer(), invoice: InvoiceBody }),
          409: ProblemRef,
          422: ProblemRef,
        }),
      },
    },
    async (request) => {
      const change = await deleteComponent(app.db, request.user, request.params.id);
      return { id: change.componentId, invoice: await invoiceBody(app, change.invoiceId, request.user.companyId) };
    },
  );
}
