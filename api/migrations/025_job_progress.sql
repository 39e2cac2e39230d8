-- Background work runs as jobs on a PostgreSQL queue (pg-boss, in its own schema `pgboss`, which pg-boss creates and
-- migrates itself; decision 44). What a person polls is kept here, not in the memory of the process that runs the job:
-- any api replica answers a poll, and a job taken over by another replica after its worker died goes on updating the
-- same row. One row per job, keyed by company and the job's id (the pg-boss job has the same id).
create table job_progress (
  company_id bigint not null references companies(id),
  id uuid not null,
  kind text not null check (kind in ('billing_run')),
  status text not null default 'running' check (status in ('running', 'succeeded', 'failed')),
  -- What the job works on: a billing run's period.
  period_start date,
  period_end date,
  created_by bigint references users(id),
  -- Steps done of total (a billing run: invoices created and committed); total null until the job knows it.
  done int not null default 0 check (done >= 0),
  total int check (total >= 0),
  -- Times a worker took the job: more than 1 when another worker finished what a stopped one started.
  attempts int not null default 0,
  started_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  finished_at timestamptz,
  -- When succeeded: what the job answers (a billing run: what POST /api/billingrun/{companyId} answers). While it
  -- runs: the run's plan, kept by its first transaction, so that a worker taking the job over answers the whole run.
  outcome jsonb,
  -- When failed: { status, title, detail } as the error handler would answer it (no 5xx details).
  error jsonb,
  primary key (company_id, id),
  check ((status = 'running') = (finished_at is null))
);
-- One running job of a kind per company: a second start while one runs is refused (409).
create unique index job_progress_one_running on job_progress (company_id, kind) where status = 'running';
create index job_progress_recent on job_progress (company_id, kind, started_at desc);
