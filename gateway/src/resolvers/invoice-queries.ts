import type { QueryResolvers } from '../__generated__/resolvers-types.ts';
import { restPath } from '../rest/client.ts';
import type { InvoiceComponentDto, InvoiceDto, InvoicePageDto, PaymentDto } from '../rest/dto/invoices.ts';
import { restId } from '../rest/ids.ts';
import { restFields } from '../rest/sparse-fields.ts';
import { INVOICE_ROW_SOURCES } from './Invoice.ts';
import { invoiceListQuery } from './invoice-inputs.ts';
import { nullIfNotFound } from './results.ts';

/** Invoice reads over /api/invoice1, /api/invoicecomponent and /api/payment1 (spec §7). */
export const InvoiceQuery: QueryResolvers = {
  async invoices(_parent, { query }, ctx, info) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.get<InvoicePageDto>(restPath`/api/invoice1/all/lazyloading/${companyId}`, {
      ...invoiceListQuery(query),
      fields: restFields(info, INVOICE_ROW_SOURCES, ['data']),
    });
  },
  practitionerInvoices: (_parent, { practitionerId, query }, ctx, info) =>
    ctx.rest.get<InvoicePageDto>(
      restPath`/api/invoice1/all/practitioner/lazyloading/${restId(practitionerId, 'practitionerId')}`,
      { ...invoiceListQuery(query), fields: restFields(info, INVOICE_ROW_SOURCES, ['data']) },
    ),
  async invoicesByKind(_parent, { kind }, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.get<InvoiceDto[]>(restPath`/api/invoice1/${kind.toLowerCase()}/${companyId}`);
  },
  async clientInvoices(_parent, { clientId }, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.get<InvoiceDto[]>(restPath`/api/invoice1/${companyId}/affiliate/${restId(clientId, 'clientId')}`);
  },
  appointmentInvoices: (_parent, { appointmentId }, ctx) =>
    ctx.rest.get<InvoiceDto[]>(restPath`/api/invoice1/appointment/${restId(appointmentId, 'appointmentId')}`),
  invoice: (_parent, { id }, ctx) =>
    nullIfNotFound(ctx.rest.get<InvoiceDto>(restPath`/api/invoice1/specific/${restId(id, 'id')}`)),
  invoiceComponents: (_parent, { invoiceId }, ctx) =>
    ctx.rest.get<InvoiceComponentDto[]>(restPath`/api/invoicecomponent/${restId(invoiceId, 'invoiceId')}`),
  payment: (_parent, { id }, ctx) =>
    nullIfNotFound(ctx.rest.get<PaymentDto>(restPath`/api/payment1/specific/${restId(id, 'id')}`)),
};
