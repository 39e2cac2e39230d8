import { Suspense, type ComponentType, type ReactNode } from 'react';
import { createHashRouter, type RouteObject } from 'react-router-dom';
import { financeAreas } from '../features/layout/roles';
import { OverviewRedirect } from '../features/overview/OverviewRedirect';
import { LoginPage } from '../features/session/LoginPage';
import { PageSpinner } from '../shared/PageSpinner';
import { lazyPage, type LazyPage } from './lazyPage';
import { NotFoundPage } from './NotFoundPage';
import { paths } from './paths';
import { RequireAuth } from './RequireAuth';
import { RouteErrorPage } from './RouteErrorPage';
import type { RouteHandle } from './routeHandle';

// The signed-in shell (menus, heading, footer) is a chunk of its own too: the sign-in page does not need it.
const AppLayout = lazyPage(() => import('../features/layout/AppLayout'), 'AppLayout');
const InvoicesPage = lazyPage(() => import('../features/invoices/InvoicesPage'), 'InvoicesPage');
const PaymentsPage = lazyPage(() => import('../features/payments/PaymentsPage'), 'PaymentsPage');
const BillingRunsPage = lazyPage(() => import('../features/billing-runs/BillingRunsPage'), 'BillingRunsPage');
const UnpaidRunsPage = lazyPage(() => import('../features/unpaid-runs/UnpaidRunsPage'), 'UnpaidRunsPage');
const FinancialManagementPage = lazyPage(
  () => import('../features/financial-management/FinancialManagementPage'),
  'FinancialManagementPage',
);
const ClaimsPage = lazyPage(() => import('../features/claims/ClaimsPage'), 'ClaimsPage');
const OutboxPage = lazyPage(() => import('../features/outbox/OutboxPage'), 'OutboxPage');
const ProductsPage = lazyPage(() => import('../features/catalog/ProductsPage'), 'ProductsPage');
const BillingPlansPage = lazyPage(() => import('../features/catalog/BillingPlansPage'), 'BillingPlansPage');
const ClientsPage = lazyPage(() => import('../features/clients/ClientsPage'), 'ClientsPage');
const ClientPage = lazyPage(() => import('../features/clients/ClientPage'), 'ClientPage');
const ReportsPage = lazyPage(() => import('../features/reports/ReportsPage'), 'ReportsPage');
const InvoicePrintPage = lazyPage(() => import('../features/invoice-print/InvoicePrintPage'), 'InvoicePrintPage');
const OverviewPage = lazyPage(() => import('../features/overview/OverviewPage'), 'OverviewPage');
const CompanySettings = lazyPage(() => import('../features/company-settings/CompanySettings'), 'CompanySettings');

const finance = (title: string): RouteHandle => ({ title, section: 'finance' });

function overviewRoute(path: string, moduleName: string, children?: ReactNode): RouteObject {
  const handle: RouteHandle = { title: moduleName, section: 'overview' };
  return { path, handle, element: <OverviewPage moduleName={moduleName}>{children}</OverviewPage> };
}

/** Hash routes of spec §2. Every page but login sits behind RequireAuth in the app layout. */
export const routes: RouteObject[] = [
  { path: paths.login, element: <LoginPage />, errorElement: <RouteErrorPage /> },
  {
    // The print view is the sheet alone: signed in, but outside the app's menus.
    path: paths.invoicePrint,
    element: (
      <RequireAuth>
        <Suspense fallback={<PageSpinner />}>
          <InvoicePrintPage />
        </Suspense>
      </RequireAuth>
    ),
    errorElement: <RouteErrorPage />,
    handle: { title: 'Print invoice', section: 'finance' } satisfies RouteHandle,
  },
  {
    path: paths.home,
    element: (
      <RequireAuth>
        <Suspense fallback={<PageSpinner />}>
          <AppLayout />
        </Suspense>
      </RequireAuth>
    ),
    errorElement: <RouteErrorPage />,
    children: [
      {
        // Errors inside a page keep the menus around them.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <OverviewRedirect /> },
          { path: paths.invoices, element: <InvoicesPage />, handle: finance(financeAreas.invoices.label) },
          { path: paths.payments, element: <PaymentsPage />, handle: finance(financeAreas.payments.label) },
          { path: paths.billingRuns, element: <BillingRunsPage />, handle: finance(financeAreas.billingRuns.label) },
          { path: paths.unpaidRuns, element: <UnpaidRunsPage />, handle: finance(financeAreas.unpaidRuns.label) },
          {
            path: paths.financialManagement,
            element: <FinancialManagementPage />,
            handle: finance(financeAreas.financialManagement.label),
          },
          { path: paths.claims, element: <ClaimsPage />, handle: finance(financeAreas.claims.label) },
          { path: paths.outbox, element: <OutboxPage />, handle: finance('Outbox') },
          { path: paths.products, element: <ProductsPage />, handle: finance('Products') },
          { path: paths.billingPlans, element: <BillingPlansPage />, handle: finance('Billing plans') },
          { path: paths.clients, element: <ClientsPage />, handle: finance('Clients') },
          { path: paths.client, element: <ClientPage />, handle: finance('Client') },
          { path: paths.reports, element: <ReportsPage />, handle: finance('Reports') },
          overviewRoute(paths.msOverview, 'MS Module'),
          overviewRoute(paths.pmOverview, 'PM Module'),
          overviewRoute(paths.faOverview, 'FA Module'),
          overviewRoute(paths.sbOverview, 'SB Module'),
          overviewRoute(paths.siOverview, 'SI Module'),
          // The company's settings belong to the user module (spec §2's heading links reach it).
          overviewRoute(paths.userOverview, 'User Module', <CompanySettings />),
          { path: '*', element: <NotFoundPage />, handle: { title: 'Page not found', section: 'other' } },
        ],
      },
    ],
  },
];

const pagesByPath: Partial<Record<string, Pick<LazyPage<ComponentType>, 'preload'>>> = {
  [paths.invoices]: InvoicesPage,
  [paths.payments]: PaymentsPage,
  [paths.billingRuns]: BillingRunsPage,
  [paths.unpaidRuns]: UnpaidRunsPage,
  [paths.financialManagement]: FinancialManagementPage,
  [paths.claims]: ClaimsPage,
  [paths.outbox]: OutboxPage,
  [paths.products]: ProductsPage,
  [paths.billingPlans]: BillingPlansPage,
  [paths.clients]: ClientsPage,
  [paths.reports]: ReportsPage,
  [paths.msOverview]: OverviewPage,
  [paths.pmOverview]: OverviewPage,
  [paths.faOverview]: OverviewPage,
  [paths.sbOverview]: OverviewPage,
  [paths.siOverview]: OverviewPage,
  [paths.userOverview]: OverviewPage,
};

/**
 * Starts loading the code of a signed-in page (the shell and the page at `pathname`) without waiting for the
 * session check, so both download at once; rendering later reuses these loads. Nothing for #/login.
 */
export function preloadRoute(pathname: string): void {
  if (pathname === paths.login) return;
  const ignore = () => undefined; // a failed load is retried, and reported, when the page renders
  AppLayout.preload().catch(ignore);
  pagesByPath[pathname]?.preload().catch(ignore);
}

export function createAppRouter() {
  return createHashRouter(routes);
}
