import type { MutationResolvers } from '../__generated__/resolvers-types.ts';
import { restPath } from '../rest/client.ts';
import type {
  ComponentDeleteResultDto,
  ComponentResultDto,
  DeletedDto,
  EmailResultDto,
  InvoiceDto,
} from '../rest/dto/invoices.ts';
import { optionalRestId, restId } from '../rest/ids.ts';
import { deletedResult } from './results.ts';
import { componentBody } from './invoice-inputs.ts';
import { outboxStatus } from './outbox.ts';

/** A mutation for every invoice and component action of spec §2 (Reading B). */
export const InvoiceMutation: MutationResolvers = {
  async createInvoice(_parent, { input }, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.post<InvoiceDto>(restPath`/api/invoice1/${companyId}`, {
      clientId: restId(input.clientId, 'clientId'),
      practitionerId: optionalRestId(input.practitionerId, 'practitionerId'),
      appointmentId: optionalRestId(input.appointmentId, 'appointmentId'),
      ...(input.invoiced ? { invoiced: input.invoiced } : {}),
      ...(input.due ? { due: input.due } : {}),
      ...(input.description === null || input.description === undefined ? {} : { description: input.description }),
      components: (input.components ?? []).map((line) => ({
        ...componentBody(line),
        ...(line.productId ? { productId: restId(line.productId, 'productId') } : {}),
      })),
    });
  },
  async createInvoiceFromProduct(_parent, { productId, clientId }, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.post<InvoiceDto>(
      restPath`/api/invoice1/${companyId}/product/${restId(productId, 'productId')}/${restId(clientId, 'clientId')}`,
    );
  },
  updateInvoice: (_parent, { id, input }, ctx) =>
    ctx.rest.put<InvoiceDto>(restPath`/api/invoice1/${restId(id, 'id')}`, {
      status: input.status,
      invoiced: input.invoiced,
      version: input.version,
      ...(input.description === null || input.description === undefined ? {} : { description: input.description }),
    }),
  deleteInvoice: (_parent, { id }, ctx) =>
    deletedResult(ctx.rest.delete<DeletedDto>(restPath`/api/invoice1/${restId(id, 'id')}`)),
  async emailInvoice(_parent, { id, to, idempotencyKey }, ctx) {
    const sent = await ctx.rest.post<EmailResultDto>(
      restPath`/api/invoice1/email/${restId(id, 'id')}`,
      to?.trim() ? { to: to.trim() } : {},
      idempotencyKey?.trim() ? { 'idempotency-key': idempotencyKey.trim() } : undefined,
    );
    return { ...sent, outboxId: String(sent.outboxId), status: outboxStatus(sent.status) };
  },
  async addBillingPlanToInvoice(_parent, { invoiceId, billingPlanId }, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.post<InvoiceDto>(
      restPath`/api/invoice1/billingplan/${companyId}/${restId(invoiceId, 'invoiceId')}/${restId(billingPlanId, 'billingPlanId')}`,
    );
  },
  async addProductToInvoice(_parent, { invoiceId, productId }, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.post<InvoiceDto>(
      restPath`/api/invoice1/product/${companyId}/${restId(invoiceId, 'invoiceId')}/${restId(productId, 'productId')}`,
    );
  },
  addInvoiceComponent: (_parent, { invoiceId, input }, ctx) =>
    ctx.rest.post<ComponentResultDto>(
      restPath`/api/invoicecomponent/${restId(invoiceId, 'invoiceId')}`,
      componentBody(input),
    ),
  updateInvoiceComponent: (_parent, { id, input }, ctx) =>
    ctx.rest.put<ComponentResultDto>(restPath`/api/invoicecomponent/${restId(id, 'id')}`, componentBody(input)),
  deleteInvoiceComponent: (_parent, { id }, ctx) =>
    ctx.rest.delete<ComponentDeleteResultDto>(restPath`/api/invoicecomponent/${restId(id, 'id')}`),
};
