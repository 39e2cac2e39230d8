/**
 * The REST api's clients (the spec's affiliates), as the resolvers receive them (codegen mappers): names for
 * the types generated from the api's OpenAPI document (../api-types.ts).
 */
import type { ElementOf, JsonOf, SchemaOf } from '../api-types.ts';

export type ClientDto = SchemaOf<'Client'>;

export type ClientPageDto = JsonOf<'listClients'>;

export type ClientSummaryDto = JsonOf<'getClientSummary'>;

export type ClientPaymentsDto = JsonOf<'listClientPayments'>;

export type ClientPaymentEntryDto = ElementOf<ClientPaymentsDto['payments']>;

export type ClientPaymentAllocationDto = ElementOf<ClientPaymentEntryDto['allocations']>;
