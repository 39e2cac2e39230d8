import { insertDefaultChart } from '../../financial-accounts/default-chart.ts';
import type { Queryable } from '../database.ts';
import { completeDiary, insertAppointments } from './appointments.ts';
import { DAY_MS, instantOf } from './calendar.ts';
import { seedCatalog } from './catalog.ts';
import { generateClaims, insertClaims } from './claims.ts';
import { generateClientPlans, insertClientPlans } from './client-plans.ts';
import { generateClients, insertClients } from './clients.ts';
import type { SeededCompany } from './demo-companies.ts';
import { assignIds } from './ids.ts';
import { generatePlanInvoices, generateVisitInvoices, insertInvoices, numberInvoices } from './invoices.ts';
import type { SeedClient, SeedClientPlan, SeedContext, SeedInvoice } from './model.ts';
import { generatePayments, insertPayments } from './payments.ts';
import type { CompanyProfile } from './profile.ts';
import { hashString, Random } from './random.ts';
import { assignStatuses } from './statuses.ts';
import { generateTransactions, insertTransactions } from './transactions.ts';
import { seedStaff } from './users.ts';

/** How long the generated history runs up to `today`. */
export const HISTORY_DAYS = 730;

export interface CompanyCounts {
  users: number;
  accounts: number;
  products: number;
  billingPlans: number;
  clients: number;
  clientBillingPlans: number;
  appointments: number;
  invoices: number;
  invoiceComponents: number;
  payments: number;
  claims: number;
  financialTransactions: number;
}

/**
 * The demo data of one company: everything is generated in memory from a PRNG seeded by the
 * company's key, ids are reserved, then each table is written with a few bulk statements.
 */
export async function seedCompany(
  tx: Queryable,
  company: SeededCompany,
  profile: CompanyProfile,
  todayDay: number,
): Promise<CompanyCounts> {
  const rng = new Random(hashString(`folio-demo:${profile.key}`));
  const startDay = todayDay - HISTORY_DAYS;
  const staff = await seedStaff(tx, company, profile, startDay);
  const admin = { id: company.userId, firstName: company.firstName, lastName: company.lastName };
  const ctx: SeedContext = {
    companyId: company.companyId,
    admin,
    practitioners: [admin, ...staff],
    startDay,
    todayDay,
    endMs: (todayDay + 1) * DAY_MS - 1,
  };

  const accounts = await insertDefaultChart(tx, ctx.companyId);
  await tx.query('update financial_accounts set created_at = $2 where company_id = $1', [
    ctx.companyId,
    instantOf(startDay - 30, 9 * 60),
  ]);
  const { rows: accountRows } = await tx.query<{ id: number; code: string }>(
    'select id, code from financial_accounts where company_id = $1',
    [ctx.companyId],
  );
  const accountIds = new Map(accountRows.map((r) => [r.code, r.id]));
  const catalog = await seedCatalog(tx, ctx, profile);

  const clients = generateClients(rng.fork('clients'), ctx, profile);
  const clientPlans = generateClientPlans(rng.fork('client-plans'), ctx, profile, clients, catalog.plans);
  const visits = generateVisitInvoices(rng.fork('visits'), ctx, profile, clients, catalog);
  const invoices = numberInvoices([
    ...visits.invoices,
    ...generatePlanInvoices(rng.fork('plan-invoices'), ctx, profile, clientPlans),
  ]);
  markInactiveClients(rng.fork('inactive'), ctx, clients, invoices, clientPlans);
  const appointments = completeDiary(rng.fork('diary'), ctx, profile, clients, visits.appointments);
  const payments = generatePayments(rng.fork('payments'), ctx, profile, invoices);
  const claims = profile.kind === 'health' ? generateClaims(rng.fork('claims'), ctx, invoices) : [];
  assignStatuses(rng.fork('statuses'), ctx, invoices);
  const ledger = generateTransactions(rng.fork('ledger'), ctx, profile, payments);

  const components = invoices.flatMap((i) => i.components);
  const claimEvents = claims.flatMap((c) => c.events);
  await assignIds(tx, 'clients', clients);
  await assignIds(tx, 'client_billing_plans', clientPlans);
  await assignIds(tx, 'appointments', appointments);
  await assignIds(tx, 'invoices', invoices);
  await assignIds(tx, 'invoice_components', components);
  await assignIds(tx, 'payments', payments);
  await assignIds(tx, 'claims', claims);
  await assignIds(tx, 'claim_events', claimEvents);
  await assignIds(tx, 'financial_transactions', ledger);

  await insertClients(tx, ctx, clients);
  await insertClientPlans(tx, ctx, clientPlans);
  await insertAppointments(tx, ctx, appointments);
  await insertInvoices(tx, ctx, invoices);
  await insertPayments(tx, ctx, payments);
  await insertClaims(tx, ctx, claims);
  await insertTransactions(tx, ctx, ledger, accountIds);

  return {
    users: staff.length + 1,
    accounts,
    products: catalog.products.size,
    billingPlans: catalog.plans.length,
    clients: clients.length,
    clientBillingPlans: clientPlans.length,
    appointments: appointments.length,
    invoices: invoices.length,
    invoiceComponents: components.length,
    payments: payments.length,
    claims: claims.length,
    financialTransactions: ledger.length,
  };
}

/** Some clients not seen for a year, and on no running plan, have been deactivated. */
function markInactiveClients(
  rng: Random,
  ctx: SeedContext,
  clients: readonly SeedClient[],
  invoices: readonly SeedInvoice[],
  clientPlans: readonly SeedClientPlan[],
): void {
  const lastSeen = new Map<SeedClient, number>();
  for (const invoice of invoices) lastSeen.set(invoice.client, invoice.day);
  const onPlan = new Set(clientPlans.filter((cp) => cp.active).map((cp) => cp.client));
  for (const client of clients) {
    const last = lastSeen.get(client) ?? client.sinceDay;
    if (!onPlan.has(client) && ctx.todayDay - last > 365 && rng.chance(0.6)) client.active = false;
  }
}
