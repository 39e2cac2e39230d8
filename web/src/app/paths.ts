/** Every route of the app (spec §2), as hash paths. */
export const paths = {
  home: '/',
  login: '/login',
  invoices: '/commonFinancialInvoices',
  payments: '/commonFinancialPayments',
  billingRuns: '/commonFinancialBillingRuns',
  unpaidRuns: '/commonFinancialUnpaidRuns',
  financialManagement: '/commonFinancialManagement',
  claims: '/healthFinancialClaims',
  /** Not in spec §2: the Outbox of every mail (main menu; the finance bar is fixed by the spec). */
  outbox: '/commonFinancialOutbox',
  /** Not in spec §2: products and billing plans, reached from the Invoices page (docs/decisions.md). */
  products: '/commonFinancialProducts',
  billingPlans: '/commonFinancialBillingPlans',
  /** Not in spec §2: clients (the spec's affiliates) and one client's page, in the same strip (docs/decisions.md). */
  clients: '/commonFinancialClients',
  client: '/commonFinancialClients/:clientId',
  /** Not in spec §2: the reports, reached from the Financial Management dashboard (docs/decisions.md). */
  reports: '/commonFinancialReports',
  /** Not in spec §2: one invoice laid out for printing, linked from the invoice's details (docs/guide-new-invoice.md). */
  invoicePrint: '/commonFinancialInvoices/:invoiceId/print',
  msOverview: '/msOverviewHome',
  pmOverview: '/pmOverviewHome',
  faOverview: '/faOverviewHome',
  sbOverview: '/sbOverviewHome',
  siOverview: '/siOverview',
  userOverview: '/userOverview',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** Where a user lands after signing in when they did not ask for a page. */
export const DEFAULT_SIGNED_IN_PATH: AppPath = paths.invoices;
