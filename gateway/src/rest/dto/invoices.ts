/**
 * The REST api's invoice, component and payment JSON, as the resolvers receive it (codegen mappers):
 * names for the types generated from the api's OpenAPI document (../api-types.ts).
 */
import type { JsonOf, SchemaOf } from '../api-types.ts';

export type InvoiceDto = SchemaOf<'Invoice'>;
export type InvoiceStatusCode = InvoiceDto['status'];

export type InvoicePageDto = JsonOf<'listInvoicePage'>;

export type InvoiceComponentDto = SchemaOf<'InvoiceComponent'>;

export type PaymentDto = SchemaOf<'Payment'>;
export type PaymentTypeCode = PaymentDto['type'];

/** POST /api/payment1/{companyId}/invoice/{invoiceId}[/component/{componentId}]: 201, or 200 for a replay. */
export type PaymentResultDto = JsonOf<'createComponentPayment', 201>;

export type ComponentResultDto = JsonOf<'updateInvoiceComponent'>;

export type ComponentDeleteResultDto = JsonOf<'deleteInvoiceComponent'>;

export type EmailResultDto = JsonOf<'emailInvoice'>;

export type DeletedDto = JsonOf<'deleteProduct'>;
