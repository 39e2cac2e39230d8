import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentAmountCents } from '../../invoices/component-amount.ts';
import { TEST_TODAY } from '../../../test/constants.ts';
import { databaseKinds, seededDatabase, type TestDatabase } from '../../../test/helpers.ts';
import type { Queryable } from '../database.ts';
import { migrate } from '../migrate.ts';
import { openPglite } from '../pglite.ts';
import { seedDemoData } from './index.ts';

const END_OF_TODAY = `${TEST_TODAY}T23:59:59.999Z`;

/** Each query lists rows that break a rule; every one must come back empty. */
const VIOLATIONS: Record<string, string> = {
  'invoice amount is the sum of its components': `
    select i.unique_id from invoices i
    left join (select invoice_id, sum(amount_cents) as s from invoice_components group by invoice_id) c on c.invoice_id = i.id
    where i.amount_cents <> coalesce(c.s, 0)`,
  'invoice paid is the sum of its payments and within 0..amount': `
    select i.unique_id from invoices i
    left join (select invoice_id, sum(amount_cents) as s from payments group by invoice_id) p on p.invoice_id = i.id
    where i.paid_cents <> coalesce(p.s, 0) or i.paid_cents < 0 or i.paid_cents > i.amount_cents`,
  'status is P exactly when paid in full': `
    select unique_id from invoices
    where (status = 'P') <> (paid_cents = amount_cents and amount_cents > 0)`,
  'component paid is the sum of its allocated payments and at most its amount': `
    select c.id from invoice_components c
    left join (select invoice_component_id, sum(amount_cents) as s from payments group by invoice_component_id) p
      on p.invoice_component_id = c.id
    where c.paid_cents <> coalesce(p.s, 0) or c.paid_cents > c.amount_cents`,
  'a payment allocated to a component pays that component’s invoice': `
    select p.id from payments p join invoice_components c on c.id = p.invoice_component_id
    where c.invoice_id <> p.invoice_id`,
  'component in its invoice’s company': `
    select c.id from invoice_components c join invoices i on i.id = c.invoice_id where c.company_id <> i.company_id`,
  'payment in its invoice’s company and for its client': `
    select p.id from payments p join invoices i on i.id = p.invoice_id
    where p.company_id <> i.company_id or p.client_id is distinct from i.client_id`,
  'invoice client, practitioner, plan and product in the invoice’s company': `
    select i.unique_id from invoices i
    join clients cl on cl.id = i.client_id
    left join users u on u.id = i.practitioner_id
    left join billing_plans bp on bp.id = i.billing_plan_id
    where cl.company_id <> i.company_id or u.company_id is distinct from i.company_id
       or i.practitioner_id is null or (bp.id is not null and bp.company_id <> i.company_id)
    union all
    select i.unique_id from invoice_components c join invoices i on i.id = c.invoice_id
    join products pr on pr.id = c.product_id where pr.company_id <> i.company_id`,
  'invoice appointment of the same company and client': `
    select i.unique_id from invoices i join appointments a on a.id = i.appointment_id
    where a.company_id <> i.company_id or a.client_id <> i.client_id or a.status <> 'C' or a.ends_at > i.invoiced`,
  'appointment client and practitioner in its company': `
    select a.id from appointments a join clients c on c.id = a.client_id left join users u on u.id = a.practitioner_id
    where c.company_id <> a.company_id or u.company_id is distinct from a.company_id`,
  'transaction account, invoice and payment in its company': `
    select t.id from financial_transactions t
    join financial_accounts a on a.id = t.financial_account_id
    left join invoices i on i.id = t.invoice_id
    left join payments p on p.id = t.payment_id
    where a.company_id <> t.company_id or (i.id is not null and i.company_id <> t.company_id) or (p.id is not null and p.company_id <> t.company_id)
       or (p.id is not null and p.invoice_id <> t.invoice_id)`,
  'transaction has exactly one of debit and credit': `
    select id from financial_transactions where (debit_cents > 0) = (credit_cents > 0)`,
  'claim in its invoice’s company, for the invoice amount': `
    select c.unique_id from claims c join invoices i on i.id = c.invoice_id
    where c.company_id <> i.company_id or c.amount_cents <> i.amount_cents or c.practitioner_id is distinct from i.practitioner_id`,
  'claims only for health companies, and a submitted claim’s invoice is open': `
    select c.unique_id from claims c join companies co on co.id = c.company_id join invoices i on i.id = c.invoice_id
    where co.type <> 'H' or (c.status = 'S' and i.status not in ('S', 'P'))`,
  'client plan, plan item and billing period in one company': `
    select cbp.id from client_billing_plans cbp join clients c on c.id = cbp.client_id
    join billing_plans bp on bp.id = cbp.billing_plan_id
    where c.company_id <> cbp.company_id or bp.company_id <> cbp.company_id
    union all
    select bpi.id from billing_plan_items bpi join billing_plans bp on bp.id = bpi.billing_plan_id
    join products p on p.id = bpi.product_id where p.company_id <> bp.company_id
    union all
    select i.id from invoices i where i.billing_plan_id is not null and not exists (
      select 1 from client_billing_plans cbp where cbp.client_id = i.client_id and cbp.billing_plan_id = i.billing_plan_id
        and i.billing_period_start >= cbp.start_date and (cbp.end_date is null or i.billing_period_start <= cbp.end_date))`,
  'nothing happened after today; only future appointments are still booked': `
    select 'invoice ' || id from invoices where invoiced > '${END_OF_TODAY}'
    union all select 'payment ' || p.id from payments p join invoices i on i.id = p.invoice_id
      where p.paid > '${END_OF_TODAY}' or p.paid < i.invoiced
    union all select 'transaction ' || id from financial_transactions where processed > '${TEST_TODAY}'
    union all select 'appointment ' || id from appointments
      where (status = 'B') <> (starts_at > '${END_OF_TODAY}') or created_at > '${END_OF_TODAY}'`,
  'invoice numbers INV-000001 … and client emails at example.com or example.org': `
    select unique_id from invoices where unique_id !~ '^INV-[0-9]{6}$'
    union all select email from clients where email !~ '^[a-z-]+\\.[a-z.-]+[0-9]*@example\\.(com|org)$'`,
  'health lines carry 1–3 ICD-10 codes, medicines a 7-digit NAPPI code, others a 4-digit tariff code': `
    select c.id::text from invoice_components c join companies co on co.id = c.company_id
    where co.type = 'H' and (
      c.diagnosis_code1 !~ '^[A-Z][0-9]{2}(\\.[0-9A-Z]{1,4})?$' or c.diagnosis_code4 is not null
      or (c.nappi_code is null) = (c.bhf_code is null)
      or c.nappi_code !~ '^[0-9]{7}$' or c.bhf_code !~ '^[0-9]{4}$')`,
};

/** md5 over the ordered rows of the generated tables; timestamps as epoch seconds, dates as text. */
const FINGERPRINT = `
  select
    (select md5(string_agg(t::text, ',' order by t.id)) from (
      select id, company_id, unique_id, client_id, practitioner_id, appointment_id, billing_plan_id,
             to_char(billing_period_start, 'YYYY-MM-DD'), status, amount_cents, paid_cents,
             extract(epoch from invoiced)::bigint, to_char(due, 'YYYY-MM-DD'), description from invoices) t) as invoices,
    (select md5(string_agg(t::text, ',' order by t.id)) from (
      select id, invoice_id, company_id, product_id, position, description, quantity, unit_cost_cents,
             discount_percentage, amount_cents, paid_cents, bhf_code, nappi_code, modifier, diagnosis_code1,
             diagnosis_code2, diagnosis_code3 from invoice_components) t) as components,
    (select md5(string_agg(t::text, ',' order by t.id)) from (
      select id, company_id, invoice_id, invoice_component_id, client_id, description, type, amount_cents,
             extract(epoch from paid)::bigint, created_by from payments) t) as payments,
    (select md5(string_agg(t::text, ',' order by t.id)) from (
      select id, company_id, to_char(processed, 'YYYY-MM-DD'), financial_account_id, description, debit_cents,
             credit_cents, status, invoice_id, payment_id from financial_transactions) t) as transactions,
    (select md5(string_agg(t::text, ',' order by t.id)) from (
      select id, company_id, first_name, last_name, email, id_number, medical_aid_number, active,
             extract(epoch from created_at)::bigint from clients) t) as clients,
    (select md5(string_agg(t::text, ',' order by t.id)) from (
      select c.id, c.invoice_id, c.unique_id, c.status, c.benefit_cents, e.id as event, e.status as event_status,
             e.detail::text, extract(epoch from e.created_at)::bigint from claims c join claim_events e on e.claim_id = c.id) t) as claims`;

async function fingerprint(db: Queryable) {
  return (await db.query(FINGERPRINT)).rows[0];
}

describe.each(databaseKinds())('demo seed (%s)', (kind) => {
  let seeded: TestDatabase;
  beforeAll(async () => {
    seeded = await seededDatabase(kind);
  });
  afterAll(() => seeded.dispose());

  it.each(Object.entries(VIOLATIONS))('%s', async (_, sql) => {
    const { rows } = await seeded.db.query(`select * from (${sql}) v limit 10`);
    expect(rows).toEqual([]);
  });

  it('computes every component amount with componentAmountCents', async () => {
    const { rows } = await seeded.db.query<{
      id: number;
      quantity: string;
      unit_cost_cents: number;
      discount_percentage: string;
      amount_cents: number;
    }>('select id, quantity, unit_cost_cents, discount_percentage, amount_cents from invoice_components');
    const wrong = rows.filter(
      (r) => componentAmountCents(r.quantity, r.unit_cost_cents, r.discount_percentage) !== r.amount_cents,
    );
    expect(wrong).toEqual([]);
    expect(rows.some((r) => r.discount_percentage !== '0.00')).toBe(true);
    expect(rows.some((r) => !r.quantity.endsWith('.000'))).toBe(true);
  });

  it('gives each company a full chart, history, clients and staff', async () => {
    const { rows } = await seeded.db.query<Record<string, number | string>>(`
      select co.name,
        (select count(distinct type)::int from financial_accounts a where a.company_id = co.id) as account_types,
        (select count(*)::int from financial_accounts a where a.company_id = co.id) as accounts,
        (select count(*)::int from invoices i where i.company_id = co.id) as invoices,
        (select count(*)::int from clients c where c.company_id = co.id) as clients,
        (select count(*)::int from users u where u.company_id = co.id) as users,
        (select count(*)::int from products p where p.company_id = co.id) as products,
        (select count(*)::int from client_billing_plans b where b.company_id = co.id and b.active) as active_plans,
        (select count(*)::int from invoices i where i.company_id = co.id and i.appointment_id is not null) as from_appointments,
        (select count(*)::int from financial_transactions t where t.company_id = co.id) as transactions,
        (select count(distinct status)::int from invoices i where i.company_id = co.id) as statuses,
        (select min(invoiced)::date::text from invoices i where i.company_id = co.id) as first_invoice
      from companies co order by co.id`);
    expect(rows.map((r) => r.name)).toEqual(['Demo Health Practice', 'Demo Folio Studio', 'Demo Trading Ltd']);
    for (const row of rows) {
      expect(row, String(row.name)).toMatchObject({ account_types: 7 });
      expect(row.invoices).toBeGreaterThanOrEqual(1000);
      expect(row.clients).toBeGreaterThanOrEqual(200);
      expect(row.users).toBeGreaterThanOrEqual(3);
      expect(row.products).toBeGreaterThanOrEqual(15);
      expect(row.active_plans).toBeGreaterThan(0);
      expect(row.from_appointments).toBeGreaterThan(0);
      expect(row.transactions).toBeGreaterThanOrEqual(2000);
      expect(row.statuses).toBeGreaterThanOrEqual(4);
      expect(String(row.first_invoice) < '2024-08-01').toBe(true);
    }
  });

  it('keeps the demo logins, and staff share their admin’s roles', async () => {
    const { rows } = await seeded.db.query<{ username: string; roles: string[]; admin_roles: string[] }>(`
      select u.username, u.roles, a.roles as admin_roles from users u
      join users a on a.company_id = u.company_id and a.username in ('health.admin', 'folio.admin', 'business.admin')
      order by u.id`);
    expect(rows.slice(0, 1).map((r) => r.username)).toEqual(['health.admin']);
    expect(rows.map((r) => r.username)).toEqual(expect.arrayContaining(['folio.admin', 'business.admin']));
    for (const row of rows) expect(row.roles, row.username).toEqual(row.admin_roles);
    expect(rows.find((r) => r.username === 'health.admin')?.roles).toEqual(['ROLE_ISOPRACTICE', 'ROLE_USER']);
  });

  it('mixes payment types, allocations, write-offs and claim states realistically', async () => {
    const { rows: types } = await seeded.db.query<{
      type: string;
      health: number;
      business: number;
      allocated: number;
    }>(`
      select p.type, count(*) filter (where co.type = 'H')::int as health, count(*) filter (where co.type = 'B')::int as business,
             count(p.invoice_component_id)::int as allocated
      from payments p join companies co on co.id = p.company_id group by p.type order by p.type`);
    expect(types.map((t) => t.type)).toEqual(['A', 'B', 'C', 'H', 'O', 'R', 'W']);
    const health = Object.fromEntries(types.map((t) => [t.type, t.health]));
    expect(health.H).toBeGreaterThan(Math.max(health.A!, health.B!, health.C!));
    expect(types.find((t) => t.type === 'H')!.business).toBe(0);
    expect(types.reduce((sum, t) => sum + t.allocated, 0)).toBeGreaterThan(100);

    const { rows: claims } = await seeded.db.query<{ status: string }>(
      'select distinct status from claims order by status',
    );
    expect(claims.map((c) => c.status)).toEqual(['A', 'N', 'R', 'S']);
    const { rows: events } = await seeded.db.query<{ bad: number }>(`
      select count(*)::int as bad from claims c where c.status <> (
        select e.status from claim_events e where e.claim_id = c.id order by e.created_at desc, e.id desc limit 1)`);
    expect(events[0]!.bad).toBe(0);

    const { rows: ageing } = await seeded.db.query<{ recent_paid: number; old_paid: number }>(`
      select avg((status = 'P')::int) filter (where invoiced > timestamptz '${TEST_TODAY}' - interval '14 days')::float as recent_paid,
             avg((status = 'P')::int) filter (where invoiced < timestamptz '${TEST_TODAY}' - interval '180 days')::float as old_paid
      from invoices`);
    expect(ageing[0]!.old_paid).toBeGreaterThan(0.85);
    expect(ageing[0]!.recent_paid).toBeLessThan(0.5);
  });

  it('is deterministic: a fresh PGlite database seeded with the same today is identical', async () => {
    const fresh = await openPglite(undefined);
    try {
      await migrate(fresh);
      await seedDemoData(fresh, { today: TEST_TODAY });
      const expected = await fingerprint(seeded.db);
      expect(expected).toMatchObject({ invoices: expect.stringMatching(/^[0-9a-f]{32}$/) });
      expect(await fingerprint(fresh)).toEqual(expected);
    } finally {
      await fresh.close();
    }
  });
});
