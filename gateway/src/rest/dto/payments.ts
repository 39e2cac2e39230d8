/** The REST api's payment list and unpaid-run JSON, as the resolvers receive it (codegen mappers). */
import type { InvoiceDto, PaymentDto } from './invoices.ts';

export interface PaymentPageDto {
  data: PaymentDto[];
  totalRecords: number;
  page: number;
  size: number;
}

export interface PaymentDeleteResultDto {
  id: number;
  invoice: InvoiceDto;
}

export interface UnpaidRunDto {
  id: number;
  olderThanDays: number;
  runAt: string;
  invoicedBefore: string | null;
  finishedAt: string | null;
  status: 'running' | 'finished';
  invoiceCount: number;
  totalDue: number;
  emailsSent: number;
  emailsFailed: number;
  emailsWithoutAddress: number;
  emailsPending: number;
}

/** GET /api/invoice1/{companyId}/unpaidrun/invoiceinfo/{id}: one invoice of a run and its reminder. */
export interface UnpaidRunInvoiceInfoDto {
  invoiceId: number;
  uniqueId: string;
  clientName: string;
  email: string | null;
  due: number;
  emailStatus: 'P' | 'S' | 'F' | 'N';
  emailError: string | null;
}

/** UnpaidRunInvoice's parent: the reminder joined with the invoice as it is now. */
export interface UnpaidRunInvoiceParent extends UnpaidRunInvoiceInfoDto {
  invoice: InvoiceDto;
}

export interface UnpaidRunPreviewDto {
  olderThanDays: number;
  invoicedBefore: string;
  invoiceCount: number;
  totalDue: number;
  invoices: InvoiceDto[];
}
