-- Folio finance schema. Money is integer minor units (cents) in bigint columns named *_cents.
-- Calendar dates are `date`, instants are `timestamptz` (UTC). Every tenant-owned row carries
-- company_id so that tenancy checks are a single indexed predicate.

create table companies (
  id              bigint generated always as identity primary key,
  name            text not null,
  type            text not null check (type in ('H', 'B')),
  region          text not null check (region ~ '^[A-Z]{2}$'),
  email           text,
  phone           text,
  address         text,
  practice_number text,          -- BHF practice number (health companies)
  vat_number      text,
  created_at      timestamptz not null default now()
);

create table users (
  id            bigint generated always as identity primary key,
  company_id    bigint not null references companies(id),
  username      text not null unique,
  password_hash text not null,
  email         text,
  first_name    text not null default '',
  last_name     text not null default '',
  roles         text[] not null default '{}',
  active        boolean not null default true,
  created_at    timestamptz not null default now()
);
create index users_company_idx on users(company_id);

create table user_configurations (
  user_id       bigint primary key references users(id) on delete cascade,
  language      text not null default 'en',
  rows_per_page integer not null default 100 check (rows_per_page in (10, 20, 50, 100)),
  theme         text not null default 'light' check (theme in ('light', 'dark'))
);

create table clients (
  id                  bigint generated always as identity primary key,
  company_id          bigint not null references companies(id),
  first_name          text not null,
  last_name           text not null,
  email               text,
  phone               text,
  id_number           text,
  date_of_birth       date,
  medical_aid_name    text,      -- health-insurance scheme
  medical_aid_plan    text,
  medical_aid_number  text,      -- membership number
  dependant_code      text,
  address             text,
  active              boolean not null default true,
  created_at          timestamptz not null default now()
);
create index clients_company_idx on clients(company_id, last_name, first_name);

create table appointments (
  id              bigint generated always as identity primary key,
  company_id      bigint not null references companies(id),
  client_id       bigint not null references clients(id),
  practitioner_id bigint references users(id),
  starts_at       timestamptz not null,
  ends_at         timestamptz not null,
  description     text not null default '',
  status          text not null default 'B' check (status in ('B', 'C', 'X')), -- booked, completed, cancelled
  created_at      timestamptz not null default now()
);
create index appointments_company_idx on appointments(company_id, starts_at);

-- Chart of accounts.
create table financial_accounts (
  id         bigint generated always as identity primary key,
  company_id bigint not null references companies(id),
  code       text not null check (length(code) between 1 and 20),
  name       text not null,
  type       text not null check (type in ('FA', 'CA', 'I', 'E', 'CL', 'LL', 'OE')),
  status     text not null default 'A' check (status in ('A', 'I')),
  created_at timestamptz not null default now(),
  unique (company_id, code)
);

create table products (
  id              bigint generated always as identity primary key,
  company_id      bigint not null references companies(id),
  code            text,
  name            text not null,
  description     text not null default '',
  unit_cost_cents bigint not null check (unit_cost_cents >= 0),
  nappi_code      text,
  bhf_code        text,          -- tariff code
  active          boolean not null default true,
  created_at      timestamptz not null default now()
);
create index products_company_idx on products(company_id, lower(name));

create table billing_plans (
  id          bigint generated always as identity primary key,
  company_id  bigint not null references companies(id),
  name        text not null,
  description text not null default '',
  frequency   text not null default 'M' check (frequency in ('W', 'M', 'Q', 'Y', 'O')), -- weekly .. once
  bookings    boolean not null default false, -- offered when booking appointments
  active      boolean not null default true,
  created_at  timestamptz not null default now()
);
create index billing_plans_company_idx on billing_plans(company_id, lower(name));

create table billing_plan_items (
  id                  bigint generated always as identity primary key,
  billing_plan_id     bigint not null references billing_plans(id) on delete cascade,
  product_id          bigint references products(id),
  position            integer not null default 0,
  description         text not null,
  quantity            numeric(12, 3) not null default 1 check (quantity > 0),
  unit_cost_cents     bigint not null check (unit_cost_cents >= 0),
  discount_percentage numeric(5, 2) not null default 0 check (discount_percentage between 0 and 100),
  bhf_code            text,
  nappi_code          text,
  modifier            text
);
create index billing_plan_items_plan_idx on billing_plan_items(billing_plan_id, position);

-- Which clients are on which plan, and since when.
create table client_billing_plans (
  id              bigint generated always as identity primary key,
  company_id      bigint not null references companies(id),
  client_id       bigint not null references clients(id),
  billing_plan_id bigint not null references billing_plans(id),
  start_date      date not null,
  end_date        date,
  active          boolean not null default true,
  unique (client_id, billing_plan_id, start_date)
);
create index client_billing_plans_company_idx on client_billing_plans(company_id, billing_plan_id);

create table billing_runs (
  id           bigint generated always as identity primary key,
  company_id   bigint not null references companies(id),
  period_start date not null,
  period_end   date not null check (period_end >= period_start),
  run_at       timestamptz not null default now(),
  created_by   bigint references users(id),
  invoice_count integer not null default 0,
  total_cents  bigint not null default 0,
  skipped_count integer not null default 0
);
create index billing_runs_company_idx on billing_runs(company_id, run_at desc);

create table unpaid_runs (
  id              bigint generated always as identity primary key,
  company_id      bigint not null references companies(id),
  older_than_days integer not null check (older_than_days >= 0),
  run_at          timestamptz not null default now(),
  created_by      bigint references users(id),
  invoice_count   integer not null default 0,
  total_due_cents bigint not null default 0
);
create index unpaid_runs_company_idx on unpaid_runs(company_id, run_at desc);

create table invoices (
  id                   bigint generated always as identity primary key,
  company_id           bigint not null references companies(id),
  unique_id            text not null,
  client_id            bigint not null references clients(id),
  practitioner_id      bigint references users(id),
  appointment_id       bigint references appointments(id),
  billing_run_id       bigint references billing_runs(id),
  billing_plan_id      bigint references billing_plans(id),
  billing_period_start date,
  status               text not null default 'I' check (status in ('P', 'I', 'S', 'U', 'C', 'M')),
  amount_cents         bigint not null default 0 check (amount_cents >= 0),
  paid_cents           bigint not null default 0 check (paid_cents >= 0),
  invoiced             timestamptz not null default now(),
  due                  date,
  description          text not null default '',
  version              integer not null default 1,  -- optimistic concurrency for whole-invoice PUT
  created_at           timestamptz not null default now(),
  updated_at           timestamptz not null default now(),
  unique (company_id, unique_id)
);
create index invoices_company_invoiced_idx on invoices(company_id, invoiced desc, id desc);
create index invoices_company_status_idx on invoices(company_id, status, invoiced desc);
create index invoices_client_idx on invoices(client_id, invoiced desc);
create index invoices_practitioner_idx on invoices(practitioner_id, invoiced desc);
create index invoices_appointment_idx on invoices(appointment_id);
create index invoices_billing_run_idx on invoices(billing_run_id);
-- A plan is billed to a client at most once per period.
create unique index invoices_billing_period_uq on invoices(client_id, billing_plan_id, billing_period_start)
  where billing_plan_id is not null and billing_period_start is not null;

create table unpaid_run_invoices (
  unpaid_run_id bigint not null references unpaid_runs(id) on delete cascade,
  invoice_id    bigint not null references invoices(id) on delete cascade,
  due_cents     bigint not null,
  email_status  text not null default 'P' check (email_status in ('P', 'S', 'F', 'N')), -- pending, sent, failed, no address
  email_error   text,
  primary key (unpaid_run_id, invoice_id)
);
create index unpaid_run_invoices_invoice_idx on unpaid_run_invoices(invoice_id);

create table invoice_components (
  id                  bigint generated always as identity primary key,
  invoice_id          bigint not null references invoices(id) on delete cascade,
  company_id          bigint not null references companies(id),
  product_id          bigint references products(id),
  position            integer not null default 0,
  description         text not null default '',
  quantity            numeric(12, 3) not null default 1 check (quantity > 0),
  unit_cost_cents     bigint not null check (unit_cost_cents >= 0),
  discount_percentage numeric(5, 2) not null default 0 check (discount_percentage between 0 and 100),
  amount_cents        bigint not null check (amount_cents >= 0),
  paid_cents          bigint not null default 0 check (paid_cents >= 0),
  bhf_code            text,
  nappi_code          text,
  modifier            text,
  diagnosis_code1     text,
  diagnosis_code2     text,
  diagnosis_code3     text,
  diagnosis_code4     text,
  diagnosis_code5     text,
  created_at          timestamptz not null default now()
);
create index invoice_components_invoice_idx on invoice_components(invoice_id, position, id);

create table payments (
  id                   bigint generated always as identity primary key,
  company_id           bigint not null references companies(id),
  invoice_id           bigint not null references invoices(id),
  invoice_component_id bigint references invoice_components(id) on delete set null,
  client_id            bigint references clients(id),
  description          text not null default '',
  type                 text not null default 'B' check (type in ('C', 'B', 'H', 'R', 'A', 'O', 'W')),
  amount_cents         bigint not null check (amount_cents > 0),
  paid                 timestamptz not null,
  idempotency_key      text,
  created_by           bigint references users(id),
  created_at           timestamptz not null default now()
);
create index payments_company_paid_idx on payments(company_id, paid desc, id desc);
create index payments_invoice_idx on payments(invoice_id);
create index payments_component_idx on payments(invoice_component_id);
create unique index payments_idempotency_uq on payments(company_id, idempotency_key) where idempotency_key is not null;

create table claims (
  id                   bigint generated always as identity primary key,
  company_id           bigint not null references companies(id),
  invoice_id           bigint not null references invoices(id),
  practitioner_id      bigint references users(id),
  unique_id            text not null,
  submission_method    text not null check (submission_method in ('E', 'D')),
  -- N new, S submitted, A accepted, R rejected, V reversed, P partially accepted
  status               text not null default 'N' check (status in ('N', 'S', 'A', 'R', 'V', 'P')),
  amount_cents         bigint not null default 0,
  benefit_cents        bigint,
  clearing_reference   text,
  notes                text not null default '',
  created_at           timestamptz not null default now(),
  updated_at           timestamptz not null default now(),
  unique (company_id, unique_id)
);
create index claims_company_idx on claims(company_id, created_at desc);
create index claims_invoice_idx on claims(invoice_id);

create table claim_events (
  id         bigint generated always as identity primary key,
  claim_id   bigint not null references claims(id) on delete cascade,
  status     text not null,
  action     text not null,
  message    text not null default '',
  detail     jsonb,
  created_by bigint references users(id),
  created_at timestamptz not null default now()
);
create index claim_events_claim_idx on claim_events(claim_id, created_at);

create table financial_import_batches (
  id          bigint generated always as identity primary key,
  company_id  bigint not null references companies(id),
  format      text not null,
  row_count   integer not null,
  created_by  bigint references users(id),
  created_at  timestamptz not null default now()
);

create table financial_transactions (
  id                   bigint generated always as identity primary key,
  company_id           bigint not null references companies(id),
  processed            date not null,
  financial_account_id bigint not null references financial_accounts(id),
  description          text not null default '',
  debit_cents          bigint not null default 0 check (debit_cents >= 0),
  credit_cents         bigint not null default 0 check (credit_cents >= 0),
  status               text not null default 'A' check (status in ('A', 'I')),
  invoice_id           bigint references invoices(id) on delete set null,
  payment_id           bigint references payments(id) on delete set null,
  appointment_id       bigint references appointments(id) on delete set null,
  import_batch_id      bigint references financial_import_batches(id),
  created_at           timestamptz not null default now(),
  check (not (debit_cents > 0 and credit_cents > 0))
);
create index financial_transactions_company_processed_idx on financial_transactions(company_id, processed, id);
create index financial_transactions_account_idx on financial_transactions(financial_account_id, processed);
create index financial_transactions_invoice_idx on financial_transactions(invoice_id);
create index financial_transactions_payment_idx on financial_transactions(payment_id);
create index financial_transactions_appointment_idx on financial_transactions(appointment_id);

create table audit_log (
  id          bigint generated always as identity primary key,
  company_id  bigint not null references companies(id),
  user_id     bigint references users(id),
  at          timestamptz not null default now(),
  action      text not null,
  entity      text not null,
  entity_id   bigint,
  before      jsonb,
  after       jsonb
);
create index audit_log_company_idx on audit_log(company_id, at desc);
create index audit_log_entity_idx on audit_log(entity, entity_id);
