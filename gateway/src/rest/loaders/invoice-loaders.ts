import DataLoader from 'dataloader';
import type { RestClient } from '../client.ts';
import type { InvoiceComponentDto, PaymentDto } from '../dto/invoices.ts';

/** The api's batch routes take at most this many ids (MAX_BATCH_IDS there). */
const MAX_BATCH = 500;

/**
 * Rows of many invoices from one batch route, returned per key in key order ([] for none); with
 * `fields`, the api's sparse rows (docs/rest-extensions.md).
 */
function byInvoice<T extends { invoiceId: number }>(rest: RestClient, path: string, fields?: string) {
  return new DataLoader<number, T[]>(
    async (invoiceIds) => {
      const rows = await rest.get<T[]>(path, { invoiceIds: invoiceIds.join(','), fields });
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
  /**
   * Components per invoice id with the properties `fields` names (undefined: whole rows), one
   * loader per set of fields: a page of invoices costs one upstream request.
   */
  components(fields: string | undefined): DataLoader<number, InvoiceComponentDto[]>;
  /** Payments per invoice id, oldest first. */
  payments: DataLoader<number, PaymentDto[]>;
}

/** Born per GraphQL request (in the context function), so nothing is cached across users. */
export function createInvoiceLoaders(rest: RestClient): InvoiceLoaders {
  const components = new Map<string | undefined, DataLoader<number, InvoiceComponentDto[]>>();
  return {
    components(fields) {
      let loader = components.get(fields);
      if (!loader) {
        loader = byInvoice<InvoiceComponentDto>(rest, '/api/invoicecomponent/batch', fields);
        components.set(fields, loader);
      }
      return loader;
    },
    payments: byInvoice<PaymentDto>(rest, '/api/payment1/batch'),
  };
}
