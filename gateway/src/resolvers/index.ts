import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { AccountRule, AccountRuleMutation, AccountRuleQuery } from './account-rules.ts';
import { BankProfile, BankProfileMutation, BankProfileQuery } from './bank-profiles.ts';
import { BillingPlanItem } from './BillingPlanItem.ts';
import { BillingRun } from './BillingRun.ts';
import { BillingRunJob } from './BillingRunJob.ts';
import { BillingRunMutation, BillingRunQuery } from './billing-runs.ts';
import { CheckoutMutation, SubscriptionCheckout } from './checkout.ts';
import { Claim } from './Claim.ts';
import { ClientCreditEntry, ClientCreditField, ClientCreditMutation, ClientCreditQuery } from './client-credit.ts';
import { ClaimActions } from './ClaimActions.ts';
import { ClaimMutation, ClaimQuery } from './claims.ts';
import { CatalogMutation } from './catalog-mutations.ts';
import { CatalogQuery } from './catalog-queries.ts';
import { ClientMutation, ClientPaymentEntry, ClientQuery, ClientRecord } from './clients.ts';
import { Company } from './Company.ts';
import { DashboardQuery } from './dashboard-data.ts';
import { ClientStatementField, DocumentMutation, PaymentReceiptField } from './documents.ts';
import { OutboxAttachment, OutboxMessage, OutboxMutation, OutboxQuery } from './outbox.ts';
import { ClientFigure, ClientFigures, ProductFigure, ProductFigures } from './figures.ts';
import { FinancialAccount } from './FinancialAccount.ts';
import { FinancialImportMutation } from './financial-import.ts';
import { FinancialMutation } from './financial-mutations.ts';
import { FinancialQuery } from './financial-queries.ts';
import { FinancialSummary } from './FinancialSummary.ts';
import { FinancialTransaction } from './FinancialTransaction.ts';
import { ImportedTransaction, ImportReview } from './ImportReview.ts';
import { Invoice } from './Invoice.ts';
import { InvoiceActions } from './InvoiceActions.ts';
import { InvoiceComponentActions } from './InvoiceComponentActions.ts';
import { InvoiceComponent } from './InvoiceComponent.ts';
import { InvoiceMutation } from './invoice-mutations.ts';
import { InvoiceQuery } from './invoice-queries.ts';
import { Payment } from './Payment.ts';
import { PaymentMutation } from './payment-mutations.ts';
import { PaymentQuery } from './payment-queries.ts';
import { RecodeMutation, RecodePreviewRow, RecodeQuery } from './recode.ts';
import { scalarResolvers } from './scalars.ts';
import { Task, TaskCount } from './Task.ts';
import { MonthlyFinancials } from './MonthlyFinancials.ts';
import { UnpaidRun } from './UnpaidRun.ts';
import { UnpaidRunInvoice } from './UnpaidRunInvoice.ts';
import { UnpaidRunMutation, UnpaidRunQuery } from './unpaid-runs.ts';
import { Mutation, Query, Viewer } from './session.ts';
import {
  AgedReceivables,
  AgedReceivablesClient,
  PaymentsByType,
  ProfitAndLoss,
  ProfitAndLossAccount,
  ReportQuery,
} from './reports.ts';
import { TaxCompany, TaxMutation, TaxQuery, TaxRate, TaxReport, TaxReportRate } from './tax.ts';

/** Every resolver of schema.graphql; a feature adds its type files here. */
export const resolvers: Resolvers = {
  ...scalarResolvers,
  Query: {
    ...Query,
    ...InvoiceQuery,
    ...CatalogQuery,
    ...ClientQuery,
    ...FinancialQuery,
    ...BankProfileQuery,
    ...AccountRuleQuery,
    ...RecodeQuery,
    ...PaymentQuery,
    ...ClientCreditQuery,
    ...UnpaidRunQuery,
    ...ClaimQuery,
    ...BillingRunQuery,
    ...DashboardQuery,
    ...OutboxQuery,
    ...ReportQuery,
    ...TaxQuery,
  },
  Mutation: {
    ...OutboxMutation,
    ...Mutation,
    ...InvoiceMutation,
    ...PaymentMutation,
    ...ClientCreditMutation,
    ...CatalogMutation,
    ...ClientMutation,
    ...FinancialMutation,
    ...FinancialImportMutation,
    ...BankProfileMutation,
    ...AccountRuleMutation,
    ...RecodeMutation,
    ...UnpaidRunMutation,
    ...ClaimMutation,
    ...BillingRunMutation,
    ...CheckoutMutation,
    ...DocumentMutation,
    ...TaxMutation,
  },
  Viewer,
  Company: { ...Company, ...TaxCompany },
  ClientRecord,
  ClientPaymentEntry,
  ClientFigures,
  ClientFigure,
  ProductFigures,
  ProductFigure,
  Task,
  TaskCount,
  SubscriptionCheckout,
  OutboxMessage,
  OutboxAttachment,
  FinancialTransaction,
  ImportReview,
  ImportedTransaction,
  BankProfile,
  AccountRule,
  RecodePreviewRow,
  FinancialAccount,
  FinancialSummary,
  MonthlyFinancials,
  Invoice,
  InvoiceActions,
  InvoiceComponentActions,
  InvoiceComponent,
  Payment: { ...Payment, ...PaymentReceiptField },
  Client: { ...ClientCreditField, ...ClientStatementField },
  ClientCreditEntry,
  BillingPlanItem,
  UnpaidRun,
  UnpaidRunInvoice,
  Claim,
  ClaimActions,
  BillingRun,
  BillingRunJob,
  AgedReceivables,
  AgedReceivablesClient,
  ProfitAndLoss,
  ProfitAndLossAccount,
  PaymentsByType,
  TaxRate,
  TaxReport,
  TaxReportRate,
};
