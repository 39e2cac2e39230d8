import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestApi, type TestApi } from '../../../test/helpers.ts';
import { insertClient, session, type Session } from '../../../test/finance-fixtures.ts';

interface Task {
  kind: string;
  area: string;
  state: string;
  entityId: number;
  reference: string;
  title: string;
  detail: string;
  amount: number;
  since: string;
  ownerId: number | null;
}
interface Tasks {
  asOf: string;
  total: number;
  counts: Array<{ kind: string; area: string; state: string; count: number; amount: number }>;
  tasks: Task[];
}

const DAY = 86_400_000;
const cents = (amount: number) => Math.round(amount * 100);
/** The instant a calendar date begins in a time zone (its offset read at noon UTC of that date). */
function localMidnight(date: string, zone: string): number {
  const noon = new Date(`${date}T12:00:00Z`);
  const shown = new Date(noon.toLocaleString('en-US', { timeZone: zone, hour12: false }) + 'Z');
  return Date.parse(`${date}T00:00:00Z`) - (shown.getTime() - noon.getTime());
}
const localDate = (instant: Date | string, zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(instant));

describe.each(databaseKinds())('finance tasks and who did them (%s)', (kind) => {
  let api: TestApi;
  let health: Session;
  let business: Session;
  let worker: number;
  const zone = 'Africa/Johannesburg';

  const get = async <T>(url: string, who: Session = health) => {
    const res = await api.app.inject({ url, headers: { authorization: who.auth } });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json<T>();
  };
  const one = async <T = { id: number }>(sql: string, params: unknown[] = []) =>
    (await api.db.query<T>(sql, params)).rows[0]!;

  beforeAll(async () => {
    api = await startTestApi(kind);
    health = await session(api, 'health.admin');
    business = await session(api, 'business.admin');
    worker = (
      await one(
        `insert into users (company_id, username, password_hash, first_name, last_name, roles)
         values ($1, 'tasks.worker', 'x', 'Task', 'Worker', '{ROLE_USER}') returning id`,
        [health.companyId],
      )
    ).id;
  });
  afterAll(() => api.close());

  /**
   * The company's tasks counted per kind in TypeScript from the plain rows: which invoices owe and are past
   * due, their reminders, the claims, the runs.
   */
  async function countsFromRows(companyId: number, health: boolean, zone: string) {
    const now = Date.now();
    const today = localDate(new Date(now), zone);
    const counts = new Map<string, { count: number; amount: number }>();
    const add = (kind: string, amount: number) => {
      const c = counts.get(kind) ?? { count: 0, amount: 0 };
      counts.set(kind, { count: c.count + 1, amount: c.amount + amount });
    };
    const { rows: invoices } = await api.db.query<{ id: number; due: string | null; owed: number }>(
      `select id, due, amount_cents - paid_cents as owed from invoices
        where company_id = $1 and status not in ('P', 'C') and amount_cents > paid_cents`,
      [companyId],
    );
    const { rows: reminders } = await api.db.query<{ invoice: number; status: string; at: string; run: number }>(
      `select ui.invoice_id as invoice, ui.email_status as status, ur.run_at as at, ur.id as run
         from unpaid_run_invoices ui join unpaid_runs ur on ur.id = ui.unpaid_run_id where ur.company_id = $1`,
      [companyId],
    );
    for (const invoice of invoices) {
      const mine = reminders.filter((r) => r.invoice === invoice.id);
      if (invoice.due !== null && invoice.due < today) {
        const dueEnd = localMidnight(invoice.due, zone) + DAY;
        const recent = mine.some((r) => r.status === 'S' && Date.parse(r.at) >= Math.max(dueEnd, now - 30 * DAY));
        add(recent ? 'invoice.reminded' : 'invoice.overdue', invoice.owed);
      }
      const last = mine
        .filter((r) => r.status !== 'P')
        .sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || b.run - a.run)[0];
      if (last && (last.status === 'F' || last.status === 'N')) add('reminder.failed', invoice.owed);
    }
    const { rows: claims } = await api.db.query<{ status: string; updated: string; amount: number }>(
      `select status, updated_at as updated, amount_cents as amount from claims where company_id = $1`,
      [companyId],
    );
    for (const claim of health ? claims : []) {
      if (claim.status === 'N') add('claim.new', claim.amount);
      if (claim.status === 'R') add('claim.rejected', claim.amount);
      if (claim.status === 'S') {
        add(Date.parse(claim.updated) < now - 30 * DAY ? 'claim.unanswered' : 'claim.submitted', claim.amount);
      }
    }
    const { rows: runs } = await api.db.query<{ kind: string; amount: number }>(
      `select 'billingRun.incomplete' as kind, total_cents as amount from billing_runs where company_id = $1 and completed_at is null
       union all
       select 'unpaidRun.sending', total_due_cents from unpaid_runs where company_id = $1 and finished_at is null`,
      [companyId],
    );
    for (const run of runs) add(run.kind, run.amount);
    return Object.fromEntries([...counts].sort(([a], [b]) => a.localeCompare(b)));
  }

  const countsOf = (answer: Tasks) =>
    Object.fromEntries(
      answer.counts
        .map((c) => [c.kind, { count: c.count, amount: cents(c.amount) }] as const)
        .sort(([a], [b]) => a.localeCompare(b)),
    );

  it('counts the company’s tasks per kind as the rows say, and pages them oldest first', async () => {
    for (const [who, whoZone] of [
      [health, zone],
      [business, 'Europe/London'],
    ] as const) {
      const answer = await get<Tasks>(`/api/data/tasks/${who.companyId}?limit=50`, who);
      const expected = await countsFromRows(who.companyId, who === health, whoZone);
      expect(expected['invoice.overdue']?.count).toBeGreaterThan(0);
      expect(countsOf(answer)).toEqual(expected);
      expect(answer.total).toBe(Object.values(expected).reduce((s, c) => s + c.count, 0));
      expect(answer.tasks.length).toBe(Math.min(50, answer.total));
      const since = answer.tasks.map((t) => t.since);
      expect(since).toEqual([...since].sort());
      const next = await get<Tasks>(`/api/data/tasks/${who.companyId}?limit=50&offset=50`, who);
      const ids = new Set(answer.tasks.map((t) => `${t.kind}${t.entityId}`));
      expect(next.tasks.some((t) => ids.has(`${t.kind}${t.entityId}`))).toBe(false);
    }
    expect(countsOf(await get<Tasks>(`/api/data/tasks/${business.companyId}`, business))).not.toHaveProperty(
      'claim.new',
    );
  });

  it('gives one user the tasks that are theirs: to do, in process, per area', async () => {
    const client = await insertClient(api, health.companyId, { firstName: 'Owing', lastName: 'Client' });
    const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();
    const dueDate = localDate(daysAgo(10), zone);
    const overdue = await one(
      `insert into invoices (company_id, unique_id, client_id, practitioner_id, amount_cents, paid_cents, invoiced, due)
       values ($1, 'TASK-1', $2, $3, 12000, 2000, $4, $5) returning id`,
      [health.companyId, client, worker, daysAgo(40), dueDate],
    );
    const reminded = await one(
      `insert into invoices (company_id, unique_id, client_id, practitioner_id, amount_cents, paid_cents, invoiced, due)
       values ($1, 'TASK-2', $2, $3, 5000, 0, $4, $5) returning id`,
      [health.companyId, client, worker, daysAgo(40), dueDate],
    );
    const run = await one(
      `insert into unpaid_runs (company_id, older_than_days, run_at, created_by, invoice_count, total_due_cents, finished_at)
       values ($1, 30, $2, $3, 1, 5000, $2) returning id`,
      [health.companyId, daysAgo(2), worker],
    );
    await api.db.query(
      `insert into unpaid_run_invoices (unpaid_run_id, invoice_id, due_cents, email_status, email_error)
       values ($1, $2, 5000, 'S', null), ($1, $3, 10000, 'F', 'mailbox full')`,
      [run.id, reminded.id, overdue.id],
    );
    const claim = async (status: string, updatedDaysAgo: number, uniqueId: string) =>
      one(
        `insert into claims (company_id, invoice_id, practitioner_id, unique_id, submission_method, status, amount_cents,
                             created_at, updated_at)
         values ($1, $2, $3, $4, 'D', $5, 12000, $6, $6) returning id`,
        [health.companyId, overdue.id, worker, uniqueId, status, daysAgo(updatedDaysAgo)],
      );
    const rejected = await claim('R', 3, 'TASK-C1');
    const unanswered = await claim('S', 45, 'TASK-C2');
    const submitted = await claim('S', 5, 'TASK-C3');
    await claim('A', 5, 'TASK-C4');
    const billing = await one(
      `insert into billing_runs (company_id, period_start, period_end, run_at, created_by, invoice_count, total_cents)
       values ($1, '2026-05-01', '2026-05-31', $2, $3, 4, 48000) returning id`,
      [health.companyId, daysAgo(1), worker],
    );

    const todo = await get<Tasks>(`/api/data/tasks/user/${health.companyId}/${worker}/all`);
    expect(todo.asOf).toBe(localDate(new Date(), zone));
    const short = (t: Task) => [t.kind, t.entityId, t.state, t.ownerId, cents(t.amount)];
    expect(todo.tasks.map(short).sort()).toEqual(
      [
        ['invoice.overdue', overdue.id, 'todo', worker, 10000],
        ['reminder.failed', overdue.id, 'todo', worker, 10000],
        ['claim.rejected', rejected.id, 'todo', worker, 12000],
        ['claim.unanswered', unanswered.id, 'todo', worker, 12000],
        ['billingRun.incomplete', billing.id, 'todo', worker, 48000],
      ].sort(),
    );
    const overdueTask = todo.tasks.find((t) => t.kind === 'invoice.overdue')!;
    expect(overdueTask).toMatchObject({ reference: 'TASK-1', title: 'Owing Client', area: 'invoices' });
    expect(overdueTask.since > dueDate).toBe(true);
    expect(todo.tasks.find((t) => t.kind === 'reminder.failed')!.detail).toContain('mailbox full');

    const waiting = await get<Tasks>(`/api/data/tasks/process/user/${health.companyId}/${worker}/all`);
    expect(waiting.tasks.map(short).sort()).toEqual(
      [
        ['invoice.reminded', reminded.id, 'waiting', worker, 5000],
        ['claim.submitted', submitted.id, 'waiting', worker, 12000],
      ].sort(),
    );
    const claims = await get<Tasks>(`/api/data/tasks/user/${health.companyId}/${worker}/claims`);
    expect(claims.tasks.map((t) => t.kind).sort()).toEqual(['claim.rejected', 'claim.unanswered']);
    expect(claims.total).toBe(2);
    const mail = await get<Tasks>(`/api/data/tasks/user/${health.companyId}/${worker}/mail`);
    expect(mail.tasks.map((t) => t.kind)).toEqual(['reminder.failed']);

    const bad = await api.app.inject({
      url: `/api/data/tasks/user/${health.companyId}/${worker}/everything`,
      headers: { authorization: health.auth },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('counts what one user did in a month of the company’s time zone, its edges included', async () => {
    const invoice = await one(`select min(id) as id from invoices where company_id = $1`, [health.companyId]);
    // 2026-03-01 00:30 and 2026-03-31 23:30 in Johannesburg are in March; 2026-04-01 00:30 is not.
    const inside = ['2026-02-28T22:30:00Z', '2026-03-31T21:30:00Z'];
    const outside = '2026-03-31T22:30:00Z';
    for (const [at, type, cents] of [
      [inside[0], 'B', 1000],
      [inside[1], 'C', 2550],
      [inside[1], 'W', 700],
      [outside, 'B', 99_900],
    ] as const) {
      await api.db.query(
        `insert into payments (company_id, invoice_id, type, amount_cents, paid, created_by, created_at)
         values ($1, $2, $3, $4, $5, $6, $5)`,
        [health.companyId, invoice.id, type, cents, at, worker],
      );
    }
    await api.db.query(
      `insert into audit_log (company_id, user_id, at, action, entity, entity_id)
       values ($1, $2, $3, 'create', 'invoice', 1), ($1, $2, $4, 'create', 'invoice', 2), ($1, $2, $3, 'update', 'invoice', 1)`,
      [health.companyId, worker, inside[0], outside],
    );
    const claim = await one(
      `insert into claims (company_id, invoice_id, practitioner_id, unique_id, submission_method, status)
       values ($1, $2, $3, 'PERF-C1', 'D', 'A') returning id`,
      [health.companyId, invoice.id, worker],
    );
    await api.db.query(
      `insert into claim_events (claim_id, status, action, created_by, created_at)
       values ($1, 'S', 'submit', $2, $3), ($1, 'A', 'accept', $2, $3), ($1, 'S', 'submit', $2, $4)`,
      [claim.id, worker, inside[1], outside],
    );
    const runs = await one(
      `insert into unpaid_runs (company_id, older_than_days, run_at, created_by, invoice_count, total_due_cents)
       values ($1, 30, $2, $3, 2, 100) returning id`,
      [health.companyId, inside[0], worker],
    );
    await api.db.query(
      `insert into unpaid_run_invoices (unpaid_run_id, invoice_id, due_cents, email_status)
       select $1, id, 50, case when row_number() over (order by id) = 1 then 'S' else 'F' end
         from invoices where company_id = $2 order by id limit 2`,
      [runs.id, health.companyId],
    );
    await api.db.query(
      `insert into billing_runs (company_id, period_start, period_end, run_at, created_by, invoice_count, total_cents)
       values ($1, '2026-03-01', '2026-03-31', $2, $3, 7, 7000), ($1, '2026-04-01', '2026-04-30', $4, $3, 9, 9000)`,
      [health.companyId, inside[1], worker, outside],
    );
    await api.db.query(
      `insert into financial_import_batches (company_id, format, row_count, created_by, created_at)
       values ($1, '001', 12, $2, $3), ($1, '001', 5, $2, $4)`,
      [health.companyId, worker, inside[0], outside],
    );

    const march = await get<Record<string, unknown>>(
      `/api/data/tasks/performance/user/${health.companyId}/${worker}/2026-03`,
    );
    expect(march).toEqual({
      userId: worker,
      month: '2026-03',
      start: '2026-03-01',
      end: '2026-03-31',
      invoicesCreated: 1,
      paymentsCount: 2,
      paymentsAmount: 35.5,
      writeOffsCount: 1,
      writeOffsAmount: 7,
      claimsSubmitted: 1,
      claimsAnswered: 1,
      billingRuns: 1,
      invoicesBilled: 7,
      unpaidRuns: 1,
      remindersSent: 1,
      transactionsImported: 12,
    });
    const april = await get<Record<string, number>>(
      `/api/data/tasks/performance/user/${health.companyId}/${worker}/2026-04`,
    );
    expect(april).toMatchObject({
      invoicesCreated: 1,
      paymentsCount: 1,
      paymentsAmount: 999,
      billingRuns: 1,
      claimsSubmitted: 1,
    });

    for (const month of ['2026-13', '2026-3', 'march']) {
      const res = await api.app.inject({
        url: `/api/data/tasks/performance/user/${health.companyId}/${worker}/${month}`,
        headers: { authorization: health.auth },
      });
      expect(res.statusCode, month).toBe(400);
    }
  });
});
