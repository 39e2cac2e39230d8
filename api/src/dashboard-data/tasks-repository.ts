import type { Queryable } from '../db/database.ts';
import type { Cents } from '../shared/money.ts';

export const TASK_AREAS = ['invoices', 'claims', 'runs', 'mail'] as const;
export type TaskArea = (typeof TASK_AREAS)[number];
export type TaskState = 'todo' | 'waiting';

export const TASK_KINDS = [
  'invoice.overdue',
  'invoice.reminded',
  'reminder.failed',
  'claim.new',
  'claim.rejected',
  'claim.unanswered',
  'claim.submitted',
  'billingRun.incomplete',
  'unpaidRun.sending',
] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

/** After this many days a reminder is old (the invoice wants another) and a submitted claim unanswered. */
export const FOLLOW_UP_DAYS = 30;

export interface TaskRow {
  kind: TaskKind;
  area: TaskArea;
  state: TaskState;
  entityId: number;
  reference: string;
  title: string;
  detail: string;
  amountCents: Cents;
  /** The calendar date (company time zone) the task has been open since. */
  since: string;
  ownerId: number | null;
}

export interface TaskFilter {
  companyId: number;
  /** The present instant (ISO): what is overdue and how old things are is measured from it. */
  now: string;
  timeZone: string;
  state: TaskState | null;
  ownerId: number | null;
  area: TaskArea | null;
}

/**
 * Every open task of a company, derived from the rows (there is no task table): $1 company, $2 now,
 * $3 time zone. An invoice is overdue from the day after its due date while it owes (not paid or
 * archived); a reminder sent in the last FOLLOW_UP_DAYS days, after it fell due, makes it wait for the
 * client. Claims are tasks of health companies (type H) only.
 */
const TASKS = `
with today as (select ($2::timestamptz at time zone $3)::date as day),
owing as (
  select i.id, i.unique_id, i.due, i.practitioner_id, i.amount_cents - i.paid_cents as due_cents,
         btrim(c.first_name || ' ' || c.last_name) as client_name
    from invoices i join clients c on c.id = i.client_id
   where i.company_id = $1 and i.status not in ('P', 'C') and i.amount_cents > i.paid_cents
),
reminders as (
  select distinct on (ui.invoice_id) ui.invoice_id, ui.email_status, ui.email_error, ur.run_at, ur.created_by
    from unpaid_run_invoices ui join unpaid_runs ur on ur.id = ui.unpaid_run_id
   where ur.company_id = $1 and ui.email_status <> 'P'
   order by ui.invoice_id, ur.run_at desc, ur.id desc
),
last_sent as (
  select ui.invoice_id, max(ur.run_at) as sent_at
    from unpaid_run_invoices ui join unpaid_runs ur on ur.id = ui.unpaid_run_id
   where ur.company_id = $1 and ui.email_status = 'S'
   group by ui.invoice_id
),
health_claims as (
  select cl.*, btrim(c.first_name || ' ' || c.last_name) as client_name
    from claims cl join invoices i on i.id = cl.invoice_id join clients c on c.id = i.client_id
   where cl.company_id = $1 and cl.status in ('N', 'R', 'S')
     and (select type from companies where id = $1) = 'H'
)
select case when reminded then 'invoice.reminded' else 'invoice.overdue' end as kind, 'invoices' as area,
       case when reminded then 'waiting' else 'todo' end as state, id as "entityId", unique_id as reference,
       client_name as title,
       case when reminded then 'Reminded on ' || to_char((sent_at at time zone $3)::date, 'YYYY-MM-DD') || ', due on '
            else 'Due on ' end || to_char(due, 'YYYY-MM-DD') as detail,
       due_cents as "amountCents",
       case when reminded then (sent_at at time zone $3)::date else due + 1 end as since, practitioner_id as "ownerId"
  from (select o.*, s.sent_at,
               coalesce(s.sent_at >= greatest((o.due + 1)::timestamp at time zone $3,
                                              $2::timestamptz - interval '${FOLLOW_UP_DAYS} days'), false) as reminded
          from owing o left join last_sent s on s.invoice_id = o.id
         where o.due < (select day from today)) overdue
union all
select 'reminder.failed', 'mail', 'todo', o.id, o.unique_id, o.client_name,
       case when r.email_status = 'N' then 'The client has no email address'
            else 'The reminder could not be sent: ' || coalesce(r.email_error, 'unknown error') end,
       o.due_cents, (r.run_at at time zone $3)::date, r.created_by
  from reminders r join owing o on o.id = r.invoice_id
 where r.email_status in ('F', 'N')
union all
select case when status = 'N' then 'claim.new' when status = 'R' then 'claim.rejected'
            when updated_at < $2::timestamptz - interval '${FOLLOW_UP_DAYS} days' then 'claim.unanswered'
            else 'claim.submitted' end,
       'claims',
       case when status = 'S' and updated_at >= $2::timestamptz - interval '${FOLLOW_UP_DAYS} days' then 'waiting'
            else 'todo' end,
       id, unique_id, client_name,
       case when status = 'N' then 'Not submitted yet' when status = 'R' then 'Rejected'
            else 'Submitted, no answer yet' end,
       amount_cents, ((case when status = 'N' then created_at else updated_at end) at time zone $3)::date,
       practitioner_id
  from health_claims
union all
select 'billingRun.incomplete', 'runs', 'todo', id, 'BR-' || id,
       'Billing run ' || to_char(period_start, 'YYYY-MM-DD') || ' – ' || to_char(period_end, 'YYYY-MM-DD'),
       'Stopped before its last invoice: run the same period again to finish it',
       total_cents, (run_at at time zone $3)::date, created_by
  from billing_runs where company_id = $1 and completed_at is null
union all
select 'unpaidRun.sending', 'runs', 'waiting', id, 'UR-' || id,
       'Unpaid run of invoices older than ' || older_than_days || ' days',
       'Its reminders are still going out', total_due_cents, (run_at at time zone $3)::date, created_by
  from unpaid_runs where company_id = $1 and finished_at is null`;

const FILTERED = `select * from (${TASKS}) t
  where ($4::text is null or state = $4) and ($5::bigint is null or "ownerId" = $5) and ($6::text is null or area = $6)`;

export interface TaskCount {
  kind: TaskKind;
  area: TaskArea;
  state: TaskState;
  count: number;
  amountCents: Cents;
}

/** The finance work that needs doing (GET /api/data/tasks/...), read from the rows it is about. */
export function tasksRepository(db: Queryable) {
  const params = (f: TaskFilter) => [f.companyId, f.now, f.timeZone, f.state, f.ownerId, f.area];
  return {
    async counts(filter: TaskFilter): Promise<TaskCount[]> {
      const { rows } = await db.query<TaskCount>(
        `select kind, area, state, count(*)::int as count, sum("amountCents")::bigint as "amountCents"
           from (${FILTERED}) f group by kind, area, state order by kind`,
        params(filter),
      );
      return rows;
    },

    /** Oldest first. */
    async page(filter: TaskFilter, limit: number, offset: number): Promise<TaskRow[]> {
      const { rows } = await db.query<TaskRow>(
        `select * from (${FILTERED}) f order by since, kind, "entityId" limit $7 offset $8`,
        [...params(filter), limit, offset],
      );
      return rows;
    },
  };
}
