import type { CodegenConfig } from '@graphql-codegen/cli';

const scalars = {
  Decimal: 'string',
  Date: 'string',
  DateTime: 'string',
};

const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    // Resolver signatures for the gateway; parents are the REST DTOs (see gateway/src/rest/dto.ts).
    'gateway/src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context.ts#GatewayContext',
        scalars: { ...scalars, Upload: 'Promise<import("graphql-upload-minimal").FileUpload>' },
        mappers: {
          Viewer: '../rest/dto.ts#ViewerParent',
          User: '../rest/dto.ts#UserDto',
          Company: '../rest/dto.ts#CompanyConfigDto',
          UserConfiguration: '../rest/dto.ts#UserConfigDto',
          Invoice: '../rest/dto/invoices.ts#InvoiceDto',
          InvoiceActions: '../rest/dto/invoices.ts#InvoiceDto',
          InvoicePage: '../rest/dto/invoices.ts#InvoicePageDto',
          InvoiceComponent: '../rest/dto/invoices.ts#InvoiceComponentDto',
          Payment: '../rest/dto/invoices.ts#PaymentDto',
          PaymentResult: '../rest/dto/invoices.ts#PaymentResultDto',
          PaymentPage: '../rest/dto/payments.ts#PaymentPageDto',
          PaymentDeleteResult: '../rest/dto/payments.ts#PaymentDeleteResultDto',
          UnpaidRun: '../rest/dto/payments.ts#UnpaidRunDto',
          UnpaidRunInvoice: '../rest/dto/payments.ts#UnpaidRunInvoiceParent',
          UnpaidRunPreview: '../rest/dto/payments.ts#UnpaidRunPreviewDto',
          InvoiceComponentResult: '../rest/dto/invoices.ts#ComponentResultDto',
          InvoiceComponentDeleteResult: '../rest/dto/invoices.ts#ComponentDeleteResultDto',
          BillingPlan: '../rest/dto/catalog.ts#BillingPlanDto',
          BillingPlanItem: '../rest/dto/catalog.ts#BillingPlanItemDto',
          Product: '../rest/dto/catalog.ts#ProductDto',
          FinancialTransaction: '../rest/dto/financial.ts#FinancialTransactionDto',
          FinancialAccount: '../rest/dto/financial.ts#FinancialAccountDto',
          AccountAmount: '../rest/dto/financial.ts#AccountAmountDto',
          FinancialSummary: '../rest/dto/financial.ts#FinancialSummaryDto',
          MonthlyFinancials: '../rest/dto/financial.ts#MonthlyFinancialsDto',
          CompanyFinancialTotals: '../rest/dto/financial.ts#CompanyTotalsDto',
          ImportedTransaction: '../rest/dto/financial.ts#ImportRowDto',
          ImportReview: '../rest/dto/financial.ts#ImportReviewParent',
          ImportResult: '../rest/dto/financial.ts#BatchResultDto',
          BankProfile: '../rest/dto/financial.ts#BankProfileDto',
          AccountRule: '../rest/dto/financial.ts#AccountRuleDto',
          Recode: '../rest/dto/financial.ts#RecodeDto',
          RecodePreview: '../rest/dto/financial.ts#RecodePreviewDto',
          RecodePreviewRow: '../rest/dto/financial.ts#RecodePreviewRowDto',
          DefaultAccountsResult: '../rest/dto/financial.ts#DefaultAccountsDto',
          Claim: '../rest/dto/claims.ts#ClaimParent',
          ClaimActions: '../rest/dto/claims.ts#ClaimParent',
          ClaimEvent: '../rest/dto/claims.ts#ClaimEventDto',
          BenefitCheck: '../rest/dto/claims.ts#BenefitCheckDto',
          LineBenefit: '../rest/dto/claims.ts#LineBenefitDto',
          ClearingHouse: '../rest/dto/claims.ts#ClearingHouseDto',
          BillingRun: '../rest/dto/claims.ts#BillingRunDto',
          BillingRunPlan: '../rest/dto/claims.ts#BillingRunPlanDto',
          BillingRunResult: '../rest/dto/claims.ts#BillingRunStartDto',
          BillingRunJob: '../rest/dto/claims.ts#BillingRunJobDto',
          PlannedInvoice: '../rest/dto/claims.ts#PlannedInvoiceDto',
          SkippedClient: '../rest/dto/claims.ts#SkippedClientDto',
        },
        enumsAsTypes: true,
      },
    },
    // Typed documents for the web client, from operations written beside the components.
    'web/src/gql/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
      config: { useTypeImports: true, scalars: { ...scalars, Upload: 'File' }, enumsAsTypes: true },
    },
  },
};

export default config;
