import type {
  ClientInput,
  ClientPaymentEntryResolvers,
  ClientRecordResolvers,
  MutationResolvers,
  QueryResolvers,
} from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { PAYMENT_TYPE_LABELS } from '../labels.ts';
import { centsToDecimal, toCents } from '../money.ts';
import { restPath } from '../rest/client.ts';
import type { ClientDto, ClientPageDto, ClientPaymentsDto, ClientSummaryDto } from '../rest/dto/clients.ts';
import type { ClientCreditsDto } from '../rest/dto/payments.ts';
import type { InvoiceDto } from '../rest/dto/invoices.ts';
import { restId } from '../rest/ids.ts';
import { nullIfNotFound } from './results.ts';

/** A ClientInput as the api's body: left-out optional fields are null (the api trims and checks them). */
export function clientBody(input: ClientInput) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email ?? null,
    phone: input.phone ?? null,
    idNumber: input.idNumber ?? null,
    dateOfBirth: input.dateOfBirth ?? null,
    medicalAidName: input.medicalAidName ?? null,
    medicalAidPlan: input.medicalAidPlan ?? null,
    medicalAidNumber: input.medicalAidNumber ?? null,
    dependantCode: input.dependantCode ?? null,
    address: input.address ?? null,
  };
}

/** Clients (the spec's affiliates) over /api/client1; a client's invoices over the spec's affiliate path. */
export const ClientQuery: Pick<QueryResolvers, 'clients' | 'client'> = {
  async clients(_parent, { search, includeArchived, offset, limit }, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.get<ClientPageDto>(restPath`/api/client1/${companyId}`, {
      search: search?.trim() || undefined,
      includeArchived: includeArchived ?? false,
      offset: offset ?? 0,
      limit: limit ?? 25,
    });
  },
  client: (_parent, { id }, ctx) =>
    nullIfNotFound(ctx.rest.get<ClientDto>(restPath`/api/client1/specific/${restId(id, 'id')}`)),
};

export const ClientMutation: Pick<MutationResolvers, 'createClient' | 'updateClient' | 'setClientActive'> = {
  async createClient(_parent, { input }, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.post<ClientDto>(restPath`/api/client1/${companyId}`, clientBody(input));
  },
  updateClient: (_parent, { id, input }, ctx) =>
    ctx.rest.put<ClientDto>(restPath`/api/client1/${restId(id, 'id')}`, clientBody(input)),
  setClientActive: (_parent, { id, active }, ctx) =>
    ctx.rest.put<ClientDto>(restPath`/api/client1/active/${restId(id, 'id')}`, { active }),
};

/** The client's credit in cents (0 when it never had any). */
async function creditCents(clientId: number, ctx: GatewayContext) {
  const companyId = await ctx.caller.companyId();
  const rows = await ctx.rest.get<ClientCreditsDto>(restPath`/api/payment1/${companyId}/clients/credit`, {
    clientIds: String(clientId),
  });
  return toCents(rows.find((r) => r.clientId === clientId)?.credit ?? 0) ?? 0;
}

export const ClientRecord: ClientRecordResolvers = {
  id: (client) => String(client.id),
  summary: (client, _args, ctx) => ctx.rest.get<ClientSummaryDto>(restPath`/api/client1/summary/${client.id}`),
  credit: async (client, _args, ctx) => centsToDecimal(await creditCents(client.id, ctx)),
  async balance(client, _args, ctx) {
    const [summary, credit] = await Promise.all([
      ctx.rest.get<ClientSummaryDto>(restPath`/api/client1/summary/${client.id}`),
      creditCents(client.id, ctx),
    ]);
    return centsToDecimal((toCents(summary.owed) ?? 0) - credit);
  },
  async payments(client, _args, ctx) {
    const companyId = await ctx.caller.companyId();
    const page = await ctx.rest.get<ClientPaymentsDto>(
      restPath`/api/payment1/${companyId}/client/${client.id}/payments`,
    );
    return page.payments;
  },
  async invoices(client, _args, ctx) {
    const companyId = await ctx.caller.companyId();
    return ctx.rest.get<InvoiceDto[]>(restPath`/api/invoice1/${companyId}/affiliate/${client.id}`);
  },
};

export const ClientPaymentEntry: ClientPaymentEntryResolvers = {
  kind: (entry) => (entry.kind === 'receipt' ? 'RECEIPT' : entry.kind === 'credit' ? 'CREDIT' : 'PAYMENT'),
  typeLabel: (entry) => PAYMENT_TYPE_LABELS[entry.type],
};
