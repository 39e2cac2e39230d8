/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment BillingRunFields on BillingRun {\n    id\n    periodStart\n    periodEnd\n    runAt\n    createdByName\n    invoiceCount\n    total\n    paid\n    skippedCount\n    complete\n  }\n": typeof types.BillingRunFieldsFragmentDoc,
    "\n  query BillingRunList {\n    billingRuns {\n      ...BillingRunFields\n    }\n  }\n": typeof types.BillingRunListDocument,
    "\n  query BillingRunInvoices($id: ID!) {\n    billingRun(id: $id) {\n      ...BillingRunFields\n      invoices {\n        id\n        uniqueId\n        status\n        statusLabel\n        amount\n        paid\n        amountDue\n        description\n        client {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.BillingRunInvoicesDocument,
    "\n  query BillingRunPreview($periodStart: Date!, $periodEnd: Date!) {\n    billingRunPreview(periodStart: $periodStart, periodEnd: $periodEnd) {\n      periodStart\n      periodEnd\n      total\n      invoices {\n        clientId\n        clientName\n        planId\n        planName\n        amount\n        lineCount\n        billedFor\n      }\n      skipped {\n        clientId\n        clientName\n        planId\n        planName\n        reason\n      }\n    }\n  }\n": typeof types.BillingRunPreviewDocument,
    "\n  fragment BillingRunOutcomeFields on BillingRunResult {\n    run {\n      ...BillingRunFields\n    }\n    invoices {\n      clientId\n      clientName\n      planId\n      planName\n      billedFor\n      amount\n    }\n    skipped {\n      clientId\n      clientName\n      planName\n      reason\n    }\n    total\n  }\n": typeof types.BillingRunOutcomeFieldsFragmentDoc,
    "\n  fragment BillingRunJobFields on BillingRunJob {\n    id\n    periodStart\n    periodEnd\n    status\n    done\n    total\n    finishedAt\n    error {\n      code\n      message\n    }\n    outcome {\n      ...BillingRunOutcomeFields\n    }\n  }\n": typeof types.BillingRunJobFieldsFragmentDoc,
    "\n  query BillingRunJob($id: ID!) {\n    billingRunJob(id: $id) {\n      ...BillingRunJobFields\n    }\n  }\n": typeof types.BillingRunJobDocument,
    "\n  mutation StartBillingRunJob($periodStart: Date!, $periodEnd: Date!) {\n    startBillingRunJob(periodStart: $periodStart, periodEnd: $periodEnd) {\n      ...BillingRunJobFields\n    }\n  }\n": typeof types.StartBillingRunJobDocument,
    "\n  fragment CatalogProductFields on Product {\n    id\n    code\n    name\n    description\n    unitCost\n    nappiCode\n    bhfCode\n    active\n  }\n": typeof types.CatalogProductFieldsFragmentDoc,
    "\n  query CatalogProducts($search: String) {\n    products(search: $search) {\n      ...CatalogProductFields\n    }\n  }\n": typeof types.CatalogProductsDocument,
    "\n  mutation CatalogCreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      ...CatalogProductFields\n    }\n  }\n": typeof types.CatalogCreateProductDocument,
    "\n  mutation CatalogUpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...CatalogProductFields\n    }\n  }\n": typeof types.CatalogUpdateProductDocument,
    "\n  mutation CatalogDeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n    }\n  }\n": typeof types.CatalogDeleteProductDocument,
    "\n  fragment CatalogBillingPlanFields on BillingPlan {\n    id\n    name\n    description\n    frequency\n    bookings\n    active\n    amount\n    items {\n      id\n      productId\n      description\n      quantity\n      unitCost\n      discountPercentage\n      amount\n      bhfCode\n      nappiCode\n      modifier\n    }\n  }\n": typeof types.CatalogBillingPlanFieldsFragmentDoc,
    "\n  query CatalogBillingPlans($search: String) {\n    billingPlans(kind: ALL, search: $search) {\n      ...CatalogBillingPlanFields\n    }\n  }\n": typeof types.CatalogBillingPlansDocument,
    "\n  mutation CatalogCreateBillingPlan($input: BillingPlanInput!) {\n    createBillingPlan(input: $input) {\n      ...CatalogBillingPlanFields\n    }\n  }\n": typeof types.CatalogCreateBillingPlanDocument,
    "\n  mutation CatalogUpdateBillingPlan($id: ID!, $input: BillingPlanInput!) {\n    updateBillingPlan(id: $id, input: $input) {\n      ...CatalogBillingPlanFields\n    }\n  }\n": typeof types.CatalogUpdateBillingPlanDocument,
    "\n  mutation CatalogDeleteBillingPlan($id: ID!) {\n    deleteBillingPlan(id: $id) {\n      id\n    }\n  }\n": typeof types.CatalogDeleteBillingPlanDocument,
    "\n  fragment ClaimFields on Claim {\n    id\n    uniqueId\n    invoiceId\n    invoiceUniqueId\n    clientName\n    medicalAidName\n    medicalAidNumber\n    practitionerId\n    practitionerName\n    submissionMethod\n    submissionMethodLabel\n    status\n    statusLabel\n    amount\n    benefit\n    clearingReference\n    notes\n    createdAt\n    updatedAt\n    actions {\n      canUpdate\n      canDelete\n      canSubmit\n      canCheckBenefits\n      canReverse\n    }\n  }\n": typeof types.ClaimFieldsFragmentDoc,
    "\n  fragment ClaimDetailFields on Claim {\n    ...ClaimFields\n    practiceNumber\n    medicalAidPlan\n    dependantCode\n    invoice {\n      id\n      numberOfClaims\n      status\n      actions {\n        canDelete\n        canCreateClaim\n      }\n    }\n    lines {\n      id\n      description\n      quantity\n      amount\n      bhfCode\n      nappiCode\n      modifier\n      diagnosisCode1\n      diagnosisCode2\n      diagnosisCode3\n      diagnosisCode4\n      diagnosisCode5\n    }\n    events {\n      id\n      status\n      action\n      message\n      createdByName\n      createdAt\n    }\n  }\n": typeof types.ClaimDetailFieldsFragmentDoc,
    "\n  query ClaimList($practitionerId: ID, $invoiceId: ID) {\n    claims(practitionerId: $practitionerId, invoiceId: $invoiceId) {\n      ...ClaimFields\n    }\n    clearingHouse {\n      name\n      sandbox\n    }\n  }\n": typeof types.ClaimListDocument,
    "\n  query ClaimDetail($id: ID!) {\n    claim(id: $id) {\n      ...ClaimDetailFields\n    }\n    clearingHouse {\n      name\n      sandbox\n    }\n  }\n": typeof types.ClaimDetailDocument,
    "\n  mutation SubmitClaimByEdi($id: ID!) {\n    submitClaimByEdi(id: $id) {\n      ...ClaimDetailFields\n    }\n  }\n": typeof types.SubmitClaimByEdiDocument,
    "\n  mutation SubmitClaimByEmail($id: ID!, $email: String!) {\n    submitClaimByEmail(id: $id, email: $email) {\n      ...ClaimDetailFields\n    }\n  }\n": typeof types.SubmitClaimByEmailDocument,
    "\n  mutation ReverseClaim($id: ID!) {\n    reverseClaim(id: $id) {\n      ...ClaimDetailFields\n    }\n  }\n": typeof types.ReverseClaimDocument,
    "\n  mutation UpdateClaim($id: ID!, $input: UpdateClaimInput!) {\n    updateClaim(id: $id, input: $input) {\n      ...ClaimDetailFields\n    }\n  }\n": typeof types.UpdateClaimDocument,
    "\n  mutation CheckClaimBenefits($id: ID!) {\n    checkClaimBenefits(id: $id) {\n      outcome\n      claimed\n      benefit\n      reasons\n      clearingHouse\n      lines {\n        line\n        claimed\n        benefit\n      }\n      claim {\n        ...ClaimDetailFields\n      }\n    }\n  }\n": typeof types.CheckClaimBenefitsDocument,
    "\n  mutation DeleteClaim($id: ID!) {\n    deleteClaim(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteClaimDocument,
    "\n  mutation CreateClaim($invoiceId: ID!, $submissionMethod: ClaimSubmissionMethod!) {\n    createClaim(invoiceId: $invoiceId, submissionMethod: $submissionMethod) {\n      ...ClaimDetailFields\n    }\n  }\n": typeof types.CreateClaimDocument,
    "\n  mutation EmailClientStatement($clientId: ID!, $start: Date, $end: Date, $to: String, $idempotencyKey: String) {\n    emailClientStatement(clientId: $clientId, start: $start, end: $end, to: $to, idempotencyKey: $idempotencyKey) {\n      to\n      status\n      error\n    }\n  }\n": typeof types.EmailClientStatementDocument,
    "\n  fragment ClientFields on ClientRecord {\n    id\n    firstName\n    lastName\n    name\n    email\n    phone\n    idNumber\n    dateOfBirth\n    medicalAidName\n    medicalAidPlan\n    medicalAidNumber\n    dependantCode\n    address\n    active\n  }\n": typeof types.ClientFieldsFragmentDoc,
    "\n  query ClientsList($search: String, $includeArchived: Boolean, $offset: Int, $limit: Int) {\n    clients(search: $search, includeArchived: $includeArchived, offset: $offset, limit: $limit) {\n      total\n      offset\n      limit\n      clients {\n        ...ClientFields\n      }\n    }\n  }\n": typeof types.ClientsListDocument,
    "\n  query ClientDetails($id: ID!) {\n    client(id: $id) {\n      ...ClientFields\n      summary {\n        invoiceCount\n        invoiced\n        paid\n        owed\n      }\n      credit\n      balance\n      invoices {\n        id\n        uniqueId\n        statusLabel\n        invoiced\n        due\n        amount\n        paid\n        amountDue\n      }\n      payments {\n        kind\n        receiptId\n        paymentId\n        paid\n        type\n        typeLabel\n        description\n        amount\n        allocations {\n          paymentId\n          invoiceId\n          invoiceUniqueId\n          componentDescription\n          amount\n        }\n        creditKept\n        reversed\n      }\n    }\n  }\n": typeof types.ClientDetailsDocument,
    "\n  mutation CreateClient($input: ClientInput!) {\n    createClient(input: $input) {\n      ...ClientFields\n    }\n  }\n": typeof types.CreateClientDocument,
    "\n  mutation UpdateClient($id: ID!, $input: ClientInput!) {\n    updateClient(id: $id, input: $input) {\n      ...ClientFields\n    }\n  }\n": typeof types.UpdateClientDocument,
    "\n  mutation SetClientActive($id: ID!, $active: Boolean!) {\n    setClientActive(id: $id, active: $active) {\n      ...ClientFields\n    }\n  }\n": typeof types.SetClientActiveDocument,
    "\n  query CompanyTimeZone {\n    viewer {\n      company {\n        id\n        region\n        timeZone\n        timeZoneChosen\n      }\n    }\n  }\n": typeof types.CompanyTimeZoneDocument,
    "\n  mutation SetCompanyTimeZone($timeZone: String) {\n    setCompanyTimeZone(timeZone: $timeZone) {\n      id\n      region\n      timeZone\n      timeZoneChosen\n    }\n  }\n": typeof types.SetCompanyTimeZoneDocument,
    "\n  fragment CompanyTaxFields on Company {\n    id\n    region\n    chargesTax\n    taxName\n    taxRegistrationNumber\n    taxRatesChosen\n    taxRates {\n      rate\n      percent\n      label\n    }\n  }\n": typeof types.CompanyTaxFieldsFragmentDoc,
    "\n  query CompanyTax {\n    viewer {\n      company {\n        ...CompanyTaxFields\n      }\n    }\n  }\n": typeof types.CompanyTaxDocument,
    "\n  mutation SetCompanyTax($input: CompanyTaxInput!) {\n    setCompanyTax(input: $input) {\n      ...CompanyTaxFields\n    }\n  }\n": typeof types.SetCompanyTaxDocument,
    "\n  fragment FmAccountRule on AccountRule {\n    id\n    position\n    match\n    text\n    direction\n    financialAccountCode\n    financialAccountName\n  }\n": typeof types.FmAccountRuleFragmentDoc,
    "\n  fragment FmBankProfile on BankProfile {\n    id\n    name\n    lastUsedAt\n    layout {\n      delimiter\n      dateOrder\n      decimalMark\n      signConvention\n    }\n  }\n": typeof types.FmBankProfileFragmentDoc,
    "\n  query FmBankProfiles {\n    bankProfiles {\n      id\n      ...FmBankProfile\n    }\n  }\n": typeof types.FmBankProfilesDocument,
    "\n  query FmDashboard($start: Date!, $end: Date!) {\n    financialSummary(start: $start, end: $end) {\n      start\n      end\n      ...FmSummaryFigures\n      ...FmExpenseSummary\n    }\n  }\n": typeof types.FmDashboardDocument,
    "\n  fragment FmExpenseSummary on FinancialSummary {\n    currencySymbol\n    expenseAccounts {\n      financialAccountCode\n      financialAccountName\n      amount\n    }\n  }\n": typeof types.FmExpenseSummaryFragmentDoc,
    "\n  fragment FmImportReading on ImportReading {\n    encoding\n    dateOrder\n    dateOrderFrom\n    decimalMark\n    signConvention\n    notes\n    currency\n    account\n  }\n": typeof types.FmImportReadingFragmentDoc,
    "\n  fragment FmImportSummary on ImportSummary {\n    count\n    moneyIn\n    moneyOut\n    net\n    duplicates\n    openingBalance\n    closingBalance\n    expectedClosingBalance\n    balanceMismatch\n  }\n": typeof types.FmImportSummaryFragmentDoc,
    "\n  fragment FmLastRecode on Recode {\n    id\n    at\n    byRules\n    startDate\n    endDate\n    financialAccountCode\n    description\n    changed\n    undoneAt\n    username\n  }\n": typeof types.FmLastRecodeFragmentDoc,
    "\n  query FmLastRecode {\n    lastRecode {\n      id\n      ...FmLastRecode\n    }\n  }\n": typeof types.FmLastRecodeDocument,
    "\n  fragment FmCsvMapping on CsvMapping {\n    fingerprint\n    header\n    preview\n    questions {\n      about\n      message\n    }\n    layout {\n      encoding\n      delimiter\n      skipRecords\n      hasHeader\n      columns {\n        date\n        valueDate\n        description\n        amount\n        debit\n        credit\n        flag\n        currency\n        reference\n        balance\n        accountCode\n      }\n      dateOrder\n      decimalMark\n      signConvention\n      outFlags\n    }\n  }\n": typeof types.FmCsvMappingFragmentDoc,
    "\n  fragment FmMonthlyChart on MonthlyFinancials {\n    month\n    income\n    expenses\n    profit\n  }\n": typeof types.FmMonthlyChartFragmentDoc,
    "\n  query FmMonthlyFinancials($start: Date!, $end: Date!) {\n    monthlyFinancials(start: $start, end: $end) {\n      month\n      ...FmMonthlyChart\n    }\n  }\n": typeof types.FmMonthlyFinancialsDocument,
    "\n  fragment FmRecodePreview on RecodePreview {\n    changed\n    rows {\n      transaction {\n        id\n        processed\n        description\n        debit\n        credit\n        financialAccountCode\n        financialAccountName\n      }\n      newFinancialAccountCode\n      newFinancialAccountName\n    }\n  }\n": typeof types.FmRecodePreviewFragmentDoc,
    "\n  fragment FmSummaryFigures on FinancialSummary {\n    income\n    expenses\n    profit\n    paymentsReceived\n    currencySymbol\n  }\n": typeof types.FmSummaryFiguresFragmentDoc,
    "\n  fragment FmTransactionForm on FinancialTransaction {\n    id\n    processed\n    financialAccountCode\n    description\n    debit\n    credit\n  }\n": typeof types.FmTransactionFormFragmentDoc,
    "\n  fragment FmTransactionRow on FinancialTransaction {\n    id\n    processed\n    financialAccountCode\n    financialAccountName\n    financialAccountType\n    status\n    description\n    debit\n    credit\n  }\n": typeof types.FmTransactionRowFragmentDoc,
    "\n  query FmTransactions(\n    $start: Date!\n    $end: Date!\n    $type: AccountType\n    $accountCode: String\n    $invoiceId: ID\n    $appointmentId: ID\n  ) {\n    financialTransactions(\n      start: $start\n      end: $end\n      type: $type\n      accountCode: $accountCode\n      invoiceId: $invoiceId\n      appointmentId: $appointmentId\n    ) {\n      id\n      ...FmTransactionRow\n    }\n  }\n": typeof types.FmTransactionsDocument,
    "\n  query FmAccounts {\n    financialAccounts {\n      id\n      code\n      name\n      type\n      status\n    }\n  }\n": typeof types.FmAccountsDocument,
    "\n  query FmTransaction($id: ID!) {\n    financialTransaction(id: $id) {\n      id\n      ...FmTransactionForm\n      ...FmTransactionRow\n    }\n  }\n": typeof types.FmTransactionDocument,
    "\n  query FmAccountRules {\n    accountRules {\n      id\n      ...FmAccountRule\n    }\n  }\n": typeof types.FmAccountRulesDocument,
    "\n  mutation FmCreateAccountRule($input: AccountRuleInput!) {\n    createAccountRule(input: $input) {\n      id\n      ...FmAccountRule\n    }\n  }\n": typeof types.FmCreateAccountRuleDocument,
    "\n  mutation FmCreateTransaction($input: FinancialTransactionInput!) {\n    createFinancialTransaction(input: $input) {\n      id\n      ...FmTransactionRow\n    }\n  }\n": typeof types.FmCreateTransactionDocument,
    "\n  mutation FmDeleteAccountRule($id: ID!) {\n    deleteAccountRule(id: $id) {\n      id\n    }\n  }\n": typeof types.FmDeleteAccountRuleDocument,
    "\n  mutation FmDeleteBankProfile($id: ID!) {\n    deleteBankProfile(id: $id) {\n      id\n    }\n  }\n": typeof types.FmDeleteBankProfileDocument,
    "\n  mutation FmDeleteTransaction($id: ID!) {\n    deleteFinancialTransaction(id: $id) {\n      id\n    }\n  }\n": typeof types.FmDeleteTransactionDocument,
    "\n  mutation FmImportTransactions($rows: [ImportedTransactionInput!]!, $format: ImportFormat, $idempotencyKey: String) {\n    importFinancialTransactions(rows: $rows, format: $format, idempotencyKey: $idempotencyKey) {\n      imported\n      replayed\n    }\n  }\n": typeof types.FmImportTransactionsDocument,
    "\n  query FmImportReviewRows($reviewId: ID!, $offset: Int!, $limit: Int!) {\n    importReviewRows(reviewId: $reviewId, offset: $offset, limit: $limit) {\n      total\n      offset\n      rows {\n        id\n        line\n        processed\n        financialAccountCode\n        description\n        amount\n        duplicate\n        duplicateOf\n      }\n    }\n  }\n": typeof types.FmImportReviewRowsDocument,
    "\n  mutation FmStoreImportReview($reviewId: ID!, $accountCode: String, $includeDuplicates: Boolean) {\n    storeImportReview(reviewId: $reviewId, accountCode: $accountCode, includeDuplicates: $includeDuplicates) {\n      imported\n      replayed\n    }\n  }\n": typeof types.FmStoreImportReviewDocument,
    "\n  mutation FmDeleteImportReview($reviewId: ID!) {\n    deleteImportReview(reviewId: $reviewId) {\n      id\n    }\n  }\n": typeof types.FmDeleteImportReviewDocument,
    "\n  mutation FmRecodeTransactions($input: RecodeInput!) {\n    recodeFinancialTransactions(input: $input) {\n      changed\n      recode {\n        id\n        ...FmLastRecode\n      }\n    }\n  }\n": typeof types.FmRecodeTransactionsDocument,
    "\n  query FmRecodePreview($input: RecodeInput!) {\n    recodePreview(input: $input) {\n      changed\n      ...FmRecodePreview\n    }\n  }\n": typeof types.FmRecodePreviewDocument,
    "\n  mutation FmRenameBankProfile($id: ID!, $name: String!) {\n    renameBankProfile(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n": typeof types.FmRenameBankProfileDocument,
    "\n  mutation FmReviewImport($format: ImportFormat!, $file: Upload!, $layout: CsvLayoutInput, $keepOnServer: Boolean) {\n    reviewFinancialTransactionImport(format: $format, file: $file, layout: $layout, keepOnServer: $keepOnServer) {\n      format\n      fileName\n      needsMapping\n      rows {\n        id\n        line\n        processed\n        financialAccountCode\n        description\n        amount\n        duplicate\n        duplicateOf\n        suggestedAccountCode\n        ruleId\n      }\n      summary {\n        ...FmImportSummary\n      }\n      reading {\n        ...FmImportReading\n      }\n      csv {\n        ...FmCsvMapping\n      }\n      profile {\n        id\n        name\n      }\n      draft {\n        id\n        pageRows\n      }\n    }\n  }\n": typeof types.FmReviewImportDocument,
    "\n  mutation FmSaveBankProfile($input: BankProfileInput!) {\n    saveBankProfile(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.FmSaveBankProfileDocument,
    "\n  mutation FmUndoRecode($id: ID!) {\n    undoRecode(id: $id) {\n      restored\n      recode {\n        id\n        ...FmLastRecode\n      }\n    }\n  }\n": typeof types.FmUndoRecodeDocument,
    "\n  mutation FmUpdateAccountRule($id: ID!, $input: AccountRuleInput!) {\n    updateAccountRule(id: $id, input: $input) {\n      id\n      ...FmAccountRule\n    }\n  }\n": typeof types.FmUpdateAccountRuleDocument,
    "\n  mutation FmUpdateTransaction($id: ID!, $input: FinancialTransactionInput!) {\n    updateFinancialTransaction(id: $id, input: $input) {\n      id\n      ...FmTransactionRow\n      ...FmTransactionForm\n    }\n  }\n": typeof types.FmUpdateTransactionDocument,
    "\n  query InvoicePrint($id: ID!) {\n    viewer {\n      company {\n        id\n        name\n        address\n        phone\n        email\n        practiceNumber\n        taxName\n        taxRegistrationNumber\n        currencySymbol\n        timeZone\n      }\n    }\n    invoice(id: $id) {\n      id\n      uniqueId\n      statusLabel\n      invoiced\n      due\n      description\n      practitionerName\n      amount\n      paid\n      amountDue\n      client {\n        id\n        name\n        email\n      }\n      components {\n        id\n        description\n        quantity\n        unitCost\n        discountPercentage\n        amount\n        taxRate\n        taxAmount\n      }\n      payments {\n        id\n        paid\n        typeLabel\n        description\n        amount\n      }\n    }\n  }\n": typeof types.InvoicePrintDocument,
    "\n  query InvoiceTaxLines($invoiceId: ID!) {\n    viewer {\n      company {\n        id\n        taxName\n        taxRegistrationNumber\n      }\n    }\n    invoiceComponents(invoiceId: $invoiceId) {\n      id\n      description\n      amount\n      taxRate\n      taxAmount\n    }\n  }\n": typeof types.InvoiceTaxLinesDocument,
    "\n  fragment InvoiceFields on Invoice {\n    id\n    uniqueId\n    status\n    statusLabel\n    amount\n    paid\n    amountDue\n    invoiced\n    due\n    description\n    numberOfClaims\n    version\n    practitionerName\n    downloadPath\n    client {\n      id\n      name\n      email\n    }\n    actions {\n      canDelete\n      canPayInFull\n      canCreateClaim\n      canAddBillingPlan\n      canAddProduct\n    }\n  }\n": typeof types.InvoiceFieldsFragmentDoc,
    "\n  fragment InvoiceComponentFields on InvoiceComponent {\n    id\n    invoiceId\n    description\n    quantity\n    unitCost\n    discountPercentage\n    amount\n    paid\n    amountDue\n    bhfCode\n    nappiCode\n    modifier\n    diagnosisCode1\n    diagnosisCode2\n    diagnosisCode3\n    diagnosisCode4\n    diagnosisCode5\n    productId\n    actions {\n      canUpdate\n      canDelete\n      canPay\n    }\n  }\n": typeof types.InvoiceComponentFieldsFragmentDoc,
    "\n  fragment InvoiceWithComponents on Invoice {\n    ...InvoiceFields\n    components {\n      ...InvoiceComponentFields\n    }\n  }\n": typeof types.InvoiceWithComponentsFragmentDoc,
    "\n  query InvoiceListPage($query: InvoiceListQuery) {\n    invoices(query: $query) {\n      data {\n        ...InvoiceFields\n      }\n      totalElements\n      page\n      size\n    }\n  }\n": typeof types.InvoiceListPageDocument,
    "\n  query PractitionerInvoiceListPage($practitionerId: ID!, $query: InvoiceListQuery) {\n    practitionerInvoices(practitionerId: $practitionerId, query: $query) {\n      data {\n        ...InvoiceFields\n      }\n      totalElements\n      page\n      size\n    }\n  }\n": typeof types.PractitionerInvoiceListPageDocument,
    "\n  query SelectedInvoice($id: ID!) {\n    invoice(id: $id) {\n      ...InvoiceWithComponents\n      payments {\n        id\n        description\n        type\n        typeLabel\n        amount\n        paid\n        componentId\n      }\n    }\n  }\n": typeof types.SelectedInvoiceDocument,
    "\n  query InvoiceComponents($invoiceId: ID!) {\n    invoice(id: $invoiceId) {\n      ...InvoiceFields\n    }\n    invoiceComponents(invoiceId: $invoiceId) {\n      ...InvoiceComponentFields\n    }\n  }\n": typeof types.InvoiceComponentsDocument,
    "\n  query InvoiceComponentList($invoiceId: ID!) {\n    invoiceComponents(invoiceId: $invoiceId) {\n      ...InvoiceComponentFields\n    }\n  }\n": typeof types.InvoiceComponentListDocument,
    "\n  query ActiveBillingPlans {\n    billingPlans(kind: ACTIVE) {\n      id\n      name\n      amount\n    }\n  }\n": typeof types.ActiveBillingPlansDocument,
    "\n  query ProductChoices {\n    products {\n      id\n      code\n      name\n      unitCost\n      active\n    }\n  }\n": typeof types.ProductChoicesDocument,
    "\n  mutation AddBillingPlanToInvoice($invoiceId: ID!, $billingPlanId: ID!) {\n    addBillingPlanToInvoice(invoiceId: $invoiceId, billingPlanId: $billingPlanId) {\n      ...InvoiceWithComponents\n    }\n  }\n": typeof types.AddBillingPlanToInvoiceDocument,
    "\n  mutation AddProductToInvoice($invoiceId: ID!, $productId: ID!) {\n    addProductToInvoice(invoiceId: $invoiceId, productId: $productId) {\n      ...InvoiceWithComponents\n    }\n  }\n": typeof types.AddProductToInvoiceDocument,
    "\n  mutation DeleteInvoice($id: ID!) {\n    deleteInvoice(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteInvoiceDocument,
    "\n  mutation DeleteInvoiceComponent($id: ID!) {\n    deleteInvoiceComponent(id: $id) {\n      id\n      invoice {\n        id\n        ...InvoiceWithComponents\n      }\n    }\n  }\n": typeof types.DeleteInvoiceComponentDocument,
    "\n  mutation EmailInvoice($id: ID!, $to: String, $idempotencyKey: String) {\n    emailInvoice(id: $id, to: $to, idempotencyKey: $idempotencyKey) {\n      to\n      messageId\n      status\n      error\n    }\n  }\n": typeof types.EmailInvoiceDocument,
    "\n  mutation UpdateInvoice($id: ID!, $input: UpdateInvoiceInput!) {\n    updateInvoice(id: $id, input: $input) {\n      ...InvoiceFields\n    }\n  }\n": typeof types.UpdateInvoiceDocument,
    "\n  mutation UpdateInvoiceComponent($id: ID!, $input: InvoiceComponentInput!) {\n    updateInvoiceComponent(id: $id, input: $input) {\n      component {\n        ...InvoiceComponentFields\n      }\n      invoice {\n        ...InvoiceFields\n      }\n    }\n  }\n": typeof types.UpdateInvoiceComponentDocument,
    "\n  query NewInvoiceTax {\n    viewer {\n      company {\n        id\n        chargesTax\n        taxName\n        taxRates {\n          rate\n          percent\n        }\n      }\n    }\n  }\n": typeof types.NewInvoiceTaxDocument,
    "\n  query NewInvoiceClients($search: String) {\n    clients(search: $search, limit: 8) {\n      total\n      clients {\n        id\n        name\n        email\n      }\n    }\n  }\n": typeof types.NewInvoiceClientsDocument,
    "\n  query NewInvoiceCatalog {\n    products {\n      id\n      code\n      name\n      unitCost\n      bhfCode\n      nappiCode\n      active\n    }\n    billingPlans(kind: ACTIVE) {\n      id\n      name\n      items {\n        id\n        productId\n        description\n        quantity\n        unitCost\n        discountPercentage\n        bhfCode\n        nappiCode\n        modifier\n      }\n    }\n  }\n": typeof types.NewInvoiceCatalogDocument,
    "\n  mutation NewInvoiceCreate($input: CreateInvoiceInput!) {\n    createInvoice(input: $input) {\n      ...InvoiceFields\n    }\n  }\n": typeof types.NewInvoiceCreateDocument,
    "\n  mutation NewInvoiceAddLine($invoiceId: ID!, $input: InvoiceComponentInput!) {\n    addInvoiceComponent(invoiceId: $invoiceId, input: $input) {\n      component {\n        ...InvoiceComponentFields\n      }\n      invoice {\n        ...InvoiceFields\n      }\n    }\n  }\n": typeof types.NewInvoiceAddLineDocument,
    "\n  fragment OutboxMessageFields on OutboxMessage {\n    id\n    kind\n    to\n    cc\n    subject\n    status\n    error\n    attempts\n    createdAt\n    sentAt\n    attachments {\n      position\n      fileName\n      contentType\n      sizeBytes\n      downloadUrl\n    }\n  }\n": typeof types.OutboxMessageFieldsFragmentDoc,
    "\n  query OutboxList($status: OutboxStatus, $offset: Int, $limit: Int) {\n    outbox(status: $status, offset: $offset, limit: $limit) {\n      total\n      offset\n      limit\n      messages {\n        ...OutboxMessageFields\n      }\n    }\n  }\n": typeof types.OutboxListDocument,
    "\n  query OutboxMessageDetail($id: ID!) {\n    outboxMessage(id: $id) {\n      ...OutboxMessageFields\n      text\n      html\n    }\n  }\n": typeof types.OutboxMessageDetailDocument,
    "\n  mutation ResendMessage($id: ID!) {\n    resendMessage(id: $id) {\n      ...OutboxMessageFields\n      id\n      status\n      error\n      text\n      html\n    }\n  }\n": typeof types.ResendMessageDocument,
    "\n  query PaymentClientSearch($search: String) {\n    clients(search: $search, limit: 10) {\n      total\n      clients {\n        id\n        name\n        email\n      }\n    }\n  }\n": typeof types.PaymentClientSearchDocument,
    "\n  query ClientPaymentChoices($clientId: ID!) {\n    clientInvoices(clientId: $clientId) {\n      id\n      uniqueId\n      invoiced\n      status\n      amount\n      paid\n      amountDue\n    }\n    clientCredit(clientId: $clientId) {\n      clientId\n      credit\n    }\n  }\n": typeof types.ClientPaymentChoicesDocument,
    "\n  mutation PayClientInvoices($clientId: ID!, $input: ClientPaymentInput!) {\n    payClientInvoices(clientId: $clientId, input: $input) {\n      created\n      credit\n      receipt {\n        id\n        amount\n        creditKept\n      }\n      invoices {\n        id\n        status\n        paid\n        amountDue\n        version\n      }\n    }\n  }\n": typeof types.PayClientInvoicesDocument,
    "\n  mutation ApplyClientCredit($invoiceId: ID!, $input: ApplyCreditInput!) {\n    applyClientCredit(invoiceId: $invoiceId, input: $input) {\n      created\n      credit\n      payment {\n        id\n        amount\n      }\n      invoice {\n        id\n        status\n        paid\n        amountDue\n        version\n      }\n    }\n  }\n": typeof types.ApplyClientCreditDocument,
    "\n  fragment PaymentFields on Payment {\n    id\n    invoiceId\n    invoiceUniqueId\n    componentId\n    componentDescription\n    clientName\n    description\n    type\n    typeLabel\n    amount\n    paid\n    createdAt\n    receiptId\n    fromCredit\n  }\n": typeof types.PaymentFieldsFragmentDoc,
    "\n  query PaymentListPage($query: PaymentListQuery) {\n    payments(query: $query) {\n      data {\n        ...PaymentFields\n      }\n      totalRecords\n      page\n      size\n    }\n  }\n": typeof types.PaymentListPageDocument,
    "\n  query PractitionerPaymentListPage($practitionerId: ID!, $query: PaymentListQuery) {\n    practitionerPayments(practitionerId: $practitionerId, query: $query) {\n      data {\n        ...PaymentFields\n      }\n      totalRecords\n      page\n      size\n    }\n  }\n": typeof types.PractitionerPaymentListPageDocument,
    "\n  query PaymentDetail($id: ID!) {\n    payment(id: $id) {\n      ...PaymentFields\n      clientEmail\n    }\n  }\n": typeof types.PaymentDetailDocument,
    "\n  mutation DeletePayment($id: ID!) {\n    deletePayment(id: $id) {\n      id\n      invoice {\n        ...InvoiceFields\n      }\n    }\n  }\n": typeof types.DeletePaymentDocument,
    "\n  mutation PayInvoice($invoiceId: ID!, $input: PaymentInput!) {\n    payInvoice(invoiceId: $invoiceId, input: $input) {\n      created\n      payment {\n        id\n        amount\n        paid\n        type\n      }\n      invoice {\n        ...InvoiceWithComponents\n      }\n    }\n  }\n": typeof types.PayInvoiceDocument,
    "\n  mutation PayInvoiceComponent($componentId: ID!, $input: PaymentInput!) {\n    payInvoiceComponent(componentId: $componentId, input: $input) {\n      created\n      payment {\n        id\n        amount\n        paid\n        type\n      }\n      component {\n        ...InvoiceComponentFields\n      }\n      invoice {\n        ...InvoiceFields\n      }\n    }\n  }\n": typeof types.PayInvoiceComponentDocument,
    "\n  mutation EmailReceipt($paymentId: ID!, $to: String, $idempotencyKey: String) {\n    emailReceipt(paymentId: $paymentId, to: $to, idempotencyKey: $idempotencyKey) {\n      to\n      status\n      error\n    }\n  }\n": typeof types.EmailReceiptDocument,
    "\n  query PractitionerChoices {\n    practitioners {\n      id\n      name\n    }\n  }\n": typeof types.PractitionerChoicesDocument,
    "\n  query ReportsAgedReceivables($asOf: Date!) {\n    agedReceivables(asOf: $asOf) {\n      asOf\n      currencySymbol\n      downloadPath\n      clients {\n        clientId\n        name\n        amounts {\n          ...ReportsAgedAmounts\n        }\n      }\n      totals {\n        ...ReportsAgedAmounts\n      }\n    }\n  }\n": typeof types.ReportsAgedReceivablesDocument,
    "\n  fragment ReportsAgedAmounts on AgedAmounts {\n    current\n    days1To30\n    days31To60\n    days61To90\n    days91To120\n    over120\n    total\n    invoices\n  }\n": typeof types.ReportsAgedAmountsFragmentDoc,
    "\n  query ReportsProfitAndLoss($start: Date!, $end: Date!) {\n    profitAndLoss(start: $start, end: $end) {\n      start\n      end\n      currencySymbol\n      downloadPath\n      months\n      accounts {\n        code\n        name\n        kind\n        amounts\n        total\n      }\n      monthTotals {\n        month\n        income\n        expenses\n        netProfit\n      }\n      totals {\n        income\n        expenses\n        netProfit\n      }\n    }\n  }\n": typeof types.ReportsProfitAndLossDocument,
    "\n  query ReportsPaymentsByType($start: Date!, $end: Date!) {\n    paymentsByType(start: $start, end: $end) {\n      start\n      end\n      currencySymbol\n      downloadPath\n      months {\n        month\n        total\n        types {\n          type\n          amount\n        }\n      }\n      types {\n        type\n        label\n        amount\n        count\n      }\n      total\n    }\n  }\n": typeof types.ReportsPaymentsByTypeDocument,
    "\n  query ReportsTaxSettings {\n    viewer {\n      company {\n        id\n        chargesTax\n        taxName\n      }\n    }\n  }\n": typeof types.ReportsTaxSettingsDocument,
    "\n  query ReportsTaxReport($start: Date!, $end: Date!) {\n    taxReport(start: $start, end: $end) {\n      start\n      end\n      taxName\n      registrationNumber\n      currencySymbol\n      rates {\n        rate\n        percent\n        label\n        lines\n        invoices\n        gross\n        net\n        tax\n      }\n      outputGross\n      outputNet\n      outputTax\n      inputTax\n      inputAccount\n      netPayable\n      downloadPath\n    }\n  }\n": typeof types.ReportsTaxReportDocument,
    "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      accessToken\n      tokenType\n      expiresIn\n      viewer {\n        ...SessionViewer\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  fragment SessionViewer on Viewer {\n    user {\n      id\n      username\n      firstName\n      lastName\n      roles\n      companyId\n    }\n    company {\n      id\n      name\n      type\n      region\n      currencySymbol\n      timeZone\n      isHealth\n    }\n    configuration {\n      rowsPerPage\n    }\n  }\n": typeof types.SessionViewerFragmentDoc,
    "\n  query SessionViewer {\n    viewer {\n      ...SessionViewer\n    }\n  }\n": typeof types.SessionViewerDocument,
    "\n  query FmTasks($limit: Int!) {\n    financeTasks(limit: $limit) {\n      total\n      counts {\n        kind\n        state\n        count\n        amount\n        screen\n      }\n      tasks {\n        id\n        kind\n        reference\n        title\n        detail\n        amount\n        since\n        screen\n      }\n    }\n  }\n": typeof types.FmTasksDocument,
    "\n  fragment UnpaidRunFields on UnpaidRun {\n    id\n    olderThanDays\n    runAt\n    finishedAt\n    status\n    invoiceCount\n    totalDue\n    emailsSent\n    emailsFailed\n    emailsWithoutAddress\n    emailsPending\n  }\n": typeof types.UnpaidRunFieldsFragmentDoc,
    "\n  query UnpaidRunList {\n    unpaidRuns {\n      ...UnpaidRunFields\n    }\n  }\n": typeof types.UnpaidRunListDocument,
    "\n  query UnpaidRunDetail($id: ID!) {\n    unpaidRun(id: $id) {\n      ...UnpaidRunFields\n      invoices {\n        due\n        email\n        emailStatus\n        emailError\n        invoice {\n          id\n          uniqueId\n          status\n          statusLabel\n          invoiced\n          client {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.UnpaidRunDetailDocument,
    "\n  query UnpaidRunPreview($olderThanDays: Int!) {\n    unpaidRunPreview(olderThanDays: $olderThanDays) {\n      olderThanDays\n      invoicedBefore\n      invoiceCount\n      totalDue\n      invoices {\n        id\n        uniqueId\n        statusLabel\n        invoiced\n        amountDue\n        client {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n": typeof types.UnpaidRunPreviewDocument,
    "\n  mutation RetryUnpaidRunReminders($id: ID!) {\n    retryUnpaidRunReminders(id: $id) {\n      ...UnpaidRunFields\n    }\n  }\n": typeof types.RetryUnpaidRunRemindersDocument,
    "\n  mutation StartUnpaidRun($olderThanDays: Int!) {\n    startUnpaidRun(olderThanDays: $olderThanDays) {\n      ...UnpaidRunFields\n    }\n  }\n": typeof types.StartUnpaidRunDocument,
};
const documents: Documents = {
    "\n  fragment BillingRunFields on BillingRun {\n    id\n    periodStart\n    periodEnd\n    runAt\n    createdByName\n    invoiceCount\n    total\n    paid\n    skippedCount\n    complete\n  }\n": types.BillingRunFieldsFragmentDoc,
    "\n  query BillingRunList {\n    billingRuns {\n      ...BillingRunFields\n    }\n  }\n": types.BillingRunListDocument,
    "\n  query BillingRunInvoices($id: ID!) {\n    billingRun(id: $id) {\n      ...BillingRunFields\n      invoices {\n        id\n        uniqueId\n        status\n        statusLabel\n        amount\n        paid\n        amountDue\n        description\n        client {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.BillingRunInvoicesDocument,
    "\n  query BillingRunPreview($periodStart: Date!, $periodEnd: Date!) {\n    billingRunPreview(periodStart: $periodStart, periodEnd: $periodEnd) {\n      periodStart\n      periodEnd\n      total\n      invoices {\n        clientId\n        clientName\n        planId\n        planName\n        amount\n        lineCount\n        billedFor\n      }\n      skipped {\n        clientId\n        clientName\n        planId\n        planName\n        reason\n      }\n    }\n  }\n": types.BillingRunPreviewDocument,
    "\n  fragment BillingRunOutcomeFields on BillingRunResult {\n    run {\n      ...BillingRunFields\n    }\n    invoices {\n      clientId\n      clientName\n      planId\n      planName\n      billedFor\n      amount\n    }\n    skipped {\n      clientId\n      clientName\n      planName\n      reason\n    }\n    total\n  }\n": types.BillingRunOutcomeFieldsFragmentDoc,
    "\n  fragment BillingRunJobFields on BillingRunJob {\n    id\n    periodStart\n    periodEnd\n    status\n    done\n    total\n    finishedAt\n    error {\n      code\n      message\n    }\n    outcome {\n      ...BillingRunOutcomeFields\n    }\n  }\n": types.BillingRunJobFieldsFragmentDoc,
    "\n  query BillingRunJob($id: ID!) {\n    billingRunJob(id: $id) {\n      ...BillingRunJobFields\n    }\n  }\n": types.BillingRunJobDocument,
    "\n  mutation StartBillingRunJob($periodStart: Date!, $periodEnd: Date!) {\n    startBillingRunJob(periodStart: $periodStart, periodEnd: $periodEnd) {\n      ...BillingRunJobFields\n    }\n  }\n": types.StartBillingRunJobDocument,
    "\n  fragment CatalogProductFields on Product {\n    id\n    code\n    name\n    description\n    unitCost\n    nappiCode\n    bhfCode\n    active\n  }\n": types.CatalogProductFieldsFragmentDoc,
    "\n  query CatalogProducts($search: String) {\n    products(search: $search) {\n      ...CatalogProductFields\n    }\n  }\n": types.CatalogProductsDocument,
    "\n  mutation CatalogCreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      ...CatalogProductFields\n    }\n  }\n": types.CatalogCreateProductDocument,
    "\n  mutation CatalogUpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...CatalogProductFields\n    }\n  }\n": types.CatalogUpdateProductDocument,
    "\n  mutation CatalogDeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n    }\n  }\n": types.CatalogDeleteProductDocument,
    "\n  fragment CatalogBillingPlanFields on BillingPlan {\n    id\n    name\n    description\n    frequency\n    bookings\n    active\n    amount\n    items {\n      id\n      productId\n      description\n      quantity\n      unitCost\n      discountPercentage\n      amount\n      bhfCode\n      nappiCode\n      modifier\n    }\n  }\n": types.CatalogBillingPlanFieldsFragmentDoc,
    "\n  query CatalogBillingPlans($search: String) {\n    billingPlans(kind: ALL, search: $search) {\n      ...CatalogBillingPlanFields\n    }\n  }\n": types.CatalogBillingPlansDocument,
    "\n  mutation CatalogCreateBillingPlan($input: BillingPlanInput!) {\n    createBillingPlan(input: $input) {\n      ...CatalogBillingPlanFields\n    }\n  }\n": types.CatalogCreateBillingPlanDocument,
    "\n  mutation CatalogUpdateBillingPlan($id: ID!, $input: BillingPlanInput!) {\n    updateBillingPlan(id: $id, input: $input) {\n      ...CatalogBillingPlanFields\n    }\n  }\n": types.CatalogUpdateBillingPlanDocument,
    "\n  mutation CatalogDeleteBillingPlan($id: ID!) {\n    deleteBillingPlan(id: $id) {\n      id\n    }\n  }\n": types.CatalogDeleteBillingPlanDocument,
    "\n  fragment ClaimFields on Claim {\n    id\n    uniqueId\n    invoiceId\n    invoiceUniqueId\n    clientName\n    medicalAidName\n    medicalAidNumber\n    practitionerId\n    practitionerName\n    submissionMethod\n    submissionMethodLabel\n    status\n    statusLabel\n    amount\n    benefit\n    clearingReference\n    notes\n    createdAt\n    updatedAt\n    actions {\n      canUpdate\n      canDelete\n      canSubmit\n      canCheckBenefits\n      canReverse\n    }\n  }\n": types.ClaimFieldsFragmentDoc,
    "\n  fragment ClaimDetailFields on Claim {\n    ...ClaimFields\n    practiceNumber\n    medicalAidPlan\n    dependantCode\n    invoice {\n      id\n      numberOfClaims\n      status\n      actions {\n        canDelete\n        canCreateClaim\n      }\n    }\n    lines {\n      id\n      description\n      quantity\n      amount\n      bhfCode\n      nappiCode\n      modifier\n      diagnosisCode1\n      diagnosisCode2\n      diagnosisCode3\n      diagnosisCode4\n      diagnosisCode5\n    }\n    events {\n      id\n      status\n      action\n      message\n      createdByName\n      createdAt\n    }\n  }\n": types.ClaimDetailFieldsFragmentDoc,
    "\n  query ClaimList($practitionerId: ID, $invoiceId: ID) {\n    claims(practitionerId: $practitionerId, invoiceId: $invoiceId) {\n      ...ClaimFields\n    }\n    clearingHouse {\n      name\n      sandbox\n    }\n  }\n": types.ClaimListDocument,
    "\n  query ClaimDetail($id: ID!) {\n    claim(id: $id) {\n      ...ClaimDetailFields\n    }\n    clearingHouse {\n      name\n      sandbox\n    }\n  }\n": types.ClaimDetailDocument,
    "\n  mutation SubmitClaimByEdi($id: ID!) {\n    submitClaimByEdi(id: $id) {\n      ...ClaimDetailFields\n    }\n  }\n": types.SubmitClaimByEdiDocument,
    "\n  mutation SubmitClaimByEmail($id: ID!, $email: String!) {\n    submitClaimByEmail(id: $id, email: $email) {\n      ...ClaimDetailFields\n    }\n  }\n": types.SubmitClaimByEmailDocument,
    "\n  mutation ReverseClaim($id: ID!) {\n    reverseClaim(id: $id) {\n      ...ClaimDetailFields\n    }\n  }\n": types.ReverseClaimDocument,
    "\n  mutation UpdateClaim($id: ID!, $input: UpdateClaimInput!) {\n    updateClaim(id: $id, input: $input) {\n      ...ClaimDetailFields\n    }\n  }\n": types.UpdateClaimDocument,
    "\n  mutation CheckClaimBenefits($id: ID!) {\n    checkClaimBenefits(id: $id) {\n      outcome\n      claimed\n      benefit\n      reasons\n      clearingHouse\n      lines {\n        line\n        claimed\n        benefit\n      }\n      claim {\n        ...ClaimDetailFields\n      }\n    }\n  }\n": types.CheckClaimBenefitsDocument,
    "\n  mutation DeleteClaim($id: ID!) {\n    deleteClaim(id: $id) {\n      id\n    }\n  }\n": types.DeleteClaimDocument,
    "\n  mutation CreateClaim($invoiceId: ID!, $submissionMethod: ClaimSubmissionMethod!) {\n    createClaim(invoiceId: $invoiceId, submissionMethod: $submissionMethod) {\n      ...ClaimDetailFields\n    }\n  }\n": types.CreateClaimDocument,
    "\n  mutation EmailClientStatement($clientId: ID!, $start: Date, $end: Date, $to: String, $idempotencyKey: String) {\n    emailClientStatement(clientId: $clientId, start: $start, end: $end, to: $to, idempotencyKey: $idempotencyKey) {\n      to\n      status\n      error\n    }\n  }\n": types.EmailClientStatementDocument,
    "\n  fragment ClientFields on ClientRecord {\n    id\n    firstName\n    lastName\n    name\n    email\n    phone\n    idNumber\n    dateOfBirth\n    medicalAidName\n    medicalAidPlan\n    medicalAidNumber\n    dependantCode\n    address\n    active\n  }\n": types.ClientFieldsFragmentDoc,
    "\n  query ClientsList($search: String, $includeArchived: Boolean, $offset: Int, $limit: Int) {\n    clients(search: $search, includeArchived: $includeArchived, offset: $offset, limit: $limit) {\n      total\n      offset\n      limit\n      clients {\n        ...ClientFields\n      }\n    }\n  }\n": types.ClientsListDocument,
    "\n  query ClientDetails($id: ID!) {\n    client(id: $id) {\n      ...ClientFields\n      summary {\n        invoiceCount\n        invoiced\n        paid\n        owed\n      }\n      credit\n      balance\n      invoices {\n        id\n        uniqueId\n        statusLabel\n        invoiced\n        due\n        amount\n        paid\n        amountDue\n      }\n      payments {\n        kind\n        receiptId\n        paymentId\n        paid\n        type\n        typeLabel\n        description\n        amount\n        allocations {\n          paymentId\n          invoiceId\n          invoiceUniqueId\n          componentDescription\n          amount\n        }\n        creditKept\n        reversed\n      }\n    }\n  }\n": types.ClientDetailsDocument,
    "\n  mutation CreateClient($input: ClientInput!) {\n    createClient(input: $input) {\n      ...ClientFields\n    }\n  }\n": types.CreateClientDocument,
    "\n  mutation UpdateClient($id: ID!, $input: ClientInput!) {\n    updateClient(id: $id, input: $input) {\n      ...ClientFields\n    }\n  }\n": types.UpdateClientDocument,
    "\n  mutation SetClientActive($id: ID!, $active: Boolean!) {\n    setClientActive(id: $id, active: $active) {\n      ...ClientFields\n    }\n  }\n": types.SetClientActiveDocument,
    "\n  query CompanyTimeZone {\n    viewer {\n      company {\n        id\n        region\n        timeZone\n        timeZoneChosen\n      }\n    }\n  }\n": types.CompanyTimeZoneDocument,
    "\n  mutation SetCompanyTimeZone($timeZone: String) {\n    setCompanyTimeZone(timeZone: $timeZone) {\n      id\n      region\n      timeZone\n      timeZoneChosen\n    }\n  }\n": types.SetCompanyTimeZoneDocument,
    "\n  fragment CompanyTaxFields on Company {\n    id\n    region\n    chargesTax\n    taxName\n    taxRegistrationNumber\n    taxRatesChosen\n    taxRates {\n      rate\n      percent\n      label\n    }\n  }\n": types.CompanyTaxFieldsFragmentDoc,
    "\n  query CompanyTax {\n    viewer {\n      company {\n        ...CompanyTaxFields\n      }\n    }\n  }\n": types.CompanyTaxDocument,
    "\n  mutation SetCompanyTax($input: CompanyTaxInput!) {\n    setCompanyTax(input: $input) {\n      ...CompanyTaxFields\n    }\n  }\n": types.SetCompanyTaxDocument,
    "\n  fragment FmAccountRule on AccountRule {\n    id\n    position\n    match\n    text\n    direction\n    financialAccountCode\n    financialAccountName\n  }\n": types.FmAccountRuleFragmentDoc,
    "\n  fragment FmBankProfile on BankProfile {\n    id\n    name\n    lastUsedAt\n    layout {\n      delimiter\n      dateOrder\n      decimalMark\n      signConvention\n    }\n  }\n": types.FmBankProfileFragmentDoc,
    "\n  query FmBankProfiles {\n    bankProfiles {\n      id\n      ...FmBankProfile\n    }\n  }\n": types.FmBankProfilesDocument,
    "\n  query FmDashboard($start: Date!, $end: Date!) {\n    financialSummary(start: $start, end: $end) {\n      start\n      end\n      ...FmSummaryFigures\n      ...FmExpenseSummary\n    }\n  }\n": types.FmDashboardDocument,
    "\n  fragment FmExpenseSummary on FinancialSummary {\n    currencySymbol\n    expenseAccounts {\n      financialAccountCode\n      financialAccountName\n      amount\n    }\n  }\n": types.FmExpenseSummaryFragmentDoc,
    "\n  fragment FmImportReading on ImportReading {\n    encoding\n    dateOrder\n    dateOrderFrom\n    decimalMark\n    signConvention\n    notes\n    currency\n    account\n  }\n": types.FmImportReadingFragmentDoc,
    "\n  fragment FmImportSummary on ImportSummary {\n    count\n    moneyIn\n    moneyOut\n    net\n    duplicates\n    openingBalance\n    closingBalance\n    expectedClosingBalance\n    balanceMismatch\n  }\n": types.FmImportSummaryFragmentDoc,
    "\n  fragment FmLastRecode on Recode {\n    id\n    at\n    byRules\n    startDate\n    endDate\n    financialAccountCode\n    description\n    changed\n    undoneAt\n    username\n  }\n": types.FmLastRecodeFragmentDoc,
    "\n  query FmLastRecode {\n    lastRecode {\n      id\n      ...FmLastRecode\n    }\n  }\n": types.FmLastRecodeDocument,
    "\n  fragment FmCsvMapping on CsvMapping {\n    fingerprint\n    header\n    preview\n    questions {\n      about\n      message\n    }\n    layout {\n      encoding\n      delimiter\n      skipRecords\n      hasHeader\n      columns {\n        date\n        valueDate\n        description\n        amount\n        debit\n        credit\n        flag\n        currency\n        reference\n        balance\n        accountCode\n      }\n      dateOrder\n      decimalMark\n      signConvention\n      outFlags\n    }\n  }\n": types.FmCsvMappingFragmentDoc,
    "\n  fragment FmMonthlyChart on MonthlyFinancials {\n    month\n    income\n    expenses\n    profit\n  }\n": types.FmMonthlyChartFragmentDoc,
    "\n  query FmMonthlyFinancials($start: Date!, $end: Date!) {\n    monthlyFinancials(start: $start, end: $end) {\n      month\n      ...FmMonthlyChart\n    }\n  }\n": types.FmMonthlyFinancialsDocument,
    "\n  fragment FmRecodePreview on RecodePreview {\n    changed\n    rows {\n      transaction {\n        id\n        processed\n        description\n        debit\n        credit\n        financialAccountCode\n        financialAccountName\n      }\n      newFinancialAccountCode\n      newFinancialAccountName\n    }\n  }\n": types.FmRecodePreviewFragmentDoc,
    "\n  fragment FmSummaryFigures on FinancialSummary {\n    income\n    expenses\n    profit\n    paymentsReceived\n    currencySymbol\n  }\n": types.FmSummaryFiguresFragmentDoc,
    "\n  fragment FmTransactionForm on FinancialTransaction {\n    id\n    processed\n    financialAccountCode\n    description\n    debit\n    credit\n  }\n": types.FmTransactionFormFragmentDoc,
    "\n  fragment FmTransactionRow on FinancialTransaction {\n    id\n    processed\n    financialAccountCode\n    financialAccountName\n    financialAccountType\n    status\n    description\n    debit\n    credit\n  }\n": types.FmTransactionRowFragmentDoc,
    "\n  query FmTransactions(\n    $start: Date!\n    $end: Date!\n    $type: AccountType\n    $accountCode: String\n    $invoiceId: ID\n    $appointmentId: ID\n  ) {\n    financialTransactions(\n      start: $start\n      end: $end\n      type: $type\n      accountCode: $accountCode\n      invoiceId: $invoiceId\n      appointmentId: $appointmentId\n    ) {\n      id\n      ...FmTransactionRow\n    }\n  }\n": types.FmTransactionsDocument,
    "\n  query FmAccounts {\n    financialAccounts {\n      id\n      code\n      name\n      type\n      status\n    }\n  }\n": types.FmAccountsDocument,
    "\n  query FmTransaction($id: ID!) {\n    financialTransaction(id: $id) {\n      id\n      ...FmTransactionForm\n      ...FmTransactionRow\n    }\n  }\n": types.FmTransactionDocument,
    "\n  query FmAccountRules {\n    accountRules {\n      id\n      ...FmAccountRule\n    }\n  }\n": types.FmAccountRulesDocument,
    "\n  mutation FmCreateAccountRule($input: AccountRuleInput!) {\n    createAccountRule(input: $input) {\n      id\n      ...FmAccountRule\n    }\n  }\n": types.FmCreateAccountRuleDocument,
    "\n  mutation FmCreateTransaction($input: FinancialTransactionInput!) {\n    createFinancialTransaction(input: $input) {\n      id\n      ...FmTransactionRow\n    }\n  }\n": types.FmCreateTransactionDocument,
    "\n  mutation FmDeleteAccountRule($id: ID!) {\n    deleteAccountRule(id: $id) {\n      id\n    }\n  }\n": types.FmDeleteAccountRuleDocument,
    "\n  mutation FmDeleteBankProfile($id: ID!) {\n    deleteBankProfile(id: $id) {\n      id\n    }\n  }\n": types.FmDeleteBankProfileDocument,
    "\n  mutation FmDeleteTransaction($id: ID!) {\n    deleteFinancialTransaction(id: $id) {\n      id\n    }\n  }\n": types.FmDeleteTransactionDocument,
    "\n  mutation FmImportTransactions($rows: [ImportedTransactionInput!]!, $format: ImportFormat, $idempotencyKey: String) {\n    importFinancialTransactions(rows: $rows, format: $format, idempotencyKey: $idempotencyKey) {\n      imported\n      replayed\n    }\n  }\n": types.FmImportTransactionsDocument,
    "\n  query FmImportReviewRows($reviewId: ID!, $offset: Int!, $limit: Int!) {\n    importReviewRows(reviewId: $reviewId, offset: $offset, limit: $limit) {\n      total\n      offset\n      rows {\n        id\n        line\n        processed\n        financialAccountCode\n        description\n        amount\n        duplicate\n        duplicateOf\n      }\n    }\n  }\n": types.FmImportReviewRowsDocument,
    "\n  mutation FmStoreImportReview($reviewId: ID!, $accountCode: String, $includeDuplicates: Boolean) {\n    storeImportReview(reviewId: $reviewId, accountCode: $accountCode, includeDuplicates: $includeDuplicates) {\n      imported\n      replayed\n    }\n  }\n": types.FmStoreImportReviewDocument,
    "\n  mutation FmDeleteImportReview($reviewId: ID!) {\n    deleteImportReview(reviewId: $reviewId) {\n      id\n    }\n  }\n": types.FmDeleteImportReviewDocument,
    "\n  mutation FmRecodeTransactions($input: RecodeInput!) {\n    recodeFinancialTransactions(input: $input) {\n      changed\n      recode {\n        id\n        ...FmLastRecode\n      }\n    }\n  }\n": types.FmRecodeTransactionsDocument,
    "\n  query FmRecodePreview($input: RecodeInput!) {\n    recodePreview(input: $input) {\n      changed\n      ...FmRecodePreview\n    }\n  }\n": types.FmRecodePreviewDocument,
    "\n  mutation FmRenameBankProfile($id: ID!, $name: String!) {\n    renameBankProfile(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n": types.FmRenameBankProfileDocument,
    "\n  mutation FmReviewImport($format: ImportFormat!, $file: Upload!, $layout: CsvLayoutInput, $keepOnServer: Boolean) {\n    reviewFinancialTransactionImport(format: $format, file: $file, layout: $layout, keepOnServer: $keepOnServer) {\n      format\n      fileName\n      needsMapping\n      rows {\n        id\n        line\n        processed\n        financialAccountCode\n        description\n        amount\n        duplicate\n        duplicateOf\n        suggestedAccountCode\n        ruleId\n      }\n      summary {\n        ...FmImportSummary\n      }\n      reading {\n        ...FmImportReading\n      }\n      csv {\n        ...FmCsvMapping\n      }\n      profile {\n        id\n        name\n      }\n      draft {\n        id\n        pageRows\n      }\n    }\n  }\n": types.FmReviewImportDocument,
    "\n  mutation FmSaveBankProfile($input: BankProfileInput!) {\n    saveBankProfile(input: $input) {\n      id\n      name\n    }\n  }\n": types.FmSaveBankProfileDocument,
    "\n  mutation FmUndoRecode($id: ID!) {\n    undoRecode(id: $id) {\n      restored\n      recode {\n        id\n        ...FmLastRecode\n      }\n    }\n  }\n": types.FmUndoRecodeDocument,
    "\n  mutation FmUpdateAccountRule($id: ID!, $input: AccountRuleInput!) {\n    updateAccountRule(id: $id, input: $input) {\n      id\n      ...FmAccountRule\n    }\n  }\n": types.FmUpdateAccountRuleDocument,
    "\n  mutation FmUpdateTransaction($id: ID!, $input: FinancialTransactionInput!) {\n    updateFinancialTransaction(id: $id, input: $input) {\n      id\n      ...FmTransactionRow\n      ...FmTransactionForm\n    }\n  }\n": types.FmUpdateTransactionDocument,
    "\n  query InvoicePrint($id: ID!) {\n    viewer {\n      company {\n        id\n        name\n        address\n        phone\n        email\n        practiceNumber\n        taxName\n        taxRegistrationNumber\n        currencySymbol\n        timeZone\n      }\n    }\n    invoice(id: $id) {\n      id\n      uniqueId\n      statusLabel\n      invoiced\n      due\n      description\n      practitionerName\n      amount\n      paid\n      amountDue\n      client {\n        id\n        name\n        email\n      }\n      components {\n        id\n        description\n        quantity\n        unitCost\n        discountPercentage\n        amount\n        taxRate\n        taxAmount\n      }\n      payments {\n        id\n        paid\n        typeLabel\n        description\n        amount\n      }\n    }\n  }\n": types.InvoicePrintDocument,
    "\n  query InvoiceTaxLines($invoiceId: ID!) {\n    viewer {\n      company {\n        id\n        taxName\n        taxRegistrationNumber\n      }\n    }\n    invoiceComponents(invoiceId: $invoiceId) {\n      id\n      description\n      amount\n      taxRate\n      taxAmount\n    }\n  }\n": types.InvoiceTaxLinesDocument,
    "\n  fragment InvoiceFields on Invoice {\n    id\n    uniqueId\n    status\n    statusLabel\n    amount\n    paid\n    amountDue\n    invoiced\n    due\n    description\n    numberOfClaims\n    version\n    practitionerName\n    downloadPath\n    client {\n      id\n      name\n      email\n    }\n    actions {\n      canDelete\n      canPayInFull\n      canCreateClaim\n      canAddBillingPlan\n      canAddProduct\n    }\n  }\n": types.InvoiceFieldsFragmentDoc,
    "\n  fragment InvoiceComponentFields on InvoiceComponent {\n    id\n    invoiceId\n    description\n    quantity\n    unitCost\n    discountPercentage\n    amount\n    paid\n    amountDue\n    bhfCode\n    nappiCode\n    modifier\n    diagnosisCode1\n    diagnosisCode2\n    diagnosisCode3\n    diagnosisCode4\n    diagnosisCode5\n    productId\n    actions {\n      canUpdate\n      canDelete\n      canPay\n    }\n  }\n": types.InvoiceComponentFieldsFragmentDoc,
    "\n  fragment InvoiceWithComponents on Invoice {\n    ...InvoiceFields\n    components {\n      ...InvoiceComponentFields\n    }\n  }\n": types.InvoiceWithComponentsFragmentDoc,
    "\n  query InvoiceListPage($query: InvoiceListQuery) {\n    invoices(query: $query) {\n      data {\n        ...InvoiceFields\n      }\n      totalElements\n      page\n      size\n    }\n  }\n": types.InvoiceListPageDocument,
    "\n  query PractitionerInvoiceListPage($practitionerId: ID!, $query: InvoiceListQuery) {\n    practitionerInvoices(practitionerId: $practitionerId, query: $query) {\n      data {\n        ...InvoiceFields\n      }\n      totalElements\n      page\n      size\n    }\n  }\n": types.PractitionerInvoiceListPageDocument,
    "\n  query SelectedInvoice($id: ID!) {\n    invoice(id: $id) {\n      ...InvoiceWithComponents\n      payments {\n        id\n        description\n        type\n        typeLabel\n        amount\n        paid\n        componentId\n      }\n    }\n  }\n": types.SelectedInvoiceDocument,
    "\n  query InvoiceComponents($invoiceId: ID!) {\n    invoice(id: $invoiceId) {\n      ...InvoiceFields\n    }\n    invoiceComponents(invoiceId: $invoiceId) {\n      ...InvoiceComponentFields\n    }\n  }\n": types.InvoiceComponentsDocument,
    "\n  query InvoiceComponentList($invoiceId: ID!) {\n    invoiceComponents(invoiceId: $invoiceId) {\n      ...InvoiceComponentFields\n    }\n  }\n": types.InvoiceComponentListDocument,
    "\n  query ActiveBillingPlans {\n    billingPlans(kind: ACTIVE) {\n      id\n      name\n      amount\n    }\n  }\n": types.ActiveBillingPlansDocument,
    "\n  query ProductChoices {\n    products {\n      id\n      code\n      name\n      unitCost\n      active\n    }\n  }\n": types.ProductChoicesDocument,
    "\n  mutation AddBillingPlanToInvoice($invoiceId: ID!, $billingPlanId: ID!) {\n    addBillingPlanToInvoice(invoiceId: $invoiceId, billingPlanId: $billingPlanId) {\n      ...InvoiceWithComponents\n    }\n  }\n": types.AddBillingPlanToInvoiceDocument,
    "\n  mutation AddProductToInvoice($invoiceId: ID!, $productId: ID!) {\n    addProductToInvoice(invoiceId: $invoiceId, productId: $productId) {\n      ...InvoiceWithComponents\n    }\n  }\n": types.AddProductToInvoiceDocument,
    "\n  mutation DeleteInvoice($id: ID!) {\n    deleteInvoice(id: $id) {\n      id\n    }\n  }\n": types.DeleteInvoiceDocument,
    "\n  mutation DeleteInvoiceComponent($id: ID!) {\n    deleteInvoiceComponent(id: $id) {\n      id\n      invoice {\n        id\n        ...InvoiceWithComponents\n      }\n    }\n  }\n": types.DeleteInvoiceComponentDocument,
    "\n  mutation EmailInvoice($id: ID!, $to: String, $idempotencyKey: String) {\n    emailInvoice(id: $id, to: $to, idempotencyKey: $idempotencyKey) {\n      to\n      messageId\n      status\n      error\n    }\n  }\n": types.EmailInvoiceDocument,
    "\n  mutation UpdateInvoice($id: ID!, $input: UpdateInvoiceInput!) {\n    updateInvoice(id: $id, input: $input) {\n      ...InvoiceFields\n    }\n  }\n": types.UpdateInvoiceDocument,
    "\n  mutation UpdateInvoiceComponent($id: ID!, $input: InvoiceComponentInput!) {\n    updateInvoiceComponent(id: $id, input: $input) {\n      component {\n        ...InvoiceComponentFields\n      }\n      invoice {\n        ...InvoiceFields\n      }\n    }\n  }\n": types.UpdateInvoiceComponentDocument,
    "\n  query NewInvoiceTax {\n    viewer {\n      company {\n        id\n        chargesTax\n        taxName\n        taxRates {\n          rate\n          percent\n        }\n      }\n    }\n  }\n": types.NewInvoiceTaxDocument,
    "\n  query NewInvoiceClients($search: String) {\n    clients(search: $search, limit: 8) {\n      total\n      clients {\n        id\n        name\n        email\n      }\n    }\n  }\n": types.NewInvoiceClientsDocument,
    "\n  query NewInvoiceCatalog {\n    products {\n      id\n      code\n      name\n      unitCost\n      bhfCode\n      nappiCode\n      active\n    }\n    billingPlans(kind: ACTIVE) {\n      id\n      name\n      items {\n        id\n        productId\n        description\n        quantity\n        unitCost\n        discountPercentage\n        bhfCode\n        nappiCode\n        modifier\n      }\n    }\n  }\n": types.NewInvoiceCatalogDocument,
    "\n  mutation NewInvoiceCreate($input: CreateInvoiceInput!) {\n    createInvoice(input: $input) {\n      ...InvoiceFields\n    }\n  }\n": types.NewInvoiceCreateDocument,
    "\n  mutation NewInvoiceAddLine($invoiceId: ID!, $input: InvoiceComponentInput!) {\n    addInvoiceComponent(invoiceId: $invoiceId, input: $input) {\n      component {\n        ...InvoiceComponentFields\n      }\n      invoice {\n        ...InvoiceFields\n      }\n    }\n  }\n": types.NewInvoiceAddLineDocument,
    "\n  fragment OutboxMessageFields on OutboxMessage {\n    id\n    kind\n    to\n    cc\n    subject\n    status\n    error\n    attempts\n    createdAt\n    sentAt\n    attachments {\n      position\n      fileName\n      contentType\n      sizeBytes\n      downloadUrl\n    }\n  }\n": types.OutboxMessageFieldsFragmentDoc,
    "\n  query OutboxList($status: OutboxStatus, $offset: Int, $limit: Int) {\n    outbox(status: $status, offset: $offset, limit: $limit) {\n      total\n      offset\n      limit\n      messages {\n        ...OutboxMessageFields\n      }\n    }\n  }\n": types.OutboxListDocument,
    "\n  query OutboxMessageDetail($id: ID!) {\n    outboxMessage(id: $id) {\n      ...OutboxMessageFields\n      text\n      html\n    }\n  }\n": types.OutboxMessageDetailDocument,
    "\n  mutation ResendMessage($id: ID!) {\n    resendMessage(id: $id) {\n      ...OutboxMessageFields\n      id\n      status\n      error\n      text\n      html\n    }\n  }\n": types.ResendMessageDocument,
    "\n  query PaymentClientSearch($search: String) {\n    clients(search: $search, limit: 10) {\n      total\n      clients {\n        id\n        name\n        email\n      }\n    }\n  }\n": types.PaymentClientSearchDocument,
    "\n  query ClientPaymentChoices($clientId: ID!) {\n    clientInvoices(clientId: $clientId) {\n      id\n      uniqueId\n      invoiced\n      status\n      amount\n      paid\n      amountDue\n    }\n    clientCredit(clientId: $clientId) {\n      clientId\n      credit\n    }\n  }\n": types.ClientPaymentChoicesDocument,
    "\n  mutation PayClientInvoices($clientId: ID!, $input: ClientPaymentInput!) {\n    payClientInvoices(clientId: $clientId, input: $input) {\n      created\n      credit\n      receipt {\n        id\n        amount\n        creditKept\n      }\n      invoices {\n        id\n        status\n        paid\n        amountDue\n        version\n      }\n    }\n  }\n": types.PayClientInvoicesDocument,
    "\n  mutation ApplyClientCredit($invoiceId: ID!, $input: ApplyCreditInput!) {\n    applyClientCredit(invoiceId: $invoiceId, input: $input) {\n      created\n      credit\n      payment {\n        id\n        amount\n      }\n      invoice {\n        id\n        status\n        paid\n        amountDue\n        version\n      }\n    }\n  }\n": types.ApplyClientCreditDocument,
    "\n  fragment PaymentFields on Payment {\n    id\n    invoiceId\n    invoiceUniqueId\n    componentId\n    componentDescription\n    clientName\n    description\n    type\n    typeLabel\n    amount\n    paid\n    createdAt\n    receiptId\n    fromCredit\n  }\n": types.PaymentFieldsFragmentDoc,
    "\n  query PaymentListPage($query: PaymentListQuery) {\n    payments(query: $query) {\n      data {\n        ...PaymentFields\n      }\n      totalRecords\n      page\n      size\n    }\n  }\n": types.PaymentListPageDocument,
    "\n  query PractitionerPaymentListPage($practitionerId: ID!, $query: PaymentListQuery) {\n    practitionerPayments(practitionerId: $practitionerId, query: $query) {\n      data {\n        ...PaymentFields\n      }\n      totalRecords\n      page\n      size\n    }\n  }\n": types.PractitionerPaymentListPageDocument,
    "\n  query PaymentDetail($id: ID!) {\n    payment(id: $id) {\n      ...PaymentFields\n      clientEmail\n    }\n  }\n": types.PaymentDetailDocument,
    "\n  mutation DeletePayment($id: ID!) {\n    deletePayment(id: $id) {\n      id\n      invoice {\n        ...InvoiceFields\n      }\n    }\n  }\n": types.DeletePaymentDocument,
    "\n  mutation PayInvoice($invoiceId: ID!, $input: PaymentInput!) {\n    payInvoice(invoiceId: $invoiceId, input: $input) {\n      created\n      payment {\n        id\n        amount\n        paid\n        type\n      }\n      invoice {\n        ...InvoiceWithComponents\n      }\n    }\n  }\n": types.PayInvoiceDocument,
    "\n  mutation PayInvoiceComponent($componentId: ID!, $input: PaymentInput!) {\n    payInvoiceComponent(componentId: $componentId, input: $input) {\n      created\n      payment {\n        id\n        amount\n        paid\n        type\n      }\n      component {\n        ...InvoiceComponentFields\n      }\n      invoice {\n        ...InvoiceFields\n      }\n    }\n  }\n": types.PayInvoiceComponentDocument,
    "\n  mutation EmailReceipt($paymentId: ID!, $to: String, $idempotencyKey: String) {\n    emailReceipt(paymentId: $paymentId, to: $to, idempotencyKey: $idempotencyKey) {\n      to\n      status\n      error\n    }\n  }\n": types.EmailReceiptDocument,
    "\n  query PractitionerChoices {\n    practitioners {\n      id\n      name\n    }\n  }\n": types.PractitionerChoicesDocument,
    "\n  query ReportsAgedReceivables($asOf: Date!) {\n    agedReceivables(asOf: $asOf) {\n      asOf\n      currencySymbol\n      downloadPath\n      clients {\n        clientId\n        name\n        amounts {\n          ...ReportsAgedAmounts\n        }\n      }\n      totals {\n        ...ReportsAgedAmounts\n      }\n    }\n  }\n": types.ReportsAgedReceivablesDocument,
    "\n  fragment ReportsAgedAmounts on AgedAmounts {\n    current\n    days1To30\n    days31To60\n    days61To90\n    days91To120\n    over120\n    total\n    invoices\n  }\n": types.ReportsAgedAmountsFragmentDoc,
    "\n  query ReportsProfitAndLoss($start: Date!, $end: Date!) {\n    profitAndLoss(start: $start, end: $end) {\n      start\n      end\n      currencySymbol\n      downloadPath\n      months\n      accounts {\n        code\n        name\n        kind\n        amounts\n        total\n      }\n      monthTotals {\n        month\n        income\n        expenses\n        netProfit\n      }\n      totals {\n        income\n        expenses\n        netProfit\n      }\n    }\n  }\n": types.ReportsProfitAndLossDocument,
    "\n  query ReportsPaymentsByType($start: Date!, $end: Date!) {\n    paymentsByType(start: $start, end: $end) {\n      start\n      end\n      currencySymbol\n      downloadPath\n      months {\n        month\n        total\n        types {\n          type\n          amount\n        }\n      }\n      types {\n        type\n        label\n        amount\n        count\n      }\n      total\n    }\n  }\n": types.ReportsPaymentsByTypeDocument,
    "\n  query ReportsTaxSettings {\n    viewer {\n      company {\n        id\n        chargesTax\n        taxName\n      }\n    }\n  }\n": types.ReportsTaxSettingsDocument,
    "\n  query ReportsTaxReport($start: Date!, $end: Date!) {\n    taxReport(start: $start, end: $end) {\n      start\n      end\n      taxName\n      registrationNumber\n      currencySymbol\n      rates {\n        rate\n        percent\n        label\n        lines\n        invoices\n        gross\n        net\n        tax\n      }\n      outputGross\n      outputNet\n      outputTax\n      inputTax\n      inputAccount\n      netPayable\n      downloadPath\n    }\n  }\n": types.ReportsTaxReportDocument,
    "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      accessToken\n      tokenType\n      expiresIn\n      viewer {\n        ...SessionViewer\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  fragment SessionViewer on Viewer {\n    user {\n      id\n      username\n      firstName\n      lastName\n      roles\n      companyId\n    }\n    company {\n      id\n      name\n      type\n      region\n      currencySymbol\n      timeZone\n      isHealth\n    }\n    configuration {\n      rowsPerPage\n    }\n  }\n": types.SessionViewerFragmentDoc,
    "\n  query SessionViewer {\n    viewer {\n      ...SessionViewer\n    }\n  }\n": types.SessionViewerDocument,
    "\n  query FmTasks($limit: Int!) {\n    financeTasks(limit: $limit) {\n      total\n      counts {\n        kind\n        state\n        count\n        amount\n        screen\n      }\n      tasks {\n        id\n        kind\n        reference\n        title\n        detail\n        amount\n        since\n        screen\n      }\n    }\n  }\n": types.FmTasksDocument,
    "\n  fragment UnpaidRunFields on UnpaidRun {\n    id\n    olderThanDays\n    runAt\n    finishedAt\n    status\n    invoiceCount\n    totalDue\n    emailsSent\n    emailsFailed\n    emailsWithoutAddress\n    emailsPending\n  }\n": types.UnpaidRunFieldsFragmentDoc,
    "\n  query UnpaidRunList {\n    unpaidRuns {\n      ...UnpaidRunFields\n    }\n  }\n": types.UnpaidRunListDocument,
    "\n  query UnpaidRunDetail($id: ID!) {\n    unpaidRun(id: $id) {\n      ...UnpaidRunFields\n      invoices {\n        due\n        email\n        emailStatus\n        emailError\n        invoice {\n          id\n          uniqueId\n          status\n          statusLabel\n          invoiced\n          client {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": types.UnpaidRunDetailDocument,
    "\n  query UnpaidRunPreview($olderThanDays: Int!) {\n    unpaidRunPreview(olderThanDays: $olderThanDays) {\n      olderThanDays\n      invoicedBefore\n      invoiceCount\n      totalDue\n      invoices {\n        id\n        uniqueId\n        statusLabel\n        invoiced\n        amountDue\n        client {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n": types.UnpaidRunPreviewDocument,
    "\n  mutation RetryUnpaidRunReminders($id: ID!) {\n    retryUnpaidRunReminders(id: $id) {\n      ...UnpaidRunFields\n    }\n  }\n": types.RetryUnpaidRunRemindersDocument,
    "\n  mutation StartUnpaidRun($olderThanDays: Int!) {\n    startUnpaidRun(olderThanDays: $olderThanDays) {\n      ...UnpaidRunFields\n    }\n  }\n": types.StartUnpaidRunDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BillingRunFields on BillingRun {\n    id\n    periodStart\n    periodEnd\n    runAt\n    createdByName\n    invoiceCount\n    total\n    paid\n    skippedCount\n    complete\n  }\n"): (typeof documents)["\n  fragment BillingRunFields on BillingRun {\n    id\n    periodStart\n    periodEnd\n    runAt\n    createdByName\n    invoiceCount\n    total\n    paid\n    skippedCount\n    complete\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingRunList {\n    billingRuns {\n      ...BillingRunFields\n    }\n  }\n"): (typeof documents)["\n  query BillingRunList {\n    billingRuns {\n      ...BillingRunFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingRunInvoices($id: ID!) {\n    billingRun(id: $id) {\n      ...BillingRunFields\n      invoices {\n        id\n        uniqueId\n        status\n        statusLabel\n        amount\n        paid\n        amountDue\n        description\n        client {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BillingRunInvoices($id: ID!) {\n    billingRun(id: $id) {\n      ...BillingRunFields\n      invoices {\n        id\n        uniqueId\n        status\n        statusLabel\n        amount\n        paid\n        amountDue\n        description\n        client {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingRunPreview($periodStart: Date!, $periodEnd: Date!) {\n    billingRunPreview(periodStart: $periodStart, periodEnd: $periodEnd) {\n      periodStart\n      periodEnd\n      total\n      invoices {\n        clientId\n        clientName\n        planId\n        planName\n        amount\n        lineCount\n        billedFor\n      }\n      skipped {\n        clientId\n        clientName\n        planId\n        planName\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  query BillingRunPreview($periodStart: Date!, $periodEnd: Date!) {\n    billingRunPreview(periodStart: $periodStart, periodEnd: $periodEnd) {\n      periodStart\n      periodEnd\n      total\n      invoices {\n        clientId\n        clientName\n        planId\n        planName\n        amount\n        lineCount\n        billedFor\n      }\n      skipped {\n        clientId\n        clientName\n        planId\n        planName\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BillingRunOutcomeFields on BillingRunResult {\n    run {\n      ...BillingRunFields\n    }\n    invoices {\n      clientId\n      clientName\n      planId\n      planName\n      billedFor\n      amount\n    }\n    skipped {\n      clientId\n      clientName\n      planName\n      reason\n    }\n    total\n  }\n"): (typeof documents)["\n  fragment BillingRunOutcomeFields on BillingRunResult {\n    run {\n      ...BillingRunFields\n    }\n    invoices {\n      clientId\n      clientName\n      planId\n      planName\n      billedFor\n      amount\n    }\n    skipped {\n      clientId\n      clientName\n      planName\n      reason\n    }\n    total\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BillingRunJobFields on BillingRunJob {\n    id\n    periodStart\n    periodEnd\n    status\n    done\n    total\n    finishedAt\n    error {\n      code\n      message\n    }\n    outcome {\n      ...BillingRunOutcomeFields\n    }\n  }\n"): (typeof documents)["\n  fragment BillingRunJobFields on BillingRunJob {\n    id\n    periodStart\n    periodEnd\n    status\n    done\n    total\n    finishedAt\n    error {\n      code\n      message\n    }\n    outcome {\n      ...BillingRunOutcomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingRunJob($id: ID!) {\n    billingRunJob(id: $id) {\n      ...BillingRunJobFields\n    }\n  }\n"): (typeof documents)["\n  query BillingRunJob($id: ID!) {\n    billingRunJob(id: $id) {\n      ...BillingRunJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartBillingRunJob($periodStart: Date!, $periodEnd: Date!) {\n    startBillingRunJob(periodStart: $periodStart, periodEnd: $periodEnd) {\n      ...BillingRunJobFields\n    }\n  }\n"): (typeof documents)["\n  mutation StartBillingRunJob($periodStart: Date!, $periodEnd: Date!) {\n    startBillingRunJob(periodStart: $periodStart, periodEnd: $periodEnd) {\n      ...BillingRunJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogProductFields on Product {\n    id\n    code\n    name\n    description\n    unitCost\n    nappiCode\n    bhfCode\n    active\n  }\n"): (typeof documents)["\n  fragment CatalogProductFields on Product {\n    id\n    code\n    name\n    description\n    unitCost\n    nappiCode\n    bhfCode\n    active\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogProducts($search: String) {\n    products(search: $search) {\n      ...CatalogProductFields\n    }\n  }\n"): (typeof documents)["\n  query CatalogProducts($search: String) {\n    products(search: $search) {\n      ...CatalogProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogCreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      ...CatalogProductFields\n    }\n  }\n"): (typeof documents)["\n  mutation CatalogCreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      ...CatalogProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogUpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...CatalogProductFields\n    }\n  }\n"): (typeof documents)["\n  mutation CatalogUpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...CatalogProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogDeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CatalogDeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogBillingPlanFields on BillingPlan {\n    id\n    name\n    description\n    frequency\n    bookings\n    active\n    amount\n    items {\n      id\n      productId\n      description\n      quantity\n      unitCost\n      discountPercentage\n      amount\n      bhfCode\n      nappiCode\n      modifier\n    }\n  }\n"): (typeof documents)["\n  fragment CatalogBillingPlanFields on BillingPlan {\n    id\n    name\n    description\n    frequency\n    bookings\n    active\n    amount\n    items {\n      id\n      productId\n      description\n      quantity\n      unitCost\n      discountPercentage\n      amount\n      bhfCode\n      nappiCode\n      modifier\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogBillingPlans($search: String) {\n    billingPlans(kind: ALL, search: $search) {\n      ...CatalogBillingPlanFields\n    }\n  }\n"): (typeof documents)["\n  query CatalogBillingPlans($search: String) {\n    billingPlans(kind: ALL, search: $search) {\n      ...CatalogBillingPlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogCreateBillingPlan($input: BillingPlanInput!) {\n    createBillingPlan(input: $input) {\n      ...CatalogBillingPlanFields\n    }\n  }\n"): (typeof documents)["\n  mutation CatalogCreateBillingPlan($input: BillingPlanInput!) {\n    createBillingPlan(input: $input) {\n      ...CatalogBillingPlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogUpdateBillingPlan($id: ID!, $input: BillingPlanInput!) {\n    updateBillingPlan(id: $id, input: $input) {\n      ...CatalogBillingPlanFields\n    }\n  }\n"): (typeof documents)["\n  mutation CatalogUpdateBillingPlan($id: ID!, $input: BillingPlanInput!) {\n    updateBillingPlan(id: $id, input: $input) {\n      ...CatalogBillingPlanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogDeleteBillingPlan($id: ID!) {\n    deleteBillingPlan(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CatalogDeleteBillingPlan($id: ID!) {\n    deleteBillingPlan(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClaimFields on Claim {\n    id\n    uniqueId\n    invoiceId\n    invoiceUniqueId\n    clientName\n    medicalAidName\n    medicalAidNumber\n    practitionerId\n    practitionerName\n    submissionMethod\n    submissionMethodLabel\n    status\n    statusLabel\n    amount\n    benefit\n    clearingReference\n    notes\n    createdAt\n    updatedAt\n    actions {\n      canUpdate\n      canDelete\n      canSubmit\n      canCheckBenefits\n      canReverse\n    }\n  }\n"): (typeof documents)["\n  fragment ClaimFields on Claim {\n    id\n    uniqueId\n    invoiceId\n    invoiceUniqueId\n    clientName\n    medicalAidName\n    medicalAidNumber\n    practitionerId\n    practitionerName\n    submissionMethod\n    submissionMethodLabel\n    status\n    statusLabel\n    amount\n    benefit\n    clearingReference\n    notes\n    createdAt\n    updatedAt\n    actions {\n      canUpdate\n      canDelete\n      canSubmit\n      canCheckBenefits\n      canReverse\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClaimDetailFields on Claim {\n    ...ClaimFields\n    practiceNumber\n    medicalAidPlan\n    dependantCode\n    invoice {\n      id\n      numberOfClaims\n      status\n      actions {\n        canDelete\n        canCreateClaim\n      }\n    }\n    lines {\n      id\n      description\n      quantity\n      amount\n      bhfCode\n      nappiCode\n      modifier\n      diagnosisCode1\n      diagnosisCode2\n      diagnosisCode3\n      diagnosisCode4\n      diagnosisCode5\n    }\n    events {\n      id\n      status\n      action\n      message\n      createdByName\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment ClaimDetailFields on Claim {\n    ...ClaimFields\n    practiceNumber\n    medicalAidPlan\n    dependantCode\n    invoice {\n      id\n      numberOfClaims\n      status\n      actions {\n        canDelete\n        canCreateClaim\n      }\n    }\n    lines {\n      id\n      description\n      quantity\n      amount\n      bhfCode\n      nappiCode\n      modifier\n      diagnosisCode1\n      diagnosisCode2\n      diagnosisCode3\n      diagnosisCode4\n      diagnosisCode5\n    }\n    events {\n      id\n      status\n      action\n      message\n      createdByName\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClaimList($practitionerId: ID, $invoiceId: ID) {\n    claims(practitionerId: $practitionerId, invoiceId: $invoiceId) {\n      ...ClaimFields\n    }\n    clearingHouse {\n      name\n      sandbox\n    }\n  }\n"): (typeof documents)["\n  query ClaimList($practitionerId: ID, $invoiceId: ID) {\n    claims(practitionerId: $practitionerId, invoiceId: $invoiceId) {\n      ...ClaimFields\n    }\n    clearingHouse {\n      name\n      sandbox\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClaimDetail($id: ID!) {\n    claim(id: $id) {\n      ...ClaimDetailFields\n    }\n    clearingHouse {\n      name\n      sandbox\n    }\n  }\n"): (typeof documents)["\n  query ClaimDetail($id: ID!) {\n    claim(id: $id) {\n      ...ClaimDetailFields\n    }\n    clearingHouse {\n      name\n      sandbox\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitClaimByEdi($id: ID!) {\n    submitClaimByEdi(id: $id) {\n      ...ClaimDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitClaimByEdi($id: ID!) {\n    submitClaimByEdi(id: $id) {\n      ...ClaimDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitClaimByEmail($id: ID!, $email: String!) {\n    submitClaimByEmail(id: $id, email: $email) {\n      ...ClaimDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitClaimByEmail($id: ID!, $email: String!) {\n    submitClaimByEmail(id: $id, email: $email) {\n      ...ClaimDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReverseClaim($id: ID!) {\n    reverseClaim(id: $id) {\n      ...ClaimDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReverseClaim($id: ID!) {\n    reverseClaim(id: $id) {\n      ...ClaimDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClaim($id: ID!, $input: UpdateClaimInput!) {\n    updateClaim(id: $id, input: $input) {\n      ...ClaimDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateClaim($id: ID!, $input: UpdateClaimInput!) {\n    updateClaim(id: $id, input: $input) {\n      ...ClaimDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckClaimBenefits($id: ID!) {\n    checkClaimBenefits(id: $id) {\n      outcome\n      claimed\n      benefit\n      reasons\n      clearingHouse\n      lines {\n        line\n        claimed\n        benefit\n      }\n      claim {\n        ...ClaimDetailFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CheckClaimBenefits($id: ID!) {\n    checkClaimBenefits(id: $id) {\n      outcome\n      claimed\n      benefit\n      reasons\n      clearingHouse\n      lines {\n        line\n        claimed\n        benefit\n      }\n      claim {\n        ...ClaimDetailFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteClaim($id: ID!) {\n    deleteClaim(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteClaim($id: ID!) {\n    deleteClaim(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateClaim($invoiceId: ID!, $submissionMethod: ClaimSubmissionMethod!) {\n    createClaim(invoiceId: $invoiceId, submissionMethod: $submissionMethod) {\n      ...ClaimDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateClaim($invoiceId: ID!, $submissionMethod: ClaimSubmissionMethod!) {\n    createClaim(invoiceId: $invoiceId, submissionMethod: $submissionMethod) {\n      ...ClaimDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmailClientStatement($clientId: ID!, $start: Date, $end: Date, $to: String, $idempotencyKey: String) {\n    emailClientStatement(clientId: $clientId, start: $start, end: $end, to: $to, idempotencyKey: $idempotencyKey) {\n      to\n      status\n      error\n    }\n  }\n"): (typeof documents)["\n  mutation EmailClientStatement($clientId: ID!, $start: Date, $end: Date, $to: String, $idempotencyKey: String) {\n    emailClientStatement(clientId: $clientId, start: $start, end: $end, to: $to, idempotencyKey: $idempotencyKey) {\n      to\n      status\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClientFields on ClientRecord {\n    id\n    firstName\n    lastName\n    name\n    email\n    phone\n    idNumber\n    dateOfBirth\n    medicalAidName\n    medicalAidPlan\n    medicalAidNumber\n    dependantCode\n    address\n    active\n  }\n"): (typeof documents)["\n  fragment ClientFields on ClientRecord {\n    id\n    firstName\n    lastName\n    name\n    email\n    phone\n    idNumber\n    dateOfBirth\n    medicalAidName\n    medicalAidPlan\n    medicalAidNumber\n    dependantCode\n    address\n    active\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientsList($search: String, $includeArchived: Boolean, $offset: Int, $limit: Int) {\n    clients(search: $search, includeArchived: $includeArchived, offset: $offset, limit: $limit) {\n      total\n      offset\n      limit\n      clients {\n        ...ClientFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClientsList($search: String, $includeArchived: Boolean, $offset: Int, $limit: Int) {\n    clients(search: $search, includeArchived: $includeArchived, offset: $offset, limit: $limit) {\n      total\n      offset\n      limit\n      clients {\n        ...ClientFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientDetails($id: ID!) {\n    client(id: $id) {\n      ...ClientFields\n      summary {\n        invoiceCount\n        invoiced\n        paid\n        owed\n      }\n      credit\n      balance\n      invoices {\n        id\n        uniqueId\n        statusLabel\n        invoiced\n        due\n        amount\n        paid\n        amountDue\n      }\n      payments {\n        kind\n        receiptId\n        paymentId\n        paid\n        type\n        typeLabel\n        description\n        amount\n        allocations {\n          paymentId\n          invoiceId\n          invoiceUniqueId\n          componentDescription\n          amount\n        }\n        creditKept\n        reversed\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClientDetails($id: ID!) {\n    client(id: $id) {\n      ...ClientFields\n      summary {\n        invoiceCount\n        invoiced\n        paid\n        owed\n      }\n      credit\n      balance\n      invoices {\n        id\n        uniqueId\n        statusLabel\n        invoiced\n        due\n        amount\n        paid\n        amountDue\n      }\n      payments {\n        kind\n        receiptId\n        paymentId\n        paid\n        type\n        typeLabel\n        description\n        amount\n        allocations {\n          paymentId\n          invoiceId\n          invoiceUniqueId\n          componentDescription\n          amount\n        }\n        creditKept\n        reversed\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateClient($input: ClientInput!) {\n    createClient(input: $input) {\n      ...ClientFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateClient($input: ClientInput!) {\n    createClient(input: $input) {\n      ...ClientFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClient($id: ID!, $input: ClientInput!) {\n    updateClient(id: $id, input: $input) {\n      ...ClientFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateClient($id: ID!, $input: ClientInput!) {\n    updateClient(id: $id, input: $input) {\n      ...ClientFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetClientActive($id: ID!, $active: Boolean!) {\n    setClientActive(id: $id, active: $active) {\n      ...ClientFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetClientActive($id: ID!, $active: Boolean!) {\n    setClientActive(id: $id, active: $active) {\n      ...ClientFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyTimeZone {\n    viewer {\n      company {\n        id\n        region\n        timeZone\n        timeZoneChosen\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompanyTimeZone {\n    viewer {\n      company {\n        id\n        region\n        timeZone\n        timeZoneChosen\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCompanyTimeZone($timeZone: String) {\n    setCompanyTimeZone(timeZone: $timeZone) {\n      id\n      region\n      timeZone\n      timeZoneChosen\n    }\n  }\n"): (typeof documents)["\n  mutation SetCompanyTimeZone($timeZone: String) {\n    setCompanyTimeZone(timeZone: $timeZone) {\n      id\n      region\n      timeZone\n      timeZoneChosen\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyTaxFields on Company {\n    id\n    region\n    chargesTax\n    taxName\n    taxRegistrationNumber\n    taxRatesChosen\n    taxRates {\n      rate\n      percent\n      label\n    }\n  }\n"): (typeof documents)["\n  fragment CompanyTaxFields on Company {\n    id\n    region\n    chargesTax\n    taxName\n    taxRegistrationNumber\n    taxRatesChosen\n    taxRates {\n      rate\n      percent\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyTax {\n    viewer {\n      company {\n        ...CompanyTaxFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompanyTax {\n    viewer {\n      company {\n        ...CompanyTaxFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCompanyTax($input: CompanyTaxInput!) {\n    setCompanyTax(input: $input) {\n      ...CompanyTaxFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetCompanyTax($input: CompanyTaxInput!) {\n    setCompanyTax(input: $input) {\n      ...CompanyTaxFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FmAccountRule on AccountRule {\n    id\n    position\n    match\n    text\n    direction\n    financialAccountCode\n    financialAccountName\n  }\n"): (typeof documents)["\n  fragment FmAccountRule on AccountRule {\n    id\n    position\n    match\n    text\n    direction\n    financialAccountCode\n    financialAccountName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FmBankProfile on BankProfile {\n    id\n    name\n    lastUsedAt\n    layout {\n      delimiter\n      dateOrder\n      decimalMark\n      signConvention\n    }\n  }\n"): (typeof documents)["\n  fragment FmBankProfile on BankProfile {\n    id\n    name\n    lastUsedAt\n    layout {\n      delimiter\n      dateOrder\n      decimalMark\n      signConvention\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FmBankProfiles {\n    bankProfiles {\n      id\n      ...FmBankProfile\n    }\n  }\n"): (typeof documents)["\n  query FmBankProfiles {\n    bankProfiles {\n      id\n      ...FmBankProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FmDashboard($start: Date!, $end: Date!) {\n    financialSummary(start: $start, end: $end) {\n      start\n      end\n      ...FmSummaryFigures\n      ...FmExpenseSummary\n    }\n  }\n"): (typeof documents)["\n  query FmDashboard($start: Date!, $end: Date!) {\n    financialSummary(start: $start, end: $end) {\n      start\n      end\n      ...FmSummaryFigures\n      ...FmExpenseSummary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FmExpenseSummary on FinancialSummary {\n    currencySymbol\n    expenseAccounts {\n      financialAccountCode\n      financialAccountName\n      amount\n    }\n  }\n"): (typeof documents)["\n  fragment FmExpenseSummary on FinancialSummary {\n    currencySymbol\n    expenseAccounts {\n      financialAccountCode\n      financialAccountName\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FmImportReading on ImportReading {\n    encoding\n    dateOrder\n    dateOrderFrom\n    decimalMark\n    signConvention\n    notes\n    currency\n    account\n  }\n"): (typeof documents)["\n  fragment FmImportReading on ImportReading {\n    encoding\n    dateOrder\n    dateOrderFrom\n    decimalMark\n    signConvention\n    notes\n    currency\n    account\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FmImportSummary on ImportSummary {\n    count\n    moneyIn\n    moneyOut\n    net\n    duplicates\n    openingBalance\n    closingBalance\n    expectedClosingBalance\n    balanceMismatch\n  }\n"): (typeof documents)["\n  fragment FmImportSummary on ImportSummary {\n    count\n    moneyIn\n    moneyOut\n    net\n    duplicates\n    openingBalance\n    closingBalance\n    expectedClosingBalance\n    balanceMismatch\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FmLastRecode on Recode {\n    id\n    at\n    byRules\n    startDate\n    endDate\n    financialAccountCode\n    description\n    changed\n    undoneAt\n    username\n  }\n"): (typeof documents)["\n  fragment FmLastRecode on Recode {\n    id\n    at\n    byRules\n    startDate\n    endDate\n    financialAccountCode\n    description\n    changed\n    undoneAt\n    username\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FmLastRecode {\n    lastRecode {\n      id\n      ...FmLastRecode\n    }\n  }\n"): (typeof documents)["\n  query FmLastRecode {\n    lastRecode {\n      id\n      ...FmLastRecode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FmCsvMapping on CsvMapping {\n    fingerprint\n    header\n    preview\n    questions {\n      about\n      message\n    }\n    layout {\n      encoding\n      delimiter\n      skipRecords\n      hasHeader\n      columns {\n        date\n        valueDate\n        description\n        amount\n        debit\n        credit\n        flag\n        currency\n        reference\n        balance\n        accountCode\n      }\n      dateOrder\n      decimalMark\n      signConvention\n      outFlags\n    }\n  }\n"): (typeof documents)["\n  fragment FmCsvMapping on CsvMapping {\n    fingerprint\n    header\n    preview\n    questions {\n      about\n      message\n    }\n    layout {\n      encoding\n      delimiter\n      skipRecords\n      hasHeader\n      columns {\n        date\n        valueDate\n        description\n        amount\n        debit\n        credit\n        flag\n        currency\n        reference\n        balance\n        accountCode\n      }\n      dateOrder\n      decimalMark\n      signConvention\n      outFlags\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FmMonthlyChart on MonthlyFinancials {\n    month\n    income\n    expenses\n    profit\n  }\n"): (typeof documents)["\n  fragment FmMonthlyChart on MonthlyFinancials {\n    month\n    income\n    expenses\n    profit\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FmMonthlyFinancials($start: Date!, $end: Date!) {\n    monthlyFinancials(start: $start, end: $end) {\n      month\n      ...FmMonthlyChart\n    }\n  }\n"): (typeof documents)["\n  query FmMonthlyFinancials($start: Date!, $end: Date!) {\n    monthlyFinancials(start: $start, end: $end) {\n      month\n      ...FmMonthlyChart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FmRecodePreview on RecodePreview {\n    changed\n    rows {\n      transaction {\n        id\n        processed\n        description\n        debit\n        credit\n        financialAccountCode\n        financialAccountName\n      }\n      newFinancialAccountCode\n      newFinancialAccountName\n    }\n  }\n"): (typeof documents)["\n  fragment FmRecodePreview on RecodePreview {\n    changed\n    rows {\n      transaction {\n        id\n        processed\n        description\n        debit\n        credit\n        financialAccountCode\n        financialAccountName\n      }\n      newFinancialAccountCode\n      newFinancialAccountName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FmSummaryFigures on FinancialSummary {\n    income\n    expenses\n    profit\n    paymentsReceived\n    currencySymbol\n  }\n"): (typeof documents)["\n  fragment FmSummaryFigures on FinancialSummary {\n    income\n    expenses\n    profit\n    paymentsReceived\n    currencySymbol\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FmTransactionForm on FinancialTransaction {\n    id\n    processed\n    financialAccountCode\n    description\n    debit\n    credit\n  }\n"): (typeof documents)["\n  fragment FmTransactionForm on FinancialTransaction {\n    id\n    processed\n    financialAccountCode\n    description\n    debit\n    credit\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FmTransactionRow on FinancialTransaction {\n    id\n    processed\n    financialAccountCode\n    financialAccountName\n    financialAccountType\n    status\n    description\n    debit\n    credit\n  }\n"): (typeof documents)["\n  fragment FmTransactionRow on FinancialTransaction {\n    id\n    processed\n    financialAccountCode\n    financialAccountName\n    financialAccountType\n    status\n    description\n    debit\n    credit\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FmTransactions(\n    $start: Date!\n    $end: Date!\n    $type: AccountType\n    $accountCode: String\n    $invoiceId: ID\n    $appointmentId: ID\n  ) {\n    financialTransactions(\n      start: $start\n      end: $end\n      type: $type\n      accountCode: $accountCode\n      invoiceId: $invoiceId\n      appointmentId: $appointmentId\n    ) {\n      id\n      ...FmTransactionRow\n    }\n  }\n"): (typeof documents)["\n  query FmTransactions(\n    $start: Date!\n    $end: Date!\n    $type: AccountType\n    $accountCode: String\n    $invoiceId: ID\n    $appointmentId: ID\n  ) {\n    financialTransactions(\n      start: $start\n      end: $end\n      type: $type\n      accountCode: $accountCode\n      invoiceId: $invoiceId\n      appointmentId: $appointmentId\n    ) {\n      id\n      ...FmTransactionRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FmAccounts {\n    financialAccounts {\n      id\n      code\n      name\n      type\n      status\n    }\n  }\n"): (typeof documents)["\n  query FmAccounts {\n    financialAccounts {\n      id\n      code\n      name\n      type\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FmTransaction($id: ID!) {\n    financialTransaction(id: $id) {\n      id\n      ...FmTransactionForm\n      ...FmTransactionRow\n    }\n  }\n"): (typeof documents)["\n  query FmTransaction($id: ID!) {\n    financialTransaction(id: $id) {\n      id\n      ...FmTransactionForm\n      ...FmTransactionRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FmAccountRules {\n    accountRules {\n      id\n      ...FmAccountRule\n    }\n  }\n"): (typeof documents)["\n  query FmAccountRules {\n    accountRules {\n      id\n      ...FmAccountRule\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FmCreateAccountRule($input: AccountRuleInput!) {\n    createAccountRule(input: $input) {\n      id\n      ...FmAccountRule\n    }\n  }\n"): (typeof documents)["\n  mutation FmCreateAccountRule($input: AccountRuleInput!) {\n    createAccountRule(input: $input) {\n      id\n      ...FmAccountRule\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FmCreateTransaction($input: FinancialTransactionInput!) {\n    createFinancialTransaction(input: $input) {\n      id\n      ...FmTransactionRow\n    }\n  }\n"): (typeof documents)["\n  mutation FmCreateTransaction($input: FinancialTransactionInput!) {\n    createFinancialTransaction(input: $input) {\n      id\n      ...FmTransactionRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FmDeleteAccountRule($id: ID!) {\n    deleteAccountRule(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation FmDeleteAccountRule($id: ID!) {\n    deleteAccountRule(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FmDeleteBankProfile($id: ID!) {\n    deleteBankProfile(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation FmDeleteBankProfile($id: ID!) {\n    deleteBankProfile(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FmDeleteTransaction($id: ID!) {\n    deleteFinancialTransaction(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation FmDeleteTransaction($id: ID!) {\n    deleteFinancialTransaction(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FmImportTransactions($rows: [ImportedTransactionInput!]!, $format: ImportFormat, $idempotencyKey: String) {\n    importFinancialTransactions(rows: $rows, format: $format, idempotencyKey: $idempotencyKey) {\n      imported\n      replayed\n    }\n  }\n"): (typeof documents)["\n  mutation FmImportTransactions($rows: [ImportedTransactionInput!]!, $format: ImportFormat, $idempotencyKey: String) {\n    importFinancialTransactions(rows: $rows, format: $format, idempotencyKey: $idempotencyKey) {\n      imported\n      replayed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FmImportReviewRows($reviewId: ID!, $offset: Int!, $limit: Int!) {\n    importReviewRows(reviewId: $reviewId, offset: $offset, limit: $limit) {\n      total\n      offset\n      rows {\n        id\n        line\n        processed\n        financialAccountCode\n        description\n        amount\n        duplicate\n        duplicateOf\n      }\n    }\n  }\n"): (typeof documents)["\n  query FmImportReviewRows($reviewId: ID!, $offset: Int!, $limit: Int!) {\n    importReviewRows(reviewId: $reviewId, offset: $offset, limit: $limit) {\n      total\n      offset\n      rows {\n        id\n        line\n        processed\n        financialAccountCode\n        description\n        amount\n        duplicate\n        duplicateOf\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FmStoreImportReview($reviewId: ID!, $accountCode: String, $includeDuplicates: Boolean) {\n    storeImportReview(reviewId: $reviewId, accountCode: $accountCode, includeDuplicates: $includeDuplicates) {\n      imported\n      replayed\n    }\n  }\n"): (typeof documents)["\n  mutation FmStoreImportReview($reviewId: ID!, $accountCode: String, $includeDuplicates: Boolean) {\n    storeImportReview(reviewId: $reviewId, accountCode: $accountCode, includeDuplicates: $includeDuplicates) {\n      imported\n      replayed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FmDeleteImportReview($reviewId: ID!) {\n    deleteImportReview(reviewId: $reviewId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation FmDeleteImportReview($reviewId: ID!) {\n    deleteImportReview(reviewId: $reviewId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FmRecodeTransactions($input: RecodeInput!) {\n    recodeFinancialTransactions(input: $input) {\n      changed\n      recode {\n        id\n        ...FmLastRecode\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FmRecodeTransactions($input: RecodeInput!) {\n    recodeFinancialTransactions(input: $input) {\n      changed\n      recode {\n        id\n        ...FmLastRecode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FmRecodePreview($input: RecodeInput!) {\n    recodePreview(input: $input) {\n      changed\n      ...FmRecodePreview\n    }\n  }\n"): (typeof documents)["\n  query FmRecodePreview($input: RecodeInput!) {\n    recodePreview(input: $input) {\n      changed\n      ...FmRecodePreview\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FmRenameBankProfile($id: ID!, $name: String!) {\n    renameBankProfile(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation FmRenameBankProfile($id: ID!, $name: String!) {\n    renameBankProfile(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FmReviewImport($format: ImportFormat!, $file: Upload!, $layout: CsvLayoutInput, $keepOnServer: Boolean) {\n    reviewFinancialTransactionImport(format: $format, file: $file, layout: $layout, keepOnServer: $keepOnServer) {\n      format\n      fileName\n      needsMapping\n      rows {\n        id\n        line\n        processed\n        financialAccountCode\n        description\n        amount\n        duplicate\n        duplicateOf\n        suggestedAccountCode\n        ruleId\n      }\n      summary {\n        ...FmImportSummary\n      }\n      reading {\n        ...FmImportReading\n      }\n      csv {\n        ...FmCsvMapping\n      }\n      profile {\n        id\n        name\n      }\n      draft {\n        id\n        pageRows\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FmReviewImport($format: ImportFormat!, $file: Upload!, $layout: CsvLayoutInput, $keepOnServer: Boolean) {\n    reviewFinancialTransactionImport(format: $format, file: $file, layout: $layout, keepOnServer: $keepOnServer) {\n      format\n      fileName\n      needsMapping\n      rows {\n        id\n        line\n        processed\n        financialAccountCode\n        description\n        amount\n        duplicate\n        duplicateOf\n        suggestedAccountCode\n        ruleId\n      }\n      summary {\n        ...FmImportSummary\n      }\n      reading {\n        ...FmImportReading\n      }\n      csv {\n        ...FmCsvMapping\n      }\n      profile {\n        id\n        name\n      }\n      draft {\n        id\n        pageRows\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FmSaveBankProfile($input: BankProfileInput!) {\n    saveBankProfile(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation FmSaveBankProfile($input: BankProfileInput!) {\n    saveBankProfile(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FmUndoRecode($id: ID!) {\n    undoRecode(id: $id) {\n      restored\n      recode {\n        id\n        ...FmLastRecode\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FmUndoRecode($id: ID!) {\n    undoRecode(id: $id) {\n      restored\n      recode {\n        id\n        ...FmLastRecode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FmUpdateAccountRule($id: ID!, $input: AccountRuleInput!) {\n    updateAccountRule(id: $id, input: $input) {\n      id\n      ...FmAccountRule\n    }\n  }\n"): (typeof documents)["\n  mutation FmUpdateAccountRule($id: ID!, $input: AccountRuleInput!) {\n    updateAccountRule(id: $id, input: $input) {\n      id\n      ...FmAccountRule\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FmUpdateTransaction($id: ID!, $input: FinancialTransactionInput!) {\n    updateFinancialTransaction(id: $id, input: $input) {\n      id\n      ...FmTransactionRow\n      ...FmTransactionForm\n    }\n  }\n"): (typeof documents)["\n  mutation FmUpdateTransaction($id: ID!, $input: FinancialTransactionInput!) {\n    updateFinancialTransaction(id: $id, input: $input) {\n      id\n      ...FmTransactionRow\n      ...FmTransactionForm\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoicePrint($id: ID!) {\n    viewer {\n      company {\n        id\n        name\n        address\n        phone\n        email\n        practiceNumber\n        taxName\n        taxRegistrationNumber\n        currencySymbol\n        timeZone\n      }\n    }\n    invoice(id: $id) {\n      id\n      uniqueId\n      statusLabel\n      invoiced\n      due\n      description\n      practitionerName\n      amount\n      paid\n      amountDue\n      client {\n        id\n        name\n        email\n      }\n      components {\n        id\n        description\n        quantity\n        unitCost\n        discountPercentage\n        amount\n        taxRate\n        taxAmount\n      }\n      payments {\n        id\n        paid\n        typeLabel\n        description\n        amount\n      }\n    }\n  }\n"): (typeof documents)["\n  query InvoicePrint($id: ID!) {\n    viewer {\n      company {\n        id\n        name\n        address\n        phone\n        email\n        practiceNumber\n        taxName\n        taxRegistrationNumber\n        currencySymbol\n        timeZone\n      }\n    }\n    invoice(id: $id) {\n      id\n      uniqueId\n      statusLabel\n      invoiced\n      due\n      description\n      practitionerName\n      amount\n      paid\n      amountDue\n      client {\n        id\n        name\n        email\n      }\n      components {\n        id\n        description\n        quantity\n        unitCost\n        discountPercentage\n        amount\n        taxRate\n        taxAmount\n      }\n      payments {\n        id\n        paid\n        typeLabel\n        description\n        amount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoiceTaxLines($invoiceId: ID!) {\n    viewer {\n      company {\n        id\n        taxName\n        taxRegistrationNumber\n      }\n    }\n    invoiceComponents(invoiceId: $invoiceId) {\n      id\n      description\n      amount\n      taxRate\n      taxAmount\n    }\n  }\n"): (typeof documents)["\n  query InvoiceTaxLines($invoiceId: ID!) {\n    viewer {\n      company {\n        id\n        taxName\n        taxRegistrationNumber\n      }\n    }\n    invoiceComponents(invoiceId: $invoiceId) {\n      id\n      description\n      amount\n      taxRate\n      taxAmount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceFields on Invoice {\n    id\n    uniqueId\n    status\n    statusLabel\n    amount\n    paid\n    amountDue\n    invoiced\n    due\n    description\n    numberOfClaims\n    version\n    practitionerName\n    downloadPath\n    client {\n      id\n      name\n      email\n    }\n    actions {\n      canDelete\n      canPayInFull\n      canCreateClaim\n      canAddBillingPlan\n      canAddProduct\n    }\n  }\n"): (typeof documents)["\n  fragment InvoiceFields on Invoice {\n    id\n    uniqueId\n    status\n    statusLabel\n    amount\n    paid\n    amountDue\n    invoiced\n    due\n    description\n    numberOfClaims\n    version\n    practitionerName\n    downloadPath\n    client {\n      id\n      name\n      email\n    }\n    actions {\n      canDelete\n      canPayInFull\n      canCreateClaim\n      canAddBillingPlan\n      canAddProduct\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceComponentFields on InvoiceComponent {\n    id\n    invoiceId\n    description\n    quantity\n    unitCost\n    discountPercentage\n    amount\n    paid\n    amountDue\n    bhfCode\n    nappiCode\n    modifier\n    diagnosisCode1\n    diagnosisCode2\n    diagnosisCode3\n    diagnosisCode4\n    diagnosisCode5\n    productId\n    actions {\n      canUpdate\n      canDelete\n      canPay\n    }\n  }\n"): (typeof documents)["\n  fragment InvoiceComponentFields on InvoiceComponent {\n    id\n    invoiceId\n    description\n    quantity\n    unitCost\n    discountPercentage\n    amount\n    paid\n    amountDue\n    bhfCode\n    nappiCode\n    modifier\n    diagnosisCode1\n    diagnosisCode2\n    diagnosisCode3\n    diagnosisCode4\n    diagnosisCode5\n    productId\n    actions {\n      canUpdate\n      canDelete\n      canPay\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceWithComponents on Invoice {\n    ...InvoiceFields\n    components {\n      ...InvoiceComponentFields\n    }\n  }\n"): (typeof documents)["\n  fragment InvoiceWithComponents on Invoice {\n    ...InvoiceFields\n    components {\n      ...InvoiceComponentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoiceListPage($query: InvoiceListQuery) {\n    invoices(query: $query) {\n      data {\n        ...InvoiceFields\n      }\n      totalElements\n      page\n      size\n    }\n  }\n"): (typeof documents)["\n  query InvoiceListPage($query: InvoiceListQuery) {\n    invoices(query: $query) {\n      data {\n        ...InvoiceFields\n      }\n      totalElements\n      page\n      size\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PractitionerInvoiceListPage($practitionerId: ID!, $query: InvoiceListQuery) {\n    practitionerInvoices(practitionerId: $practitionerId, query: $query) {\n      data {\n        ...InvoiceFields\n      }\n      totalElements\n      page\n      size\n    }\n  }\n"): (typeof documents)["\n  query PractitionerInvoiceListPage($practitionerId: ID!, $query: InvoiceListQuery) {\n    practitionerInvoices(practitionerId: $practitionerId, query: $query) {\n      data {\n        ...InvoiceFields\n      }\n      totalElements\n      page\n      size\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SelectedInvoice($id: ID!) {\n    invoice(id: $id) {\n      ...InvoiceWithComponents\n      payments {\n        id\n        description\n        type\n        typeLabel\n        amount\n        paid\n        componentId\n      }\n    }\n  }\n"): (typeof documents)["\n  query SelectedInvoice($id: ID!) {\n    invoice(id: $id) {\n      ...InvoiceWithComponents\n      payments {\n        id\n        description\n        type\n        typeLabel\n        amount\n        paid\n        componentId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoiceComponents($invoiceId: ID!) {\n    invoice(id: $invoiceId) {\n      ...InvoiceFields\n    }\n    invoiceComponents(invoiceId: $invoiceId) {\n      ...InvoiceComponentFields\n    }\n  }\n"): (typeof documents)["\n  query InvoiceComponents($invoiceId: ID!) {\n    invoice(id: $invoiceId) {\n      ...InvoiceFields\n    }\n    invoiceComponents(invoiceId: $invoiceId) {\n      ...InvoiceComponentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoiceComponentList($invoiceId: ID!) {\n    invoiceComponents(invoiceId: $invoiceId) {\n      ...InvoiceComponentFields\n    }\n  }\n"): (typeof documents)["\n  query InvoiceComponentList($invoiceId: ID!) {\n    invoiceComponents(invoiceId: $invoiceId) {\n      ...InvoiceComponentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActiveBillingPlans {\n    billingPlans(kind: ACTIVE) {\n      id\n      name\n      amount\n    }\n  }\n"): (typeof documents)["\n  query ActiveBillingPlans {\n    billingPlans(kind: ACTIVE) {\n      id\n      name\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductChoices {\n    products {\n      id\n      code\n      name\n      unitCost\n      active\n    }\n  }\n"): (typeof documents)["\n  query ProductChoices {\n    products {\n      id\n      code\n      name\n      unitCost\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddBillingPlanToInvoice($invoiceId: ID!, $billingPlanId: ID!) {\n    addBillingPlanToInvoice(invoiceId: $invoiceId, billingPlanId: $billingPlanId) {\n      ...InvoiceWithComponents\n    }\n  }\n"): (typeof documents)["\n  mutation AddBillingPlanToInvoice($invoiceId: ID!, $billingPlanId: ID!) {\n    addBillingPlanToInvoice(invoiceId: $invoiceId, billingPlanId: $billingPlanId) {\n      ...InvoiceWithComponents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddProductToInvoice($invoiceId: ID!, $productId: ID!) {\n    addProductToInvoice(invoiceId: $invoiceId, productId: $productId) {\n      ...InvoiceWithComponents\n    }\n  }\n"): (typeof documents)["\n  mutation AddProductToInvoice($invoiceId: ID!, $productId: ID!) {\n    addProductToInvoice(invoiceId: $invoiceId, productId: $productId) {\n      ...InvoiceWithComponents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteInvoice($id: ID!) {\n    deleteInvoice(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteInvoice($id: ID!) {\n    deleteInvoice(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteInvoiceComponent($id: ID!) {\n    deleteInvoiceComponent(id: $id) {\n      id\n      invoice {\n        id\n        ...InvoiceWithComponents\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteInvoiceComponent($id: ID!) {\n    deleteInvoiceComponent(id: $id) {\n      id\n      invoice {\n        id\n        ...InvoiceWithComponents\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmailInvoice($id: ID!, $to: String, $idempotencyKey: String) {\n    emailInvoice(id: $id, to: $to, idempotencyKey: $idempotencyKey) {\n      to\n      messageId\n      status\n      error\n    }\n  }\n"): (typeof documents)["\n  mutation EmailInvoice($id: ID!, $to: String, $idempotencyKey: String) {\n    emailInvoice(id: $id, to: $to, idempotencyKey: $idempotencyKey) {\n      to\n      messageId\n      status\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInvoice($id: ID!, $input: UpdateInvoiceInput!) {\n    updateInvoice(id: $id, input: $input) {\n      ...InvoiceFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateInvoice($id: ID!, $input: UpdateInvoiceInput!) {\n    updateInvoice(id: $id, input: $input) {\n      ...InvoiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInvoiceComponent($id: ID!, $input: InvoiceComponentInput!) {\n    updateInvoiceComponent(id: $id, input: $input) {\n      component {\n        ...InvoiceComponentFields\n      }\n      invoice {\n        ...InvoiceFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateInvoiceComponent($id: ID!, $input: InvoiceComponentInput!) {\n    updateInvoiceComponent(id: $id, input: $input) {\n      component {\n        ...InvoiceComponentFields\n      }\n      invoice {\n        ...InvoiceFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewInvoiceTax {\n    viewer {\n      company {\n        id\n        chargesTax\n        taxName\n        taxRates {\n          rate\n          percent\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewInvoiceTax {\n    viewer {\n      company {\n        id\n        chargesTax\n        taxName\n        taxRates {\n          rate\n          percent\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewInvoiceClients($search: String) {\n    clients(search: $search, limit: 8) {\n      total\n      clients {\n        id\n        name\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewInvoiceClients($search: String) {\n    clients(search: $search, limit: 8) {\n      total\n      clients {\n        id\n        name\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewInvoiceCatalog {\n    products {\n      id\n      code\n      name\n      unitCost\n      bhfCode\n      nappiCode\n      active\n    }\n    billingPlans(kind: ACTIVE) {\n      id\n      name\n      items {\n        id\n        productId\n        description\n        quantity\n        unitCost\n        discountPercentage\n        bhfCode\n        nappiCode\n        modifier\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewInvoiceCatalog {\n    products {\n      id\n      code\n      name\n      unitCost\n      bhfCode\n      nappiCode\n      active\n    }\n    billingPlans(kind: ACTIVE) {\n      id\n      name\n      items {\n        id\n        productId\n        description\n        quantity\n        unitCost\n        discountPercentage\n        bhfCode\n        nappiCode\n        modifier\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NewInvoiceCreate($input: CreateInvoiceInput!) {\n    createInvoice(input: $input) {\n      ...InvoiceFields\n    }\n  }\n"): (typeof documents)["\n  mutation NewInvoiceCreate($input: CreateInvoiceInput!) {\n    createInvoice(input: $input) {\n      ...InvoiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NewInvoiceAddLine($invoiceId: ID!, $input: InvoiceComponentInput!) {\n    addInvoiceComponent(invoiceId: $invoiceId, input: $input) {\n      component {\n        ...InvoiceComponentFields\n      }\n      invoice {\n        ...InvoiceFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation NewInvoiceAddLine($invoiceId: ID!, $input: InvoiceComponentInput!) {\n    addInvoiceComponent(invoiceId: $invoiceId, input: $input) {\n      component {\n        ...InvoiceComponentFields\n      }\n      invoice {\n        ...InvoiceFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OutboxMessageFields on OutboxMessage {\n    id\n    kind\n    to\n    cc\n    subject\n    status\n    error\n    attempts\n    createdAt\n    sentAt\n    attachments {\n      position\n      fileName\n      contentType\n      sizeBytes\n      downloadUrl\n    }\n  }\n"): (typeof documents)["\n  fragment OutboxMessageFields on OutboxMessage {\n    id\n    kind\n    to\n    cc\n    subject\n    status\n    error\n    attempts\n    createdAt\n    sentAt\n    attachments {\n      position\n      fileName\n      contentType\n      sizeBytes\n      downloadUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OutboxList($status: OutboxStatus, $offset: Int, $limit: Int) {\n    outbox(status: $status, offset: $offset, limit: $limit) {\n      total\n      offset\n      limit\n      messages {\n        ...OutboxMessageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query OutboxList($status: OutboxStatus, $offset: Int, $limit: Int) {\n    outbox(status: $status, offset: $offset, limit: $limit) {\n      total\n      offset\n      limit\n      messages {\n        ...OutboxMessageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OutboxMessageDetail($id: ID!) {\n    outboxMessage(id: $id) {\n      ...OutboxMessageFields\n      text\n      html\n    }\n  }\n"): (typeof documents)["\n  query OutboxMessageDetail($id: ID!) {\n    outboxMessage(id: $id) {\n      ...OutboxMessageFields\n      text\n      html\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendMessage($id: ID!) {\n    resendMessage(id: $id) {\n      ...OutboxMessageFields\n      id\n      status\n      error\n      text\n      html\n    }\n  }\n"): (typeof documents)["\n  mutation ResendMessage($id: ID!) {\n    resendMessage(id: $id) {\n      ...OutboxMessageFields\n      id\n      status\n      error\n      text\n      html\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentClientSearch($search: String) {\n    clients(search: $search, limit: 10) {\n      total\n      clients {\n        id\n        name\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query PaymentClientSearch($search: String) {\n    clients(search: $search, limit: 10) {\n      total\n      clients {\n        id\n        name\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientPaymentChoices($clientId: ID!) {\n    clientInvoices(clientId: $clientId) {\n      id\n      uniqueId\n      invoiced\n      status\n      amount\n      paid\n      amountDue\n    }\n    clientCredit(clientId: $clientId) {\n      clientId\n      credit\n    }\n  }\n"): (typeof documents)["\n  query ClientPaymentChoices($clientId: ID!) {\n    clientInvoices(clientId: $clientId) {\n      id\n      uniqueId\n      invoiced\n      status\n      amount\n      paid\n      amountDue\n    }\n    clientCredit(clientId: $clientId) {\n      clientId\n      credit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayClientInvoices($clientId: ID!, $input: ClientPaymentInput!) {\n    payClientInvoices(clientId: $clientId, input: $input) {\n      created\n      credit\n      receipt {\n        id\n        amount\n        creditKept\n      }\n      invoices {\n        id\n        status\n        paid\n        amountDue\n        version\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PayClientInvoices($clientId: ID!, $input: ClientPaymentInput!) {\n    payClientInvoices(clientId: $clientId, input: $input) {\n      created\n      credit\n      receipt {\n        id\n        amount\n        creditKept\n      }\n      invoices {\n        id\n        status\n        paid\n        amountDue\n        version\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyClientCredit($invoiceId: ID!, $input: ApplyCreditInput!) {\n    applyClientCredit(invoiceId: $invoiceId, input: $input) {\n      created\n      credit\n      payment {\n        id\n        amount\n      }\n      invoice {\n        id\n        status\n        paid\n        amountDue\n        version\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyClientCredit($invoiceId: ID!, $input: ApplyCreditInput!) {\n    applyClientCredit(invoiceId: $invoiceId, input: $input) {\n      created\n      credit\n      payment {\n        id\n        amount\n      }\n      invoice {\n        id\n        status\n        paid\n        amountDue\n        version\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentFields on Payment {\n    id\n    invoiceId\n    invoiceUniqueId\n    componentId\n    componentDescription\n    clientName\n    description\n    type\n    typeLabel\n    amount\n    paid\n    createdAt\n    receiptId\n    fromCredit\n  }\n"): (typeof documents)["\n  fragment PaymentFields on Payment {\n    id\n    invoiceId\n    invoiceUniqueId\n    componentId\n    componentDescription\n    clientName\n    description\n    type\n    typeLabel\n    amount\n    paid\n    createdAt\n    receiptId\n    fromCredit\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentListPage($query: PaymentListQuery) {\n    payments(query: $query) {\n      data {\n        ...PaymentFields\n      }\n      totalRecords\n      page\n      size\n    }\n  }\n"): (typeof documents)["\n  query PaymentListPage($query: PaymentListQuery) {\n    payments(query: $query) {\n      data {\n        ...PaymentFields\n      }\n      totalRecords\n      page\n      size\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PractitionerPaymentListPage($practitionerId: ID!, $query: PaymentListQuery) {\n    practitionerPayments(practitionerId: $practitionerId, query: $query) {\n      data {\n        ...PaymentFields\n      }\n      totalRecords\n      page\n      size\n    }\n  }\n"): (typeof documents)["\n  query PractitionerPaymentListPage($practitionerId: ID!, $query: PaymentListQuery) {\n    practitionerPayments(practitionerId: $practitionerId, query: $query) {\n      data {\n        ...PaymentFields\n      }\n      totalRecords\n      page\n      size\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentDetail($id: ID!) {\n    payment(id: $id) {\n      ...PaymentFields\n      clientEmail\n    }\n  }\n"): (typeof documents)["\n  query PaymentDetail($id: ID!) {\n    payment(id: $id) {\n      ...PaymentFields\n      clientEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePayment($id: ID!) {\n    deletePayment(id: $id) {\n      id\n      invoice {\n        ...InvoiceFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePayment($id: ID!) {\n    deletePayment(id: $id) {\n      id\n      invoice {\n        ...InvoiceFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayInvoice($invoiceId: ID!, $input: PaymentInput!) {\n    payInvoice(invoiceId: $invoiceId, input: $input) {\n      created\n      payment {\n        id\n        amount\n        paid\n        type\n      }\n      invoice {\n        ...InvoiceWithComponents\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PayInvoice($invoiceId: ID!, $input: PaymentInput!) {\n    payInvoice(invoiceId: $invoiceId, input: $input) {\n      created\n      payment {\n        id\n        amount\n        paid\n        type\n      }\n      invoice {\n        ...InvoiceWithComponents\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayInvoiceComponent($componentId: ID!, $input: PaymentInput!) {\n    payInvoiceComponent(componentId: $componentId, input: $input) {\n      created\n      payment {\n        id\n        amount\n        paid\n        type\n      }\n      component {\n        ...InvoiceComponentFields\n      }\n      invoice {\n        ...InvoiceFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PayInvoiceComponent($componentId: ID!, $input: PaymentInput!) {\n    payInvoiceComponent(componentId: $componentId, input: $input) {\n      created\n      payment {\n        id\n        amount\n        paid\n        type\n      }\n      component {\n        ...InvoiceComponentFields\n      }\n      invoice {\n        ...InvoiceFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmailReceipt($paymentId: ID!, $to: String, $idempotencyKey: String) {\n    emailReceipt(paymentId: $paymentId, to: $to, idempotencyKey: $idempotencyKey) {\n      to\n      status\n      error\n    }\n  }\n"): (typeof documents)["\n  mutation EmailReceipt($paymentId: ID!, $to: String, $idempotencyKey: String) {\n    emailReceipt(paymentId: $paymentId, to: $to, idempotencyKey: $idempotencyKey) {\n      to\n      status\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PractitionerChoices {\n    practitioners {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query PractitionerChoices {\n    practitioners {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportsAgedReceivables($asOf: Date!) {\n    agedReceivables(asOf: $asOf) {\n      asOf\n      currencySymbol\n      downloadPath\n      clients {\n        clientId\n        name\n        amounts {\n          ...ReportsAgedAmounts\n        }\n      }\n      totals {\n        ...ReportsAgedAmounts\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReportsAgedReceivables($asOf: Date!) {\n    agedReceivables(asOf: $asOf) {\n      asOf\n      currencySymbol\n      downloadPath\n      clients {\n        clientId\n        name\n        amounts {\n          ...ReportsAgedAmounts\n        }\n      }\n      totals {\n        ...ReportsAgedAmounts\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportsAgedAmounts on AgedAmounts {\n    current\n    days1To30\n    days31To60\n    days61To90\n    days91To120\n    over120\n    total\n    invoices\n  }\n"): (typeof documents)["\n  fragment ReportsAgedAmounts on AgedAmounts {\n    current\n    days1To30\n    days31To60\n    days61To90\n    days91To120\n    over120\n    total\n    invoices\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportsProfitAndLoss($start: Date!, $end: Date!) {\n    profitAndLoss(start: $start, end: $end) {\n      start\n      end\n      currencySymbol\n      downloadPath\n      months\n      accounts {\n        code\n        name\n        kind\n        amounts\n        total\n      }\n      monthTotals {\n        month\n        income\n        expenses\n        netProfit\n      }\n      totals {\n        income\n        expenses\n        netProfit\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReportsProfitAndLoss($start: Date!, $end: Date!) {\n    profitAndLoss(start: $start, end: $end) {\n      start\n      end\n      currencySymbol\n      downloadPath\n      months\n      accounts {\n        code\n        name\n        kind\n        amounts\n        total\n      }\n      monthTotals {\n        month\n        income\n        expenses\n        netProfit\n      }\n      totals {\n        income\n        expenses\n        netProfit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportsPaymentsByType($start: Date!, $end: Date!) {\n    paymentsByType(start: $start, end: $end) {\n      start\n      end\n      currencySymbol\n      downloadPath\n      months {\n        month\n        total\n        types {\n          type\n          amount\n        }\n      }\n      types {\n        type\n        label\n        amount\n        count\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query ReportsPaymentsByType($start: Date!, $end: Date!) {\n    paymentsByType(start: $start, end: $end) {\n      start\n      end\n      currencySymbol\n      downloadPath\n      months {\n        month\n        total\n        types {\n          type\n          amount\n        }\n      }\n      types {\n        type\n        label\n        amount\n        count\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportsTaxSettings {\n    viewer {\n      company {\n        id\n        chargesTax\n        taxName\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReportsTaxSettings {\n    viewer {\n      company {\n        id\n        chargesTax\n        taxName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportsTaxReport($start: Date!, $end: Date!) {\n    taxReport(start: $start, end: $end) {\n      start\n      end\n      taxName\n      registrationNumber\n      currencySymbol\n      rates {\n        rate\n        percent\n        label\n        lines\n        invoices\n        gross\n        net\n        tax\n      }\n      outputGross\n      outputNet\n      outputTax\n      inputTax\n      inputAccount\n      netPayable\n      downloadPath\n    }\n  }\n"): (typeof documents)["\n  query ReportsTaxReport($start: Date!, $end: Date!) {\n    taxReport(start: $start, end: $end) {\n      start\n      end\n      taxName\n      registrationNumber\n      currencySymbol\n      rates {\n        rate\n        percent\n        label\n        lines\n        invoices\n        gross\n        net\n        tax\n      }\n      outputGross\n      outputNet\n      outputTax\n      inputTax\n      inputAccount\n      netPayable\n      downloadPath\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      accessToken\n      tokenType\n      expiresIn\n      viewer {\n        ...SessionViewer\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      accessToken\n      tokenType\n      expiresIn\n      viewer {\n        ...SessionViewer\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionViewer on Viewer {\n    user {\n      id\n      username\n      firstName\n      lastName\n      roles\n      companyId\n    }\n    company {\n      id\n      name\n      type\n      region\n      currencySymbol\n      timeZone\n      isHealth\n    }\n    configuration {\n      rowsPerPage\n    }\n  }\n"): (typeof documents)["\n  fragment SessionViewer on Viewer {\n    user {\n      id\n      username\n      firstName\n      lastName\n      roles\n      companyId\n    }\n    company {\n      id\n      name\n      type\n      region\n      currencySymbol\n      timeZone\n      isHealth\n    }\n    configuration {\n      rowsPerPage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionViewer {\n    viewer {\n      ...SessionViewer\n    }\n  }\n"): (typeof documents)["\n  query SessionViewer {\n    viewer {\n      ...SessionViewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FmTasks($limit: Int!) {\n    financeTasks(limit: $limit) {\n      total\n      counts {\n        kind\n        state\n        count\n        amount\n        screen\n      }\n      tasks {\n        id\n        kind\n        reference\n        title\n        detail\n        amount\n        since\n        screen\n      }\n    }\n  }\n"): (typeof documents)["\n  query FmTasks($limit: Int!) {\n    financeTasks(limit: $limit) {\n      total\n      counts {\n        kind\n        state\n        count\n        amount\n        screen\n      }\n      tasks {\n        id\n        kind\n        reference\n        title\n        detail\n        amount\n        since\n        screen\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UnpaidRunFields on UnpaidRun {\n    id\n    olderThanDays\n    runAt\n    finishedAt\n    status\n    invoiceCount\n    totalDue\n    emailsSent\n    emailsFailed\n    emailsWithoutAddress\n    emailsPending\n  }\n"): (typeof documents)["\n  fragment UnpaidRunFields on UnpaidRun {\n    id\n    olderThanDays\n    runAt\n    finishedAt\n    status\n    invoiceCount\n    totalDue\n    emailsSent\n    emailsFailed\n    emailsWithoutAddress\n    emailsPending\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnpaidRunList {\n    unpaidRuns {\n      ...UnpaidRunFields\n    }\n  }\n"): (typeof documents)["\n  query UnpaidRunList {\n    unpaidRuns {\n      ...UnpaidRunFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnpaidRunDetail($id: ID!) {\n    unpaidRun(id: $id) {\n      ...UnpaidRunFields\n      invoices {\n        due\n        email\n        emailStatus\n        emailError\n        invoice {\n          id\n          uniqueId\n          status\n          statusLabel\n          invoiced\n          client {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query UnpaidRunDetail($id: ID!) {\n    unpaidRun(id: $id) {\n      ...UnpaidRunFields\n      invoices {\n        due\n        email\n        emailStatus\n        emailError\n        invoice {\n          id\n          uniqueId\n          status\n          statusLabel\n          invoiced\n          client {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnpaidRunPreview($olderThanDays: Int!) {\n    unpaidRunPreview(olderThanDays: $olderThanDays) {\n      olderThanDays\n      invoicedBefore\n      invoiceCount\n      totalDue\n      invoices {\n        id\n        uniqueId\n        statusLabel\n        invoiced\n        amountDue\n        client {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query UnpaidRunPreview($olderThanDays: Int!) {\n    unpaidRunPreview(olderThanDays: $olderThanDays) {\n      olderThanDays\n      invoicedBefore\n      invoiceCount\n      totalDue\n      invoices {\n        id\n        uniqueId\n        statusLabel\n        invoiced\n        amountDue\n        client {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryUnpaidRunReminders($id: ID!) {\n    retryUnpaidRunReminders(id: $id) {\n      ...UnpaidRunFields\n    }\n  }\n"): (typeof documents)["\n  mutation RetryUnpaidRunReminders($id: ID!) {\n    retryUnpaidRunReminders(id: $id) {\n      ...UnpaidRunFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartUnpaidRun($olderThanDays: Int!) {\n    startUnpaidRun(olderThanDays: $olderThanDays) {\n      ...UnpaidRunFields\n    }\n  }\n"): (typeof documents)["\n  mutation StartUnpaidRun($olderThanDays: Int!) {\n    startUnpaidRun(olderThanDays: $olderThanDays) {\n      ...UnpaidRunFields\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;