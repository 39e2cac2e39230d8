import type { UnpaidRunResolvers } from '../__generated__/resolvers-types.ts';
import { restPath } from '../rest/client.ts';
import type { InvoiceDto } from '../rest/dto/invoices.ts';
import type { UnpaidRunInvoiceInfoDto } from '../rest/dto/payments.ts';

export const UnpaidRun: UnpaidRunResolvers = {
  status: (run) => (run.status === 'running' ? 'RUNNING' : 'FINISHED'),
  /** The spec's two calls, unpaidrun/{id} (the invoices now) and its invoiceinfo (the reminders), joined by invoice. */
  async invoices(run, _args, ctx) {
    const companyId = await ctx.caller.companyId();
    const [invoices, info] = await Promise.all([
      ctx.rest.get<InvoiceDto[]>(restPath`/api/invoice1/${companyId}/unpaidrun/${run.id}`),
      ctx.rest.get<UnpaidRunInvoiceInfoDto[]>(restPath`/api/invoice1/${companyId}/unpaidrun/invoiceinfo/${run.id}`),
    ]);
    const byId = new Map(invoices.map((invoice) => [invoice.id, invoice]));
    return info.flatMap((row) => {
      const invoice = byId.get(row.invoiceId);
      return invoice ? [{ ...row, invoice }] : [];
    });
  },
};
