import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ViewerParent, UserDto, CompanyConfigDto, UserConfigDto } from '../rest/dto.ts';
import type { InvoiceDto, InvoicePageDto, InvoiceComponentDto, PaymentDto, PaymentResultDto, ComponentResultDto, ComponentDeleteResultDto } from '../rest/dto/invoices.ts';
import type { PaymentPageDto, PaymentDeleteResultDto, ClientParent, PaymentReceiptDto, ClientPaymentResultDto, CreditPaymentResultDto, ClientCreditDto, ClientCreditEntryDto, UnpaidRunDto, UnpaidRunInvoiceParent, UnpaidRunPreviewDto } from '../rest/dto/payments.ts';
import type { BillingPlanDto, BillingPlanItemDto, ProductDto } from '../rest/dto/catalog.ts';
import type { ClientDto, ClientPageDto, ClientSummaryDto, ClientPaymentEntryDto, ClientPaymentAllocationDto } from '../rest/dto/clients.ts';
import type { FinancialTransactionDto, FinancialAccountDto, AccountAmountDto, FinancialSummaryDto, MonthlyFinancialsDto, CompanyTotalsDto, ImportRowDto, ImportReviewParent, BatchResultDto, ReviewDraftRowsDto, BankProfileDto, AccountRuleDto, RecodeDto, RecodePreviewDto, RecodePreviewRowDto, DefaultAccountsDto } from '../rest/dto/financial.ts';
import type { ClaimParent, ClaimEventDto, BenefitCheckDto, LineBenefitDto, ClearingHouseDto, BillingRunDto, BillingRunPlanDto, BillingRunStartDto, BillingRunJobDto, PlannedInvoiceDto, SkippedClientDto } from '../rest/dto/claims.ts';
import type { ClientFiguresDto, ClientFigureDto, ProductFiguresDto, ProductFigureDto, TaskListDto, TaskDto, TaskCountDto, UserPerformanceDto, SubscriptionCheckoutDto } from '../rest/dto/dashboard.ts';
import type { OutboxPageDto, OutboxMessageDto, OutboxAttachmentParent } from '../rest/dto/outbox.ts';
import type { AgedReceivablesDto, AgedReceivablesClientDto, AgedAmountsDto, ProfitAndLossDto, ProfitAndLossAccountDto, ProfitAndLossTotalsDto, PaymentsByTypeDto, PaymentsByTypeMonthDto, PaymentTypeAmountDto } from '../rest/dto/reports.ts';
import type { TaxReportDto, TaxReportRateDto, TaxRateDto } from '../rest/dto/tax.ts';
import type { GatewayContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date as YYYY-MM-DD, e.g. 2026-03-31. An impossible date (2026-02-30) or another format is BAD_USER_INPUT. */
  Date: { input: string; output: string; }
  /**
   * An instant as an ISO 8601 string, answered in UTC with milliseconds, e.g. 2026-03-01T08:30:00.000Z. As input
   * it needs a zone (Z or +02:00); without one it is BAD_USER_INPUT.
   */
  DateTime: { input: string; output: string; }
  /**
   * An exact amount of money in the company's currency (Company.currencySymbol), answered as a string with two
   * decimals, e.g. "1234.50" or "-12.00". As input it takes a string or number with up to 13 whole digits and at most
   * two decimals ("12.5" is 12.50); an exponent ("1e1"), a third decimal or anything else is BAD_USER_INPUT.
   */
  Decimal: { input: string; output: string; }
  /**
   * A file sent as a part of a GraphQL multipart request (graphql-multipart-request-spec): at most MAX_UPLOAD_FILES
   * files per request (1 by default), each at most MAX_UPLOAD_BYTES (60 MiB by default; a larger file is BAD_USER_INPUT). Send a header such as
   * `Apollo-Require-Preflight: true` with it (CSRF prevention refuses a multipart request without one).
   */
  Upload: { input: Promise<import("graphql-upload-minimal").FileUpload>; output: Promise<import("graphql-upload-minimal").FileUpload>; }
};

/** One account's total for a period: debit − credit of its transactions. */
export type AccountAmount = {
  __typename?: 'AccountAmount';
  /** Debits less credits in the period. */
  amount: Scalars['Decimal']['output'];
  /** The account's code. */
  financialAccountCode: Scalars['String']['output'];
  /** The account's name. */
  financialAccountName: Scalars['String']['output'];
  /** The account's type (E in the dashboard's expense lines). */
  financialAccountType: AccountType;
};

/** The description contains / starts with `text`, money in / out / either → an account. The company's rules are tried in order; the first matching one wins. */
export type AccountRule = {
  __typename?: 'AccountRule';
  /** Which way the money moves. */
  direction: RuleDirection;
  /** The account the rule gives. */
  financialAccountCode: Scalars['String']['output'];
  /** The name of that account. */
  financialAccountName: Scalars['String']['output'];
  /** The type of that account. */
  financialAccountType: AccountType;
  /** The rule's id. */
  id: Scalars['ID']['output'];
  /** How the text is looked for. */
  match: RuleMatch;
  /** 1 is tried first. */
  position: Scalars['Int']['output'];
  /** What the description contains or starts with. */
  text: Scalars['String']['output'];
};

/** An account rule as it is created or changed. */
export type AccountRuleInput = {
  /** Which way the money moves. */
  direction: RuleDirection;
  /** The code of an account of the company's chart. */
  financialAccountCode: Scalars['String']['input'];
  /** How the text is looked for. */
  match: RuleMatch;
  /** Where the rule goes (1 first); beyond the last: last. Left out: last for a new rule, where it is for a change. */
  position?: InputMaybe<Scalars['Int']['input']>;
  /** What the description contains or starts with (trimmed; not blank; at most 200 characters). */
  text: Scalars['String']['input'];
};

/** FA Fixed Assets, CA Current Assets, I Income, E Expenses, CL Current Liabilities, LL Long-Term Liabilities, OE Owners Equity. */
export type AccountType =
  /** Current Assets, e.g. the bank account. */
  | 'CA'
  /** Current Liabilities. */
  | 'CL'
  /** Expenses: the dashboard's expenses are the sum over these accounts. */
  | 'E'
  /** Fixed Assets. */
  | 'FA'
  /** Income: what the company earns. */
  | 'I'
  /** Long-Term Liabilities. */
  | 'LL'
  /** Owners Equity. */
  | 'OE';

/** What was owed on a day, by days past the due date. */
export type AgedAmounts = {
  __typename?: 'AgedAmounts';
  /** Owed on invoices not yet due (due on or after the day). */
  current: Scalars['Decimal']['output'];
  /** Owed 1 to 30 days past due. */
  days1To30: Scalars['Decimal']['output'];
  /** Owed 31 to 60 days past due. */
  days31To60: Scalars['Decimal']['output'];
  /** Owed 61 to 90 days past due. */
  days61To90: Scalars['Decimal']['output'];
  /** Owed 91 to 120 days past due. */
  days91To120: Scalars['Decimal']['output'];
  /** The number of open invoices. */
  invoices: Scalars['Int']['output'];
  /** Owed more than 120 days past due. */
  over120: Scalars['Decimal']['output'];
  /** All owed. */
  total: Scalars['Decimal']['output'];
};

/** The aged receivables report. */
export type AgedReceivables = {
  __typename?: 'AgedReceivables';
  /** The day the ages are counted on. */
  asOf: Scalars['Date']['output'];
  /** One row per client owing something, by last name. */
  clients: Array<AgedReceivablesClient>;
  /** The company's currency symbol, to show with the amounts. */
  currencySymbol: Scalars['String']['output'];
  /** The gateway path of this report as a PDF (GET with the Authorization header). */
  downloadPath: Scalars['String']['output'];
  /** The sums over every client. */
  totals: AgedAmounts;
};

/** One client's open invoices in the aged receivables. */
export type AgedReceivablesClient = {
  __typename?: 'AgedReceivablesClient';
  /** What the client owed, by age. */
  amounts: AgedAmounts;
  /** The client. */
  clientId: Scalars['ID']['output'];
  /** The client's first and last name. */
  name: Scalars['String']['output'];
};

/** Credit to apply to an invoice. */
export type ApplyCreditInput = {
  /** How much; default as much as the credit and the amount due allow. */
  amount?: InputMaybe<Scalars['Decimal']['input']>;
  /** What to note on the payment; default 'Paid from client credit'. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** One key per application the user means; a repeat applies once. */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
};

/** How to read one bank's CSV export, saved after the mapping step. */
export type BankProfile = {
  __typename?: 'BankProfile';
  /** When it was saved first. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** What recognises the bank's files (the delimiter and the header's names, or the columns' kinds). */
  fingerprint: Scalars['String']['output'];
  /** The profile's id. */
  id: Scalars['ID']['output'];
  /** When a review last read a file with it. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Null only on the profile an import review names (ask `bankProfiles` for it). */
  layout?: Maybe<CsvLayout>;
  /** The profile's name, unique in the company, e.g. the bank's. */
  name: Scalars['String']['output'];
};

/** A bank profile as saveBankProfile stores it. */
export type BankProfileInput = {
  /** ImportReview.csv.fingerprint of a file of this bank. */
  fingerprint: Scalars['String']['input'];
  /** Every part of the layout (as ImportReview.csv.layout, with the mapping step's changes). */
  layout: CsvLayoutInput;
  /** The profile's name: trimmed, 1 to 100 characters, unique in the company (CONFLICT when another profile has it). */
  name: Scalars['String']['input'];
};

/** The clearing house's answer to a benefit check. */
export type BenefitCheck = {
  __typename?: 'BenefitCheck';
  /** The total the scheme would pay; null when rejected. */
  benefit?: Maybe<Scalars['Decimal']['output']>;
  /** The claim, with the check in its history. */
  claim: Claim;
  /** The total claimed; null when rejected. */
  claimed?: Maybe<Scalars['Decimal']['output']>;
  /** The clearing house that answered. */
  clearingHouse: Scalars['String']['output'];
  /** The answer per line (empty when rejected). */
  lines: Array<LineBenefit>;
  /** benefits, or rejected (see reasons). */
  outcome: Scalars['String']['output'];
  /** Why it was rejected (empty for benefits). */
  reasons: Array<Scalars['String']['output']>;
};

/** How often a subscription's card is charged. */
export type BillingInterval =
  /** Every month. */
  | 'MONTH'
  /** Every year. */
  | 'YEAR';

/**
 * A set of items billed together, to a client on the plan by a billing run once per unit of its frequency, or added
 * to an invoice by hand (addBillingPlanToInvoice).
 */
export type BillingPlan = {
  __typename?: 'BillingPlan';
  /** False when the plan is retired: billing runs skip it and it cannot be added to invoices. */
  active: Scalars['Boolean']['output'];
  /** The sum of its items' amounts: what one unit of the plan bills. */
  amount: Scalars['Decimal']['output'];
  /** True when the plan is offered when booking appointments. */
  bookings: Scalars['Boolean']['output'];
  /** What the plan is; may be empty. */
  description: Scalars['String']['output'];
  /** W weekly, M monthly, Q quarterly, Y yearly, O once. */
  frequency: Scalars['String']['output'];
  /** The plan's id. */
  id: Scalars['ID']['output'];
  /** Its items, in order; each becomes an invoice line. */
  items: Array<BillingPlanItem>;
  /** The plan's name, e.g. Monthly physiotherapy. */
  name: Scalars['String']['output'];
};

/** A billing plan as it is created or replaced. */
export type BillingPlanInput = {
  /** Billed by runs and addable to invoices (default true). */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Offered when booking appointments (default false). */
  bookings?: InputMaybe<Scalars['Boolean']['input']>;
  /** What the plan is (default empty). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** W weekly (ISO weeks), M monthly (the default), Q quarterly, Y yearly or O once. */
  frequency?: InputMaybe<Scalars['String']['input']>;
  /** Its items, in order; at most MAX_LIST_LENGTH (100 by default). */
  items: Array<BillingPlanItemInput>;
  /** Not blank. */
  name: Scalars['String']['input'];
};

/** One item of a billing plan: amount = quantity × unitCost less discountPercentage. */
export type BillingPlanItem = {
  __typename?: 'BillingPlanItem';
  /** quantity × unitCost less the discount. */
  amount: Scalars['Decimal']['output'];
  /** The BHF tariff code (health practices). */
  bhfCode?: Maybe<Scalars['String']['output']>;
  /** What the invoice line will say. */
  description: Scalars['String']['output'];
  /** 0 to 100, up to two decimals. */
  discountPercentage: Scalars['String']['output'];
  /** The item's id. */
  id: Scalars['ID']['output'];
  /** The tariff modifier. */
  modifier?: Maybe<Scalars['String']['output']>;
  /** The NAPPI code (health practices). */
  nappiCode?: Maybe<Scalars['String']['output']>;
  /** The product it bills, if any. */
  productId?: Maybe<Scalars['ID']['output']>;
  /** Up to three decimals, e.g. "1" or "2.5". */
  quantity: Scalars['String']['output'];
  /** The price of one unit. */
  unitCost: Scalars['Decimal']['output'];
};

/** One item of a billing plan as it is created or replaced; checked like an invoice component. */
export type BillingPlanItemInput = {
  /** The BHF tariff code. */
  bhfCode?: InputMaybe<Scalars['String']['input']>;
  /** What the invoice line will say. */
  description: Scalars['String']['input'];
  /** 0 to 100, up to two decimals (default 0). */
  discountPercentage?: InputMaybe<Scalars['String']['input']>;
  /** The tariff modifier. */
  modifier?: InputMaybe<Scalars['String']['input']>;
  /** The NAPPI code. */
  nappiCode?: InputMaybe<Scalars['String']['input']>;
  /** A product of the company the item bills (NOT_FOUND if the company has none with this id). */
  productId?: InputMaybe<Scalars['ID']['input']>;
  /** Above 0, up to three decimals. */
  quantity: Scalars['String']['input'];
  /** The price of one unit, 0 or more. */
  unitCost: Scalars['Decimal']['input'];
};

/** Which billing plans billingPlans lists. */
export type BillingPlanListKind =
  /** Active plans only. */
  | 'ACTIVE'
  /** Every plan, active or not. */
  | 'ALL'
  /** Active plans offered when booking appointments. */
  | 'BOOKINGS';

/** A billing run that created invoices: one per client and billing plan, for the units of the period not billed yet. */
export type BillingRun = {
  __typename?: 'BillingRun';
  /**
   * Whether the run billed everything it planned. A run writes its invoices in chunks, each invoice whole; one
   * stopped part-way (a failure, a killed process) keeps what it wrote and stays false: start the same period
   * again to finish it (no client is billed twice).
   */
  complete: Scalars['Boolean']['output'];
  /** Who ran it. */
  createdByName?: Maybe<Scalars['String']['output']>;
  /** The run's id. */
  id: Scalars['ID']['output'];
  /** How many invoices it created. */
  invoiceCount: Scalars['Int']['output'];
  /** The invoices the run created. */
  invoices: Array<Invoice>;
  /** What its invoices have been paid so far. */
  paid: Scalars['Decimal']['output'];
  /** The last day it billed (inclusive). */
  periodEnd: Scalars['Date']['output'];
  /** The first day it billed. */
  periodStart: Scalars['Date']['output'];
  /** When it ran. */
  runAt: Scalars['DateTime']['output'];
  /** How many clients it skipped (nothing left to bill, or a plan without items). */
  skippedCount: Scalars['Int']['output'];
  /** The sum of their amounts. */
  total: Scalars['Decimal']['output'];
};

/** A billing run working in the background (in chunks of invoices), as startBillingRunJob and billingRunJob answer it. */
export type BillingRunJob = {
  __typename?: 'BillingRunJob';
  /** Invoices created and committed so far (after a failure they stay, and the run is incomplete). */
  done: Scalars['Int']['output'];
  /** Why it failed, once FAILED. */
  error?: Maybe<BillingRunJobError>;
  /** When it succeeded or failed; null while RUNNING. */
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The job's id (a UUID), for billingRunJob(id). */
  id: Scalars['ID']['output'];
  /** What the run did, once SUCCEEDED. */
  outcome?: Maybe<BillingRunResult>;
  /** The last day it bills. */
  periodEnd: Scalars['Date']['output'];
  /** The first day it bills. */
  periodStart: Scalars['Date']['output'];
  /** When it started. */
  startedAt: Scalars['DateTime']['output'];
  /** RUNNING, then SUCCEEDED or FAILED. */
  status: BillingRunJobStatus;
  /** The invoices the run creates; null until it has worked that out. */
  total?: Maybe<Scalars['Int']['output']>;
};

/** Why a billing-run job failed: the code and sentence a failed request would have given. */
export type BillingRunJobError = {
  __typename?: 'BillingRunJobError';
  /** The GraphQL error code, e.g. CONFLICT or BAD_USER_INPUT. */
  code: Scalars['String']['output'];
  /** What went wrong, for people. */
  message: Scalars['String']['output'];
};

/** Where a billing-run job is. */
export type BillingRunJobStatus =
  /** The run stopped: see error. Invoices of chunks already committed stay (the run is incomplete); the same period again finishes it. */
  | 'FAILED'
  /** Still working: see done and total. */
  | 'RUNNING'
  /** The run committed: see outcome. */
  | 'SUCCEEDED';

/** What a billing run for a period would do (billingRunPreview); nothing is stored. */
export type BillingRunPlan = {
  __typename?: 'BillingRunPlan';
  /** The invoices it would create. */
  invoices: Array<PlannedInvoice>;
  /** The last day of the period. */
  periodEnd: Scalars['Date']['output'];
  /** The first day of the period. */
  periodStart: Scalars['Date']['output'];
  /** The clients it would skip. */
  skipped: Array<SkippedClient>;
  /** The sum of the invoices' amounts. */
  total: Scalars['Decimal']['output'];
};

/** What a billing run did. */
export type BillingRunResult = {
  __typename?: 'BillingRunResult';
  /** The invoices it created. */
  invoices: Array<PlannedInvoice>;
  /** Null when there was nothing to bill (every client skipped). */
  run?: Maybe<BillingRun>;
  /** The clients it skipped. */
  skipped: Array<SkippedClient>;
  /** The sum of the invoices' amounts. */
  total: Scalars['Decimal']['output'];
};

/**
 * A claim to a patient's medical aid (scheme) for an invoice; health practices (company type H) only: for other
 * companies every claim query and mutation is FORBIDDEN.
 */
export type Claim = {
  __typename?: 'Claim';
  /** What may be done with it now. */
  actions: ClaimActions;
  /** The amount claimed (the invoice's amount, its lines' sum once sent). */
  amount: Scalars['Decimal']['output'];
  /** What the scheme pays (accepted claims). */
  benefit?: Maybe<Scalars['Decimal']['output']>;
  /** The clearing house's reference of the last EDI answer (e.g. SBX-0001234). */
  clearingReference?: Maybe<Scalars['String']['output']>;
  /** The patient (the invoice's client). */
  clientName: Scalars['String']['output'];
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** 00 for the main member. */
  dependantCode?: Maybe<Scalars['String']['output']>;
  /** The status history, oldest first. */
  events: Array<ClaimEvent>;
  /** The claim's id. */
  id: Scalars['ID']['output'];
  /** The invoice it claims. */
  invoice: Invoice;
  /** The invoice it claims. */
  invoiceId: Scalars['ID']['output'];
  /** That invoice's number. */
  invoiceUniqueId: Scalars['String']['output'];
  /** The invoice lines with their codes (ICD-10, NAPPI, BHF tariff, modifier). */
  lines: Array<InvoiceComponent>;
  /** The patient's medical aid scheme. */
  medicalAidName?: Maybe<Scalars['String']['output']>;
  /** Membership number. */
  medicalAidNumber?: Maybe<Scalars['String']['output']>;
  /** The scheme's plan (option) the patient is on. */
  medicalAidPlan?: Maybe<Scalars['String']['output']>;
  /** Rejection reasons or the user's notes. */
  notes: Scalars['String']['output'];
  /** The practice's BHF practice number. */
  practiceNumber?: Maybe<Scalars['String']['output']>;
  /** The practitioner of the invoice. */
  practitionerId?: Maybe<Scalars['ID']['output']>;
  /** That practitioner's name. */
  practitionerName?: Maybe<Scalars['String']['output']>;
  /** Where it is in its life cycle. */
  status: ClaimStatus;
  /** The status as people read it, e.g. Accepted. */
  statusLabel: Scalars['String']['output'];
  /** How it is (or was) sent. */
  submissionMethod: ClaimSubmissionMethod;
  /** The method as people read it, e.g. Email. */
  submissionMethodLabel: Scalars['String']['output'];
  /** The claim number, e.g. CLM-000123. */
  uniqueId: Scalars['String']['output'];
  /** When it last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** What a user may do with a claim now, as the api decides it (the claim's allowedActions, passed through; the api refuses the rest). */
export type ClaimActions = {
  __typename?: 'ClaimActions';
  /** Not reversed: checkClaimBenefits. */
  canCheckBenefits: Scalars['Boolean']['output'];
  /** New, rejected or reversed: deleteClaim. */
  canDelete: Scalars['Boolean']['output'];
  /** Submitted, accepted or partly accepted: reverseClaim. */
  canReverse: Scalars['Boolean']['output'];
  /** New or rejected: submitClaimByEmail or submitClaimByEdi. */
  canSubmit: Scalars['Boolean']['output'];
  /** New or rejected: updateClaim. */
  canUpdate: Scalars['Boolean']['output'];
};

/** One entry of a claim's history. */
export type ClaimEvent = {
  __typename?: 'ClaimEvent';
  /** What happened: create, update, submit, accept, reject, benefitcheck or reverse. */
  action: Scalars['String']['output'];
  /** When it happened. */
  createdAt: Scalars['DateTime']['output'];
  /** Who did it; null for the clearing house's answers. */
  createdByName?: Maybe<Scalars['String']['output']>;
  /** The entry's id. */
  id: Scalars['ID']['output'];
  /** What happened, in words (e.g. the rejection reasons). */
  message: Scalars['String']['output'];
  /** The claim's status after it (a ClaimStatus code). */
  status: Scalars['String']['output'];
};

/** N New, S Submitted, A Accepted, R Rejected, V Reversed, P Partially accepted. */
export type ClaimStatus =
  /** Accepted by the clearing house, with the benefit. */
  | 'A'
  /** New: created, not sent yet. */
  | 'N'
  /** Partially accepted (for a clearing house that answers so; the sandbox does not). */
  | 'P'
  /** Rejected: the reasons are in notes; it can be changed and sent again. */
  | 'R'
  /** Submitted: emailed to the scheme. */
  | 'S'
  /** Reversed: withdrawn from the scheme. */
  | 'V';

/** E Email, D Electronic Data Interchange. */
export type ClaimSubmissionMethod =
  /** Electronic Data Interchange: a MEDCLM message through the clearing house. */
  | 'D'
  /** Email: the claim PDF goes to the scheme's claims address. */
  | 'E';

/** The clearing house (switch) EDI claims go through. */
export type ClearingHouse = {
  __typename?: 'ClearingHouse';
  /** Its name, e.g. Sandbox clearing house. */
  name: Scalars['String']['output'];
  /** True for the built-in sandbox, which answers by fixed rules and reaches no real scheme. */
  sandbox: Scalars['Boolean']['output'];
};

/** The client (patient or customer) an invoice bills. */
export type Client = {
  __typename?: 'Client';
  /** The client's credit: money paid beyond what was owed, not yet applied to an invoice. */
  credit: Scalars['Decimal']['output'];
  /** Email address, where invoices and reminders go; null when the client has none. */
  email?: Maybe<Scalars['String']['output']>;
  /** Given name. */
  firstName: Scalars['String']['output'];
  /** The client's id. */
  id: Scalars['ID']['output'];
  /** Family name. */
  lastName: Scalars['String']['output'];
  /** The client's medical aid (health insurer), for health practices. */
  medicalAidName?: Maybe<Scalars['String']['output']>;
  /** The client's medical aid membership number. */
  medicalAidNumber?: Maybe<Scalars['String']['output']>;
  /** First and last name. */
  name: Scalars['String']['output'];
  /**
   * The gateway path of this client's statement as a PDF (GET with the Authorization header); add `?start=…&end=…`
   * (YYYY-MM-DD) for a period other than the last 90 days up to today.
   */
  statementDownloadPath: Scalars['String']['output'];
};

/** A client's credit and its latest changes. */
export type ClientCredit = {
  __typename?: 'ClientCredit';
  /** The client. */
  clientId: Scalars['ID']['output'];
  /** The credit now: money paid beyond what was owed, not yet applied. */
  credit: Scalars['Decimal']['output'];
  /** The latest 50 changes, newest first. */
  entries: Array<ClientCreditEntry>;
};

/** One change of a client's credit. */
export type ClientCreditEntry = {
  __typename?: 'ClientCreditEntry';
  /** Signed: + adds credit, − takes it. */
  amount: Scalars['Decimal']['output'];
  /** When it happened. */
  createdAt: Scalars['DateTime']['output'];
  /** What was noted. */
  description: Scalars['String']['output'];
  /** The entry's id. */
  id: Scalars['ID']['output'];
  /** The invoice it was applied to or given back from, if any. */
  invoiceId?: Maybe<Scalars['ID']['output']>;
  /** That invoice's number. */
  invoiceUniqueId?: Maybe<Scalars['String']['output']>;
  /** What changed it. */
  kind: ClientCreditEntryKind;
};

/** What changed a client's credit. */
export type ClientCreditEntryKind =
  /** Applied to an invoice (−). */
  | 'APPLIED'
  /** Kept from a payment beyond what was owed (+). */
  | 'KEPT'
  /** Given back when a payment from credit was reversed (+). */
  | 'RESTORED';

/** One client's invoices of the period. */
export type ClientFigure = {
  __typename?: 'ClientFigure';
  /** The client's id. */
  clientId: Scalars['ID']['output'];
  /** Number of invoices. */
  invoiceCount: Scalars['Int']['output'];
  /** The sum of the invoices' amounts. */
  invoiced: Scalars['Decimal']['output'];
  /** The client's first and last name. */
  name: Scalars['String']['output'];
  /** invoiced − paid: still to be paid. */
  owed: Scalars['Decimal']['output'];
  /** What of it is settled: payments and write-offs. */
  paid: Scalars['Decimal']['output'];
};

/** Invoiced, paid and owed per client for a period. */
export type ClientFigures = {
  __typename?: 'ClientFigures';
  /** The company's currency symbol, to show with the amounts. */
  currencySymbol: Scalars['String']['output'];
  /** The last day counted; null when open. */
  end?: Maybe<Scalars['Date']['output']>;
  /** One row per client with invoices in the period, most owed first. */
  rows: Array<ClientFigure>;
  /** The first day counted; null when open. */
  start?: Maybe<Scalars['Date']['output']>;
};

/** A client's details as they are created or replaced; blank optional fields are stored as null. */
export type ClientInput = {
  /** Postal address (at most 500 characters). */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Date of birth, from 1900-01-01 to today. */
  dateOfBirth?: InputMaybe<Scalars['Date']['input']>;
  /** Dependant code (at most 10 characters). */
  dependantCode?: InputMaybe<Scalars['String']['input']>;
  /** An email address (at most 320 characters). */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Given name: not blank, at most 100 characters. */
  firstName: Scalars['String']['input'];
  /** Identity or passport number (at most 40 characters). */
  idNumber?: InputMaybe<Scalars['String']['input']>;
  /** Family name: not blank, at most 100 characters. */
  lastName: Scalars['String']['input'];
  /** Medical aid name (at most 100 characters). */
  medicalAidName?: InputMaybe<Scalars['String']['input']>;
  /** Medical aid membership number (at most 40 characters). */
  medicalAidNumber?: InputMaybe<Scalars['String']['input']>;
  /** Medical aid plan (at most 100 characters). */
  medicalAidPlan?: InputMaybe<Scalars['String']['input']>;
  /** Phone number (at most 40 characters). */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** A page of clients. */
export type ClientPage = {
  __typename?: 'ClientPage';
  /** The clients of this page, by last and first name. */
  clients: Array<ClientRecord>;
  /** The page size asked for. */
  limit: Scalars['Int']['output'];
  /** The clients skipped before this page. */
  offset: Scalars['Int']['output'];
  /** How many clients match the search and filter in all. */
  total: Scalars['Int']['output'];
};

/** Where part of a client's payment went. */
export type ClientPaymentAllocation = {
  __typename?: 'ClientPaymentAllocation';
  /** The amount it took. */
  amount: Scalars['Decimal']['output'];
  /** The description of the component it paid; null when it paid the whole invoice. */
  componentDescription?: Maybe<Scalars['String']['output']>;
  /** The invoice. */
  invoiceId: Scalars['ID']['output'];
  /** That invoice's number. */
  invoiceUniqueId: Scalars['String']['output'];
  /** The payment (Payment.id). */
  paymentId: Scalars['ID']['output'];
};

/** One of a client's payments as the client's page lists it. */
export type ClientPaymentEntry = {
  __typename?: 'ClientPaymentEntry';
  /** Where it went now, one entry per payment (reversed payments are gone). */
  allocations: Array<ClientPaymentAllocation>;
  /** The money received, or the credit applied (CREDIT). */
  amount: Scalars['Decimal']['output'];
  /** The part kept as the client's credit (RECEIPT; else 0). */
  creditKept: Scalars['Decimal']['output'];
  /** What the user wrote about it; may be empty. */
  description: Scalars['String']['output'];
  /** What it is. */
  kind: ClientPaymentKind;
  /** When it was paid. */
  paid: Scalars['DateTime']['output'];
  /** The payment to open (Payment.id; for a receipt its first one); null when all its payments were reversed. */
  paymentId?: Maybe<Scalars['ID']['output']>;
  /** The receipt (RECEIPT); null otherwise. */
  receiptId?: Maybe<Scalars['ID']['output']>;
  /** The part whose payments were reversed since (RECEIPT; else 0). */
  reversed: Scalars['Decimal']['output'];
  /** How it was paid. */
  type: PaymentType;
  /** The type as people read it, e.g. Bank Transfer. */
  typeLabel: Scalars['String']['output'];
};

/** One payment from a client over several of its invoices. */
export type ClientPaymentInput = {
  /** The whole amount the client paid, above 0. */
  amount: Scalars['Decimal']['input'];
  /** What the payment is, e.g. a reference; may be empty. */
  description: Scalars['String']['input'];
  /** One key per payment the user means to make; a repeat with the same key pays once. */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** For CHOSEN: the invoices and their amounts (their total at most `amount`). */
  invoices?: InputMaybe<Array<InvoiceAllocationInput>>;
  /** Keep what the invoices do not take as the client's credit; without it a surplus is BAD_USER_INPUT. */
  keepCredit?: InputMaybe<Scalars['Boolean']['input']>;
  /** When it was paid. */
  paid: Scalars['DateTime']['input'];
  /** Oldest first, or the chosen amounts. */
  spread: PaymentSpread;
  /** How it was paid (default B, bank transfer). */
  type?: InputMaybe<PaymentType>;
};

/** What kind of money movement a client's payment entry is. */
export type ClientPaymentKind =
  /** The client's credit applied to an invoice: no new money. */
  | 'CREDIT'
  /** Money paid to one invoice or to one of its components. */
  | 'PAYMENT'
  /** Money received at once and spread over the client's invoices, the rest kept as credit (payClientInvoices). */
  | 'RECEIPT';

/** What a payment over several invoices answers. */
export type ClientPaymentResult = {
  __typename?: 'ClientPaymentResult';
  /** False when the idempotency key had already paid: nothing new was recorded. */
  created: Scalars['Boolean']['output'];
  /** The client's credit now. */
  credit: Scalars['Decimal']['output'];
  /** Those invoices as they are now. */
  invoices: Array<Invoice>;
  /** One payment per invoice it paid. */
  payments: Array<Payment>;
  /** The receipt (the earlier one when the idempotency key had paid already). */
  receipt: PaymentReceipt;
};

/** A client (patient or customer; the spec's affiliate) with all its details, as the Clients screen manages it. */
export type ClientRecord = {
  __typename?: 'ClientRecord';
  /** False when archived. */
  active: Scalars['Boolean']['output'];
  /** Postal address. */
  address?: Maybe<Scalars['String']['output']>;
  /**
   * What the client owes on its invoices less its credit (summary.owed − credit), as its statement's closing balance;
   * negative when the credit is more than what is owed.
   */
  balance: Scalars['Decimal']['output'];
  /** When the client was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The client's credit now: money paid beyond what was owed, not yet applied to an invoice. */
  credit: Scalars['Decimal']['output'];
  /** Date of birth. */
  dateOfBirth?: Maybe<Scalars['Date']['output']>;
  /** The dependant code on the membership. */
  dependantCode?: Maybe<Scalars['String']['output']>;
  /** Email address, where invoices and reminders go; null when the client has none. */
  email?: Maybe<Scalars['String']['output']>;
  /** Given name. */
  firstName: Scalars['String']['output'];
  /** The client's id (the same as Invoice.client.id). */
  id: Scalars['ID']['output'];
  /** Identity or passport number. */
  idNumber?: Maybe<Scalars['String']['output']>;
  /** The client's invoices (the spec's invoices of an affiliate), newest first. */
  invoices: Array<Invoice>;
  /** Family name. */
  lastName: Scalars['String']['output'];
  /** The client's medical aid (health insurer); health practices (company type H). */
  medicalAidName?: Maybe<Scalars['String']['output']>;
  /** The membership number at the medical aid. */
  medicalAidNumber?: Maybe<Scalars['String']['output']>;
  /** The plan or option of the medical aid. */
  medicalAidPlan?: Maybe<Scalars['String']['output']>;
  /** First and last name. */
  name: Scalars['String']['output'];
  /** The client's payments, receipts and credit applied, newest first (at most 200), with where each one went. */
  payments: Array<ClientPaymentEntry>;
  /** Phone number. */
  phone?: Maybe<Scalars['String']['output']>;
  /** Invoice count, total invoiced, paid and owed over the client's invoices that are not archived. */
  summary: ClientSummary;
};

/** What a client was invoiced and paid, over its invoices that are not archived (status C). */
export type ClientSummary = {
  __typename?: 'ClientSummary';
  /** How many invoices. */
  invoiceCount: Scalars['Int']['output'];
  /** Their total amount. */
  invoiced: Scalars['Decimal']['output'];
  /** What they still owe. */
  owed: Scalars['Decimal']['output'];
  /** What was paid on them. */
  paid: Scalars['Decimal']['output'];
};

/** One column filter of the invoice list; a blank value is ignored, and of two filters on one field the last counts. */
export type ColumnFilter = {
  /** The column to narrow. */
  field: InvoiceFilterField;
  /** How the value matches (default CONTAINS). */
  matchMode?: InputMaybe<MatchMode>;
  /** The text to match. */
  value: Scalars['String']['input'];
};

/** The signed-in user's company (its configuration). */
export type Company = {
  __typename?: 'Company';
  /** Postal address as documents (invoices, print views) show it, if set. */
  address?: Maybe<Scalars['String']['output']>;
  /**
   * True when the company charges VAT/GST: its new and edited invoice lines record tax, its invoices show it, and the
   * taxReport is open to it. False by default; a company that does not charge tax sees no amount change anywhere.
   */
  chargesTax: Scalars['Boolean']['output'];
  /** Currency symbol for the region: ZA R, UK £, CA CAD, IN INR, otherwise $. */
  currencySymbol: Scalars['String']['output'];
  /** Email address as documents show it, if set. */
  email?: Maybe<Scalars['String']['output']>;
  /** The company's id. */
  id: Scalars['ID']['output'];
  /** True for health companies (type H). */
  isHealth: Scalars['Boolean']['output'];
  /** The company's name as invoices show it. */
  name: Scalars['String']['output'];
  /** Phone number as documents show it, if set. */
  phone?: Maybe<Scalars['String']['output']>;
  /** Practice number (health practices), if set. */
  practiceNumber?: Maybe<Scalars['String']['output']>;
  /** ISO country code of the company's region, e.g. ZA, UK, CA, IN. */
  region: Scalars['String']['output'];
  /** What the company's region calls the tax: VAT (ZA, UK), GST/HST (CA), GST (IN), otherwise Tax. */
  taxName: Scalars['String']['output'];
  /** The rates a line may record, the first being the rate of a new line: the company's own, else its region's. */
  taxRates: Array<TaxRate>;
  /** False while the company uses its region's default rates. */
  taxRatesChosen: Scalars['Boolean']['output'];
  /** The company's VAT/GST registration number, shown on its invoices; null when it has none. */
  taxRegistrationNumber?: Maybe<Scalars['String']['output']>;
  /**
   * IANA time zone its instants are shown and read in: the one the company chose (setCompanyTimeZone), else its
   * region's default (ZA Africa/Johannesburg, CA America/Toronto, IN Asia/Kolkata, Europe/London otherwise).
   */
  timeZone: Scalars['String']['output'];
  /** False while the company follows its region's default time zone. */
  timeZoneChosen: Scalars['Boolean']['output'];
  /** H (health practice) or B (other business). */
  type: CompanyType;
};

/** The company's invoiced and received totals for a period. */
export type CompanyFinancialTotals = {
  __typename?: 'CompanyFinancialTotals';
  /** Last day counted; null for ALL_TIME. */
  end?: Maybe<Scalars['Date']['output']>;
  /** Invoiced in the period. */
  invoiceSummary: Scalars['Decimal']['output'];
  /** Payments received in the period (write-offs excluded). */
  paymentSummary: Scalars['Decimal']['output'];
  /** First day counted; null for ALL_TIME. */
  start?: Maybe<Scalars['Date']['output']>;
};

/** A change of the company's VAT/GST settings; a field left out keeps its value. */
export type CompanyTaxInput = {
  /** Whether the company charges VAT/GST. */
  chargesTax?: InputMaybe<Scalars['Boolean']['input']>;
  /** The rates in basis points (1500 = 15 %), the first being the rate of a new line; distinct, 1 to 10 of them. */
  rates?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** The registration number; blank clears it. */
  registrationNumber?: InputMaybe<Scalars['String']['input']>;
  /** True: back to the region's default rates (rates is then ignored). */
  useRegionRates?: InputMaybe<Scalars['Boolean']['input']>;
};

/** H is a health practice (claims to health insurers are possible); B is any other business. */
export type CompanyType =
  /** Any other business: no claims. */
  | 'B'
  /** A health practice: claims, medical aid details and medical codes apply. */
  | 'H';

/** A new invoice. */
export type CreateInvoiceInput = {
  /** The appointment it bills, if any. */
  appointmentId?: InputMaybe<Scalars['ID']['input']>;
  /** The client (patient or customer) to bill. */
  clientId: Scalars['ID']['input'];
  /** Its first lines; at most MAX_LIST_LENGTH (100 by default). */
  components?: InputMaybe<Array<CreateInvoiceLineInput>>;
  /** What it is for; default empty. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** When it is due: not before the invoice date, at most a year from today; default 30 days after `invoiced`. */
  due?: InputMaybe<Scalars['Date']['input']>;
  /** When it is invoiced; default now. */
  invoiced?: InputMaybe<Scalars['DateTime']['input']>;
  /** The practitioner (a user of the company); default: the signed-in user. */
  practitionerId?: InputMaybe<Scalars['ID']['input']>;
};

/** A first line of a new invoice: the fields of InvoiceComponentInput, and the product it bills, if any. */
export type CreateInvoiceLineInput = {
  /** The BHF tariff code (health practices). */
  bhfCode?: InputMaybe<Scalars['String']['input']>;
  /** What the line bills (trimmed). */
  description: Scalars['String']['input'];
  /** An ICD-10 code: a letter, two digits, optionally a dot and up to 4 characters (J06.9). */
  diagnosisCode1?: InputMaybe<Scalars['String']['input']>;
  /** A second ICD-10 code. */
  diagnosisCode2?: InputMaybe<Scalars['String']['input']>;
  /** A third ICD-10 code. */
  diagnosisCode3?: InputMaybe<Scalars['String']['input']>;
  /** A fourth ICD-10 code. */
  diagnosisCode4?: InputMaybe<Scalars['String']['input']>;
  /** A fifth ICD-10 code. */
  diagnosisCode5?: InputMaybe<Scalars['String']['input']>;
  /** 0 to 100, up to two decimals (default 0). */
  discountPercentage?: InputMaybe<Scalars['String']['input']>;
  /** The tariff modifier. */
  modifier?: InputMaybe<Scalars['String']['input']>;
  /** The NAPPI code (health practices). */
  nappiCode?: InputMaybe<Scalars['String']['input']>;
  /** The company's product the line bills (another company's is NOT_FOUND); the line keeps the values sent here. */
  productId?: InputMaybe<Scalars['ID']['input']>;
  /** Above 0, up to 9 digits and three decimals, e.g. "1" or "2.5". */
  quantity: Scalars['String']['input'];
  /** The price of one unit, 0 or more. */
  unitCost: Scalars['Decimal']['input'];
};

/** What applying credit answers. */
export type CreditPaymentResult = {
  __typename?: 'CreditPaymentResult';
  /** False when the idempotency key had already applied: nothing new was recorded. */
  created: Scalars['Boolean']['output'];
  /** The client's credit left. */
  credit: Scalars['Decimal']['output'];
  /** The invoice as it is now. */
  invoice: Invoice;
  /** The payment made from credit. */
  payment: Payment;
};

/** Which column (from 0) holds what. */
export type CsvColumns = {
  __typename?: 'CsvColumns';
  /** The column of the company's own account codes, if any (fills financialAccountCode). */
  accountCode?: Maybe<Scalars['Int']['output']>;
  /** The signed amount's column (SIGNED or CARD), if any. */
  amount?: Maybe<Scalars['Int']['output']>;
  /** The running balance's column, if any (never a transaction; gives the stated balances). */
  balance?: Maybe<Scalars['Int']['output']>;
  /** The money-in column (DEBIT_CREDIT), if any. */
  credit?: Maybe<Scalars['Int']['output']>;
  /** The currency code's column, if any. */
  currency?: Maybe<Scalars['Int']['output']>;
  /** The booking date's column. */
  date: Scalars['Int']['output'];
  /** The money-out column (DEBIT_CREDIT), if any. */
  debit?: Maybe<Scalars['Int']['output']>;
  /** The columns joined into the description, in order. */
  description: Array<Scalars['Int']['output']>;
  /** The direction flag's column (FLAG), if any. */
  flag?: Maybe<Scalars['Int']['output']>;
  /** The bank reference's column, if any. */
  reference?: Maybe<Scalars['Int']['output']>;
  /** The value date's column, if any (kept apart from the booking date). */
  valueDate?: Maybe<Scalars['Int']['output']>;
};

/** Which column (from 0) holds what, as the mapping step chose it; a bad choice is BAD_USER_INPUT naming it. */
export type CsvColumnsInput = {
  /** The column of the company's own account codes. */
  accountCode?: InputMaybe<Scalars['Int']['input']>;
  /** The signed amount's column; amount, debit or credit is required. */
  amount?: InputMaybe<Scalars['Int']['input']>;
  /** The running balance's column. */
  balance?: InputMaybe<Scalars['Int']['input']>;
  /** The money-in column. */
  credit?: InputMaybe<Scalars['Int']['input']>;
  /** The currency code's column. */
  currency?: InputMaybe<Scalars['Int']['input']>;
  /** The booking date's column (required). */
  date: Scalars['Int']['input'];
  /** The money-out column. */
  debit?: InputMaybe<Scalars['Int']['input']>;
  /** The columns joined into the description, in order (at least one). */
  description: Array<Scalars['Int']['input']>;
  /** The direction flag's column. */
  flag?: InputMaybe<Scalars['Int']['input']>;
  /** The bank reference's column. */
  reference?: InputMaybe<Scalars['Int']['input']>;
  /** The value date's column. */
  valueDate?: InputMaybe<Scalars['Int']['input']>;
};

/** How a CSV file is (or is to be) read; column numbers start at 0. */
export type CsvLayout = {
  __typename?: 'CsvLayout';
  /** Which column holds what. */
  columns: CsvColumns;
  /** DMY or MDY: the order of dates that are not ISO and name no month. */
  dateOrder: DateOrder;
  /** The decimal mark of the amounts: . or , */
  decimalMark: Scalars['String']['output'];
  /** The delimiter: , ; | or a tab. */
  delimiter: Scalars['String']['output'];
  /** The text encoding: utf-8, utf-16le, utf-16be, windows-1252, iso-8859-1, windows-1250 or iso-8859-2. */
  encoding: Scalars['String']['output'];
  /** True when a header row names the columns. */
  hasHeader: Scalars['Boolean']['output'];
  /** With a flag column: the values that mean money out. */
  outFlags?: Maybe<Array<Scalars['String']['output']>>;
  /** How the amounts say which way money moves. */
  signConvention: SignConvention;
  /** Records above the header (or above the first transaction when there is no header). */
  skipRecords: Scalars['Int']['output'];
};

/** What the mapping step chose; every part optional (the rest is decided from the file). */
export type CsvLayoutInput = {
  /** Which column holds what (column numbers from 0). */
  columns?: InputMaybe<CsvColumnsInput>;
  /** DMY or MDY (YMD is not a choice: ISO dates read themselves). */
  dateOrder?: InputMaybe<DateOrder>;
  /** The decimal mark: . or , */
  decimalMark?: InputMaybe<Scalars['String']['input']>;
  /** The delimiter: , ; | or a tab. */
  delimiter?: InputMaybe<Scalars['String']['input']>;
  /** utf-8, utf-16le, utf-16be, windows-1252, iso-8859-1, windows-1250 or iso-8859-2. */
  encoding?: InputMaybe<Scalars['String']['input']>;
  /** True when a header row names the columns. */
  hasHeader?: InputMaybe<Scalars['Boolean']['input']>;
  /** With a flag column: the values that mean money out (at most 20, each at most 20 characters). */
  outFlags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** How the amounts say which way money moves. */
  signConvention?: InputMaybe<SignConvention>;
  /** Records above the header (or the first transaction): 0 to 1000. */
  skipRecords?: InputMaybe<Scalars['Int']['input']>;
};

/** How a CSV file was read, for the mapping step. */
export type CsvMapping = {
  __typename?: 'CsvMapping';
  /** What recognises this bank's files: save a bank profile under it (saveBankProfile). */
  fingerprint: Scalars['String']['output'];
  /** The header row's names, when the file has one. */
  header?: Maybe<Array<Scalars['String']['output']>>;
  /** The layout the reader chose; the mapping step starts from it. */
  layout: CsvLayout;
  /** The first records of the file as split by its delimiter. */
  preview: Array<Array<Scalars['String']['output']>>;
  /** What the reader is not sure of; empty when it read the file. */
  questions: Array<MappingQuestion>;
};

/** The order of day, month and year in a statement's dates. */
export type DateOrder =
  /** Day first (05/03/2026, 5 March 2026). */
  | 'DMY'
  /** Month first (03/05/2026, March 5, 2026). */
  | 'MDY'
  /** Year first (ISO 2026-03-05, 20260305). */
  | 'YMD';

/** What creating the standard chart of accounts did. */
export type DefaultAccountsResult = {
  __typename?: 'DefaultAccountsResult';
  /** The company's whole chart of accounts now. */
  accounts: Array<FinancialAccount>;
  /** How many accounts were added (0 when the chart had them all). */
  created: Scalars['Int']['output'];
};

/** What a delete answers. */
export type DeletedResult = {
  __typename?: 'DeletedResult';
  /** The id of the deleted row. */
  id: Scalars['ID']['output'];
};

/** What an imported row duplicates. */
export type DuplicateOf =
  /** An earlier row of the same file. */
  | 'FILE'
  /** A transaction already stored for the company. */
  | 'STORED';

/** An email sent. */
export type EmailResult = {
  __typename?: 'EmailResult';
  /** The mail server's reason when the send failed. */
  error?: Maybe<Scalars['String']['output']>;
  /** The SMTP Message-ID, when the mail server gave one. */
  messageId?: Maybe<Scalars['String']['output']>;
  /** The message in the Outbox (`outboxMessage`). */
  outboxId?: Maybe<Scalars['ID']['output']>;
  /** SENT; KEPT in the Outbox when no mail server is configured; FAILED when the mail server refused it (see `error`): the message is in the Outbox to resend. */
  status?: Maybe<OutboxStatus>;
  /** The address it went to. */
  to: Scalars['String']['output'];
};

/** An account of the company's chart of accounts. */
export type FinancialAccount = {
  __typename?: 'FinancialAccount';
  /** The account code, unique in the company, e.g. 6100. */
  code: Scalars['String']['output'];
  /** The account's id. */
  id: Scalars['ID']['output'];
  /** The account's name, e.g. Rent. */
  name: Scalars['String']['output'];
  /** A is active. */
  status: Scalars['String']['output'];
  /** What kind of account it is. */
  type: AccountType;
  /** The type as people read it, e.g. Expenses. */
  typeLabel: Scalars['String']['output'];
};

/** An account as it is created or changed. */
export type FinancialAccountInput = {
  /** The account code: trimmed, 1 to 20 characters, unique in the company. */
  code: Scalars['String']['input'];
  /** The account's name: 1 to 200 characters. */
  name: Scalars['String']['input'];
  /** A active (the default) or I inactive. */
  status?: InputMaybe<Scalars['String']['input']>;
  /** What kind of account it is. */
  type: AccountType;
};

/** The period of companyFinancialTotals. */
export type FinancialPeriod =
  /** Everything the company ever invoiced and received. */
  | 'ALL_TIME'
  /** From start to end (both required). */
  | 'RANGE'
  /** The current calendar month and the two before it, up to today, in the company's time zone. */
  | 'THREE_MONTHS';

/** The dashboard's figures for a period. */
export type FinancialSummary = {
  __typename?: 'FinancialSummary';
  /** The company's currency symbol, to show with the amounts. */
  currencySymbol: Scalars['String']['output'];
  /** The last day of the period (inclusive). */
  end: Scalars['Date']['output'];
  /** One line per expense (E) account. */
  expenseAccounts: Array<AccountAmount>;
  /** The sum over the type-E accounts. */
  expenses: Scalars['Decimal']['output'];
  /** Invoiced in the period (invoiceSummary). */
  income: Scalars['Decimal']['output'];
  /** Payments received in the period (paymentSummary; write-offs excluded). */
  paymentsReceived: Scalars['Decimal']['output'];
  /** income − expenses */
  profit: Scalars['Decimal']['output'];
  /** The first day of the period. */
  start: Scalars['Date']['output'];
};

/** A line of the company's books: a debit or a credit on one account, on one day. */
export type FinancialTransaction = {
  __typename?: 'FinancialTransaction';
  /** The appointment it belongs to, if any. */
  appointmentId?: Maybe<Scalars['ID']['output']>;
  /** The amount credited (0 when it is a debit). */
  credit: Scalars['Decimal']['output'];
  /** The amount debited (0 when it is a credit). */
  debit: Scalars['Decimal']['output'];
  /** What it is, e.g. the bank statement's text. */
  description: Scalars['String']['output'];
  /** The account's code. */
  financialAccountCode: Scalars['String']['output'];
  /** The account's name. */
  financialAccountName: Scalars['String']['output'];
  /** The account's type. */
  financialAccountType: AccountType;
  /** The transaction's id. */
  id: Scalars['ID']['output'];
  /** The invoice it belongs to (a payment's ledger lines), if any. */
  invoiceId?: Maybe<Scalars['ID']['output']>;
  /** The day it counts on. */
  processed: Scalars['Date']['output'];
  /** A is active; anything else is inactive. */
  status: Scalars['String']['output'];
  /** Active for A, otherwise Inactive. */
  statusLabel: Scalars['String']['output'];
  /** The account type as people read it, e.g. Expenses. */
  typeLabel: Scalars['String']['output'];
};

/** Debit or credit, not both. */
export type FinancialTransactionInput = {
  /** The amount credited, 0 or more (default 0). */
  credit?: InputMaybe<Scalars['Decimal']['input']>;
  /** The amount debited, 0 or more (default 0). */
  debit?: InputMaybe<Scalars['Decimal']['input']>;
  /** Not blank, at most 1,000 characters (trimmed). */
  description: Scalars['String']['input'];
  /** The code of an account of the company's chart. */
  financialAccountCode: Scalars['String']['input'];
  /** The day it counts on: from 1990-01-01 to a year from today. */
  processed: Scalars['Date']['input'];
};

/** The input formats of the statement import (docs/import-formats.md). */
export type ImportFormat =
  /** 002 the bank's PDF statement (FNB, First National Bank, South Africa). */
  | 'BANK_PDF'
  /** 005 ISO 20022 CAMT.053 bank-to-customer statement (XML). */
  | 'CAMT053'
  /** 001 Generic CSV: the CSV exports of banks, read by the columns' names or content. */
  | 'GENERIC_CSV'
  /** 006 SWIFT MT940 customer statement. */
  | 'MT940'
  /** 003 OFX or QFX (Open Financial Exchange 1.x and 2.x, Quicken Web Connect). */
  | 'OFX'
  /** 004 QIF (Quicken Interchange Format). */
  | 'QIF';

/** How a statement was read. */
export type ImportReading = {
  __typename?: 'ImportReading';
  /** The account the statement is of, as the file names it. */
  account?: Maybe<Scalars['String']['output']>;
  /** The currency the file names, if it does. */
  currency?: Maybe<Scalars['String']['output']>;
  /** The order of day, month and year of its dates. */
  dateOrder?: Maybe<DateOrder>;
  /** Where the date order came from: FILE (its own dates), REGION (the company's region, no date decided), PROFILE (a bank profile or the mapping step) or FORMAT. */
  dateOrderFrom?: Maybe<Scalars['String']['output']>;
  /** The decimal mark of the amounts: . or , */
  decimalMark?: Maybe<Scalars['String']['output']>;
  /** The text encoding the file was read in (utf-8, windows-1252 …); null for PDF. */
  encoding?: Maybe<Scalars['String']['output']>;
  /** Other decisions, in words: lines skipped, balance lines left out, warnings. */
  notes: Array<Scalars['String']['output']>;
  /** How the file says which way money moves. */
  signConvention: SignConvention;
};

/** What storing reviewed rows did. */
export type ImportResult = {
  __typename?: 'ImportResult';
  /** The stored batch (financial_import_batches). */
  batchId: Scalars['ID']['output'];
  /** How many rows the batch stored. */
  imported: Scalars['Int']['output'];
  /** True when the idempotency key had stored these rows already: nothing new was stored. */
  replayed: Scalars['Boolean']['output'];
};

/** A parsed bank statement for review (reviewFinancialTransactionImport); nothing is stored until importFinancialTransactions. */
export type ImportReview = {
  __typename?: 'ImportReview';
  /** For a CSV file: the layout used, its preview and the reader's questions; null for other formats. */
  csv?: Maybe<CsvMapping>;
  /** Set when the review is kept on the server (keepOnServer): `rows` is its first page and `summary` covers every row; page with importReviewRows, store with storeImportReview. */
  draft?: Maybe<ImportReviewDraft>;
  /** The uploaded file's name. */
  fileName: Scalars['String']['output'];
  /** The format it was read as. */
  format: ImportFormat;
  /** True when the CSV reader is not sure how to read the file: `rows` is empty and `csv.questions` says why. */
  needsMapping: Scalars['Boolean']['output'];
  /** The bank profile the file was read with, when its fingerprint matched one. */
  profile?: Maybe<BankProfile>;
  /** How the file was read. */
  reading: ImportReading;
  /** The statement's transactions, in file order. */
  rows: Array<ImportedTransaction>;
  /** The totals of the rows and the balances the file states, so a person sees what is about to be stored. */
  summary: ImportSummary;
};

/** A review kept on the server, a large statement's (decision 47). */
export type ImportReviewDraft = {
  __typename?: 'ImportReviewDraft';
  /** The review draft's id. */
  id: Scalars['ID']['output'];
  /** Rows of a page; ImportReview.rows is the first. */
  pageRows: Scalars['Int']['output'];
};

/** A page of a review kept on the server. */
export type ImportReviewRowPage = {
  __typename?: 'ImportReviewRowPage';
  /** Rows before this page. */
  offset: Scalars['Int']['output'];
  /** The page's rows, in file order. */
  rows: Array<ImportedTransaction>;
  /** Rows of the whole review. */
  total: Scalars['Int']['output'];
};

/** The totals of a reviewed statement and the balances it states. */
export type ImportSummary = {
  __typename?: 'ImportSummary';
  /** True when the file states both balances and openingBalance + net is not closingBalance: check the rows before storing them. */
  balanceMismatch: Scalars['Boolean']['output'];
  /** The closing balance the file states, if it does. */
  closingBalance?: Maybe<Scalars['Decimal']['output']>;
  /** Rows read from the file. */
  count: Scalars['Int']['output'];
  /** Rows flagged as duplicates. */
  duplicates: Scalars['Int']['output'];
  /** openingBalance + net, when the file states its opening balance. */
  expectedClosingBalance?: Maybe<Scalars['Decimal']['output']>;
  /** The sum of the rows above 0. */
  moneyIn: Scalars['Decimal']['output'];
  /** The sum of the rows below 0, as a positive amount. */
  moneyOut: Scalars['Decimal']['output'];
  /** moneyIn − moneyOut */
  net: Scalars['Decimal']['output'];
  /** The opening balance the file states, if it does. */
  openingBalance?: Maybe<Scalars['Decimal']['output']>;
};

/** A statement row for review. amount < 0 is money out (stored as a debit), amount > 0 money in (a credit). */
export type ImportedTransaction = {
  __typename?: 'ImportedTransaction';
  /** Below 0 money out, above 0 money in. */
  amount: Scalars['Decimal']['output'];
  /** The row's text from the file. */
  description: Scalars['String']['output'];
  /** A stored transaction, or an earlier row of the same file, has the same date, amount and description. */
  duplicate: Scalars['Boolean']['output'];
  /** What the row duplicates: STORED (a stored transaction) or FILE (an earlier row of this file); null when it is no duplicate. */
  duplicateOf?: Maybe<DuplicateOf>;
  /** The file's own account code, else the first matching account rule's, else the suggestion, else blank. */
  financialAccountCode: Scalars['String']['output'];
  /** The row's position in the file, starting at 1. */
  id: Scalars['ID']['output'];
  /** The line of the file the row came from. */
  line: Scalars['Int']['output'];
  /** That account rule (null also when it was deleted since the review). */
  matchedRule?: Maybe<AccountRule>;
  /** The booking date. */
  processed: Scalars['Date']['output'];
  /** The bank's own reference of the transaction, when the file has one. */
  reference?: Maybe<Scalars['String']['output']>;
  /** The account rule that set financialAccountCode, if one did (a row with the file's own code has none). */
  ruleId?: Maybe<Scalars['ID']['output']>;
  /** The account used before for this description, if any. */
  suggestedAccountCode?: Maybe<Scalars['String']['output']>;
};

/** A reviewed statement row to store: amount < 0 is stored as a debit, > 0 as a credit. */
export type ImportedTransactionInput = {
  /** Not 0: below 0 money out, above 0 money in. */
  amount: Scalars['Decimal']['input'];
  /** Not blank, at most 1,000 characters (trimmed). */
  description: Scalars['String']['input'];
  /** The code of an account of the company's chart. */
  financialAccountCode: Scalars['String']['input'];
  /** The day it counts on: from 1990-01-01 to a year from today. */
  processed: Scalars['Date']['input'];
};

/** An invoice to a client: its lines are components; payments are allocated to it or to its components. */
export type Invoice = {
  __typename?: 'Invoice';
  /** What may be done with it now. */
  actions: InvoiceActions;
  /** The sum of its components. */
  amount: Scalars['Decimal']['output'];
  /** amount − paid */
  amountDue: Scalars['Decimal']['output'];
  /** The appointment it bills, if any. */
  appointmentId?: Maybe<Scalars['ID']['output']>;
  /** The client it bills. */
  client: Client;
  /** Its lines (loaded for a whole list at once). */
  components: Array<InvoiceComponent>;
  /** What it is for; may be empty. */
  description: Scalars['String']['output'];
  /** GET this path on the gateway with the Authorization header to download the PDF. */
  downloadPath: Scalars['String']['output'];
  /** When it is due (by default 30 days after invoiced); null when not set. */
  due?: Maybe<Scalars['Date']['output']>;
  /** The invoice's id. */
  id: Scalars['ID']['output'];
  /** When it was invoiced. */
  invoiced: Scalars['DateTime']['output'];
  /** How many claims were made from it (all statuses). */
  numberOfClaims: Scalars['Int']['output'];
  /** The sum of the payments allocated to it (and to its components). */
  paid: Scalars['Decimal']['output'];
  /** The payments allocated to it and its components. */
  payments: Array<Payment>;
  /** The practitioner (user) who billed it, if any. */
  practitionerId?: Maybe<Scalars['ID']['output']>;
  /** The practitioner's name, if any. */
  practitionerName?: Maybe<Scalars['String']['output']>;
  /** The status code; see InvoiceStatus. */
  status: InvoiceStatus;
  /** The status as people read it, e.g. Unpaid. */
  statusLabel: Scalars['String']['output'];
  /** The invoice number people see, e.g. INV-000123. */
  uniqueId: Scalars['String']['output'];
  /** Send back with updateInvoice (optimistic concurrency). */
  version: Scalars['Int']['output'];
};

/** What a user may do with an invoice now. The api decides it (spec §2 and §4 plus its own rules, e.g. no delete with payments) and sends it as the invoice's allowedActions; each field is one of those names, passed through. An action the api would refuse is false here. */
export type InvoiceActions = {
  __typename?: 'InvoiceActions';
  /** Add Billing Plan: not paid (P). */
  canAddBillingPlan: Scalars['Boolean']['output'];
  /** Add Product: not paid (P). */
  canAddProduct: Scalars['Boolean']['output'];
  /** Create Claim: the company is a health practice (H), the invoice is not paid and has no open claim (new, submitted, accepted or partly accepted). */
  canCreateClaim: Scalars['Boolean']['output'];
  /** Delete: not paid (P), no claims and no payments allocated. */
  canDelete: Scalars['Boolean']['output'];
  /** Pay in Full: not paid (P) and something is due. */
  canPayInFull: Scalars['Boolean']['output'];
};

/** One invoice's share of a payment over several invoices. */
export type InvoiceAllocationInput = {
  /** Above 0 and at most what the invoice owes. */
  amount: Scalars['Decimal']['input'];
  /** The invoice, of the paying client. */
  invoiceId: Scalars['ID']['input'];
};

/** A line of an invoice: amount = quantity × unitCost less discountPercentage, rounded half-up to a cent. */
export type InvoiceComponent = {
  __typename?: 'InvoiceComponent';
  /** What may be done with the line now (decided by the api). */
  actions: InvoiceComponentActions;
  /** quantity × unitCost less the discount. */
  amount: Scalars['Decimal']['output'];
  /** amount − paid */
  amountDue: Scalars['Decimal']['output'];
  /** The BHF tariff code of the service (health practices). */
  bhfCode?: Maybe<Scalars['String']['output']>;
  /** What the line bills. */
  description: Scalars['String']['output'];
  /** The first ICD-10 diagnosis code, e.g. J06.9 (a claim needs one on each line). */
  diagnosisCode1?: Maybe<Scalars['String']['output']>;
  /** The second ICD-10 diagnosis code. */
  diagnosisCode2?: Maybe<Scalars['String']['output']>;
  /** The third ICD-10 diagnosis code. */
  diagnosisCode3?: Maybe<Scalars['String']['output']>;
  /** The fourth ICD-10 diagnosis code. */
  diagnosisCode4?: Maybe<Scalars['String']['output']>;
  /** The fifth ICD-10 diagnosis code. */
  diagnosisCode5?: Maybe<Scalars['String']['output']>;
  /** 0 to 100, up to two decimals. */
  discountPercentage: Scalars['String']['output'];
  /** The component's id. */
  id: Scalars['ID']['output'];
  /** The invoice it belongs to. */
  invoiceId: Scalars['ID']['output'];
  /** The tariff modifier, if any. */
  modifier?: Maybe<Scalars['String']['output']>;
  /** The NAPPI code of the medicine or product (health practices). */
  nappiCode?: Maybe<Scalars['String']['output']>;
  /** The payments allocated to this line. */
  paid: Scalars['Decimal']['output'];
  /** The product the line came from, if any. */
  productId?: Maybe<Scalars['ID']['output']>;
  /** Up to three decimals, e.g. "1" or "2.5". */
  quantity: Scalars['String']['output'];
  /**
   * The VAT/GST inside the line's tax-inclusive amount: amount × rate / (1 + rate), rounded half away from zero per
   * line when the api stored the line; 0 when no tax is recorded.
   */
  taxAmount: Scalars['Decimal']['output'];
  /** The VAT/GST rate recorded on the line, in basis points (1500 = 15 %); null when no tax is recorded. */
  taxRate?: Maybe<Scalars['Int']['output']>;
  /** The price of one unit. */
  unitCost: Scalars['Decimal']['output'];
};

/** What a user may do with an invoice line now, as the api decides it (the line's allowedActions, passed through). */
export type InvoiceComponentActions = {
  __typename?: 'InvoiceComponentActions';
  /** Delete: its invoice is not paid (P) and nothing is paid on the line. */
  canDelete: Scalars['Boolean']['output'];
  /** Pay: its invoice is not paid (P) and something is due on the line. */
  canPay: Scalars['Boolean']['output'];
  /** Update: its invoice is not paid (P). */
  canUpdate: Scalars['Boolean']['output'];
};

/** A component deleted, with its invoice as it is now. */
export type InvoiceComponentDeleteResult = {
  __typename?: 'InvoiceComponentDeleteResult';
  /** The id of the deleted component. */
  id: Scalars['ID']['output'];
  /** Its invoice, with the amount recomputed. */
  invoice: Invoice;
};

/**
 * A diagnosis code may be sent as a plain string or, via the REST api, as {icd10Code}; codes are
 * checked to be ICD-10 shaped (J06.9). On update, an optional field left out keeps its value and null clears it.
 */
export type InvoiceComponentInput = {
  /** The BHF tariff code (health practices). */
  bhfCode?: InputMaybe<Scalars['String']['input']>;
  /** What the line bills (trimmed). */
  description: Scalars['String']['input'];
  /** An ICD-10 code: a letter, two digits, optionally a dot and up to 4 characters (J06.9). */
  diagnosisCode1?: InputMaybe<Scalars['String']['input']>;
  /** A second ICD-10 code. */
  diagnosisCode2?: InputMaybe<Scalars['String']['input']>;
  /** A third ICD-10 code. */
  diagnosisCode3?: InputMaybe<Scalars['String']['input']>;
  /** A fourth ICD-10 code. */
  diagnosisCode4?: InputMaybe<Scalars['String']['input']>;
  /** A fifth ICD-10 code. */
  diagnosisCode5?: InputMaybe<Scalars['String']['input']>;
  /** 0 to 100, up to two decimals (default 0). */
  discountPercentage?: InputMaybe<Scalars['String']['input']>;
  /** The tariff modifier. */
  modifier?: InputMaybe<Scalars['String']['input']>;
  /** The NAPPI code (health practices). */
  nappiCode?: InputMaybe<Scalars['String']['input']>;
  /** Above 0, up to 9 digits and three decimals, e.g. "1" or "2.5". */
  quantity: Scalars['String']['input'];
  /**
   * The line's VAT/GST rate in basis points, one of Company.taxRates; left out: the line's own rate, else the
   * company's first. Ignored when the company does not charge tax.
   */
  taxRate?: InputMaybe<Scalars['Int']['input']>;
  /** The price of one unit, 0 or more. */
  unitCost: Scalars['Decimal']['input'];
};

/** A component added or changed, with its invoice as it is now. */
export type InvoiceComponentResult = {
  __typename?: 'InvoiceComponentResult';
  /** The component. */
  component: InvoiceComponent;
  /** Its invoice, with the amount recomputed. */
  invoice: Invoice;
};

/** A column of the invoice list that a ColumnFilter narrows. */
export type InvoiceFilterField =
  /** The amount as text, e.g. 1234.50; with EQUALS it must be an amount (BAD_USER_INPUT otherwise). */
  | 'AMOUNT'
  /** The client's first, last or full name. */
  | 'CLIENT_NAME'
  /** The invoice description. */
  | 'DESCRIPTION'
  /** The practitioner's first, last or full name. */
  | 'PRACTITIONER_NAME'
  /** The status, by code or label (e.g. I or Unpaid). */
  | 'STATUS'
  /** The invoice number. */
  | 'UNIQUE_ID';

/** Which invoices invoicesByKind lists. */
export type InvoiceListKind =
  /** Every invoice that is not archived (C). */
  | 'ACTIVE'
  /** Every invoice. */
  | 'ALL'
  /** Archived: status C. */
  | 'ARCHIVED'
  /** Paid: status P. */
  | 'PAID'
  /** Still expected to be paid: status I, S, U or M. */
  | 'UNPAID';

/** Sort, search, filters, period and page of an invoice list. */
export type InvoiceListQuery = {
  /** Invoiced at or before this instant. */
  end?: InputMaybe<Scalars['DateTime']['input']>;
  /** Column filters, all of which must match; at most MAX_LIST_LENGTH (100 by default) items, more is BAD_USER_INPUT. */
  filters?: InputMaybe<Array<ColumnFilter>>;
  /** Starts at 1. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Matches invoice number, client name, description and status label. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Rows per page (default 20); at most MAX_PAGE_SIZE (100 by default), more is BAD_USER_INPUT. */
  size?: InputMaybe<Scalars['Int']['input']>;
  /** What to sort by (default INVOICED). */
  sortField?: InputMaybe<InvoiceSortField>;
  /** The direction (default DESC: newest first). */
  sortOrder?: InputMaybe<SortOrder>;
  /** Invoiced at or after this instant. */
  start?: InputMaybe<Scalars['DateTime']['input']>;
};

/** One page of an invoice list. */
export type InvoicePage = {
  __typename?: 'InvoicePage';
  /** The invoices of the page. */
  data: Array<Invoice>;
  /** The page number, from 1. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  size: Scalars['Int']['output'];
  /** How many invoices match in all pages. */
  totalElements: Scalars['Int']['output'];
};

/** What the invoice list sorts by. */
export type InvoiceSortField =
  /** The invoice amount. */
  | 'AMOUNT'
  /** amount − paid. */
  | 'AMOUNT_DUE'
  /** The client's full name. */
  | 'CLIENT_NAME'
  /** The invoice date and time (the default). */
  | 'INVOICED'
  /** How many claims were made from the invoice. */
  | 'NUMBER_OF_CLAIMS'
  /** The amount paid. */
  | 'PAID'
  /** The status code. */
  | 'STATUS'
  /** The invoice number. */
  | 'UNIQUE_ID';

/** P Paid, I Unpaid, S Submitted, U Unpaids Process, C Archived, M Member Liable. */
export type InvoiceStatus =
  /** Archived: left out of the ACTIVE and UNPAID lists. */
  | 'C'
  /** Unpaid: the status of a new invoice, and of a paid one whose payment was deleted. */
  | 'I'
  /** Member Liable: the patient, not the medical aid, owes it. */
  | 'M'
  /** Paid: its payments cover it. Set by payments (or by hand only when nothing is due); a paid invoice cannot be deleted, claimed or added to. */
  | 'P'
  /** Submitted (e.g. to the client or the scheme). */
  | 'S'
  /** Unpaids Process: in an unpaid run, which sent the client a reminder. */
  | 'U';

/** What the scheme would pay for one line of a claim. */
export type LineBenefit = {
  __typename?: 'LineBenefit';
  /** What the scheme would pay for it. */
  benefit: Scalars['Decimal']['output'];
  /** What the line claims. */
  claimed: Scalars['Decimal']['output'];
  /** The line number, from 1 (the invoice's components in order). */
  line: Scalars['Int']['output'];
};

/** A new session, as `login` answers it. */
export type LoginPayload = {
  __typename?: 'LoginPayload';
  /** Send as `Authorization: Bearer <accessToken>`. It ends when it expires, at `logout`, or when the user is deactivated, moved to another company or changes password. */
  accessToken: Scalars['String']['output'];
  /** Seconds until the token expires. */
  expiresIn: Scalars['Int']['output'];
  /** Always Bearer. */
  tokenType: Scalars['String']['output'];
  /** The user just signed in, read with the new token. */
  viewer: Viewer;
};

/** A thing the CSV reader is not sure of, which the mapping step asks about. */
export type MappingQuestion = {
  __typename?: 'MappingQuestion';
  /** COLUMNS, DATE_ORDER, DECIMAL_MARK, SIGN_CONVENTION or HEADER. */
  about: Scalars['String']['output'];
  /** The question, for people. */
  message: Scalars['String']['output'];
};

/** How a filter's value matches a column, ignoring case. */
export type MatchMode =
  /** The column contains the value. */
  | 'CONTAINS'
  /** The column is the value. */
  | 'EQUALS'
  /** The column starts with the value (for names: the first, last or full name does). */
  | 'STARTS_WITH';

/** One calendar month of the dashboard chart. */
export type MonthlyFinancials = {
  __typename?: 'MonthlyFinancials';
  /** The sum over the type-E accounts in the month. */
  expenses: Scalars['Decimal']['output'];
  /** Invoiced in the month. */
  income: Scalars['Decimal']['output'];
  /** The first day of the month. */
  month: Scalars['Date']['output'];
  /** income − expenses */
  profit: Scalars['Decimal']['output'];
};

/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Adds the items of a billing plan to an unpaid invoice as components. A paid invoice is CONFLICT; an inactive plan, or one without items, is BAD_USER_INPUT. */
  addBillingPlanToInvoice: Invoice;
  /** Adds a component (line) to an invoice that is not paid; the invoice's amount becomes the sum of its components. A paid invoice is CONFLICT. */
  addInvoiceComponent: InvoiceComponentResult;
  /** Adds one line of a product to an unpaid invoice. A paid invoice is CONFLICT; an inactive product is BAD_USER_INPUT. */
  addProductToInvoice: Invoice;
  /**
   * Pays an invoice from its client's credit, never more than the credit or than the invoice owes (BAD_USER_INPUT); a
   * paid invoice is CONFLICT. Send the same `idempotencyKey` again and it pays once.
   */
  applyClientCredit: CreditPaymentResult;
  /** Asks the clearing house what the scheme would pay; the claim's status stays and the answer is added to its history. Not for a reversed claim (CONFLICT). */
  checkClaimBenefits: BenefitCheck;
  /** Adds an account rule: last, or at `input.position` (the rules from there move down one). */
  createAccountRule: AccountRule;
  /** Creates a billing plan with its items. A blank name or a bad item is BAD_USER_INPUT; an item's product the company does not have is NOT_FOUND. */
  createBillingPlan: BillingPlan;
  /**
   * Creates a claim (status N) for the invoice's amount from an unpaid invoice of a health practice (FORBIDDEN for
   * other companies). A paid invoice, or one with an open claim (N, S, A, P), is CONFLICT.
   */
  createClaim: Claim;
  /** Creates a client (active). A blank name, a malformed email or a date of birth that is not a past YYYY-MM-DD date is BAD_USER_INPUT naming the field. */
  createClient: ClientRecord;
  /** Creates the standard chart of accounts (all seven types) for the company; running it again adds only what is missing. */
  createDefaultFinancialAccounts: DefaultAccountsResult;
  /** Adds an account to the chart. A code the chart has already is CONFLICT. */
  createFinancialAccount: FinancialAccount;
  /**
   * Records a transaction by hand. A date outside 1990-01-01 to a year from today, an account not in the chart, a
   * blank description, or not exactly one of debit and credit above 0 is BAD_USER_INPUT naming the field.
   */
  createFinancialTransaction: FinancialTransaction;
  /**
   * Creates an invoice (status I) for a client, optionally with its first components; it gets the next invoice
   * number and is due 30 days after `invoiced`. A client, practitioner or appointment the company does not have is
   * NOT_FOUND; a bad component is BAD_USER_INPUT naming the field.
   */
  createInvoice: Invoice;
  /** Creates a new invoice for a client with one line of the product (its name, price and codes). An inactive product is BAD_USER_INPUT. */
  createInvoiceFromProduct: Invoice;
  /** Creates a product. A blank name or a negative unit cost is BAD_USER_INPUT. */
  createProduct: Product;
  /** Deletes an account rule; the rules after it move up one. */
  deleteAccountRule: DeletedResult;
  /** Deletes a bank profile: the bank's next file is read (and asked about) afresh. */
  deleteBankProfile: DeletedResult;
  /** Deletes a billing plan. One that billed invoices or has clients on it is CONFLICT: set it inactive instead. */
  deleteBillingPlan: DeletedResult;
  /** Deletes a claim that is new, rejected or reversed (CONFLICT otherwise: reverse a claim the scheme holds first). */
  deleteClaim: DeletedResult;
  /** Deletes an account. One with transactions (recode them first) or named by account rules is CONFLICT. */
  deleteFinancialAccount: DeletedResult;
  /** Deletes a transaction. A ledger line written by a payment is CONFLICT: delete the payment instead. */
  deleteFinancialTransaction: DeletedResult;
  /** Removes a review kept on the server and its rows (a batch it stored stays). */
  deleteImportReview: DeletedResult;
  /** Deletes an invoice. A paid invoice (P), or one with claims or payments, is refused with CONFLICT. */
  deleteInvoice: DeletedResult;
  /** Deletes a component nothing was paid on, of an invoice that is not paid (CONFLICT otherwise); the invoice's amount is recomputed. */
  deleteInvoiceComponent: InvoiceComponentDeleteResult;
  /**
   * Deletes a payment and reverses its allocation (the invoice's and component's paid go down; P goes back to I),
   * in one transaction: its ledger lines are reversed by new lines dated today. An unknown payment is NOT_FOUND.
   */
  deletePayment: PaymentDeleteResult;
  /** Deletes a product. One used on invoice lines or billing-plan items is CONFLICT: set it inactive instead. */
  deleteProduct: DeletedResult;
  /**
   * Emails a client's statement PDF for a period (default: the last 90 days up to today) to the client's address, or to
   * `to` when given, through the Outbox (as `emailInvoice`). A date that is not YYYY-MM-DD, or a start after the end,
   * is BAD_USER_INPUT.
   */
  emailClientStatement: EmailResult;
  /**
   * Emails the invoice PDF to the client's address, or to `to` when given, through the Outbox. No address, or one that
   * is not an email address, is BAD_USER_INPUT. Without a mail server (SMTP_URL) the message is KEPT in the Outbox; a
   * refused send answers FAILED with the server's reason, and the message waits in the Outbox to be resent.
   */
  emailInvoice: EmailResult;
  /**
   * Emails a payment's receipt PDF to the client's address, or to `to` when given, through the Outbox (as
   * `emailInvoice`). No address, or one that is not an email address, is BAD_USER_INPUT; another company's payment is
   * NOT_FOUND. Without a mail server the message is KEPT in the Outbox.
   */
  emailReceipt: EmailResult;
  /** Stores reviewed rows, all or none; a bad row is named in the error (extensions.fieldErrors, e.g. rows[3].financialAccountCode). `format` is recorded with the batch. */
  importFinancialTransactions: ImportResult;
  /**
   * Signs in with a username and password. A wrong pair, or a deactivated user, fails with UNAUTHENTICATED. After
   * repeated failures for a username or from an address, every sign-in there (the right password too) fails with
   * RATE_LIMITED until the lockout ends by itself (`extensions.retryAfter`); each further lockout lasts longer.
   */
  login: LoginPayload;
  /**
   * Signs out: every access token of the signed-in user stops working at once, on all their devices (signing out in
   * one browser signs out the others). Answers true; without a valid session it fails with UNAUTHENTICATED.
   */
  logout: Scalars['Boolean']['output'];
  /**
   * Records one payment from a client and spreads it over the client's invoices in one transaction: OLDEST_FIRST (by
   * invoice date, then id, invoices not paid or archived) or CHOSEN amounts per invoice (each at most what that invoice
   * owes; every invoice of this client). What the invoices do not take is kept as the client's credit when
   * `keepCredit`, otherwise it is BAD_USER_INPUT. Send the same `idempotencyKey` again and it pays once.
   */
  payClientInvoices: ClientPaymentResult;
  /**
   * Allocates a payment to an invoice, in one transaction with its ledger lines. A paid invoice (P) is CONFLICT; more
   * than the amount due is BAD_USER_INPUT. Paid in full, the invoice becomes P. Send the same `idempotencyKey` again
   * and it pays once.
   */
  payInvoice: PaymentResult;
  /** Allocates a payment to one component; it counts toward its invoice too. More than the component's or the invoice's amount due is BAD_USER_INPUT; a paid invoice is CONFLICT. */
  payInvoiceComponent: PaymentResult;
  /** Gives every transaction processed between the dates whose description contains the text the chosen account (or, with `byRules`, the account of the first matching account rule). All or nothing; the last recode can be undone with `undoRecode`. */
  recodeFinancialTransactions: RecodeResult;
  /** Renames a bank profile. A name another profile of the company has is CONFLICT. */
  renameBankProfile: BankProfile;
  /**
   * Sends a KEPT, FAILED or UNCERTAIN message again, with the same content, attachments and Message-ID. A message
   * already SENT (or SENDING) is returned as it is and nothing is sent twice; of two resends at once, one sends. A refused send returns the message FAILED with the server's reason; no
   * mail server configured (SMTP_URL) is CONFLICT.
   */
  resendMessage: OutboxMessage;
  /**
   * Sends the run's failed reminders again, and those without an address whose client has one now; poll
   * `unpaidRun(id)` as after a start. A reminder that reached the Outbox is resent as the same message (never a
   * second one). A run with nothing to send again is answered as it is. Another company's run is NOT_FOUND.
   */
  retryUnpaidRunReminders: UnpaidRun;
  /**
   * Reverses a claim the scheme holds (S, A or P; CONFLICT otherwise); it becomes V. One sent by EDI is reversed by a
   * MEDCLM reversal (refused: BAD_USER_INPUT with the reasons, status kept); one emailed is only marked reversed.
   */
  reverseClaim: Claim;
  /** Parses a bank statement for review without storing anything: its rows, its totals and the balances it states, and how it was read. The file is streamed to the api. For a CSV file the reader is not sure of, `needsMapping` is true and `csv.questions` says why: send the answers as `layout` with the same file. */
  reviewFinancialTransactionImport: ImportReview;
  /** Saves how to read a bank's CSV files (the mapping step's layout) under the file's fingerprint (`ImportReview.csv.fingerprint`): the same bank's next statement is read with it, asking nothing. Saving under a fingerprint that has a profile replaces its name and layout. */
  saveBankProfile: BankProfile;
  /** Archives (active false: left out of the client list) or restores (true) a client; its invoices stay as they are. */
  setClientActive: ClientRecord;
  /**
   * Changes the company's VAT/GST settings: whether it charges tax, its registration number and its rates. A rate
   * named twice, or charging tax with no rate, is BAD_USER_INPUT. Lines already recorded keep their tax.
   */
  setCompanyTax: Company;
  /**
   * Chooses the company's time zone (an IANA name such as America/Vancouver), in which invoice dates and other
   * instants are shown and read; null goes back to the region's default. An unknown zone is BAD_USER_INPUT.
   */
  setCompanyTimeZone: Company;
  /**
   * Bills every client on an active billing plan for the period, in chunks of invoices (each chunk one transaction,
   * each invoice whole); already billed clients are skipped, so a run stopped part-way is finished by running the
   * same period again (BillingRun.complete).
   * @deprecated Use startBillingRunJob and poll billingRunJob(id): the same run, with its progress.
   */
  startBillingRun: BillingRunResult;
  /**
   * Starts a billing run for the period and answers at once with its job (RUNNING). It writes its invoices in
   * chunks: poll `billingRunJob(id)` for `done` of `total` invoices, then its outcome or its error (the invoices
   * already committed stay, the run incomplete: start the same period again to finish it). A company runs one at a
   * time (CONFLICT).
   */
  startBillingRunJob: BillingRunJob;
  /**
   * Opens a card checkout for a new subscription to Folio: needs no sign-in (the buyer has no account yet).
   * Send the buyer to `url`. An unknown provider is NOT_FOUND.
   */
  startNewSubscriptionCheckout: SubscriptionCheckout;
  /** Opens a card checkout for the signed-in user's company to change or renew its subscription to Folio; recorded in the audit log. */
  startSubscriptionCheckout: SubscriptionCheckout;
  /**
   * Starts an unpaid run: the invoices of the preview are stored with the run and marked U in one transaction,
   * then a reminder with the invoice PDF goes to each client, one by one. Answers at once with status RUNNING;
   * poll `unpaidRun(id)` for the reminders' progress. Every reminder goes through the Outbox: a server without mail
   * (SMTP_URL) keeps them there, and they count as sent.
   */
  startUnpaidRun: UnpaidRun;
  /** Stores a review kept on the server (ImportReview.draft) in chunks: every row is checked first (a bad row is named in the error, e.g. rows[3].financialAccountCode), duplicates are left out unless asked. Storing the same review again answers its batch with replayed true. */
  storeImportReview: ImportResult;
  /**
   * Sends the claim by EDI (a MEDCLM message) through the clearing house; it comes back accepted (A, with the benefit)
   * or rejected (R, reasons in notes). Only N or R (CONFLICT otherwise); a claim missing what a scheme needs (practice
   * number, medical aid, membership number, a code, amount and ICD-10 code on every line) is BAD_USER_INPUT.
   */
  submitClaimByEdi: Claim;
  /**
   * Emails the claim as a PDF to the scheme's claims address; it becomes S (submitted by E). Only N or R (CONFLICT
   * otherwise); a claim missing what a scheme needs is BAD_USER_INPUT naming it. The mail goes through the Outbox:
   * without a mail server (SMTP_URL) it is kept there (the claim is still submitted); a refused send is
   * UPSTREAM_UNAVAILABLE and changes nothing on the claim.
   */
  submitClaimByEmail: Claim;
  /** Undoes the company's last recode: every transaction it moved goes back to its previous account, all or nothing. Fails with CONFLICT, changing nothing, when `id` is no longer the last recode, when it was undone already, or when one of its transactions was changed or deleted since (the message says which). */
  undoRecode: UndoRecodeResult;
  /** Changes an account rule; with `input.position` it also moves there (the rules between shift by one). */
  updateAccountRule: AccountRule;
  /** Replaces a billing plan and all its items with the input. Invoices made from it before keep their lines. */
  updateBillingPlan: BillingPlan;
  /** Changes the submission method or notes of a claim that is new or rejected (CONFLICT otherwise). */
  updateClaim: Claim;
  /** Replaces a client's details (not whether it is archived); same checks as createClient. */
  updateClient: ClientRecord;
  /** Changes an account's code, name, type or status; its transactions follow. A code another account has is CONFLICT. */
  updateFinancialAccount: FinancialAccount;
  /** Replaces a transaction's values, checked as on create. A ledger line written by a payment is CONFLICT: change the payment instead. */
  updateFinancialTransaction: FinancialTransaction;
  /**
   * Changes an invoice's status, date or description. `version` must be the one read: a change made meanwhile fails
   * with CONFLICT. P only when nothing is due, and an invoice paid in full can only be P or C (BAD_USER_INPUT otherwise).
   */
  updateInvoice: Invoice;
  /**
   * Updates a component; its amount (quantity × unit cost less discount) and the invoice's amount are recomputed.
   * A paid invoice is CONFLICT; an amount below what is already paid (on the line or the invoice) is BAD_USER_INPUT.
   */
  updateInvoiceComponent: InvoiceComponentResult;
  /** Replaces a product's values with the input. Invoice lines made from it before keep theirs. */
  updateProduct: Product;
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationAddBillingPlanToInvoiceArgs = {
  billingPlanId: Scalars['ID']['input'];
  invoiceId: Scalars['ID']['input'];
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationAddInvoiceComponentArgs = {
  input: InvoiceComponentInput;
  invoiceId: Scalars['ID']['input'];
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationAddProductToInvoiceArgs = {
  invoiceId: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationApplyClientCreditArgs = {
  input: ApplyCreditInput;
  invoiceId: Scalars['ID']['input'];
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationCheckClaimBenefitsArgs = {
  id: Scalars['ID']['input'];
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationCreateAccountRuleArgs = {
  input: AccountRuleInput;
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationCreateBillingPlanArgs = {
  input: BillingPlanInput;
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationCreateClaimArgs = {
  invoiceId: Scalars['ID']['input'];
  submissionMethod: ClaimSubmissionMethod;
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationCreateClientArgs = {
  input: ClientInput;
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationCreateFinancialAccountArgs = {
  input: FinancialAccountInput;
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationCreateFinancialTransactionArgs = {
  input: FinancialTransactionInput;
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationCreateInvoiceArgs = {
  input: CreateInvoiceInput;
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationCreateInvoiceFromProductArgs = {
  clientId: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationCreateProductArgs = {
  input: ProductInput;
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationDeleteAccountRuleArgs = {
  id: Scalars['ID']['input'];
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationDeleteBankProfileArgs = {
  id: Scalars['ID']['input'];
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationDeleteBillingPlanArgs = {
  id: Scalars['ID']['input'];
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationDeleteClaimArgs = {
  id: Scalars['ID']['input'];
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationDeleteFinancialAccountArgs = {
  id: Scalars['ID']['input'];
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationDeleteFinancialTransactionArgs = {
  id: Scalars['ID']['input'];
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationDeleteImportReviewArgs = {
  reviewId: Scalars['ID']['input'];
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationDeleteInvoiceArgs = {
  id: Scalars['ID']['input'];
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationDeleteInvoiceComponentArgs = {
  id: Scalars['ID']['input'];
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationDeletePaymentArgs = {
  id: Scalars['ID']['input'];
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationDeleteProductArgs = {
  id: Scalars['ID']['input'];
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationEmailClientStatementArgs = {
  clientId: Scalars['ID']['input'];
  end?: InputMaybe<Scalars['Date']['input']>;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  start?: InputMaybe<Scalars['Date']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationEmailInvoiceArgs = {
  id: Scalars['ID']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationEmailReceiptArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  paymentId: Scalars['ID']['input'];
  to?: InputMaybe<Scalars['String']['input']>;
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationImportFinancialTransactionsArgs = {
  format?: InputMaybe<ImportFormat>;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  rows: Array<ImportedTransactionInput>;
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationLoginArgs = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationPayClientInvoicesArgs = {
  clientId: Scalars['ID']['input'];
  input: ClientPaymentInput;
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationPayInvoiceArgs = {
  input: PaymentInput;
  invoiceId: Scalars['ID']['input'];
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationPayInvoiceComponentArgs = {
  componentId: Scalars['ID']['input'];
  input: PaymentInput;
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationRecodeFinancialTransactionsArgs = {
  input: RecodeInput;
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationRenameBankProfileArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationResendMessageArgs = {
  id: Scalars['ID']['input'];
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationRetryUnpaidRunRemindersArgs = {
  id: Scalars['ID']['input'];
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationReverseClaimArgs = {
  id: Scalars['ID']['input'];
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationReviewFinancialTransactionImportArgs = {
  file: Scalars['Upload']['input'];
  format: ImportFormat;
  keepOnServer?: InputMaybe<Scalars['Boolean']['input']>;
  layout?: InputMaybe<CsvLayoutInput>;
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationSaveBankProfileArgs = {
  input: BankProfileInput;
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationSetClientActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationSetCompanyTaxArgs = {
  input: CompanyTaxInput;
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationSetCompanyTimeZoneArgs = {
  timeZone?: InputMaybe<Scalars['String']['input']>;
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationStartBillingRunArgs = {
  periodEnd: Scalars['Date']['input'];
  periodStart: Scalars['Date']['input'];
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationStartBillingRunJobArgs = {
  periodEnd: Scalars['Date']['input'];
  periodStart: Scalars['Date']['input'];
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationStartNewSubscriptionCheckoutArgs = {
  interval: BillingInterval;
  plan: SubscriptionPlan;
  provider?: Scalars['String']['input'];
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationStartSubscriptionCheckoutArgs = {
  interval: BillingInterval;
  plan: SubscriptionPlan;
  provider?: Scalars['String']['input'];
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationStartUnpaidRunArgs = {
  olderThanDays: Scalars['Int']['input'];
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationStoreImportReviewArgs = {
  accountCode?: InputMaybe<Scalars['String']['input']>;
  includeDuplicates?: InputMaybe<Scalars['Boolean']['input']>;
  reviewId: Scalars['ID']['input'];
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationSubmitClaimByEdiArgs = {
  id: Scalars['ID']['input'];
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationSubmitClaimByEmailArgs = {
  email: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationUndoRecodeArgs = {
  id: Scalars['ID']['input'];
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationUpdateAccountRuleArgs = {
  id: Scalars['ID']['input'];
  input: AccountRuleInput;
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationUpdateBillingPlanArgs = {
  id: Scalars['ID']['input'];
  input: BillingPlanInput;
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationUpdateClaimArgs = {
  id: Scalars['ID']['input'];
  input: UpdateClaimInput;
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationUpdateClientArgs = {
  id: Scalars['ID']['input'];
  input: ClientInput;
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationUpdateFinancialAccountArgs = {
  id: Scalars['ID']['input'];
  input: FinancialAccountInput;
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationUpdateFinancialTransactionArgs = {
  id: Scalars['ID']['input'];
  input: FinancialTransactionInput;
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationUpdateInvoiceArgs = {
  id: Scalars['ID']['input'];
  input: UpdateInvoiceInput;
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationUpdateInvoiceComponentArgs = {
  id: Scalars['ID']['input'];
  input: InvoiceComponentInput;
};


/** The write operations. Every field but `login` needs a valid session; without one it fails with UNAUTHENTICATED. */
export type MutationUpdateProductArgs = {
  id: Scalars['ID']['input'];
  input: ProductInput;
};

/** A file attached to an Outbox message. */
export type OutboxAttachment = {
  __typename?: 'OutboxAttachment';
  /** The file's media type, e.g. application/pdf. */
  contentType: Scalars['String']['output'];
  /** Where the browser downloads it (GET, with the same Authorization header). */
  downloadUrl: Scalars['String']['output'];
  /** The file's name. */
  fileName: Scalars['String']['output'];
  /** Its number in the message, from 0. */
  position: Scalars['Int']['output'];
  /** The file's size in bytes. */
  sizeBytes: Scalars['Int']['output'];
};

/** A message the server mailed or kept in the Outbox. */
export type OutboxMessage = {
  __typename?: 'OutboxMessage';
  /** The files attached, in order. */
  attachments: Array<OutboxAttachment>;
  /** How many sends were tried. */
  attempts: Scalars['Int']['output'];
  /** The copy recipients, if any. */
  cc?: Maybe<Scalars['String']['output']>;
  /** When it was recorded. */
  createdAt: Scalars['DateTime']['output'];
  /** The mail server's reason when the last send failed. */
  error?: Maybe<Scalars['String']['output']>;
  /** The HTML body, if it has one (only on `outboxMessage` and `resendMessage`). */
  html?: Maybe<Scalars['String']['output']>;
  /** The message's id. */
  id: Scalars['ID']['output'];
  /** What it is: invoice, reminder, claim, receipt or statement. */
  kind: Scalars['String']['output'];
  /** When the mail server accepted it; null until then. */
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where the message is. */
  status: OutboxStatus;
  /** The subject line. */
  subject: Scalars['String']['output'];
  /** The plain-text body (only on `outboxMessage` and `resendMessage`; null in lists). */
  text?: Maybe<Scalars['String']['output']>;
  /** The recipient's address. */
  to: Scalars['String']['output'];
};

/** One page of the Outbox. */
export type OutboxPage = {
  __typename?: 'OutboxPage';
  /** The page size asked for. */
  limit: Scalars['Int']['output'];
  /** The messages of this page, newest first. */
  messages: Array<OutboxMessage>;
  /** The messages skipped before this page. */
  offset: Scalars['Int']['output'];
  /** How many messages match the filter in all. */
  total: Scalars['Int']['output'];
};

/** Where a message of the Outbox is. */
export type OutboxStatus =
  /** The mail server refused it or could not be reached; `error` says why. */
  | 'FAILED'
  /** No mail server is configured: the message waits in the Outbox to be resent. */
  | 'KEPT'
  /** The server is sending it now. */
  | 'SENDING'
  /** The mail server accepted it. */
  | 'SENT'
  /**
   * May have been sent: the server stopped while sending it, before the mail server answered. It is never sent again
   * on its own; `resendMessage` sends it again with the same Message-ID, if the recipient did not get it.
   */
  | 'UNCERTAIN';

/** Money allocated to an invoice, or to one of its components (which counts toward the invoice too). */
export type Payment = {
  __typename?: 'Payment';
  /** The amount paid, above 0. */
  amount: Scalars['Decimal']['output'];
  /** The email address of the invoice's client, where its receipt goes unless another is typed; null when it has none. */
  clientEmail?: Maybe<Scalars['String']['output']>;
  /** The invoice's client, if known. */
  clientName?: Maybe<Scalars['String']['output']>;
  /** The description of the component it was allocated to; null when it was allocated to the whole invoice. */
  componentDescription?: Maybe<Scalars['String']['output']>;
  /** The component it was allocated to; null when it was allocated to the whole invoice. */
  componentId?: Maybe<Scalars['ID']['output']>;
  /** When it was recorded. */
  createdAt: Scalars['DateTime']['output'];
  /** What the user wrote about it; may be empty. */
  description: Scalars['String']['output'];
  /** Paid from the client's credit, not with new money. */
  fromCredit: Scalars['Boolean']['output'];
  /** The payment's id. */
  id: Scalars['ID']['output'];
  /** The invoice it was allocated to. */
  invoiceId: Scalars['ID']['output'];
  /** That invoice's number. */
  invoiceUniqueId: Scalars['String']['output'];
  /** When it was paid. */
  paid: Scalars['DateTime']['output'];
  /**
   * The gateway path of this payment's receipt as a PDF (GET with the Authorization header): the whole receipt when the
   * payment is part of one (several invoices, credit kept), else the payment alone.
   */
  receiptDownloadPath: Scalars['String']['output'];
  /** The receipt it is part of (one payment over several invoices, or one that kept credit); null for a single payment. */
  receiptId?: Maybe<Scalars['ID']['output']>;
  /** How it was paid. */
  type: PaymentType;
  /** The type as people read it, e.g. Bank Transfer. */
  typeLabel: Scalars['String']['output'];
};

/** A payment taken back, with its invoice as it is now. */
export type PaymentDeleteResult = {
  __typename?: 'PaymentDeleteResult';
  /** The id of the deleted payment. */
  id: Scalars['ID']['output'];
  /** The invoice the payment was allocated to, as it is after the reversal. */
  invoice: Invoice;
};

/** A payment to allocate. */
export type PaymentInput = {
  /** Above 0, and at most the amount due on the invoice (and on the component); otherwise BAD_USER_INPUT. */
  amount: Scalars['Decimal']['input'];
  /** What the payment is, e.g. a reference; may be empty. */
  description: Scalars['String']['input'];
  /** One key per payment the user means to make; a repeat with the same key pays once, and the same key for a different payment is BAD_USER_INPUT. */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** When it was paid. */
  paid: Scalars['DateTime']['input'];
  /** How it was paid (default B, bank transfer). */
  type?: InputMaybe<PaymentType>;
};

/** Sort, search, types, period and page of a payment list. */
export type PaymentListQuery = {
  /** Paid at or before this instant. */
  end?: InputMaybe<Scalars['DateTime']['input']>;
  /** Starts at 1. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Matches invoice number, client name, description and payment type label. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Rows per page (default 20); at most MAX_PAGE_SIZE (100 by default), more is BAD_USER_INPUT. */
  size?: InputMaybe<Scalars['Int']['input']>;
  /** What to sort by (default PAID). */
  sortField?: InputMaybe<PaymentSortField>;
  /** The direction (default DESC: newest first). */
  sortOrder?: InputMaybe<SortOrder>;
  /** Paid at or after this instant. */
  start?: InputMaybe<Scalars['DateTime']['input']>;
  /** Only these payment types (none or empty: all); at most MAX_LIST_LENGTH (100 by default). */
  types?: InputMaybe<Array<PaymentType>>;
};

/** One page of a payment list. */
export type PaymentPage = {
  __typename?: 'PaymentPage';
  /** The payments of the page. */
  data: Array<Payment>;
  /** The page number, from 1. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  size: Scalars['Int']['output'];
  /** How many payments match in all pages. */
  totalRecords: Scalars['Int']['output'];
};

/** Money a client paid at once, spread over invoices and credit. */
export type PaymentReceipt = {
  __typename?: 'PaymentReceipt';
  /** The whole amount received. */
  amount: Scalars['Decimal']['output'];
  /** The client who paid. */
  clientId: Scalars['ID']['output'];
  /** The part kept as the client's credit. */
  creditKept: Scalars['Decimal']['output'];
  /** What the user wrote about it; may be empty. */
  description: Scalars['String']['output'];
  /** The receipt's id. */
  id: Scalars['ID']['output'];
  /** When it was paid. */
  paid: Scalars['DateTime']['output'];
  /** How it was paid. */
  type: PaymentType;
};

/** What a payment allocation answers. */
export type PaymentResult = {
  __typename?: 'PaymentResult';
  /** The component as it is now; null for a payment to the whole invoice. */
  component?: Maybe<InvoiceComponent>;
  /** False when the idempotency key had already paid: nothing new was allocated. */
  created: Scalars['Boolean']['output'];
  /** The invoice as it is now. */
  invoice: Invoice;
  /** The payment (the earlier one when the idempotency key had paid already). */
  payment: Payment;
};

/** What the payment list sorts by. */
export type PaymentSortField =
  /** The amount. */
  | 'AMOUNT'
  /** The client's name. */
  | 'CLIENT_NAME'
  /** The payment's description. */
  | 'DESCRIPTION'
  /** The invoice number. */
  | 'INVOICE_UNIQUE_ID'
  /** When it was paid (the default). */
  | 'PAID'
  /** The payment type code. */
  | 'TYPE';

/** How one payment over several invoices is spread. */
export type PaymentSpread =
  /** The amounts chosen per invoice in `invoices`. */
  | 'CHOSEN'
  /** The client's open invoices, oldest invoice date first (then lowest id), each paid up before the next. */
  | 'OLDEST_FIRST';

/** C Credit Card, B Bank Transfer, H Health Insurance, R Cryptocurrency, A Cash, O Other, W Write-Off. */
export type PaymentType =
  /** Cash: booked to cash on hand. */
  | 'A'
  /** Bank transfer (the default). */
  | 'B'
  /** Credit card. */
  | 'C'
  /** Health insurance (medical aid); a health practice books it as medical aid income. */
  | 'H'
  /** Other. */
  | 'O'
  /** Cryptocurrency. */
  | 'R'
  /** Write-off: the amount is forgiven, booked as a bad debt, not received (not in payments received). */
  | 'W';

/** Money received of one payment type. */
export type PaymentTypeAmount = {
  __typename?: 'PaymentTypeAmount';
  /** The sum received. */
  amount: Scalars['Decimal']['output'];
  /** The number of payments. */
  count: Scalars['Int']['output'];
  /** The type's name, e.g. Bank Transfer. */
  label: Scalars['String']['output'];
  /** The payment type: C, B, H, R, A or O. */
  type: Scalars['String']['output'];
};

/** The payments received by type report. */
export type PaymentsByType = {
  __typename?: 'PaymentsByType';
  /** The company's currency symbol, to show with the amounts. */
  currencySymbol: Scalars['String']['output'];
  /** The gateway path of this report as a PDF (GET with the Authorization header). */
  downloadPath: Scalars['String']['output'];
  /** The last day of the period. */
  end: Scalars['Date']['output'];
  /** One row per month of the period. */
  months: Array<PaymentsByTypeMonth>;
  /** The first day of the period. */
  start: Scalars['Date']['output'];
  /** All received in the period. */
  total: Scalars['Decimal']['output'];
  /** The period's sums per payment type. */
  types: Array<PaymentTypeAmount>;
};

/** Money received in one month, per payment type. */
export type PaymentsByTypeMonth = {
  __typename?: 'PaymentsByTypeMonth';
  /** The first day of the month. */
  month: Scalars['Date']['output'];
  /** All received in the month. */
  total: Scalars['Decimal']['output'];
  /** One row per payment type (every type, zeros too). */
  types: Array<PaymentTypeAmount>;
};

/** An invoice a billing run creates (or would create): one client on one plan. */
export type PlannedInvoice = {
  __typename?: 'PlannedInvoice';
  /** The plan's amount times the units billed. */
  amount: Scalars['Decimal']['output'];
  /** What the invoice bills, by the plan's frequency: 'July 2026', '2026 Q3', 'weeks of 2026-06-29 to 2026-07-27', 'one-off'. */
  billedFor: Scalars['String']['output'];
  /** The first day of the first unit billed. */
  billedFrom: Scalars['Date']['output'];
  /** The last day of the last unit billed. */
  billedTo: Scalars['Date']['output'];
  /** The client billed. */
  clientId: Scalars['ID']['output'];
  /** The client's name. */
  clientName: Scalars['String']['output'];
  /** The invoice's lines: the plan's items once per unit billed. */
  lineCount: Scalars['Int']['output'];
  /** The billing plan. */
  planId: Scalars['ID']['output'];
  /** The plan's name. */
  planName: Scalars['String']['output'];
};

/** A user who can be an invoice's practitioner (the choices for practitionerInvoices and practitionerPayments). */
export type Practitioner = {
  __typename?: 'Practitioner';
  /** The user's id, as practitionerInvoices and practitionerPayments take it. */
  id: Scalars['ID']['output'];
  /** First and last name, or the username when the user has none. */
  name: Scalars['String']['output'];
};

/** Something the company sells or a service it bills, with its price and medical codes. */
export type Product = {
  __typename?: 'Product';
  /** False when retired: it cannot be added to invoices. */
  active: Scalars['Boolean']['output'];
  /** The BHF tariff code (services, health practices). */
  bhfCode?: Maybe<Scalars['String']['output']>;
  /** The company's own product code, if any. */
  code?: Maybe<Scalars['String']['output']>;
  /** More about the product; may be empty. */
  description: Scalars['String']['output'];
  /** The product's id. */
  id: Scalars['ID']['output'];
  /** The product's name, used as the description of the lines it makes. */
  name: Scalars['String']['output'];
  /** The NAPPI code (medicines and products, health practices). */
  nappiCode?: Maybe<Scalars['String']['output']>;
  /** The price of one unit. */
  unitCost: Scalars['Decimal']['output'];
};

/** One product's invoice lines of the period. */
export type ProductFigure = {
  __typename?: 'ProductFigure';
  /** Number of invoices with such lines. */
  invoiceCount: Scalars['Int']['output'];
  /** The sum of the lines' amounts. */
  invoiced: Scalars['Decimal']['output'];
  /** The product's name ('Lines without a product' for those). */
  name: Scalars['String']['output'];
  /** invoiced − paid: still to be paid. */
  owed: Scalars['Decimal']['output'];
  /** What of it is settled: paid on the lines, and the line's share of payments to the whole invoice. */
  paid: Scalars['Decimal']['output'];
  /** The product's id; null for the lines without a product. */
  productId?: Maybe<Scalars['ID']['output']>;
  /** Units sold (a decimal, as text). */
  quantity: Scalars['String']['output'];
};

/** Invoiced, paid and owed per product for a period. */
export type ProductFigures = {
  __typename?: 'ProductFigures';
  /** The company's currency symbol, to show with the amounts. */
  currencySymbol: Scalars['String']['output'];
  /** The last day counted; null when open. */
  end?: Maybe<Scalars['Date']['output']>;
  /** One row per product sold in the period, most invoiced first. */
  rows: Array<ProductFigure>;
  /** The first day counted; null when open. */
  start?: Maybe<Scalars['Date']['output']>;
};

/** A product as it is created or replaced; blank codes are stored as null. */
export type ProductInput = {
  /** Can be billed (default true). */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** The BHF tariff code (at most 50 characters). */
  bhfCode?: InputMaybe<Scalars['String']['input']>;
  /** The company's own product code (at most 50 characters). */
  code?: InputMaybe<Scalars['String']['input']>;
  /** More about the product (default empty; at most 1,000 characters). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Not blank (at most 200 characters). */
  name: Scalars['String']['input'];
  /** The NAPPI code (at most 50 characters). */
  nappiCode?: InputMaybe<Scalars['String']['input']>;
  /** The price of one unit, 0 or more. */
  unitCost: Scalars['Decimal']['input'];
};

/** The profit and loss report. */
export type ProfitAndLoss = {
  __typename?: 'ProfitAndLoss';
  /** Every active income and expense account, and inactive ones with amounts; income first, by code. */
  accounts: Array<ProfitAndLossAccount>;
  /** The company's currency symbol, to show with the amounts. */
  currencySymbol: Scalars['String']['output'];
  /** The gateway path of this report as a PDF (GET with the Authorization header). */
  downloadPath: Scalars['String']['output'];
  /** The last day of the period. */
  end: Scalars['Date']['output'];
  /** One row per month. */
  monthTotals: Array<ProfitAndLossTotals>;
  /** The first day of each month of the period. */
  months: Array<Scalars['Date']['output']>;
  /** The first day of the period. */
  start: Scalars['Date']['output'];
  /** The whole period. */
  totals: ProfitAndLossTotals;
};

/** An income or expense account in the profit and loss report. */
export type ProfitAndLossAccount = {
  __typename?: 'ProfitAndLossAccount';
  /** One amount per month of the report (as ProfitAndLoss.months): income credit − debit, expense debit − credit. */
  amounts: Array<Scalars['Decimal']['output']>;
  /** The account's code. */
  code: Scalars['String']['output'];
  /** INCOME or EXPENSE. */
  kind: ProfitAndLossKind;
  /** The account's name. */
  name: Scalars['String']['output'];
  /** The sum over the period. */
  total: Scalars['Decimal']['output'];
};

/** Whether an account is income or expense. */
export type ProfitAndLossKind =
  /** An expense account (type E). */
  | 'EXPENSE'
  /** An income account (type I). */
  | 'INCOME';

/** The income, expenses and net profit of one month, or of the whole period. */
export type ProfitAndLossTotals = {
  __typename?: 'ProfitAndLossTotals';
  /** Sum of the expense accounts. */
  expenses: Scalars['Decimal']['output'];
  /** Sum of the income accounts. */
  income: Scalars['Decimal']['output'];
  /** The first day of the month; null for the whole period. */
  month?: Maybe<Scalars['Date']['output']>;
  /** income − expenses. */
  netProfit: Scalars['Decimal']['output'];
};

/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type Query = {
  __typename?: 'Query';
  /** The company's account rules, in the order they are tried: the first matching rule gives a statement row (or, by a recode by rules, a transaction) its account. */
  accountRules: Array<AccountRule>;
  /**
   * What each client owed at the end of the as-of day (company time zone), by days past each invoice's due date
   * (its invoice date when it has none). Archived invoices are left out; payments dated after the day do not count.
   * A malformed date is BAD_USER_INPUT.
   */
  agedReceivables: AgedReceivables;
  /** The invoices of one appointment. */
  appointmentInvoices: Array<Invoice>;
  /** The company's bank profiles: how to read each bank's CSV export, by name. */
  bankProfiles: Array<BankProfile>;
  /** One billing plan with its items; null when the company has no plan with this id. */
  billingPlan?: Maybe<BillingPlan>;
  /** The company's billing plans; `search` matches the name, case-insensitively. */
  billingPlans: Array<BillingPlan>;
  /** One billing run; null when the company has no run with this id. */
  billingRun?: Maybe<BillingRun>;
  /**
   * A billing run started with startBillingRunJob: its progress while RUNNING, then its outcome or error (null when
   * unknown: jobs live in the api process, which keeps the last 20 finished ones per company).
   */
  billingRunJob?: Maybe<BillingRunJob>;
  /**
   * What a billing run for the period would create and skip; nothing is stored. A period that ends before it
   * starts or is longer than 366 days is BAD_USER_INPUT; one that overlaps another run's period without being that same
   * period is CONFLICT.
   */
  billingRunPreview: BillingRunPlan;
  /** The company's billing runs, newest first. */
  billingRuns: Array<BillingRun>;
  /** One claim with its invoice lines, medical codes and status history; null when the company has no claim with this id. */
  claim?: Maybe<Claim>;
  /** The company's claims (health practices only: others get FORBIDDEN), newest first; narrowed to one practitioner or one invoice. */
  claims: Array<Claim>;
  /** The clearing house EDI claims go through (the built-in one is the 'Sandbox clearing house'). */
  clearingHouse: ClearingHouse;
  /** One client, archived or not, with its figures and invoices; null when the company has no client with this id. */
  client?: Maybe<ClientRecord>;
  /** A client's credit (money paid beyond what was owed, not yet applied) and its latest changes. Another company's client is NOT_FOUND. */
  clientCredit: ClientCredit;
  /**
   * Invoiced, paid and owed per client, over the invoices invoiced in the period (company time zone, every
   * status, as the dashboard's income counts them), most owed first. A side left out is open: neither is all
   * time. A malformed date or an end before the start is BAD_USER_INPUT.
   */
  clientFigures: ClientFigures;
  /** The invoices of one client (patient or customer). */
  clientInvoices: Array<Invoice>;
  /** A page of the company's clients by last and first name; archived clients only with `includeArchived`. */
  clients: ClientPage;
  /** Invoiced and payment totals of the company for a period (dashboard data call). */
  companyFinancialTotals: CompanyFinancialTotals;
  /** Every open finance task of the company, TODO and WAITING, oldest first, with counts per kind. */
  financeTasks: TaskList;
  /** The company's chart of accounts. */
  financialAccounts: Array<FinancialAccount>;
  /** Dashboard figures for a period (both dates inclusive): income, expenses, profit, payments received, expenses per account. */
  financialSummary: FinancialSummary;
  /** One financial transaction; null when the company has none with this id. */
  financialTransaction?: Maybe<FinancialTransaction>;
  /** Financial transactions processed in the period; `type` keeps one account type (the list screen shows E), `accountCode`, `invoiceId` or `appointmentId` narrow further. */
  financialTransactions: Array<FinancialTransaction>;
  /** A page of a review kept on the server (ImportReview.draft), in file order: view 4's table of a large statement. */
  importReviewRows: ImportReviewRowPage;
  /** One invoice; null when the company has no invoice with this id. */
  invoice?: Maybe<Invoice>;
  /** The components (lines) of one invoice. */
  invoiceComponents: Array<InvoiceComponent>;
  /** A page of the company's invoices, sorted, searched, filtered and paged on the server (newest first by default). */
  invoices: InvoicePage;
  /** All the company's invoices of one kind (ACTIVE: not archived; UNPAID; PAID; ARCHIVED; ALL). */
  invoicesByKind: Array<Invoice>;
  /** The company's last recode (undone or not): the one `undoRecode` takes back. Null when the company never recoded anything. */
  lastRecode?: Maybe<Recode>;
  /** Income, expenses and profit per calendar month of the period, for the dashboard chart; at most 240 months (BAD_USER_INPUT beyond). */
  monthlyFinancials: Array<MonthlyFinancials>;
  /** The company's Outbox: every message the server mailed or kept, newest first. */
  outbox: OutboxPage;
  /** One message of the Outbox with its content and attachments; null when the company has none with this id. */
  outboxMessage?: Maybe<OutboxMessage>;
  /** A payment with what it was allocated to; null when the company has no payment with this id. */
  payment?: Maybe<Payment>;
  /** A page of the company's payments, sorted, searched, filtered and paged on the server (newest first by default). */
  payments: PaymentPage;
  /**
   * Money received per month (company time zone) and payment type; write-offs (W) are not money received.
   * Periods of at most five years; otherwise BAD_USER_INPUT.
   */
  paymentsByType: PaymentsByType;
  /** A page of one practitioner's invoices. */
  practitionerInvoices: InvoicePage;
  /** A page of the payments of one practitioner's invoices. */
  practitionerPayments: PaymentPage;
  /** The company's practitioners by name: its active users, and former ones named on its invoices. */
  practitioners: Array<Practitioner>;
  /** One product; null when the company has no product with this id. */
  product?: Maybe<Product>;
  /**
   * Invoiced, paid and owed per product over the lines of the invoices invoiced in the period, most invoiced
   * first; lines without a product are one row. Payments to a whole invoice settle its lines in their order.
   */
  productFigures: ProductFigures;
  /** The company's products; `search` matches name or code, case-insensitively. */
  products: Array<Product>;
  /**
   * Income and expense accounts per month of the period, from the stored active financial transactions (by their
   * processed date), with totals per month and net profit. Periods of at most five years; otherwise BAD_USER_INPUT.
   */
  profitAndLoss: ProfitAndLoss;
  /** What a recode would change now: how many transactions, and the first 100 (by date) with their current and new account. Nothing is changed; run it with `recodeFinancialTransactions`. */
  recodePreview: RecodePreview;
  /**
   * The VAT/GST of a period: tax collected on the lines of the invoices dated in it (company time zone; archived
   * invoices left out), by rate; tax paid (the net debit of account 1150, VAT/GST input); and the net payable. A
   * company that does not charge tax gets BAD_USER_INPUT saying so; periods of at most five years.
   */
  taxReport: TaxReport;
  /** One unpaid run with its reminders; null when the company has no run with this id. */
  unpaidRun?: Maybe<UnpaidRun>;
  /**
   * What an unpaid run would include now: the invoices still owing (not P or C, amount due above 0) that were
   * invoiced more than `olderThanDays` days ago, oldest first. Nothing is stored.
   */
  unpaidRunPreview: UnpaidRunPreview;
  /** The company's unpaid runs, newest first. */
  unpaidRuns: Array<UnpaidRun>;
  /** What one user did in a calendar month of the company's time zone. Another company's user is NOT_FOUND. */
  userPerformance: UserPerformance;
  /**
   * One user's tasks in one state: TODO (the user has to act) or WAITING (the user's work in process). A task is
   * a user's when the user is the invoice's or claim's practitioner or ran the run. Another company's user is
   * NOT_FOUND.
   */
  userTasks: TaskList;
  /** The signed-in user with their company and configuration. Fails with UNAUTHENTICATED when the session is not valid (use it to check a stored token). */
  viewer: Viewer;
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryAgedReceivablesArgs = {
  asOf: Scalars['Date']['input'];
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryAppointmentInvoicesArgs = {
  appointmentId: Scalars['ID']['input'];
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryBillingPlanArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryBillingPlansArgs = {
  kind?: InputMaybe<BillingPlanListKind>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryBillingRunArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryBillingRunJobArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryBillingRunPreviewArgs = {
  periodEnd: Scalars['Date']['input'];
  periodStart: Scalars['Date']['input'];
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryClaimArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryClaimsArgs = {
  invoiceId?: InputMaybe<Scalars['ID']['input']>;
  practitionerId?: InputMaybe<Scalars['ID']['input']>;
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryClientArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryClientCreditArgs = {
  clientId: Scalars['ID']['input'];
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryClientFiguresArgs = {
  end?: InputMaybe<Scalars['Date']['input']>;
  start?: InputMaybe<Scalars['Date']['input']>;
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryClientInvoicesArgs = {
  clientId: Scalars['ID']['input'];
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryClientsArgs = {
  includeArchived?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryCompanyFinancialTotalsArgs = {
  end?: InputMaybe<Scalars['Date']['input']>;
  period: FinancialPeriod;
  start?: InputMaybe<Scalars['Date']['input']>;
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryFinanceTasksArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryFinancialSummaryArgs = {
  end: Scalars['Date']['input'];
  start: Scalars['Date']['input'];
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryFinancialTransactionArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryFinancialTransactionsArgs = {
  accountCode?: InputMaybe<Scalars['String']['input']>;
  appointmentId?: InputMaybe<Scalars['ID']['input']>;
  end: Scalars['Date']['input'];
  invoiceId?: InputMaybe<Scalars['ID']['input']>;
  start: Scalars['Date']['input'];
  type?: InputMaybe<AccountType>;
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryImportReviewRowsArgs = {
  limit: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
  reviewId: Scalars['ID']['input'];
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryInvoiceArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryInvoiceComponentsArgs = {
  invoiceId: Scalars['ID']['input'];
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryInvoicesArgs = {
  query?: InputMaybe<InvoiceListQuery>;
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryInvoicesByKindArgs = {
  kind: InvoiceListKind;
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryMonthlyFinancialsArgs = {
  end: Scalars['Date']['input'];
  start: Scalars['Date']['input'];
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryOutboxArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<OutboxStatus>;
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryOutboxMessageArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryPaymentArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryPaymentsArgs = {
  query?: InputMaybe<PaymentListQuery>;
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryPaymentsByTypeArgs = {
  end: Scalars['Date']['input'];
  start: Scalars['Date']['input'];
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryPractitionerInvoicesArgs = {
  practitionerId: Scalars['ID']['input'];
  query?: InputMaybe<InvoiceListQuery>;
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryPractitionerPaymentsArgs = {
  practitionerId: Scalars['ID']['input'];
  query?: InputMaybe<PaymentListQuery>;
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryProductFiguresArgs = {
  end?: InputMaybe<Scalars['Date']['input']>;
  start?: InputMaybe<Scalars['Date']['input']>;
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryProductsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryProfitAndLossArgs = {
  end: Scalars['Date']['input'];
  start: Scalars['Date']['input'];
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryRecodePreviewArgs = {
  input: RecodeInput;
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryTaxReportArgs = {
  end: Scalars['Date']['input'];
  start: Scalars['Date']['input'];
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryUnpaidRunArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryUnpaidRunPreviewArgs = {
  olderThanDays: Scalars['Int']['input'];
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryUserPerformanceArgs = {
  month: Scalars['String']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


/** The read operations. Every field needs a valid session (`Authorization: Bearer <accessToken>`); without one it fails with UNAUTHENTICATED. */
export type QueryUserTasksArgs = {
  area?: InputMaybe<TaskArea>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  state: TaskState;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** A recode that changed something; the company's last one can be undone. */
export type Recode = {
  __typename?: 'Recode';
  /** When it ran. */
  at: Scalars['DateTime']['output'];
  /** True for a recode by the account rules; false for one by text. */
  byRules: Scalars['Boolean']['output'];
  /** How many transactions it moved. */
  changed: Scalars['Int']['output'];
  /** By text: the text it searched the descriptions for. */
  description?: Maybe<Scalars['String']['output']>;
  /** The last day of its period. */
  endDate: Scalars['Date']['output'];
  /** By text: the account it gave. */
  financialAccountCode?: Maybe<Scalars['String']['output']>;
  /** The recode's id, as undoRecode takes it. */
  id: Scalars['ID']['output'];
  /** The first day of its period. */
  startDate: Scalars['Date']['output'];
  /** When it was undone; null while it stands. */
  undoneAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who ran it. */
  username?: Maybe<Scalars['String']['output']>;
};

/** What to recode: by text (spec view 10: an account and part of the description) or by the company's account rules. */
export type RecodeInput = {
  /** True: each transaction of the period that an account rule matches gets the first matching rule's account (lines written by a payment stay). */
  byRules?: InputMaybe<Scalars['Boolean']['input']>;
  /** By text: part of the description to search for (case-insensitive, taken literally); must not be empty. Leave it out with `byRules`. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The last day of the period (inclusive). */
  endDate: Scalars['Date']['input'];
  /** By text: the account to give. Leave it out with `byRules`. */
  financialAccountCode?: InputMaybe<Scalars['String']['input']>;
  /** The first day of the period (inclusive). */
  startDate: Scalars['Date']['input'];
};

/** What a recode would change now. */
export type RecodePreview = {
  __typename?: 'RecodePreview';
  /** How many transactions would get another account. */
  changed: Scalars['Int']['output'];
  /** The first 100 of them (by date, then id). */
  rows: Array<RecodePreviewRow>;
};

/** One transaction a recode would change. */
export type RecodePreviewRow = {
  __typename?: 'RecodePreviewRow';
  /** The account the recode would give it. */
  newFinancialAccountCode: Scalars['String']['output'];
  /** The name of that account. */
  newFinancialAccountName: Scalars['String']['output'];
  /** By rules: the rule that chose the account. */
  ruleId?: Maybe<Scalars['ID']['output']>;
  /** The transaction as it is now, with its current account. */
  transaction: FinancialTransaction;
};

/** What a recode changed. */
export type RecodeResult = {
  __typename?: 'RecodeResult';
  /** How many transactions got another account. */
  changed: Scalars['Int']['output'];
  /** The recode as `undoRecode` takes it back; null when nothing changed. */
  recode?: Maybe<Recode>;
};

/** PENDING not sent yet, SENT, FAILED (see emailError), NO_ADDRESS (the client has no email address). */
export type ReminderStatus =
  /** Could not be sent; emailError says why. */
  | 'FAILED'
  /** Not sent: the client has no email address. */
  | 'NO_ADDRESS'
  /** Not sent yet. */
  | 'PENDING'
  /** Handed to the mail server. */
  | 'SENT';

/** Which transactions an account rule takes, by the way their money moves. */
export type RuleDirection =
  /** Both. */
  | 'EITHER'
  /** Money in: a statement amount above 0, a credit. */
  | 'IN'
  /** Money out: a statement amount below 0, a debit. */
  | 'OUT';

/** How an account rule looks for its text in a description: without case, surrounding spaces or repeated inner spaces, the text taken literally. */
export type RuleMatch =
  /** The description contains the text. */
  | 'CONTAINS'
  /** The description starts with the text. */
  | 'STARTS_WITH';

/** How a statement says which way money moves. */
export type SignConvention =
  /** A card statement: purchases are positive, payments to the card negative. */
  | 'CARD'
  /** A money-out and a money-in column. */
  | 'DEBIT_CREDIT'
  /** Unsigned amounts and a column saying D/C, Debit/Credit, Af/Bij, S/H, I/O or +/-. */
  | 'FLAG'
  /** The format itself fixes it (OFX, QIF, CAMT.053, MT940, a bank's PDF). */
  | 'FORMAT'
  /** One amount column; money out is negative. */
  | 'SIGNED';

/** A client on an active plan that a billing run does not bill, and why. */
export type SkippedClient = {
  __typename?: 'SkippedClient';
  /** The client. */
  clientId: Scalars['ID']['output'];
  /** The client's name. */
  clientName: Scalars['String']['output'];
  /** The billing plan. */
  planId: Scalars['ID']['output'];
  /** The plan's name. */
  planName: Scalars['String']['output'];
  /** Why, in words: e.g. the plan has no items, or the period was billed already (naming the runs or invoices that billed it). */
  reason: Scalars['String']['output'];
};

/** The direction of a sort. */
export type SortOrder =
  /** Smallest, oldest or A first. */
  | 'ASC'
  /** Largest, newest or Z first. */
  | 'DESC';

/** A payment provider's checkout session: send the buyer to `url`. */
export type SubscriptionCheckout = {
  __typename?: 'SubscriptionCheckout';
  /** Charged each interval. */
  amount: Scalars['Decimal']['output'];
  /** The currency (ISO 4217), USD. */
  currency: Scalars['String']['output'];
  /** True when the signed-in company changes or renews its plan; false for a new subscription. */
  existing: Scalars['Boolean']['output'];
  /** After this instant the page takes no payment. */
  expiresAt: Scalars['DateTime']['output'];
  /** How often the card is charged. */
  interval: BillingInterval;
  /** The plan bought. */
  plan: SubscriptionPlan;
  /** The plan's name. */
  planName: Scalars['String']['output'];
  /** The provider's name in the path (`sandbox`). */
  provider: Scalars['String']['output'];
  /** The provider as users see it. */
  providerName: Scalars['String']['output'];
  /** Our reference of the checkout (a UUID). */
  reference: Scalars['String']['output'];
  /** True for the sandbox provider: no card is charged, no money moves. */
  sandbox: Scalars['Boolean']['output'];
  /** The provider's session id. */
  sessionId: Scalars['String']['output'];
  /** The provider's checkout page. */
  url: Scalars['String']['output'];
};

/** Folio's subscription plans (prices in US dollars). */
export type SubscriptionPlan =
  /** Folio Business: unlimited users (99 a month, 990 a year). */
  | 'BUSINESS'
  /** Folio Practice: up to 10 users (49 a month, 490 a year). */
  | 'PRACTICE'
  /** Folio Solo: one user (19 a month, 190 a year). */
  | 'SOLO';

/** A piece of finance work that needs doing or is in process. */
export type Task = {
  __typename?: 'Task';
  /** Owed on the invoice, claimed, billed or due in the run. */
  amount: Scalars['Decimal']['output'];
  /** The screen it belongs to. */
  area: TaskArea;
  /** What is the matter, for people. */
  detail: Scalars['String']['output'];
  /** The id of the invoice, claim, billing run or unpaid run. */
  entityId: Scalars['ID']['output'];
  /** Kind and id together, unique among the tasks (e.g. 'INVOICE_OVERDUE:42'). */
  id: Scalars['ID']['output'];
  /** What the task is about. */
  kind: TaskKind;
  /** The user whose task it is; null when nobody is named. */
  ownerId?: Maybe<Scalars['ID']['output']>;
  /** The invoice or claim number; BR-{id} or UR-{id} for runs. */
  reference: Scalars['String']['output'];
  /** The web client's hash route of the screen to open, e.g. '/commonFinancialInvoices'. */
  screen: Scalars['String']['output'];
  /** The day (company time zone) the task has been open since. */
  since: Scalars['Date']['output'];
  /** Whose move it is. */
  state: TaskState;
  /** The client, or the run. */
  title: Scalars['String']['output'];
};

/** The screen a task belongs to. */
export type TaskArea =
  /** Claims. */
  | 'CLAIMS'
  /** Invoices (overdue, reminded). */
  | 'INVOICES'
  /** Reminders that were not sent. */
  | 'MAIL'
  /** Billing runs and unpaid runs. */
  | 'RUNS';

/** How many tasks of one kind there are, and their amount. */
export type TaskCount = {
  __typename?: 'TaskCount';
  /** Their amounts summed. */
  amount: Scalars['Decimal']['output'];
  /** The screen it belongs to. */
  area: TaskArea;
  /** Number of tasks. */
  count: Scalars['Int']['output'];
  /** The kind. */
  kind: TaskKind;
  /** The web client's hash route of the screen where they are done, e.g. '/commonFinancialInvoices'. */
  screen: Scalars['String']['output'];
  /** Whose move it is. */
  state: TaskState;
};

/** What a finance task is about (docs/rest-extensions.md, Tasks). */
export type TaskKind =
  /** A billing run that stopped before its last invoice: run the same period again to finish it. */
  | 'BILLING_RUN_INCOMPLETE'
  /** A claim not submitted yet (health companies only, as every claim kind). */
  | 'CLAIM_NEW'
  /** A claim the scheme rejected. */
  | 'CLAIM_REJECTED'
  /** A claim submitted in the last 30 days: waiting for the answer. */
  | 'CLAIM_SUBMITTED'
  /** A claim submitted over 30 days ago with no answer: follow it up. */
  | 'CLAIM_UNANSWERED'
  /** An invoice past its due date that still owes, with no reminder sent after it fell due in the last 30 days: remind the client. */
  | 'INVOICE_OVERDUE'
  /** An overdue invoice reminded in the last 30 days: waiting for the client. */
  | 'INVOICE_REMINDED'
  /** An owing invoice whose latest reminder was not sent (the mail failed, or the client has no address). */
  | 'REMINDER_FAILED'
  /** An unpaid run whose reminders are still going out. */
  | 'UNPAID_RUN_SENDING';

/** A page of finance tasks with the counts of all of them. */
export type TaskList = {
  __typename?: 'TaskList';
  /** Today in the company's time zone. */
  asOf: Scalars['Date']['output'];
  /** Count and amount per kind, of every matching task. */
  counts: Array<TaskCount>;
  /** This page, oldest first. */
  tasks: Array<Task>;
  /** Number of matching tasks over every page. */
  total: Scalars['Int']['output'];
};

/** Whose move it is. */
export type TaskState =
  /** Someone here has to act. */
  | 'TODO'
  /** In process: waiting for someone else (the client, the scheme, the mail). */
  | 'WAITING';

/** A VAT/GST rate. */
export type TaxRate = {
  __typename?: 'TaxRate';
  /** What the rate is called, e.g. Standard, Reduced, Zero-rated. */
  label: Scalars['String']['output'];
  /** The rate as a percentage, e.g. "15" or "12.5". */
  percent: Scalars['String']['output'];
  /** The rate in basis points: 1500 is 15 %. */
  rate: Scalars['Int']['output'];
};

/** The VAT/GST report. */
export type TaxReport = {
  __typename?: 'TaxReport';
  /** The company's currency symbol, to show with the amounts. */
  currencySymbol: Scalars['String']['output'];
  /** The gateway path of this report as a PDF (GET with the Authorization header). */
  downloadPath: Scalars['String']['output'];
  /** The last day of the period. */
  end: Scalars['Date']['output'];
  /** The input tax account's code and name, e.g. 1150 VAT/GST input (tax paid); null when the company has none. */
  inputAccount?: Maybe<Scalars['String']['output']>;
  /** The tax paid (input tax): debit − credit of account 1150 over the period. */
  inputTax: Scalars['Decimal']['output'];
  /** outputTax − inputTax: to pay when positive, to reclaim when negative. */
  netPayable: Scalars['Decimal']['output'];
  /** The tax-inclusive amounts of every taxed line. */
  outputGross: Scalars['Decimal']['output'];
  /** outputGross − outputTax. */
  outputNet: Scalars['Decimal']['output'];
  /** The tax collected (output tax). */
  outputTax: Scalars['Decimal']['output'];
  /** Output tax by rate, highest rate first; only rates with lines. */
  rates: Array<TaxReportRate>;
  /** The company's registration number, if any. */
  registrationNumber?: Maybe<Scalars['String']['output']>;
  /** The first day of the period. */
  start: Scalars['Date']['output'];
  /** VAT, GST/HST, GST or Tax. */
  taxName: Scalars['String']['output'];
};

/** The output tax of one rate in the taxReport. */
export type TaxReportRate = {
  __typename?: 'TaxReportRate';
  /** The lines' tax-inclusive amounts. */
  gross: Scalars['Decimal']['output'];
  /** The number of invoices with lines at this rate. */
  invoices: Scalars['Int']['output'];
  /** What the rate is called. */
  label: Scalars['String']['output'];
  /** The number of lines at this rate. */
  lines: Scalars['Int']['output'];
  /** gross − tax. */
  net: Scalars['Decimal']['output'];
  /** The rate as a percentage, e.g. "15". */
  percent: Scalars['String']['output'];
  /** The rate in basis points, as the lines recorded it. */
  rate: Scalars['Int']['output'];
  /** The tax recorded on the lines. */
  tax: Scalars['Decimal']['output'];
};

/** What an undo put back. */
export type UndoRecodeResult = {
  __typename?: 'UndoRecodeResult';
  /** The recode, now undone. */
  recode: Recode;
  /** How many transactions went back to their previous account. */
  restored: Scalars['Int']['output'];
};

/**
 * A collection run over overdue invoices: they were marked U (Unpaids Process) when it started, and each client got
 * a reminder email with the invoice PDF.
 */
export type UnpaidRun = {
  __typename?: 'UnpaidRun';
  /** Reminders that failed. */
  emailsFailed: Scalars['Int']['output'];
  /** Reminders not sent yet. */
  emailsPending: Scalars['Int']['output'];
  /** Reminders sent. */
  emailsSent: Scalars['Int']['output'];
  /** Invoices whose client has no email address. */
  emailsWithoutAddress: Scalars['Int']['output'];
  /** When its last reminder was dealt with; null while RUNNING. */
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The run's id. */
  id: Scalars['ID']['output'];
  /** How many invoices it included. */
  invoiceCount: Scalars['Int']['output'];
  /** Invoices invoiced before this instant were included. */
  invoicedBefore?: Maybe<Scalars['DateTime']['output']>;
  /** The run's invoices with the reminder sent for each. */
  invoices: Array<UnpaidRunInvoice>;
  /** The age in days an invoice needed to be included. */
  olderThanDays: Scalars['Int']['output'];
  /** When the run started. */
  runAt: Scalars['DateTime']['output'];
  /** RUNNING while reminders are pending, then FINISHED. */
  status: UnpaidRunStatus;
  /** The amount due on its invoices when the run started. */
  totalDue: Scalars['Decimal']['output'];
};

/** One invoice of an unpaid run and its reminder. */
export type UnpaidRunInvoice = {
  __typename?: 'UnpaidRunInvoice';
  /** The amount due when the run started. */
  due: Scalars['Decimal']['output'];
  /** The address the reminder went to. */
  email?: Maybe<Scalars['String']['output']>;
  /** Why the reminder failed (FAILED only). */
  emailError?: Maybe<Scalars['String']['output']>;
  /** Where the reminder is. */
  emailStatus: ReminderStatus;
  /** The invoice as it is now. */
  invoice: Invoice;
};

/** What an unpaid run would include now; nothing is stored. */
export type UnpaidRunPreview = {
  __typename?: 'UnpaidRunPreview';
  /** How many invoices it would include. */
  invoiceCount: Scalars['Int']['output'];
  /** Invoices invoiced before this instant (now − olderThanDays days) are included. */
  invoicedBefore: Scalars['DateTime']['output'];
  /** The invoices, oldest first. */
  invoices: Array<Invoice>;
  /** The age in days asked for. */
  olderThanDays: Scalars['Int']['output'];
  /** The sum of their amounts due. */
  totalDue: Scalars['Decimal']['output'];
};

/** Where an unpaid run's reminders are. */
export type UnpaidRunStatus =
  /** Every reminder was sent, failed or had no address. */
  | 'FINISHED'
  /** Reminders are still going out. */
  | 'RUNNING';

/** A claim's new submission method or notes. */
export type UpdateClaimInput = {
  /** The new notes (trimmed); left out keeps them. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** The new method; left out keeps it. */
  submissionMethod?: InputMaybe<ClaimSubmissionMethod>;
};

/** An invoice's new status, date and description. */
export type UpdateInvoiceInput = {
  /** The new description; left out or null keeps it. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The new invoice date and time. */
  invoiced: Scalars['DateTime']['input'];
  /** The new status: P only when nothing is due; an invoice paid in full only P or C. */
  status: InvoiceStatus;
  /** Invoice.version as read; a stale one is CONFLICT. */
  version: Scalars['Int']['input'];
};

/** A user of the product; each belongs to one company. */
export type User = {
  __typename?: 'User';
  /** The id of the user's company. */
  companyId: Scalars['ID']['output'];
  /** Email address, if the user has one. */
  email?: Maybe<Scalars['String']['output']>;
  /** Given name; empty when not set. */
  firstName: Scalars['String']['output'];
  /** The user's id (also the practitioner id on invoices they bill). */
  id: Scalars['ID']['output'];
  /** Family name; empty when not set. */
  lastName: Scalars['String']['output'];
  /** Role names such as ROLE_ISOPRACTICE, ROLE_FOLIO, ROLE_USER. */
  roles: Array<Scalars['String']['output']>;
  /** The login name. */
  username: Scalars['String']['output'];
};

/** A user's display settings (defaults en, 100 rows, light). */
export type UserConfiguration = {
  __typename?: 'UserConfiguration';
  /** Language code of the user interface, e.g. en. */
  language: Scalars['String']['output'];
  /** Rows per page the user prefers in lists. */
  rowsPerPage: Scalars['Int']['output'];
  /** Colour theme name, e.g. light or dark. */
  theme: Scalars['String']['output'];
};

/** What one user did in a calendar month. */
export type UserPerformance = {
  __typename?: 'UserPerformance';
  /** Billing runs the user ran. */
  billingRuns: Scalars['Int']['output'];
  /** Claims answered (accepted or rejected) on the user's submission. */
  claimsAnswered: Scalars['Int']['output'];
  /** Claims the user submitted (email or EDI). */
  claimsSubmitted: Scalars['Int']['output'];
  /** The last day of the month. */
  end: Scalars['Date']['output'];
  /** Invoices those runs made. */
  invoicesBilled: Scalars['Int']['output'];
  /** Invoices the user created by hand (billing runs apart). */
  invoicesCreated: Scalars['Int']['output'];
  /** The month, YYYY-MM. */
  month: Scalars['String']['output'];
  /** Their amount. */
  paymentsAmount: Scalars['Decimal']['output'];
  /** Payments the user recorded (write-offs apart). */
  paymentsCount: Scalars['Int']['output'];
  /** Reminders those runs sent. */
  remindersSent: Scalars['Int']['output'];
  /** The first day of the month. */
  start: Scalars['Date']['output'];
  /** Bank-statement rows the user stored. */
  transactionsImported: Scalars['Int']['output'];
  /** Unpaid runs the user ran. */
  unpaidRuns: Scalars['Int']['output'];
  /** The user. */
  userId: Scalars['ID']['output'];
  /** Their amount. */
  writeOffsAmount: Scalars['Decimal']['output'];
  /** Write-offs the user recorded. */
  writeOffsCount: Scalars['Int']['output'];
};

/** The signed-in user, their company and their settings. */
export type Viewer = {
  __typename?: 'Viewer';
  /** The company the user belongs to: every other query and mutation works on its data. */
  company: Company;
  /** The user's display settings. */
  configuration: UserConfiguration;
  /** The signed-in user. */
  user: User;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountAmount: ResolverTypeWrapper<AccountAmountDto>;
  AccountRule: ResolverTypeWrapper<AccountRuleDto>;
  AccountRuleInput: AccountRuleInput;
  AccountType: AccountType;
  AgedAmounts: ResolverTypeWrapper<AgedAmountsDto>;
  AgedReceivables: ResolverTypeWrapper<AgedReceivablesDto>;
  AgedReceivablesClient: ResolverTypeWrapper<AgedReceivablesClientDto>;
  ApplyCreditInput: ApplyCreditInput;
  BankProfile: ResolverTypeWrapper<BankProfileDto>;
  BankProfileInput: BankProfileInput;
  BenefitCheck: ResolverTypeWrapper<BenefitCheckDto>;
  BillingInterval: BillingInterval;
  BillingPlan: ResolverTypeWrapper<BillingPlanDto>;
  BillingPlanInput: BillingPlanInput;
  BillingPlanItem: ResolverTypeWrapper<BillingPlanItemDto>;
  BillingPlanItemInput: BillingPlanItemInput;
  BillingPlanListKind: BillingPlanListKind;
  BillingRun: ResolverTypeWrapper<BillingRunDto>;
  BillingRunJob: ResolverTypeWrapper<BillingRunJobDto>;
  BillingRunJobError: ResolverTypeWrapper<BillingRunJobError>;
  BillingRunJobStatus: BillingRunJobStatus;
  BillingRunPlan: ResolverTypeWrapper<BillingRunPlanDto>;
  BillingRunResult: ResolverTypeWrapper<BillingRunStartDto>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Claim: ResolverTypeWrapper<ClaimParent>;
  ClaimActions: ResolverTypeWrapper<ClaimParent>;
  ClaimEvent: ResolverTypeWrapper<ClaimEventDto>;
  ClaimStatus: ClaimStatus;
  ClaimSubmissionMethod: ClaimSubmissionMethod;
  ClearingHouse: ResolverTypeWrapper<ClearingHouseDto>;
  Client: ResolverTypeWrapper<ClientParent>;
  ClientCredit: ResolverTypeWrapper<ClientCreditDto>;
  ClientCreditEntry: ResolverTypeWrapper<ClientCreditEntryDto>;
  ClientCreditEntryKind: ClientCreditEntryKind;
  ClientFigure: ResolverTypeWrapper<ClientFigureDto>;
  ClientFigures: ResolverTypeWrapper<ClientFiguresDto>;
  ClientInput: ClientInput;
  ClientPage: ResolverTypeWrapper<ClientPageDto>;
  ClientPaymentAllocation: ResolverTypeWrapper<ClientPaymentAllocationDto>;
  ClientPaymentEntry: ResolverTypeWrapper<ClientPaymentEntryDto>;
  ClientPaymentInput: ClientPaymentInput;
  ClientPaymentKind: ClientPaymentKind;
  ClientPaymentResult: ResolverTypeWrapper<ClientPaymentResultDto>;
  ClientRecord: ResolverTypeWrapper<ClientDto>;
  ClientSummary: ResolverTypeWrapper<ClientSummaryDto>;
  ColumnFilter: ColumnFilter;
  Company: ResolverTypeWrapper<CompanyConfigDto>;
  CompanyFinancialTotals: ResolverTypeWrapper<CompanyTotalsDto>;
  CompanyTaxInput: CompanyTaxInput;
  CompanyType: CompanyType;
  CreateInvoiceInput: CreateInvoiceInput;
  CreateInvoiceLineInput: CreateInvoiceLineInput;
  CreditPaymentResult: ResolverTypeWrapper<CreditPaymentResultDto>;
  CsvColumns: ResolverTypeWrapper<CsvColumns>;
  CsvColumnsInput: CsvColumnsInput;
  CsvLayout: ResolverTypeWrapper<CsvLayout>;
  CsvLayoutInput: CsvLayoutInput;
  CsvMapping: ResolverTypeWrapper<CsvMapping>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateOrder: DateOrder;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  DefaultAccountsResult: ResolverTypeWrapper<DefaultAccountsDto>;
  DeletedResult: ResolverTypeWrapper<DeletedResult>;
  DuplicateOf: DuplicateOf;
  EmailResult: ResolverTypeWrapper<EmailResult>;
  FinancialAccount: ResolverTypeWrapper<FinancialAccountDto>;
  FinancialAccountInput: FinancialAccountInput;
  FinancialPeriod: FinancialPeriod;
  FinancialSummary: ResolverTypeWrapper<FinancialSummaryDto>;
  FinancialTransaction: ResolverTypeWrapper<FinancialTransactionDto>;
  FinancialTransactionInput: FinancialTransactionInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImportFormat: ImportFormat;
  ImportReading: ResolverTypeWrapper<ImportReading>;
  ImportResult: ResolverTypeWrapper<BatchResultDto>;
  ImportReview: ResolverTypeWrapper<ImportReviewParent>;
  ImportReviewDraft: ResolverTypeWrapper<ImportReviewDraft>;
  ImportReviewRowPage: ResolverTypeWrapper<ReviewDraftRowsDto>;
  ImportSummary: ResolverTypeWrapper<ImportSummary>;
  ImportedTransaction: ResolverTypeWrapper<ImportRowDto>;
  ImportedTransactionInput: ImportedTransactionInput;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invoice: ResolverTypeWrapper<InvoiceDto>;
  InvoiceActions: ResolverTypeWrapper<InvoiceDto>;
  InvoiceAllocationInput: InvoiceAllocationInput;
  InvoiceComponent: ResolverTypeWrapper<InvoiceComponentDto>;
  InvoiceComponentActions: ResolverTypeWrapper<InvoiceComponentDto>;
  InvoiceComponentDeleteResult: ResolverTypeWrapper<ComponentDeleteResultDto>;
  InvoiceComponentInput: InvoiceComponentInput;
  InvoiceComponentResult: ResolverTypeWrapper<ComponentResultDto>;
  InvoiceFilterField: InvoiceFilterField;
  InvoiceListKind: InvoiceListKind;
  InvoiceListQuery: InvoiceListQuery;
  InvoicePage: ResolverTypeWrapper<InvoicePageDto>;
  InvoiceSortField: InvoiceSortField;
  InvoiceStatus: InvoiceStatus;
  LineBenefit: ResolverTypeWrapper<LineBenefitDto>;
  LoginPayload: ResolverTypeWrapper<Omit<LoginPayload, 'viewer'> & { viewer: ResolversTypes['Viewer'] }>;
  MappingQuestion: ResolverTypeWrapper<MappingQuestion>;
  MatchMode: MatchMode;
  MonthlyFinancials: ResolverTypeWrapper<MonthlyFinancialsDto>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OutboxAttachment: ResolverTypeWrapper<OutboxAttachmentParent>;
  OutboxMessage: ResolverTypeWrapper<OutboxMessageDto>;
  OutboxPage: ResolverTypeWrapper<OutboxPageDto>;
  OutboxStatus: OutboxStatus;
  Payment: ResolverTypeWrapper<PaymentDto>;
  PaymentDeleteResult: ResolverTypeWrapper<PaymentDeleteResultDto>;
  PaymentInput: PaymentInput;
  PaymentListQuery: PaymentListQuery;
  PaymentPage: ResolverTypeWrapper<PaymentPageDto>;
  PaymentReceipt: ResolverTypeWrapper<PaymentReceiptDto>;
  PaymentResult: ResolverTypeWrapper<PaymentResultDto>;
  PaymentSortField: PaymentSortField;
  PaymentSpread: PaymentSpread;
  PaymentType: PaymentType;
  PaymentTypeAmount: ResolverTypeWrapper<PaymentTypeAmountDto>;
  PaymentsByType: ResolverTypeWrapper<PaymentsByTypeDto>;
  PaymentsByTypeMonth: ResolverTypeWrapper<PaymentsByTypeMonthDto>;
  PlannedInvoice: ResolverTypeWrapper<PlannedInvoiceDto>;
  Practitioner: ResolverTypeWrapper<Practitioner>;
  Product: ResolverTypeWrapper<ProductDto>;
  ProductFigure: ResolverTypeWrapper<ProductFigureDto>;
  ProductFigures: ResolverTypeWrapper<ProductFiguresDto>;
  ProductInput: ProductInput;
  ProfitAndLoss: ResolverTypeWrapper<ProfitAndLossDto>;
  ProfitAndLossAccount: ResolverTypeWrapper<ProfitAndLossAccountDto>;
  ProfitAndLossKind: ProfitAndLossKind;
  ProfitAndLossTotals: ResolverTypeWrapper<ProfitAndLossTotalsDto>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Recode: ResolverTypeWrapper<RecodeDto>;
  RecodeInput: RecodeInput;
  RecodePreview: ResolverTypeWrapper<RecodePreviewDto>;
  RecodePreviewRow: ResolverTypeWrapper<RecodePreviewRowDto>;
  RecodeResult: ResolverTypeWrapper<Omit<RecodeResult, 'recode'> & { recode?: Maybe<ResolversTypes['Recode']> }>;
  ReminderStatus: ReminderStatus;
  RuleDirection: RuleDirection;
  RuleMatch: RuleMatch;
  SignConvention: SignConvention;
  SkippedClient: ResolverTypeWrapper<SkippedClientDto>;
  SortOrder: SortOrder;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubscriptionCheckout: ResolverTypeWrapper<SubscriptionCheckoutDto>;
  SubscriptionPlan: SubscriptionPlan;
  Task: ResolverTypeWrapper<TaskDto>;
  TaskArea: TaskArea;
  TaskCount: ResolverTypeWrapper<TaskCountDto>;
  TaskKind: TaskKind;
  TaskList: ResolverTypeWrapper<TaskListDto>;
  TaskState: TaskState;
  TaxRate: ResolverTypeWrapper<TaxRateDto>;
  TaxReport: ResolverTypeWrapper<TaxReportDto>;
  TaxReportRate: ResolverTypeWrapper<TaxReportRateDto>;
  UndoRecodeResult: ResolverTypeWrapper<Omit<UndoRecodeResult, 'recode'> & { recode: ResolversTypes['Recode'] }>;
  UnpaidRun: ResolverTypeWrapper<UnpaidRunDto>;
  UnpaidRunInvoice: ResolverTypeWrapper<UnpaidRunInvoiceParent>;
  UnpaidRunPreview: ResolverTypeWrapper<UnpaidRunPreviewDto>;
  UnpaidRunStatus: UnpaidRunStatus;
  UpdateClaimInput: UpdateClaimInput;
  UpdateInvoiceInput: UpdateInvoiceInput;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  User: ResolverTypeWrapper<UserDto>;
  UserConfiguration: ResolverTypeWrapper<UserConfigDto>;
  UserPerformance: ResolverTypeWrapper<UserPerformanceDto>;
  Viewer: ResolverTypeWrapper<ViewerParent>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountAmount: AccountAmountDto;
  AccountRule: AccountRuleDto;
  AccountRuleInput: AccountRuleInput;
  AgedAmounts: AgedAmountsDto;
  AgedReceivables: AgedReceivablesDto;
  AgedReceivablesClient: AgedReceivablesClientDto;
  ApplyCreditInput: ApplyCreditInput;
  BankProfile: BankProfileDto;
  BankProfileInput: BankProfileInput;
  BenefitCheck: BenefitCheckDto;
  BillingPlan: BillingPlanDto;
  BillingPlanInput: BillingPlanInput;
  BillingPlanItem: BillingPlanItemDto;
  BillingPlanItemInput: BillingPlanItemInput;
  BillingRun: BillingRunDto;
  BillingRunJob: BillingRunJobDto;
  BillingRunJobError: BillingRunJobError;
  BillingRunPlan: BillingRunPlanDto;
  BillingRunResult: BillingRunStartDto;
  Boolean: Scalars['Boolean']['output'];
  Claim: ClaimParent;
  ClaimActions: ClaimParent;
  ClaimEvent: ClaimEventDto;
  ClearingHouse: ClearingHouseDto;
  Client: ClientParent;
  ClientCredit: ClientCreditDto;
  ClientCreditEntry: ClientCreditEntryDto;
  ClientFigure: ClientFigureDto;
  ClientFigures: ClientFiguresDto;
  ClientInput: ClientInput;
  ClientPage: ClientPageDto;
  ClientPaymentAllocation: ClientPaymentAllocationDto;
  ClientPaymentEntry: ClientPaymentEntryDto;
  ClientPaymentInput: ClientPaymentInput;
  ClientPaymentResult: ClientPaymentResultDto;
  ClientRecord: ClientDto;
  ClientSummary: ClientSummaryDto;
  ColumnFilter: ColumnFilter;
  Company: CompanyConfigDto;
  CompanyFinancialTotals: CompanyTotalsDto;
  CompanyTaxInput: CompanyTaxInput;
  CreateInvoiceInput: CreateInvoiceInput;
  CreateInvoiceLineInput: CreateInvoiceLineInput;
  CreditPaymentResult: CreditPaymentResultDto;
  CsvColumns: CsvColumns;
  CsvColumnsInput: CsvColumnsInput;
  CsvLayout: CsvLayout;
  CsvLayoutInput: CsvLayoutInput;
  CsvMapping: CsvMapping;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  Decimal: Scalars['Decimal']['output'];
  DefaultAccountsResult: DefaultAccountsDto;
  DeletedResult: DeletedResult;
  EmailResult: EmailResult;
  FinancialAccount: FinancialAccountDto;
  FinancialAccountInput: FinancialAccountInput;
  FinancialSummary: FinancialSummaryDto;
  FinancialTransaction: FinancialTransactionDto;
  FinancialTransactionInput: FinancialTransactionInput;
  ID: Scalars['ID']['output'];
  ImportReading: ImportReading;
  ImportResult: BatchResultDto;
  ImportReview: ImportReviewParent;
  ImportReviewDraft: ImportReviewDraft;
  ImportReviewRowPage: ReviewDraftRowsDto;
  ImportSummary: ImportSummary;
  ImportedTransaction: ImportRowDto;
  ImportedTransactionInput: ImportedTransactionInput;
  Int: Scalars['Int']['output'];
  Invoice: InvoiceDto;
  InvoiceActions: InvoiceDto;
  InvoiceAllocationInput: InvoiceAllocationInput;
  InvoiceComponent: InvoiceComponentDto;
  InvoiceComponentActions: InvoiceComponentDto;
  InvoiceComponentDeleteResult: ComponentDeleteResultDto;
  InvoiceComponentInput: InvoiceComponentInput;
  InvoiceComponentResult: ComponentResultDto;
  InvoiceListQuery: InvoiceListQuery;
  InvoicePage: InvoicePageDto;
  LineBenefit: LineBenefitDto;
  LoginPayload: Omit<LoginPayload, 'viewer'> & { viewer: ResolversParentTypes['Viewer'] };
  MappingQuestion: MappingQuestion;
  MonthlyFinancials: MonthlyFinancialsDto;
  Mutation: Record<PropertyKey, never>;
  OutboxAttachment: OutboxAttachmentParent;
  OutboxMessage: OutboxMessageDto;
  OutboxPage: OutboxPageDto;
  Payment: PaymentDto;
  PaymentDeleteResult: PaymentDeleteResultDto;
  PaymentInput: PaymentInput;
  PaymentListQuery: PaymentListQuery;
  PaymentPage: PaymentPageDto;
  PaymentReceipt: PaymentReceiptDto;
  PaymentResult: PaymentResultDto;
  PaymentTypeAmount: PaymentTypeAmountDto;
  PaymentsByType: PaymentsByTypeDto;
  PaymentsByTypeMonth: PaymentsByTypeMonthDto;
  PlannedInvoice: PlannedInvoiceDto;
  Practitioner: Practitioner;
  Product: ProductDto;
  ProductFigure: ProductFigureDto;
  ProductFigures: ProductFiguresDto;
  ProductInput: ProductInput;
  ProfitAndLoss: ProfitAndLossDto;
  ProfitAndLossAccount: ProfitAndLossAccountDto;
  ProfitAndLossTotals: ProfitAndLossTotalsDto;
  Query: Record<PropertyKey, never>;
  Recode: RecodeDto;
  RecodeInput: RecodeInput;
  RecodePreview: RecodePreviewDto;
  RecodePreviewRow: RecodePreviewRowDto;
  RecodeResult: Omit<RecodeResult, 'recode'> & { recode?: Maybe<ResolversParentTypes['Recode']> };
  SkippedClient: SkippedClientDto;
  String: Scalars['String']['output'];
  SubscriptionCheckout: SubscriptionCheckoutDto;
  Task: TaskDto;
  TaskCount: TaskCountDto;
  TaskList: TaskListDto;
  TaxRate: TaxRateDto;
  TaxReport: TaxReportDto;
  TaxReportRate: TaxReportRateDto;
  UndoRecodeResult: Omit<UndoRecodeResult, 'recode'> & { recode: ResolversParentTypes['Recode'] };
  UnpaidRun: UnpaidRunDto;
  UnpaidRunInvoice: UnpaidRunInvoiceParent;
  UnpaidRunPreview: UnpaidRunPreviewDto;
  UpdateClaimInput: UpdateClaimInput;
  UpdateInvoiceInput: UpdateInvoiceInput;
  Upload: Scalars['Upload']['output'];
  User: UserDto;
  UserConfiguration: UserConfigDto;
  UserPerformance: UserPerformanceDto;
  Viewer: ViewerParent;
};

export type AccountAmountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountAmount'] = ResolversParentTypes['AccountAmount']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  financialAccountCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  financialAccountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  financialAccountType?: Resolver<ResolversTypes['AccountType'], ParentType, ContextType>;
};

export type AccountRuleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AccountRule'] = ResolversParentTypes['AccountRule']> = {
  direction?: Resolver<ResolversTypes['RuleDirection'], ParentType, ContextType>;
  financialAccountCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  financialAccountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  financialAccountType?: Resolver<ResolversTypes['AccountType'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  match?: Resolver<ResolversTypes['RuleMatch'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AgedAmountsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgedAmounts'] = ResolversParentTypes['AgedAmounts']> = {
  current?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  days1To30?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  days31To60?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  days61To90?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  days91To120?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  invoices?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  over120?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type AgedReceivablesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgedReceivables'] = ResolversParentTypes['AgedReceivables']> = {
  asOf?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  clients?: Resolver<Array<ResolversTypes['AgedReceivablesClient']>, ParentType, ContextType>;
  currencySymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['AgedAmounts'], ParentType, ContextType>;
};

export type AgedReceivablesClientResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgedReceivablesClient'] = ResolversParentTypes['AgedReceivablesClient']> = {
  amounts?: Resolver<ResolversTypes['AgedAmounts'], ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BankProfileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BankProfile'] = ResolversParentTypes['BankProfile']> = {
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  fingerprint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  layout?: Resolver<Maybe<ResolversTypes['CsvLayout']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BenefitCheckResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BenefitCheck'] = ResolversParentTypes['BenefitCheck']> = {
  benefit?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  claim?: Resolver<ResolversTypes['Claim'], ParentType, ContextType>;
  claimed?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  clearingHouse?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['LineBenefit']>, ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BillingPlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BillingPlan'] = ResolversParentTypes['BillingPlan']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bookings?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  frequency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['BillingPlanItem']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BillingPlanItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BillingPlanItem'] = ResolversParentTypes['BillingPlanItem']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bhfCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountPercentage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  modifier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nappiCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitCost?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type BillingRunResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BillingRun'] = ResolversParentTypes['BillingRun']> = {
  complete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  periodEnd?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  periodStart?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  runAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  skippedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type BillingRunJobResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BillingRunJob'] = ResolversParentTypes['BillingRunJob']> = {
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['BillingRunJobError']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  outcome?: Resolver<Maybe<ResolversTypes['BillingRunResult']>, ParentType, ContextType>;
  periodEnd?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  periodStart?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BillingRunJobStatus'], ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type BillingRunJobErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BillingRunJobError'] = ResolversParentTypes['BillingRunJobError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BillingRunPlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BillingRunPlan'] = ResolversParentTypes['BillingRunPlan']> = {
  invoices?: Resolver<Array<ResolversTypes['PlannedInvoice']>, ParentType, ContextType>;
  periodEnd?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  periodStart?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  skipped?: Resolver<Array<ResolversTypes['SkippedClient']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type BillingRunResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BillingRunResult'] = ResolversParentTypes['BillingRunResult']> = {
  invoices?: Resolver<Array<ResolversTypes['PlannedInvoice']>, ParentType, ContextType>;
  run?: Resolver<Maybe<ResolversTypes['BillingRun']>, ParentType, ContextType>;
  skipped?: Resolver<Array<ResolversTypes['SkippedClient']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type ClaimResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Claim'] = ResolversParentTypes['Claim']> = {
  actions?: Resolver<ResolversTypes['ClaimActions'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  benefit?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  clearingReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  dependantCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['ClaimEvent']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType>;
  invoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceUniqueId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['InvoiceComponent']>, ParentType, ContextType>;
  medicalAidName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  medicalAidNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  medicalAidPlan?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  practiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  practitionerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  practitionerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ClaimStatus'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  submissionMethod?: Resolver<ResolversTypes['ClaimSubmissionMethod'], ParentType, ContextType>;
  submissionMethodLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uniqueId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ClaimActionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClaimActions'] = ResolversParentTypes['ClaimActions']> = {
  canCheckBenefits?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canReverse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canSubmit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canUpdate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ClaimEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClaimEvent'] = ResolversParentTypes['ClaimEvent']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClearingHouseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClearingHouse'] = ResolversParentTypes['ClearingHouse']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sandbox?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ClientResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Client'] = ResolversParentTypes['Client']> = {
  credit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  medicalAidName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  medicalAidNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statementDownloadPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClientCreditResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientCredit'] = ResolversParentTypes['ClientCredit']> = {
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  credit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['ClientCreditEntry']>, ParentType, ContextType>;
};

export type ClientCreditEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientCreditEntry'] = ResolversParentTypes['ClientCreditEntry']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  invoiceUniqueId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ClientCreditEntryKind'], ParentType, ContextType>;
};

export type ClientFigureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientFigure'] = ResolversParentTypes['ClientFigure']> = {
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoiced?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owed?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type ClientFiguresResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientFigures'] = ResolversParentTypes['ClientFigures']> = {
  currencySymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  end?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['ClientFigure']>, ParentType, ContextType>;
  start?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
};

export type ClientPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientPage'] = ResolversParentTypes['ClientPage']> = {
  clients?: Resolver<Array<ResolversTypes['ClientRecord']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClientPaymentAllocationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientPaymentAllocation'] = ResolversParentTypes['ClientPaymentAllocation']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  componentDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceUniqueId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ClientPaymentEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientPaymentEntry'] = ResolversParentTypes['ClientPaymentEntry']> = {
  allocations?: Resolver<Array<ResolversTypes['ClientPaymentAllocation']>, ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  creditKept?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ClientPaymentKind'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  paymentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  receiptId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  reversed?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PaymentType'], ParentType, ContextType>;
  typeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClientPaymentResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientPaymentResult'] = ResolversParentTypes['ClientPaymentResult']> = {
  created?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  credit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['Payment']>, ParentType, ContextType>;
  receipt?: Resolver<ResolversTypes['PaymentReceipt'], ParentType, ContextType>;
};

export type ClientRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientRecord'] = ResolversParentTypes['ClientRecord']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  credit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  dateOfBirth?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  dependantCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  idNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  medicalAidName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  medicalAidNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  medicalAidPlan?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['ClientPaymentEntry']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['ClientSummary'], ParentType, ContextType>;
};

export type ClientSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientSummary'] = ResolversParentTypes['ClientSummary']> = {
  invoiceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoiced?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  owed?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type CompanyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Company'] = ResolversParentTypes['Company']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  chargesTax?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  currencySymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isHealth?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  practiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxRates?: Resolver<Array<ResolversTypes['TaxRate']>, ParentType, ContextType>;
  taxRatesChosen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  taxRegistrationNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZoneChosen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CompanyType'], ParentType, ContextType>;
};

export type CompanyFinancialTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompanyFinancialTotals'] = ResolversParentTypes['CompanyFinancialTotals']> = {
  end?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  invoiceSummary?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  paymentSummary?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  start?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
};

export type CreditPaymentResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreditPaymentResult'] = ResolversParentTypes['CreditPaymentResult']> = {
  created?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  credit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  invoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType>;
  payment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType>;
};

export type CsvColumnsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CsvColumns'] = ResolversParentTypes['CsvColumns']> = {
  accountCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  amount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  balance?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  credit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  debit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  description?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  flag?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  valueDate?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CsvLayoutResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CsvLayout'] = ResolversParentTypes['CsvLayout']> = {
  columns?: Resolver<ResolversTypes['CsvColumns'], ParentType, ContextType>;
  dateOrder?: Resolver<ResolversTypes['DateOrder'], ParentType, ContextType>;
  decimalMark?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  delimiter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  encoding?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasHeader?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  outFlags?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  signConvention?: Resolver<ResolversTypes['SignConvention'], ParentType, ContextType>;
  skipRecords?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CsvMappingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CsvMapping'] = ResolversParentTypes['CsvMapping']> = {
  fingerprint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  header?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  layout?: Resolver<ResolversTypes['CsvLayout'], ParentType, ContextType>;
  preview?: Resolver<Array<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['MappingQuestion']>, ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface DecimalScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Decimal'], any> {
  name: 'Decimal';
}

export type DefaultAccountsResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DefaultAccountsResult'] = ResolversParentTypes['DefaultAccountsResult']> = {
  accounts?: Resolver<Array<ResolversTypes['FinancialAccount']>, ParentType, ContextType>;
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DeletedResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeletedResult'] = ResolversParentTypes['DeletedResult']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type EmailResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmailResult'] = ResolversParentTypes['EmailResult']> = {
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  messageId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outboxId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['OutboxStatus']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FinancialAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FinancialAccount'] = ResolversParentTypes['FinancialAccount']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['AccountType'], ParentType, ContextType>;
  typeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FinancialSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FinancialSummary'] = ResolversParentTypes['FinancialSummary']> = {
  currencySymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  expenseAccounts?: Resolver<Array<ResolversTypes['AccountAmount']>, ParentType, ContextType>;
  expenses?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  income?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  paymentsReceived?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  profit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
};

export type FinancialTransactionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FinancialTransaction'] = ResolversParentTypes['FinancialTransaction']> = {
  appointmentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  credit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  debit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  financialAccountCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  financialAccountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  financialAccountType?: Resolver<ResolversTypes['AccountType'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  processed?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  typeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ImportReadingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImportReading'] = ResolversParentTypes['ImportReading']> = {
  account?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateOrder?: Resolver<Maybe<ResolversTypes['DateOrder']>, ParentType, ContextType>;
  dateOrderFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  decimalMark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  encoding?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  signConvention?: Resolver<ResolversTypes['SignConvention'], ParentType, ContextType>;
};

export type ImportResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImportResult'] = ResolversParentTypes['ImportResult']> = {
  batchId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imported?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  replayed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ImportReviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImportReview'] = ResolversParentTypes['ImportReview']> = {
  csv?: Resolver<Maybe<ResolversTypes['CsvMapping']>, ParentType, ContextType>;
  draft?: Resolver<Maybe<ResolversTypes['ImportReviewDraft']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['ImportFormat'], ParentType, ContextType>;
  needsMapping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['BankProfile']>, ParentType, ContextType>;
  reading?: Resolver<ResolversTypes['ImportReading'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['ImportedTransaction']>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['ImportSummary'], ParentType, ContextType>;
};

export type ImportReviewDraftResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImportReviewDraft'] = ResolversParentTypes['ImportReviewDraft']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pageRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ImportReviewRowPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImportReviewRowPage'] = ResolversParentTypes['ImportReviewRowPage']> = {
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['ImportedTransaction']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ImportSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImportSummary'] = ResolversParentTypes['ImportSummary']> = {
  balanceMismatch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  closingBalance?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  duplicates?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expectedClosingBalance?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  moneyIn?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  moneyOut?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  openingBalance?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
};

export type ImportedTransactionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImportedTransaction'] = ResolversParentTypes['ImportedTransaction']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duplicate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  duplicateOf?: Resolver<Maybe<ResolversTypes['DuplicateOf']>, ParentType, ContextType>;
  financialAccountCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  matchedRule?: Resolver<Maybe<ResolversTypes['AccountRule']>, ParentType, ContextType>;
  processed?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ruleId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  suggestedAccountCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InvoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = {
  actions?: Resolver<ResolversTypes['InvoiceActions'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  amountDue?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  appointmentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  client?: Resolver<ResolversTypes['Client'], ParentType, ContextType>;
  components?: Resolver<Array<ResolversTypes['InvoiceComponent']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  due?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiced?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  numberOfClaims?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['Payment']>, ParentType, ContextType>;
  practitionerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  practitionerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InvoiceStatus'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uniqueId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvoiceActionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoiceActions'] = ResolversParentTypes['InvoiceActions']> = {
  canAddBillingPlan?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canAddProduct?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canCreateClaim?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canPayInFull?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type InvoiceComponentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoiceComponent'] = ResolversParentTypes['InvoiceComponent']> = {
  actions?: Resolver<ResolversTypes['InvoiceComponentActions'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  amountDue?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  bhfCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  diagnosisCode1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  diagnosisCode2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  diagnosisCode3?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  diagnosisCode4?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  diagnosisCode5?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountPercentage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  modifier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nappiCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  taxRate?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  unitCost?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type InvoiceComponentActionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoiceComponentActions'] = ResolversParentTypes['InvoiceComponentActions']> = {
  canDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canPay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canUpdate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type InvoiceComponentDeleteResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoiceComponentDeleteResult'] = ResolversParentTypes['InvoiceComponentDeleteResult']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType>;
};

export type InvoiceComponentResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoiceComponentResult'] = ResolversParentTypes['InvoiceComponentResult']> = {
  component?: Resolver<ResolversTypes['InvoiceComponent'], ParentType, ContextType>;
  invoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType>;
};

export type InvoicePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoicePage'] = ResolversParentTypes['InvoicePage']> = {
  data?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalElements?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LineBenefitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LineBenefit'] = ResolversParentTypes['LineBenefit']> = {
  benefit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  claimed?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LoginPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tokenType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type MappingQuestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MappingQuestion'] = ResolversParentTypes['MappingQuestion']> = {
  about?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MonthlyFinancialsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MonthlyFinancials'] = ResolversParentTypes['MonthlyFinancials']> = {
  expenses?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  income?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  profit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addBillingPlanToInvoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<MutationAddBillingPlanToInvoiceArgs, 'billingPlanId' | 'invoiceId'>>;
  addInvoiceComponent?: Resolver<ResolversTypes['InvoiceComponentResult'], ParentType, ContextType, RequireFields<MutationAddInvoiceComponentArgs, 'input' | 'invoiceId'>>;
  addProductToInvoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<MutationAddProductToInvoiceArgs, 'invoiceId' | 'productId'>>;
  applyClientCredit?: Resolver<ResolversTypes['CreditPaymentResult'], ParentType, ContextType, RequireFields<MutationApplyClientCreditArgs, 'input' | 'invoiceId'>>;
  checkClaimBenefits?: Resolver<ResolversTypes['BenefitCheck'], ParentType, ContextType, RequireFields<MutationCheckClaimBenefitsArgs, 'id'>>;
  createAccountRule?: Resolver<ResolversTypes['AccountRule'], ParentType, ContextType, RequireFields<MutationCreateAccountRuleArgs, 'input'>>;
  createBillingPlan?: Resolver<ResolversTypes['BillingPlan'], ParentType, ContextType, RequireFields<MutationCreateBillingPlanArgs, 'input'>>;
  createClaim?: Resolver<ResolversTypes['Claim'], ParentType, ContextType, RequireFields<MutationCreateClaimArgs, 'invoiceId' | 'submissionMethod'>>;
  createClient?: Resolver<ResolversTypes['ClientRecord'], ParentType, ContextType, RequireFields<MutationCreateClientArgs, 'input'>>;
  createDefaultFinancialAccounts?: Resolver<ResolversTypes['DefaultAccountsResult'], ParentType, ContextType>;
  createFinancialAccount?: Resolver<ResolversTypes['FinancialAccount'], ParentType, ContextType, RequireFields<MutationCreateFinancialAccountArgs, 'input'>>;
  createFinancialTransaction?: Resolver<ResolversTypes['FinancialTransaction'], ParentType, ContextType, RequireFields<MutationCreateFinancialTransactionArgs, 'input'>>;
  createInvoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<MutationCreateInvoiceArgs, 'input'>>;
  createInvoiceFromProduct?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<MutationCreateInvoiceFromProductArgs, 'clientId' | 'productId'>>;
  createProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationCreateProductArgs, 'input'>>;
  deleteAccountRule?: Resolver<ResolversTypes['DeletedResult'], ParentType, ContextType, RequireFields<MutationDeleteAccountRuleArgs, 'id'>>;
  deleteBankProfile?: Resolver<ResolversTypes['DeletedResult'], ParentType, ContextType, RequireFields<MutationDeleteBankProfileArgs, 'id'>>;
  deleteBillingPlan?: Resolver<ResolversTypes['DeletedResult'], ParentType, ContextType, RequireFields<MutationDeleteBillingPlanArgs, 'id'>>;
  deleteClaim?: Resolver<ResolversTypes['DeletedResult'], ParentType, ContextType, RequireFields<MutationDeleteClaimArgs, 'id'>>;
  deleteFinancialAccount?: Resolver<ResolversTypes['DeletedResult'], ParentType, ContextType, RequireFields<MutationDeleteFinancialAccountArgs, 'id'>>;
  deleteFinancialTransaction?: Resolver<ResolversTypes['DeletedResult'], ParentType, ContextType, RequireFields<MutationDeleteFinancialTransactionArgs, 'id'>>;
  deleteImportReview?: Resolver<ResolversTypes['DeletedResult'], ParentType, ContextType, RequireFields<MutationDeleteImportReviewArgs, 'reviewId'>>;
  deleteInvoice?: Resolver<ResolversTypes['DeletedResult'], ParentType, ContextType, RequireFields<MutationDeleteInvoiceArgs, 'id'>>;
  deleteInvoiceComponent?: Resolver<ResolversTypes['InvoiceComponentDeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteInvoiceComponentArgs, 'id'>>;
  deletePayment?: Resolver<ResolversTypes['PaymentDeleteResult'], ParentType, ContextType, RequireFields<MutationDeletePaymentArgs, 'id'>>;
  deleteProduct?: Resolver<ResolversTypes['DeletedResult'], ParentType, ContextType, RequireFields<MutationDeleteProductArgs, 'id'>>;
  emailClientStatement?: Resolver<ResolversTypes['EmailResult'], ParentType, ContextType, RequireFields<MutationEmailClientStatementArgs, 'clientId'>>;
  emailInvoice?: Resolver<ResolversTypes['EmailResult'], ParentType, ContextType, RequireFields<MutationEmailInvoiceArgs, 'id'>>;
  emailReceipt?: Resolver<ResolversTypes['EmailResult'], ParentType, ContextType, RequireFields<MutationEmailReceiptArgs, 'paymentId'>>;
  importFinancialTransactions?: Resolver<ResolversTypes['ImportResult'], ParentType, ContextType, RequireFields<MutationImportFinancialTransactionsArgs, 'rows'>>;
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'password' | 'username'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  payClientInvoices?: Resolver<ResolversTypes['ClientPaymentResult'], ParentType, ContextType, RequireFields<MutationPayClientInvoicesArgs, 'clientId' | 'input'>>;
  payInvoice?: Resolver<ResolversTypes['PaymentResult'], ParentType, ContextType, RequireFields<MutationPayInvoiceArgs, 'input' | 'invoiceId'>>;
  payInvoiceComponent?: Resolver<ResolversTypes['PaymentResult'], ParentType, ContextType, RequireFields<MutationPayInvoiceComponentArgs, 'componentId' | 'input'>>;
  recodeFinancialTransactions?: Resolver<ResolversTypes['RecodeResult'], ParentType, ContextType, RequireFields<MutationRecodeFinancialTransactionsArgs, 'input'>>;
  renameBankProfile?: Resolver<ResolversTypes['BankProfile'], ParentType, ContextType, RequireFields<MutationRenameBankProfileArgs, 'id' | 'name'>>;
  resendMessage?: Resolver<ResolversTypes['OutboxMessage'], ParentType, ContextType, RequireFields<MutationResendMessageArgs, 'id'>>;
  retryUnpaidRunReminders?: Resolver<ResolversTypes['UnpaidRun'], ParentType, ContextType, RequireFields<MutationRetryUnpaidRunRemindersArgs, 'id'>>;
  reverseClaim?: Resolver<ResolversTypes['Claim'], ParentType, ContextType, RequireFields<MutationReverseClaimArgs, 'id'>>;
  reviewFinancialTransactionImport?: Resolver<ResolversTypes['ImportReview'], ParentType, ContextType, RequireFields<MutationReviewFinancialTransactionImportArgs, 'file' | 'format'>>;
  saveBankProfile?: Resolver<ResolversTypes['BankProfile'], ParentType, ContextType, RequireFields<MutationSaveBankProfileArgs, 'input'>>;
  setClientActive?: Resolver<ResolversTypes['ClientRecord'], ParentType, ContextType, RequireFields<MutationSetClientActiveArgs, 'active' | 'id'>>;
  setCompanyTax?: Resolver<ResolversTypes['Company'], ParentType, ContextType, RequireFields<MutationSetCompanyTaxArgs, 'input'>>;
  setCompanyTimeZone?: Resolver<ResolversTypes['Company'], ParentType, ContextType, Partial<MutationSetCompanyTimeZoneArgs>>;
  startBillingRun?: Resolver<ResolversTypes['BillingRunResult'], ParentType, ContextType, RequireFields<MutationStartBillingRunArgs, 'periodEnd' | 'periodStart'>>;
  startBillingRunJob?: Resolver<ResolversTypes['BillingRunJob'], ParentType, ContextType, RequireFields<MutationStartBillingRunJobArgs, 'periodEnd' | 'periodStart'>>;
  startNewSubscriptionCheckout?: Resolver<ResolversTypes['SubscriptionCheckout'], ParentType, ContextType, RequireFields<MutationStartNewSubscriptionCheckoutArgs, 'interval' | 'plan' | 'provider'>>;
  startSubscriptionCheckout?: Resolver<ResolversTypes['SubscriptionCheckout'], ParentType, ContextType, RequireFields<MutationStartSubscriptionCheckoutArgs, 'interval' | 'plan' | 'provider'>>;
  startUnpaidRun?: Resolver<ResolversTypes['UnpaidRun'], ParentType, ContextType, RequireFields<MutationStartUnpaidRunArgs, 'olderThanDays'>>;
  storeImportReview?: Resolver<ResolversTypes['ImportResult'], ParentType, ContextType, RequireFields<MutationStoreImportReviewArgs, 'reviewId'>>;
  submitClaimByEdi?: Resolver<ResolversTypes['Claim'], ParentType, ContextType, RequireFields<MutationSubmitClaimByEdiArgs, 'id'>>;
  submitClaimByEmail?: Resolver<ResolversTypes['Claim'], ParentType, ContextType, RequireFields<MutationSubmitClaimByEmailArgs, 'email' | 'id'>>;
  undoRecode?: Resolver<ResolversTypes['UndoRecodeResult'], ParentType, ContextType, RequireFields<MutationUndoRecodeArgs, 'id'>>;
  updateAccountRule?: Resolver<ResolversTypes['AccountRule'], ParentType, ContextType, RequireFields<MutationUpdateAccountRuleArgs, 'id' | 'input'>>;
  updateBillingPlan?: Resolver<ResolversTypes['BillingPlan'], ParentType, ContextType, RequireFields<MutationUpdateBillingPlanArgs, 'id' | 'input'>>;
  updateClaim?: Resolver<ResolversTypes['Claim'], ParentType, ContextType, RequireFields<MutationUpdateClaimArgs, 'id' | 'input'>>;
  updateClient?: Resolver<ResolversTypes['ClientRecord'], ParentType, ContextType, RequireFields<MutationUpdateClientArgs, 'id' | 'input'>>;
  updateFinancialAccount?: Resolver<ResolversTypes['FinancialAccount'], ParentType, ContextType, RequireFields<MutationUpdateFinancialAccountArgs, 'id' | 'input'>>;
  updateFinancialTransaction?: Resolver<ResolversTypes['FinancialTransaction'], ParentType, ContextType, RequireFields<MutationUpdateFinancialTransactionArgs, 'id' | 'input'>>;
  updateInvoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType, RequireFields<MutationUpdateInvoiceArgs, 'id' | 'input'>>;
  updateInvoiceComponent?: Resolver<ResolversTypes['InvoiceComponentResult'], ParentType, ContextType, RequireFields<MutationUpdateInvoiceComponentArgs, 'id' | 'input'>>;
  updateProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'id' | 'input'>>;
};

export type OutboxAttachmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OutboxAttachment'] = ResolversParentTypes['OutboxAttachment']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sizeBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OutboxMessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OutboxMessage'] = ResolversParentTypes['OutboxMessage']> = {
  attachments?: Resolver<Array<ResolversTypes['OutboxAttachment']>, ParentType, ContextType>;
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  html?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OutboxStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OutboxPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OutboxPage'] = ResolversParentTypes['OutboxPage']> = {
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['OutboxMessage']>, ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PaymentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Payment'] = ResolversParentTypes['Payment']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  clientEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  componentDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  componentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fromCredit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceUniqueId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  receiptDownloadPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receiptId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PaymentType'], ParentType, ContextType>;
  typeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentDeleteResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentDeleteResult'] = ResolversParentTypes['PaymentDeleteResult']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType>;
};

export type PaymentPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentPage'] = ResolversParentTypes['PaymentPage']> = {
  data?: Resolver<Array<ResolversTypes['Payment']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRecords?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PaymentReceiptResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentReceipt'] = ResolversParentTypes['PaymentReceipt']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  creditKept?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PaymentType'], ParentType, ContextType>;
};

export type PaymentResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentResult'] = ResolversParentTypes['PaymentResult']> = {
  component?: Resolver<Maybe<ResolversTypes['InvoiceComponent']>, ParentType, ContextType>;
  created?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  invoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType>;
  payment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType>;
};

export type PaymentTypeAmountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentTypeAmount'] = ResolversParentTypes['PaymentTypeAmount']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentsByTypeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentsByType'] = ResolversParentTypes['PaymentsByType']> = {
  currencySymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  months?: Resolver<Array<ResolversTypes['PaymentsByTypeMonth']>, ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  types?: Resolver<Array<ResolversTypes['PaymentTypeAmount']>, ParentType, ContextType>;
};

export type PaymentsByTypeMonthResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentsByTypeMonth'] = ResolversParentTypes['PaymentsByTypeMonth']> = {
  month?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  types?: Resolver<Array<ResolversTypes['PaymentTypeAmount']>, ParentType, ContextType>;
};

export type PlannedInvoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlannedInvoice'] = ResolversParentTypes['PlannedInvoice']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  billedFor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  billedFrom?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  billedTo?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lineCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  planName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PractitionerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Practitioner'] = ResolversParentTypes['Practitioner']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bhfCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nappiCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unitCost?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type ProductFigureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductFigure'] = ResolversParentTypes['ProductFigure']> = {
  invoiceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoiced?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owed?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductFiguresResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductFigures'] = ResolversParentTypes['ProductFigures']> = {
  currencySymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  end?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['ProductFigure']>, ParentType, ContextType>;
  start?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
};

export type ProfitAndLossResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProfitAndLoss'] = ResolversParentTypes['ProfitAndLoss']> = {
  accounts?: Resolver<Array<ResolversTypes['ProfitAndLossAccount']>, ParentType, ContextType>;
  currencySymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  monthTotals?: Resolver<Array<ResolversTypes['ProfitAndLossTotals']>, ParentType, ContextType>;
  months?: Resolver<Array<ResolversTypes['Date']>, ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['ProfitAndLossTotals'], ParentType, ContextType>;
};

export type ProfitAndLossAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProfitAndLossAccount'] = ResolversParentTypes['ProfitAndLossAccount']> = {
  amounts?: Resolver<Array<ResolversTypes['Decimal']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ProfitAndLossKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type ProfitAndLossTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProfitAndLossTotals'] = ResolversParentTypes['ProfitAndLossTotals']> = {
  expenses?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  income?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  month?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  netProfit?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  accountRules?: Resolver<Array<ResolversTypes['AccountRule']>, ParentType, ContextType>;
  agedReceivables?: Resolver<ResolversTypes['AgedReceivables'], ParentType, ContextType, RequireFields<QueryAgedReceivablesArgs, 'asOf'>>;
  appointmentInvoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType, RequireFields<QueryAppointmentInvoicesArgs, 'appointmentId'>>;
  bankProfiles?: Resolver<Array<ResolversTypes['BankProfile']>, ParentType, ContextType>;
  billingPlan?: Resolver<Maybe<ResolversTypes['BillingPlan']>, ParentType, ContextType, RequireFields<QueryBillingPlanArgs, 'id'>>;
  billingPlans?: Resolver<Array<ResolversTypes['BillingPlan']>, ParentType, ContextType, RequireFields<QueryBillingPlansArgs, 'kind'>>;
  billingRun?: Resolver<Maybe<ResolversTypes['BillingRun']>, ParentType, ContextType, RequireFields<QueryBillingRunArgs, 'id'>>;
  billingRunJob?: Resolver<Maybe<ResolversTypes['BillingRunJob']>, ParentType, ContextType, RequireFields<QueryBillingRunJobArgs, 'id'>>;
  billingRunPreview?: Resolver<ResolversTypes['BillingRunPlan'], ParentType, ContextType, RequireFields<QueryBillingRunPreviewArgs, 'periodEnd' | 'periodStart'>>;
  billingRuns?: Resolver<Array<ResolversTypes['BillingRun']>, ParentType, ContextType>;
  claim?: Resolver<Maybe<ResolversTypes['Claim']>, ParentType, ContextType, RequireFields<QueryClaimArgs, 'id'>>;
  claims?: Resolver<Array<ResolversTypes['Claim']>, ParentType, ContextType, Partial<QueryClaimsArgs>>;
  clearingHouse?: Resolver<ResolversTypes['ClearingHouse'], ParentType, ContextType>;
  client?: Resolver<Maybe<ResolversTypes['ClientRecord']>, ParentType, ContextType, RequireFields<QueryClientArgs, 'id'>>;
  clientCredit?: Resolver<ResolversTypes['ClientCredit'], ParentType, ContextType, RequireFields<QueryClientCreditArgs, 'clientId'>>;
  clientFigures?: Resolver<ResolversTypes['ClientFigures'], ParentType, ContextType, Partial<QueryClientFiguresArgs>>;
  clientInvoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType, RequireFields<QueryClientInvoicesArgs, 'clientId'>>;
  clients?: Resolver<ResolversTypes['ClientPage'], ParentType, ContextType, RequireFields<QueryClientsArgs, 'includeArchived' | 'limit' | 'offset'>>;
  companyFinancialTotals?: Resolver<ResolversTypes['CompanyFinancialTotals'], ParentType, ContextType, RequireFields<QueryCompanyFinancialTotalsArgs, 'period'>>;
  financeTasks?: Resolver<ResolversTypes['TaskList'], ParentType, ContextType, RequireFields<QueryFinanceTasksArgs, 'limit' | 'offset'>>;
  financialAccounts?: Resolver<Array<ResolversTypes['FinancialAccount']>, ParentType, ContextType>;
  financialSummary?: Resolver<ResolversTypes['FinancialSummary'], ParentType, ContextType, RequireFields<QueryFinancialSummaryArgs, 'end' | 'start'>>;
  financialTransaction?: Resolver<Maybe<ResolversTypes['FinancialTransaction']>, ParentType, ContextType, RequireFields<QueryFinancialTransactionArgs, 'id'>>;
  financialTransactions?: Resolver<Array<ResolversTypes['FinancialTransaction']>, ParentType, ContextType, RequireFields<QueryFinancialTransactionsArgs, 'end' | 'start'>>;
  importReviewRows?: Resolver<ResolversTypes['ImportReviewRowPage'], ParentType, ContextType, RequireFields<QueryImportReviewRowsArgs, 'limit' | 'offset' | 'reviewId'>>;
  invoice?: Resolver<Maybe<ResolversTypes['Invoice']>, ParentType, ContextType, RequireFields<QueryInvoiceArgs, 'id'>>;
  invoiceComponents?: Resolver<Array<ResolversTypes['InvoiceComponent']>, ParentType, ContextType, RequireFields<QueryInvoiceComponentsArgs, 'invoiceId'>>;
  invoices?: Resolver<ResolversTypes['InvoicePage'], ParentType, ContextType, Partial<QueryInvoicesArgs>>;
  invoicesByKind?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType, RequireFields<QueryInvoicesByKindArgs, 'kind'>>;
  lastRecode?: Resolver<Maybe<ResolversTypes['Recode']>, ParentType, ContextType>;
  monthlyFinancials?: Resolver<Array<ResolversTypes['MonthlyFinancials']>, ParentType, ContextType, RequireFields<QueryMonthlyFinancialsArgs, 'end' | 'start'>>;
  outbox?: Resolver<ResolversTypes['OutboxPage'], ParentType, ContextType, Partial<QueryOutboxArgs>>;
  outboxMessage?: Resolver<Maybe<ResolversTypes['OutboxMessage']>, ParentType, ContextType, RequireFields<QueryOutboxMessageArgs, 'id'>>;
  payment?: Resolver<Maybe<ResolversTypes['Payment']>, ParentType, ContextType, RequireFields<QueryPaymentArgs, 'id'>>;
  payments?: Resolver<ResolversTypes['PaymentPage'], ParentType, ContextType, Partial<QueryPaymentsArgs>>;
  paymentsByType?: Resolver<ResolversTypes['PaymentsByType'], ParentType, ContextType, RequireFields<QueryPaymentsByTypeArgs, 'end' | 'start'>>;
  practitionerInvoices?: Resolver<ResolversTypes['InvoicePage'], ParentType, ContextType, RequireFields<QueryPractitionerInvoicesArgs, 'practitionerId'>>;
  practitionerPayments?: Resolver<ResolversTypes['PaymentPage'], ParentType, ContextType, RequireFields<QueryPractitionerPaymentsArgs, 'practitionerId'>>;
  practitioners?: Resolver<Array<ResolversTypes['Practitioner']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>;
  productFigures?: Resolver<ResolversTypes['ProductFigures'], ParentType, ContextType, Partial<QueryProductFiguresArgs>>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, Partial<QueryProductsArgs>>;
  profitAndLoss?: Resolver<ResolversTypes['ProfitAndLoss'], ParentType, ContextType, RequireFields<QueryProfitAndLossArgs, 'end' | 'start'>>;
  recodePreview?: Resolver<ResolversTypes['RecodePreview'], ParentType, ContextType, RequireFields<QueryRecodePreviewArgs, 'input'>>;
  taxReport?: Resolver<ResolversTypes['TaxReport'], ParentType, ContextType, RequireFields<QueryTaxReportArgs, 'end' | 'start'>>;
  unpaidRun?: Resolver<Maybe<ResolversTypes['UnpaidRun']>, ParentType, ContextType, RequireFields<QueryUnpaidRunArgs, 'id'>>;
  unpaidRunPreview?: Resolver<ResolversTypes['UnpaidRunPreview'], ParentType, ContextType, RequireFields<QueryUnpaidRunPreviewArgs, 'olderThanDays'>>;
  unpaidRuns?: Resolver<Array<ResolversTypes['UnpaidRun']>, ParentType, ContextType>;
  userPerformance?: Resolver<ResolversTypes['UserPerformance'], ParentType, ContextType, RequireFields<QueryUserPerformanceArgs, 'month'>>;
  userTasks?: Resolver<ResolversTypes['TaskList'], ParentType, ContextType, RequireFields<QueryUserTasksArgs, 'limit' | 'offset' | 'state'>>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type RecodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Recode'] = ResolversParentTypes['Recode']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  byRules?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  changed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  financialAccountCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  undoneAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RecodePreviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RecodePreview'] = ResolversParentTypes['RecodePreview']> = {
  changed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['RecodePreviewRow']>, ParentType, ContextType>;
};

export type RecodePreviewRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RecodePreviewRow'] = ResolversParentTypes['RecodePreviewRow']> = {
  newFinancialAccountCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newFinancialAccountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ruleId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  transaction?: Resolver<ResolversTypes['FinancialTransaction'], ParentType, ContextType>;
};

export type RecodeResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RecodeResult'] = ResolversParentTypes['RecodeResult']> = {
  changed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recode?: Resolver<Maybe<ResolversTypes['Recode']>, ParentType, ContextType>;
};

export type SkippedClientResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SkippedClient'] = ResolversParentTypes['SkippedClient']> = {
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  planName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionCheckoutResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubscriptionCheckout'] = ResolversParentTypes['SubscriptionCheckout']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  existing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  interval?: Resolver<ResolversTypes['BillingInterval'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['SubscriptionPlan'], ParentType, ContextType>;
  planName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sandbox?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sessionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TaskResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Task'] = ResolversParentTypes['Task']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  area?: Resolver<ResolversTypes['TaskArea'], ParentType, ContextType>;
  detail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['TaskKind'], ParentType, ContextType>;
  ownerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  screen?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  since?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['TaskState'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TaskCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaskCount'] = ResolversParentTypes['TaskCount']> = {
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  area?: Resolver<ResolversTypes['TaskArea'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['TaskKind'], ParentType, ContextType>;
  screen?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['TaskState'], ParentType, ContextType>;
};

export type TaskListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaskList'] = ResolversParentTypes['TaskList']> = {
  asOf?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  counts?: Resolver<Array<ResolversTypes['TaskCount']>, ParentType, ContextType>;
  tasks?: Resolver<Array<ResolversTypes['Task']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TaxRateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaxRate'] = ResolversParentTypes['TaxRate']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TaxReportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaxReport'] = ResolversParentTypes['TaxReport']> = {
  currencySymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  inputAccount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  inputTax?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  netPayable?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  outputGross?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  outputNet?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  outputTax?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  rates?: Resolver<Array<ResolversTypes['TaxReportRate']>, ParentType, ContextType>;
  registrationNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  taxName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TaxReportRateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaxReportRate'] = ResolversParentTypes['TaxReportRate']> = {
  gross?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  invoices?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type UndoRecodeResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UndoRecodeResult'] = ResolversParentTypes['UndoRecodeResult']> = {
  recode?: Resolver<ResolversTypes['Recode'], ParentType, ContextType>;
  restored?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UnpaidRunResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UnpaidRun'] = ResolversParentTypes['UnpaidRun']> = {
  emailsFailed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  emailsPending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  emailsSent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  emailsWithoutAddress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoicedBefore?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['UnpaidRunInvoice']>, ParentType, ContextType>;
  olderThanDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  runAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['UnpaidRunStatus'], ParentType, ContextType>;
  totalDue?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export type UnpaidRunInvoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UnpaidRunInvoice'] = ResolversParentTypes['UnpaidRunInvoice']> = {
  due?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailStatus?: Resolver<ResolversTypes['ReminderStatus'], ParentType, ContextType>;
  invoice?: Resolver<ResolversTypes['Invoice'], ParentType, ContextType>;
};

export type UnpaidRunPreviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UnpaidRunPreview'] = ResolversParentTypes['UnpaidRunPreview']> = {
  invoiceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoicedBefore?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  olderThanDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalDue?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
};

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  companyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserConfigurationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserConfiguration'] = ResolversParentTypes['UserConfiguration']> = {
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rowsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  theme?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserPerformanceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserPerformance'] = ResolversParentTypes['UserPerformance']> = {
  billingRuns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  claimsAnswered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  claimsSubmitted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  invoicesBilled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoicesCreated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentsAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  paymentsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remindersSent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  transactionsImported?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unpaidRuns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  writeOffsAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  writeOffsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ViewerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  company?: Resolver<ResolversTypes['Company'], ParentType, ContextType>;
  configuration?: Resolver<ResolversTypes['UserConfiguration'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  AccountAmount?: AccountAmountResolvers<ContextType>;
  AccountRule?: AccountRuleResolvers<ContextType>;
  AgedAmounts?: AgedAmountsResolvers<ContextType>;
  AgedReceivables?: AgedReceivablesResolvers<ContextType>;
  AgedReceivablesClient?: AgedReceivablesClientResolvers<ContextType>;
  BankProfile?: BankProfileResolvers<ContextType>;
  BenefitCheck?: BenefitCheckResolvers<ContextType>;
  BillingPlan?: BillingPlanResolvers<ContextType>;
  BillingPlanItem?: BillingPlanItemResolvers<ContextType>;
  BillingRun?: BillingRunResolvers<ContextType>;
  BillingRunJob?: BillingRunJobResolvers<ContextType>;
  BillingRunJobError?: BillingRunJobErrorResolvers<ContextType>;
  BillingRunPlan?: BillingRunPlanResolvers<ContextType>;
  BillingRunResult?: BillingRunResultResolvers<ContextType>;
  Claim?: ClaimResolvers<ContextType>;
  ClaimActions?: ClaimActionsResolvers<ContextType>;
  ClaimEvent?: ClaimEventResolvers<ContextType>;
  ClearingHouse?: ClearingHouseResolvers<ContextType>;
  Client?: ClientResolvers<ContextType>;
  ClientCredit?: ClientCreditResolvers<ContextType>;
  ClientCreditEntry?: ClientCreditEntryResolvers<ContextType>;
  ClientFigure?: ClientFigureResolvers<ContextType>;
  ClientFigures?: ClientFiguresResolvers<ContextType>;
  ClientPage?: ClientPageResolvers<ContextType>;
  ClientPaymentAllocation?: ClientPaymentAllocationResolvers<ContextType>;
  ClientPaymentEntry?: ClientPaymentEntryResolvers<ContextType>;
  ClientPaymentResult?: ClientPaymentResultResolvers<ContextType>;
  ClientRecord?: ClientRecordResolvers<ContextType>;
  ClientSummary?: ClientSummaryResolvers<ContextType>;
  Company?: CompanyResolvers<ContextType>;
  CompanyFinancialTotals?: CompanyFinancialTotalsResolvers<ContextType>;
  CreditPaymentResult?: CreditPaymentResultResolvers<ContextType>;
  CsvColumns?: CsvColumnsResolvers<ContextType>;
  CsvLayout?: CsvLayoutResolvers<ContextType>;
  CsvMapping?: CsvMappingResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  Decimal?: GraphQLScalarType;
  DefaultAccountsResult?: DefaultAccountsResultResolvers<ContextType>;
  DeletedResult?: DeletedResultResolvers<ContextType>;
  EmailResult?: EmailResultResolvers<ContextType>;
  FinancialAccount?: FinancialAccountResolvers<ContextType>;
  FinancialSummary?: FinancialSummaryResolvers<ContextType>;
  FinancialTransaction?: FinancialTransactionResolvers<ContextType>;
  ImportReading?: ImportReadingResolvers<ContextType>;
  ImportResult?: ImportResultResolvers<ContextType>;
  ImportReview?: ImportReviewResolvers<ContextType>;
  ImportReviewDraft?: ImportReviewDraftResolvers<ContextType>;
  ImportReviewRowPage?: ImportReviewRowPageResolvers<ContextType>;
  ImportSummary?: ImportSummaryResolvers<ContextType>;
  ImportedTransaction?: ImportedTransactionResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoiceActions?: InvoiceActionsResolvers<ContextType>;
  InvoiceComponent?: InvoiceComponentResolvers<ContextType>;
  InvoiceComponentActions?: InvoiceComponentActionsResolvers<ContextType>;
  InvoiceComponentDeleteResult?: InvoiceComponentDeleteResultResolvers<ContextType>;
  InvoiceComponentResult?: InvoiceComponentResultResolvers<ContextType>;
  InvoicePage?: InvoicePageResolvers<ContextType>;
  LineBenefit?: LineBenefitResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  MappingQuestion?: MappingQuestionResolvers<ContextType>;
  MonthlyFinancials?: MonthlyFinancialsResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OutboxAttachment?: OutboxAttachmentResolvers<ContextType>;
  OutboxMessage?: OutboxMessageResolvers<ContextType>;
  OutboxPage?: OutboxPageResolvers<ContextType>;
  Payment?: PaymentResolvers<ContextType>;
  PaymentDeleteResult?: PaymentDeleteResultResolvers<ContextType>;
  PaymentPage?: PaymentPageResolvers<ContextType>;
  PaymentReceipt?: PaymentReceiptResolvers<ContextType>;
  PaymentResult?: PaymentResultResolvers<ContextType>;
  PaymentTypeAmount?: PaymentTypeAmountResolvers<ContextType>;
  PaymentsByType?: PaymentsByTypeResolvers<ContextType>;
  PaymentsByTypeMonth?: PaymentsByTypeMonthResolvers<ContextType>;
  PlannedInvoice?: PlannedInvoiceResolvers<ContextType>;
  Practitioner?: PractitionerResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductFigure?: ProductFigureResolvers<ContextType>;
  ProductFigures?: ProductFiguresResolvers<ContextType>;
  ProfitAndLoss?: ProfitAndLossResolvers<ContextType>;
  ProfitAndLossAccount?: ProfitAndLossAccountResolvers<ContextType>;
  ProfitAndLossTotals?: ProfitAndLossTotalsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Recode?: RecodeResolvers<ContextType>;
  RecodePreview?: RecodePreviewResolvers<ContextType>;
  RecodePreviewRow?: RecodePreviewRowResolvers<ContextType>;
  RecodeResult?: RecodeResultResolvers<ContextType>;
  SkippedClient?: SkippedClientResolvers<ContextType>;
  SubscriptionCheckout?: SubscriptionCheckoutResolvers<ContextType>;
  Task?: TaskResolvers<ContextType>;
  TaskCount?: TaskCountResolvers<ContextType>;
  TaskList?: TaskListResolvers<ContextType>;
  TaxRate?: TaxRateResolvers<ContextType>;
  TaxReport?: TaxReportResolvers<ContextType>;
  TaxReportRate?: TaxReportRateResolvers<ContextType>;
  UndoRecodeResult?: UndoRecodeResultResolvers<ContextType>;
  UnpaidRun?: UnpaidRunResolvers<ContextType>;
  UnpaidRunInvoice?: UnpaidRunInvoiceResolvers<ContextType>;
  UnpaidRunPreview?: UnpaidRunPreviewResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  User?: UserResolvers<ContextType>;
  UserConfiguration?: UserConfigurationResolvers<ContextType>;
  UserPerformance?: UserPerformanceResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
};

