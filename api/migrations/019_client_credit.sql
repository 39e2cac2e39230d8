-- Any payment (issue 13, item 3; docs/decisions.md 39). A receipt is the money one client paid at once: it is
-- allocated to one or more of the client's invoices (one payments row per invoice, sharing receipt_id) and what is
-- left over is kept as the client's credit. Credit applied to a later invoice is a payments row with
-- from_credit = true. Money is integer cents.
create table payment_receipts (
  id              bigint generated always as identity primary key,
  company_id      bigint not null references companies(id),
  client_id       bigint not null references clients(id),
  description     text not null default '',
  type            text not null check (type in ('C', 'B', 'H', 'R', 'A', 'O', 'W')),
  amount_cents    bigint not null check (amount_cents > 0),
  -- The part of amount_cents kept as the client's credit (the rest went to invoices).
  credit_cents    bigint not null default 0 check (credit_cents >= 0 and credit_cents <= amount_cents),
  paid            timestamptz not null,
  idempotency_key text,
  created_by      bigint references users(id),
  created_at      timestamptz not null default now()
);
create index payment_receipts_client_idx on payment_receipts(company_id, client_id, id);
create unique index payment_receipts_idempotency_uq on payment_receipts(company_id, idempotency_key)
  where idempotency_key is not null;

alter table payments add column receipt_id bigint references payment_receipts(id);
alter table payments add column from_credit boolean not null default false;
create index payments_receipt_idx on payments(receipt_id) where receipt_id is not null;

-- A client's credit now: the row is locked (select … for update) by every change, after the invoices it touches.
create table client_credits (
  client_id     bigint primary key references clients(id),
  company_id    bigint not null references companies(id),
  balance_cents bigint not null default 0 check (balance_cents >= 0),
  updated_at    timestamptz not null default now()
);
create index client_credits_company_idx on client_credits(company_id);

-- Every change of a client's credit: + kept from a receipt, − applied to an invoice, + given back when a payment
-- from credit is reversed. The sum of a client's entries is its balance.
create table client_credit_entries (
  id           bigint generated always as identity primary key,
  company_id   bigint not null references companies(id),
  client_id    bigint not null references clients(id),
  amount_cents bigint not null check (amount_cents <> 0),
  kind         text not null check (kind in ('kept', 'applied', 'restored')),
  receipt_id   bigint references payment_receipts(id),
  payment_id   bigint references payments(id) on delete set null,
  invoice_id   bigint references invoices(id),
  description  text not null default '',
  created_by   bigint references users(id),
  created_at   timestamptz not null default now()
);
create index client_credit_entries_client_idx on client_credit_entries(company_id, client_id, id);
create index client_credit_entries_payment_idx on client_credit_entries(payment_id) where payment_id is not null;
