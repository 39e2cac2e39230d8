import type { Queryable } from '../src/db/database.ts';
import type { TestApi } from './helpers.ts';

/**
 * Test data for the finance tests, made through the api itself where a route exists and by SQL
 * where it does not (clients), so the tests do not depend on what the demo data happens to hold.
 */
export interface Session {
  username: string;
  auth: string;
  userId: number;
  companyId: number;
}

export async function session(api: TestApi, username: string): Promise<Session> {
  const auth = await api.authHeader(username);
  const ping = await api.app.inject({ url: '/api/user/ping', headers: { authorization: auth } });
  const { id, companyId } = ping.json<{ id: number; companyId: number }>();
  return { username, auth, userId: id, companyId };
}

let clientCounter = 0;

export async function insertClient(
  api: TestApi,
  companyId: number,
  fields: { firstName?: string; lastName?: string; email?: string | null; medicalAidName?: string | null } = {},
): Promise<number> {
  clientCounter += 1;
  const { rows } = await api.db.query<{ id: number }>(
    `insert into clients (company_id, first_name, last_name, email, medical_aid_name, medical_aid_plan, medical_aid_number,
                          address)
     values ($1, $2, $3, $4, $5, 'Comprehensive', 'MA-778899', '12 Test Road') returning id`,
    [
      companyId,
      fields.firstName ?? 'Test',
      fields.lastName ?? `Client${clientCounter}`,
      fields.email === undefined ? `client${clientCounter}@example.test` : fields.email,
      fields.medicalAidName === undefined ? 'Discovery Health' : fields.medicalAidName,
    ],
  );
  return rows[0]!.id;
}

export const LINE = { description: 'Consultation', quantity: 1, unitCost: 500 };

export interface InvoiceBody {
  id: number;
  uniqueId: string;
  status: string;
  amount: number;
  paid: number;
  version: number;
  numberOfClaims: number;
  invoiced: string;
  clientId: number;
  clientEmail: string | null;
  [key: string]: unknown;
}

/** Creates an invoice through POST /api/invoice1/{companyId}; throws unless 201. */
export async function createInvoice(
  api: TestApi,
  s: Session,
  body: Record<string, unknown> & { clientId: number },
): Promise<InvoiceBody> {
  const res = await api.app.inject({
    method: 'POST',
    url: `/api/invoice1/${s.companyId}`,
    headers: { authorization: s.auth },
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`create invoice: ${res.statusCode} ${res.body}`);
  return res.json<InvoiceBody>();
}

/** An invoice of fresh client with the given line amounts (quantity 1 each). */
export async function invoiceWithLines(api: TestApi, s: Session, amounts: number[]): Promise<InvoiceBody> {
  const clientId = await insertClient(api, s.companyId);
  return createInvoice(api, s, {
    clientId,
    components: amounts.map((unitCost, i) => ({ description: `Line ${i + 1}`, quantity: 1, unitCost })),
  });
}

export async function componentsOf(api: TestApi, s: Session, invoiceId: number) {
  const res = await api.app.inject({ url: `/api/invoicecomponent/${invoiceId}`, headers: { authorization: s.auth } });
  return res.json<Array<{ id: number; amount: number; paid: number; [key: string]: unknown }>>();
}

/** POSTs a payment; answers status and body. */
export async function pay(
  api: TestApi,
  s: Session,
  invoiceId: number,
  body: Record<string, unknown>,
  options: { componentId?: number; key?: string } = {},
) {
  const url =
    `/api/payment1/${s.companyId}/invoice/${invoiceId}` +
    (options.componentId === undefined ? '' : `/component/${options.componentId}`);
  const res = await api.app.inject({
    method: 'POST',
    url,
    headers: { authorization: s.auth, ...(options.key ? { 'idempotency-key': options.key } : {}) },
    payload: { description: 'Test payment', type: 'B', paid: '2026-06-30 10:00', ...body },
  });
  return { status: res.statusCode, body: res.json() };
}

/** The stored state of an invoice, read by SQL (to check that nothing changed). */
export async function invoiceState(api: TestApi, id: number) {
  const { rows } = await api.db.query<{ status: string; amount: number; paid: number; version: number }>(
    'select status, amount_cents as amount, paid_cents as paid, version from invoices where id = $1',
    [id],
  );
  return rows[0];
}

/** The rows a billing run writes, to check that a refused or failed run stored nothing. */
export async function billingRunCounts(api: TestApi) {
  const { rows } = await api.db.query<{ invoices: number; runs: number; components: number; audits: number }>(
    `select (select count(*) from invoices)::int as invoices, (select count(*) from billing_runs)::int as runs,
            (select count(*) from invoice_components)::int as components,
            (select count(*) from audit_log)::int as audits`,
  );
  return rows[0]!;
}

/**
 * Makes a billing run fail when it marks `clientId`'s invoice as billed (a trigger), so a test can
 * check that the run stores nothing. Returns the function that removes the trigger again.
 */
export async function failBillingRunAt(api: TestApi, clientId: number): Promise<() => Promise<void>> {
  await api.db.exec(`
    create function fail_billing_run() returns trigger language plpgsql as $$
    begin
      if new.billing_run_id is not null and new.client_id = ${clientId} then
        raise exception 'forced failure for the test';
      end if;
      return new;
    end $$;
    create trigger fail_billing_run before update on invoices for each row execute function fail_billing_run();
  `);
  return () => api.db.exec('drop trigger fail_billing_run on invoices; drop function fail_billing_run();');
}

/** For tests on the database alone: the company of a demo user and its first expense accounts by code. */
export async function companyWithExpenseAccounts(
  db: Queryable,
  username: string,
): Promise<{ companyId: number; accountIds: [number, number] }> {
  const company = await db.query<{ id: number }>('select company_id as id from users where username = $1', [username]);
  const companyId = company.rows[0]!.id;
  const accounts = await db.query<{ id: number }>(
    `select id from financial_accounts where company_id = $1 and type = 'E' order by code limit 2`,
    [companyId],
  );
  return { companyId, accountIds: accounts.rows.map((r) => r.id) as [number, number] };
}
