/**
 * The REST api's invoice, component and payment JSON, as the resolvers receive it (codegen mappers):
 * names for the types generated from the api's OpenAPI document (../api-types.ts).
 */
import type { JsonOf } from '../api-types.ts';

export type InvoiceDto = JsonOf<'getInvoice'>;
export type InvoiceStatusCode = InvoiceDto['status'];

export type InvoicePageDto = JsonOf<'listInvoicePage'>;

export type InvoiceComponentDto = JsonOf<'getInvoiceComponent'>;

export type PaymentDto = JsonOf<'getPayment'>;
export type PaymentTypeCode = PaymentDto['type'];

/** POST /api/payment1/{companyId}/invoice/{invoiceId}[/component/{componentId}]: 201, or 200 for a replay. */
export type PaymentResultDto = JsonOf<'createComponentPayment', 201>;

export type ComponentResultDto = JsonOf<'updateInvoiceComponent'>;

export type ComponentDeleteResultDto = JsonOf<'deleteInvoiceComponent'>;

export type EmailResultDto = JsonOf<'emailInvoice'>;

export type DeletedDto = JsonOf<'deleteProduct'>;
