import DataLoader from 'dataloader';
import type { RestClient } from '../client.ts';
import type { InvoiceComponentDto, PaymentDto } from '../dto/invoices.ts';

/** The api's batch routes take at most this many ids (MAX_BATCH_IDS there). */
const MAX_BATCH = 500;

/** Rows of many invoices from one batch route, returned per key in key order ([] for none). */
function byInvoice<T extends { invoiceId: number }>(rest: RestClient, path: string) {
  return new DataLoader<number, T[]>(
    async (invoiceIds) => {
      const rows = await rest.get<T[]>(path, { invoiceIds: invoiceIds.join(',') });
      const groups = new Map<number, T[]>();
      for (const row of rows) {
        const group = groups.get(row.invoiceId);
        if (group) group.push(row);
        else groups.set(row.invoiceId, [row]);
      }
      return invoiceIds.map((id) => groups.get(id) ?? []);
    },
    { maxBatchSize: MAX_BATCH },
  );
}

export interface InvoiceLoaders {
  /** Components per invoice id: a page of invoices costs one upstream request. */
  components: DataLoader<number, InvoiceComponentDto[]>;
  /** Payments per invoice id, oldest first. */
  payments: DataLoader<number, PaymentDto[]>;
}

/** Born per GraphQL request (in the context function), so nothing is cached across users. */
export function createInvoiceLoaders(rest: RestClient): InvoiceLoaders {
  return {
    components: byInvoice<InvoiceComponentDto>(rest, '/api/invoicecomponent/batch'),
    payments: byInvoice<PaymentDto>(rest, '/api/payment1/batch'),
  };
}
