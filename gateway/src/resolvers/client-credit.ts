import DataLoader from 'dataloader';
import type {
  ClientCreditEntryResolvers,
  ClientResolvers,
  MutationResolvers,
  PaymentSpread,
  QueryResolvers,
} from '../__generated__/resolvers-types.ts';
import type { GatewayContext as Context } from '../context.ts';
import { centsToDecimal, decimalToRest, toCents } from '../money.ts';
import { restPath } from '../rest/client.ts';
import type {
  ClientCreditDto,
  ClientCreditsDto,
  ClientPaymentResultDto,
  CreditPaymentResultDto,
} from '../rest/dto/payments.ts';
import { restId } from '../rest/ids.ts';

const idempotencyHeader = (key: string | null | undefined): Record<string, string> =>
  key ? { 'idempotency-key': key } : {};

const SPREAD: Record<PaymentSpread, 'oldest' | 'chosen'> = { OLDEST_FIRST: 'oldest', CHOSEN: 'chosen' };

/** One loader per GraphQL request (the context object), so a page of invoices asks for its clients' credit once. */
const creditLoaders = new WeakMap<object, DataLoader<number, number>>();

function creditLoader(ctx: Context): DataLoader<number, number> {
  let loader = creditLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader<number, number>(
      async (clientIds) => {
        const companyId = await ctx.caller.companyId();
        const rows = await ctx.rest.get<ClientCreditsDto>(restPath`/api/payment1/${companyId}/clients/credit`, {
          clientIds: clientIds.join(','),
        });
        const byId = new Map(rows.map((r) => [r.clientId, r.credit]));
        return clientIds.map((id) => byId.get(id) ?? 0);
      },
      { maxBatchSize: 500 },
    );
    creditLoaders.set(ctx, loader);
  }
  return loader;
}

/** Client.credit: what the client has paid beyond what it owed and not yet applied (issue 13). */
export const ClientCreditField: Pick<ClientResolvers, 'credit'> = {
  credit: async (client, _args, ctx) =>
    centsToDecimal(toCents(await creditLoader(ctx).load(restId(client.id, 'clientId'))) ?? 0),
};

export const ClientCreditEntry: ClientCreditEntryResolvers = {
  kind: (entry) => (entry.kind === 'kept' ? 'KEPT' : entry.kind === 'applied' ? 'APPLIED' : 'RESTORED'),
};

export const ClientCreditQuery: QueryResolvers = {
  async clientCredit(_parent, { clientId }, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.get<ClientCreditDto>(
      restPath`/api/payment1/${companyId}/client/${restId(clientId, 'clientId')}/credit`,
    );
  },
};

/** One payment over several invoices, and paying from credit; the idempotency key travels as a header. */
export const ClientCreditMutation: MutationResolvers = {
  async payClientInvoices(_parent, { clientId, input }, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.post<ClientPaymentResultDto>(
      restPath`/api/payment1/${companyId}/client/${restId(clientId, 'clientId')}/receipt`,
      {
        description: input.description,
        type: input.type ?? 'B',
        amount: decimalToRest(input.amount),
        paid: input.paid,
        allocation: SPREAD[input.spread],
        ...(input.spread === 'CHOSEN'
          ? {
              invoices: (input.invoices ?? []).map((i) => ({
                invoiceId: restId(i.invoiceId, 'invoiceId'),
                amount: decimalToRest(i.amount),
              })),
            }
          : {}),
        keepCredit: input.keepCredit ?? false,
        ...(input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {}),
      },
      idempotencyHeader(input.idempotencyKey),
    );
  },
  async applyClientCredit(_parent, { invoiceId, input }, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.post<CreditPaymentResultDto>(
      restPath`/api/payment1/${companyId}/invoice/${restId(invoiceId, 'invoiceId')}/credit`,
      {
        ...(input.amount ? { amount: decimalToRest(input.amount) } : {}),
        ...(input.description ? { description: input.description } : {}),
        ...(input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {}),
      },
      idempotencyHeader(input.idempotencyKey),
    );
  },
};
