/**
 * The REST api's payment list and unpaid-run JSON, as the resolvers receive it (codegen mappers): names
 * for the types generated from the api's OpenAPI document (../api-types.ts).
 */
import type { ElementOf, JsonOf } from '../api-types.ts';
import type { InvoiceDto } from './invoices.ts';

export type PaymentPageDto = JsonOf<'listPaymentPage'>;

export type PaymentDeleteResultDto = JsonOf<'deletePayment'>;

export type UnpaidRunDto = JsonOf<'getUnpaidRun'>;

/** GET /api/invoice1/{companyId}/unpaidrun/invoiceinfo/{id}: one invoice of a run and its reminder. */
export type UnpaidRunInvoiceInfoDto = ElementOf<JsonOf<'listUnpaidRunInvoiceInfo'>>;

/** UnpaidRunInvoice's parent: the reminder joined with the invoice as it is now. */
export interface UnpaidRunInvoiceParent extends UnpaidRunInvoiceInfoDto {
  invoice: InvoiceDto;
}

export type UnpaidRunPreviewDto = JsonOf<'previewUnpaidRun'>;
