import type { App } from '../app-types.ts';
import authRoutes from './auth/index.ts';
import billingPlanRoutes from './billing-plans/index.ts';
import billingRunRoutes from './billing-runs/index.ts';
import checkoutRoutes from './checkout/index.ts';
import claimRoutes from './claims/index.ts';
import clientRoutes from './clients/index.ts';
import companyRoutes from './companies/index.ts';
import dashboardDataRoutes from './dashboard-data/index.ts';
import exportRoutes from './exports/index.ts';
import financialAccountRoutes from './financial-accounts/index.ts';
import financialImportRoutes from './financial-import/index.ts';
import financialSummaryRoutes from './financial-summary/index.ts';
import financialTransactionRoutes from './financial-transactions/index.ts';
import healthRoutes from './health/index.ts';
import invoiceComponentRoutes from './invoice-components/index.ts';
import invoicesRoutes from './invoices/index.ts';
import outboxRoutes from './outbox/index.ts';
import paymentRoutes from './payments/index.ts';
import productRoutes from './products/index.ts';
import reportRoutes from './reports/index.ts';
import unpaidRunRoutes from './unpaid-runs/index.ts';
import userRoutes from './users/index.ts';

/** Every route module of the api; a feature adds its module here. */
export async function registerRoutes(app: App): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(companyRoutes);
  await app.register(financialAccountRoutes);
  await app.register(financialTransactionRoutes);
  await app.register(financialSummaryRoutes);
  await app.register(dashboardDataRoutes);
  await app.register(financialImportRoutes);
  await app.register(invoicesRoutes);
  await app.register(invoiceComponentRoutes);
  await app.register(paymentRoutes);
  await app.register(checkoutRoutes);
  await app.register(billingPlanRoutes);
  await app.register(productRoutes);
  await app.register(clientRoutes);
  await app.register(unpaidRunRoutes);
  await app.register(claimRoutes);
  await app.register(billingRunRoutes);
  await app.register(outboxRoutes);
  await app.register(exportRoutes);
  await app.register(reportRoutes);
}
