/** Shapes of the api's Financial Management JSON (codegen mappers point here). Amounts are JSON numbers. */

export type AccountTypeCode = 'FA' | 'CA' | 'I' | 'E' | 'CL' | 'LL' | 'OE';

export interface FinancialTransactionDto {
  id: number;
  processed: string;
  financialAccountCode: string;
  financialAccountName: string;
  financialAccountType: AccountTypeCode;
  status: string;
  description: string;
  debit: number;
  credit: number;
  invoiceId: number | null;
  appointmentId: number | null;
}

export interface FinancialAccountDto {
  id: number;
  code: string;
  name: string;
  type: AccountTypeCode;
  status: 'A' | 'I';
}

export interface AccountAmountDto {
  financialAccountCode: string;
  financialAccountName: string;
  financialAccountType: AccountTypeCode;
  amount: number;
}

/** GET /api/financialtransaction/summary/{companyId}/{start}/{end} */
export interface FinancialSummaryDto {
  start: string;
  end: string;
  invoiceSummary: number;
  paymentSummary: number;
  expenses: number;
  profit: number;
  accounts: AccountAmountDto[];
}

/** GET /api/financialtransaction/monthly/{companyId}/{start}/{end} */
export interface MonthlyFinancialsDto {
  month: string;
  income: number;
  expenses: number;
  profit: number;
}

/** GET /api/data/financial/summary/company/… */
export interface CompanyTotalsDto {
  start: string | null;
  end: string | null;
  invoiceSummary: number;
  paymentSummary: number;
}

/** A statement row for review, as the import routes answer it. */
export interface ImportRowDto {
  id: number;
  line: number;
  processed: string;
  financialAccountCode: string;
  description: string;
  amount: number;
  duplicate: boolean;
  suggestedAccountCode: string | null;
}

export interface ImportReviewParent {
  format: 'GENERIC_CSV' | 'BANK_PDF';
  fileName: string;
  rows: ImportRowDto[];
}

/** POST /api/financialtransaction/batch/{companyId} */
export interface BatchResultDto {
  imported: number;
  batchId: number;
}

/** POST /api/financialaccount/{userId}/default */
export interface DefaultAccountsDto {
  created: number;
  accounts: FinancialAccountDto[];
}
