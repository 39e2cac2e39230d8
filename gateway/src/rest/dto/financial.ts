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
  duplicateOf?: 'stored' | 'file' | null;
  suggestedAccountCode: string | null;
  /** The account rule that set financialAccountCode. */
  ruleId?: number | null;
  reference?: string | null;
}

/** POST /api/financialtransaction/import/review/{companyId}?format= (docs/import-formats.md) */
export interface StatementReviewDto {
  format: string;
  needsMapping: boolean;
  rows: ImportRowDto[];
  summary: {
    count: number;
    moneyIn: number;
    moneyOut: number;
    net: number;
    duplicates: number;
    openingBalance: number | null;
    closingBalance: number | null;
    expectedClosingBalance: number | null;
    balanceMismatch: boolean;
  };
  reading: {
    encoding: string | null;
    dateOrder: 'YMD' | 'DMY' | 'MDY' | null;
    dateOrderFrom: string | null;
    decimalMark: string | null;
    signConvention: 'signed' | 'card' | 'debit-credit' | 'flag' | 'format';
    notes: string[];
    currency: string | null;
    account: string | null;
  };
  csv: {
    layout: CsvLayoutDto;
    header: string[] | null;
    preview: string[][];
    questions: { about: string; message: string }[];
    fingerprint: string;
  } | null;
  profile: { id: number; name: string } | null;
}

/** /api/financialtransaction/import/profile/{companyId} (the review's `profile` has only id and name) */
export interface BankProfileDto {
  id: number;
  name: string;
  fingerprint?: string;
  layout?: CsvLayoutDto;
  createdAt?: string;
  lastUsedAt?: string | null;
}

export interface CsvLayoutDto {
  encoding: string;
  delimiter: string;
  skipRecords: number;
  hasHeader: boolean;
  columns: {
    date: number;
    valueDate?: number;
    description: number[];
    amount?: number;
    debit?: number;
    credit?: number;
    flag?: number;
    currency?: number;
    reference?: number;
    balance?: number;
    accountCode?: number;
  };
  dateOrder: 'DMY' | 'MDY';
  decimalMark: string;
  signConvention: 'signed' | 'card' | 'debit-credit' | 'flag';
  outFlags?: string[];
}

/** The review as GraphQL's ImportReview: the REST answer with the file's name and GraphQL's format. */
export interface ImportReviewParent extends StatementReviewDto {
  graphqlFormat: 'GENERIC_CSV' | 'BANK_PDF' | 'OFX' | 'QIF' | 'CAMT053' | 'MT940';
  fileName: string;
}

/** POST /api/financialtransaction/batch/{companyId} */
export interface BatchResultDto {
  imported: number;
  batchId: number;
  replayed: boolean;
}

/** /api/financialtransaction/rule/{companyId} */
export interface AccountRuleDto {
  id: number;
  position: number;
  matchKind: 'contains' | 'startsWith';
  text: string;
  direction: 'in' | 'out' | 'either';
  financialAccountCode: string;
  financialAccountName: string;
  financialAccountType: AccountTypeCode;
}

/** A recode as /api/financialtransaction/recode/{companyId}[/last|/undo] answers it. */
export interface RecodeDto {
  id: number;
  at: string;
  byRules: boolean;
  startDate: string;
  endDate: string;
  financialAccountCode: string | null;
  description: string | null;
  changed: number;
  undoneAt: string | null;
  username: string | null;
}

/** POST /api/financialtransaction/recode/{companyId}/preview: a transaction with the account it would get. */
export interface RecodePreviewRowDto extends FinancialTransactionDto {
  newFinancialAccountCode: string;
  newFinancialAccountName: string;
  ruleId: number | null;
}

export interface RecodePreviewDto {
  changed: number;
  rows: RecodePreviewRowDto[];
}

/** POST /api/financialaccount/{userId}/default */
export interface DefaultAccountsDto {
  created: number;
  accounts: FinancialAccountDto[];
}
