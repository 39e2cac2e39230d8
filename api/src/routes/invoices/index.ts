import type { App } from '../../app-types.ts';
import invoiceAdditionRoutes from './additions.ts';
import invoiceDocumentRoutes from './documents.ts';
import invoiceRoutes from './invoice.ts';
import invoiceListRoutes from './lists.ts';

/** Everything under /api/invoice1 (spec §7 "Invoices"). */
export default async function invoicesRoutes(app: App) {
  await app.register(invoiceListRoutes);
  await app.register(invoiceRoutes);
  await app.register(invoiceDocumentRoutes);
  await app.register(invoiceAdditionRoutes);
}
