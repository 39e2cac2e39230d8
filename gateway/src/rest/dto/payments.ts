/**
 * The REST api's payment list and unpaid-run JSON, as the resolvers receive it (codegen mappers): names
 * for the types generated from the api's OpenAPI document (../api-types.ts).
 */
import type { ElementOf, JsonOf } from '../api-types.ts';
import type { InvoiceDto } from './invoices.ts';

export type PaymentPageDto = JsonOf<'listPaymentPage'>;

export type PaymentDeleteResultDto = JsonOf<'deletePayment'>;

/** POST /api/payment1/{companyId}/client/{clientId}/receipt: one payment over several invoices (issue 13). */
export type ClientPaymentResultDto = JsonOf<'payClientInvoices', 201>;
export type PaymentReceiptDto = ClientPaymentResultDto['receipt'];

/** POST /api/payment1/{companyId}/invoice/{invoiceId}/credit: an invoice paid from its client's credit. */
export type CreditPaymentResultDto = JsonOf<'applyClientCredit', 201>;

/** GET /api/payment1/{companyId}/client/{clientId}/credit. */
export type ClientCreditDto = JsonOf<'getClientCredit'>;
export type ClientCreditEntryDto = ElementOf<ClientCreditDto['entries']>;

export type ClientCreditsDto = JsonOf<'listClientCredits'>;

export type UnpaidRunDto = JsonOf<'getUnpaidRun'>;

/** GET /api/invoice1/{companyId}/unpaidrun/invoiceinfo/{id}: one invoice of a run and its reminder. */
export type UnpaidRunInvoiceInfoDto = ElementOf<JsonOf<'listUnpaidRunInvoiceInfo'>>;

/** UnpaidRunInvoice's parent: the reminder joined with the invoice as it is now. */
export interface UnpaidRunInvoiceParent extends UnpaidRunInvoiceInfoDto {
  invoice: InvoiceDto;
}

export type UnpaidRunPreviewDto = JsonOf<'previewUnpaidRun'>;

/** The Client type's parent (an invoice's client); its credit is resolved on its own (Client.credit). */
export interface ClientParent {
  id: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string | null;
  medicalAidName: string | null;
  medicalAidNumber: string | null;
}
