import type { Invoice as InvoiceType, InvoiceResolvers } from '../__generated__/resolvers-types.ts';
import { INVOICE_STATUS_LABELS } from '../labels.ts';
import { subtractAmounts } from '../money.ts';
import type { InvoiceDto } from '../rest/dto/invoices.ts';
import { restFields, type RowSources } from '../rest/sparse-fields.ts';
import { COMPONENT_ROW_SOURCES } from './InvoiceComponent.ts';

export const Invoice: InvoiceResolvers = {
  statusLabel: (invoice) => INVOICE_STATUS_LABELS[invoice.status],
  amountDue: (invoice) => subtractAmounts(invoice.amount, invoice.paid),
  client: (invoice) => ({
    id: String(invoice.clientId),
    firstName: invoice.clientFirstName,
    lastName: invoice.clientLastName,
    name: invoice.clientName,
    email: invoice.clientEmail,
    medicalAidName: invoice.clientMedicalAidName,
    medicalAidNumber: invoice.clientMedicalAidNumber,
  }),
  // Batched per request: the components (payments) of a whole page cost one upstream call.
  components: (invoice, _args, ctx, info) =>
    ctx.invoiceLoaders.components(restFields(info, COMPONENT_ROW_SOURCES)).load(invoice.id),
  payments: (invoice, _args, ctx) => ctx.invoiceLoaders.payments.load(invoice.id),
  actions: (invoice) => invoice,
  downloadPath: (invoice) => `/download/invoice/${invoice.id}`,
};

/** The REST properties each field above reads: the lazy lists send only those a query selects. */
export const INVOICE_ROW_SOURCES: RowSources<InvoiceType, InvoiceDto> = {
  id: ['id'],
  uniqueId: ['uniqueId'],
  status: ['status'],
  statusLabel: ['status'],
  amount: ['amount'],
  paid: ['paid'],
  amountDue: ['amount', 'paid'],
  invoiced: ['invoiced'],
  due: ['due'],
  description: ['description'],
  numberOfClaims: ['numberOfClaims'],
  version: ['version'],
  client: [
    'clientId',
    'clientFirstName',
    'clientLastName',
    'clientName',
    'clientEmail',
    'clientMedicalAidName',
    'clientMedicalAidNumber',
  ],
  practitionerId: ['practitionerId'],
  practitionerName: ['practitionerName'],
  appointmentId: ['appointmentId'],
  components: ['id'],
  payments: ['id'],
  // The api decides what an invoice allows; InvoiceActions.ts only reads it.
  actions: ['allowedActions'],
  downloadPath: ['id'],
};
