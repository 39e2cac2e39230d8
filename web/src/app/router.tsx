import { createHashRouter, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../features/layout/AppLayout';
import { financeAreas } from '../features/layout/roles';
import { OverviewRedirect } from '../features/overview/OverviewRedirect';
import { LoginPage } from '../features/session/LoginPage';
import { lazyPage } from './lazyPage';
import { NotFoundPage } from './NotFoundPage';
import { paths } from './paths';
import { RequireAuth } from './RequireAuth';
import { RouteErrorPage } from './RouteErrorPage';
import type { RouteHandle } from './routeHandle';

const InvoicesPage = lazyPage(() => import('../features/invoices/InvoicesPage'), 'InvoicesPage');
const PaymentsPage = lazyPage(() => import('../features/payments/PaymentsPage'), 'PaymentsPage');
const BillingRunsPage = lazyPage(() => import('../features/billing-runs/BillingRunsPage'), 'BillingRunsPage');
const UnpaidRunsPage = lazyPage(() => import('../features/unpaid-runs/UnpaidRunsPage'), 'UnpaidRunsPage');
const FinancialManagementPage = lazyPage(
  () => import('../features/financial-management/FinancialManagementPage'),
  'FinancialManagementPage',
);
const ClaimsPage = lazyPage(() => import('../features/claims/ClaimsPage'), 'ClaimsPage');
const OverviewPage = lazyPage(() => import('../features/overview/OverviewPage'), 'OverviewPage');

const finance = (title: string): RouteHandle => ({ title, section: 'finance' });

function overviewRoute(path: string, moduleName: string): RouteObject {
  const handle: RouteHandle = { title: moduleName, section: 'overview' };
  return { path, handle, element: <OverviewPage moduleName={moduleName} /> };
}

/** Hash routes of spec §2. Every page but login sits behind RequireAuth in the app layout. */
export const routes: RouteObject[] = [
  { path: paths.login, element: <LoginPage />, errorElement: <RouteErrorPage /> },
  {
    path: paths.home,
    element: (
      <RequireAuth>
        <AppLayout />
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
          overviewRoute(paths.msOverview, 'MS Module'),
          overviewRoute(paths.pmOverview, 'PM Module'),
          overviewRoute(paths.faOverview, 'FA Module'),
          overviewRoute(paths.sbOverview, 'SB Module'),
          overviewRoute(paths.siOverview, 'SI Module'),
          overviewRoute(paths.userOverview, 'User Module'),
          { path: '*', element: <NotFoundPage />, handle: { title: 'Page not found', section: 'other' } },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createHashRouter(routes);
}
