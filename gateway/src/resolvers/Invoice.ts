import type { InvoiceResolvers } from '../__generated__/resolvers-types.ts';
import { INVOICE_STATUS_LABELS } from '../labels.ts';
import { subtractAmounts } from '../money.ts';

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
  components: (invoice, _args, ctx) => ctx.invoiceLoaders.components.load(invoice.id),
  payments: (invoice, _args, ctx) => ctx.invoiceLoaders.payments.load(invoice.id),
  actions: (invoice) => invoice,
  downloadPath: (invoice) => `/download/invoice/${invoice.id}`,
};
