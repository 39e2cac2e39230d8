/**
 * Shapes of the api's Financial Management JSON (codegen mappers point here): names for the types
 * generated from the api's OpenAPI document (../api-types.ts). Amounts are JSON numbers.
 */
import type { ElementOf, JsonOf, SchemaOf } from '../api-types.ts';

export type FinancialTransactionDto = SchemaOf<'FinancialTransaction'>;

export type FinancialAccountDto = SchemaOf<'FinancialAccount'>;
export type AccountTypeCode = FinancialAccountDto['type'];

/** GET /api/financialtransaction/summary/{companyId}/{start}/{end} */
export type FinancialSummaryDto = JsonOf<'getFinancialSummary'>;

export type AccountAmountDto = ElementOf<FinancialSummaryDto['accounts']>;

/** GET /api/financialtransaction/monthly/{companyId}/{start}/{end} */
export type MonthlyFinancialsDto = ElementOf<JsonOf<'listMonthlyFinancials'>>;

/** GET /api/data/financial/summary/company/… */
export type CompanyTotalsDto = JsonOf<'getCompanyTotals'>;

/** A statement row for review, as the import routes answer it. */
export type ImportRowDto = SchemaOf<'StatementRow'>;

/** POST /api/financialtransaction/import/review/{companyId}?format= (docs/import-formats.md) */
export type StatementReviewDto = JsonOf<'reviewStatement'>;

export type CsvLayoutDto = NonNullable<StatementReviewDto['csv']>['layout'];

type BankProfileRow = ElementOf<JsonOf<'listBankProfiles'>>;

/** /api/financialtransaction/import/profile/{companyId} (the review's `profile` has only id and name) */
export type BankProfileDto = Pick<BankProfileRow, 'id' | 'name'> & Partial<BankProfileRow>;

/** The review as GraphQL's ImportReview: the REST answer with the file's name and GraphQL's format. */
export type ImportReviewParent = StatementReviewDto & {
  graphqlFormat: 'GENERIC_CSV' | 'BANK_PDF' | 'OFX' | 'QIF' | 'CAMT053' | 'MT940';
  fileName: string;
};

/** POST /api/financialtransaction/batch/{companyId} */
export type BatchResultDto = JsonOf<'storeImportBatch'>;

/** GET /api/financialtransaction/import/review/{companyId}/{reviewId}/rows: a page of a review draft. */
export type ReviewDraftRowsDto = JsonOf<'reviewDraftRows'>;

/** /api/financialtransaction/rule/{companyId} */
export type AccountRuleDto = ElementOf<JsonOf<'listAccountRules'>>;

/** A recode as /api/financialtransaction/recode/{companyId}[/last|/undo] answers it. */
export type RecodeDto = NonNullable<JsonOf<'getLastRecode'>>;

/** POST /api/financialtransaction/recode/{companyId}/preview. */
export type RecodePreviewDto = JsonOf<'previewRecode'>;

/** A transaction with the account it would get. */
export type RecodePreviewRowDto = ElementOf<RecodePreviewDto['rows']>;

/** POST /api/financialaccount/{userId}/default */
export type DefaultAccountsDto = JsonOf<'createDefaultFinancialAccounts'>;
