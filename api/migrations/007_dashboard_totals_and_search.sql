-- Benchmarks (issue 6): the dashboard summary over a million transactions, and the invoice list's
-- keyword search over 200,000 invoices. See docs/performance.md.

-- Keyword search ("contains") on the invoice number and description: trigram indexes, so that a
-- search reads the matching rows instead of lower-casing every invoice of the company.
create extension if not exists pg_trgm;
create index invoices_description_trgm_idx on invoices using gin (lower(description) gin_trgm_ops);
create index invoices_unique_id_trgm_idx on invoices using gin (lower(unique_id) gin_trgm_ops);
create index clients_full_name_trgm_idx on clients
  using gin (lower(trim(first_name || ' ' || last_name)) gin_trgm_ops);

-- Daily totals kept by statement triggers in the same transaction as the rows they sum, so the
-- dashboard adds a few hundred rows instead of scanning a year of invoices, payments and
-- transactions. Invoices and payments are instants: they are summed per UTC day, and the summary
-- reads the partial days at the ends of a period (the company's midnight is not UTC's) from the
-- rows themselves. Transactions have a calendar date (processed) and count only when active (A).

create table invoice_day_totals (
  company_id    bigint not null references companies(id),
  day           date   not null, -- UTC day of invoices.invoiced
  amount_cents  bigint not null,
  invoice_count bigint not null, -- also the invoice list's total when nothing narrows it
  primary key (company_id, day)
);

create table payment_day_totals (
  company_id     bigint not null references companies(id),
  day            date   not null, -- UTC day of payments.paid
  received_cents bigint not null, -- write-offs (type W) are not money received
  primary key (company_id, day)
);

create table financial_account_day_totals (
  financial_account_id bigint not null references financial_accounts(id),
  day                  date   not null, -- financial_transactions.processed
  debit_cents          bigint not null,
  credit_cents         bigint not null,
  primary key (financial_account_id, day)
);

-- The rows one statement changed, signed: +1 for new rows, -1 for old ones (transition tables;
-- an INSERT has no old table and a DELETE no new one, so the query is chosen per operation).
create function signed_transition_rows(op text) returns text language sql immutable as $$
  select case op
    when 'INSERT' then 'select 1 as sign, * from new_rows'
    when 'DELETE' then 'select -1 as sign, * from old_rows'
    else 'select 1 as sign, * from new_rows union all select -1 as sign, * from old_rows'
  end
$$;

-- Each function adds the statement's signed rows to their day's total, in key order so that
-- concurrent writers lock total rows in the same order, and skips keys whose total does not change
-- (a status update locks nothing).
create function invoice_day_totals_apply() returns trigger language plpgsql as $$
begin
  execute format($sql$
    insert into invoice_day_totals as t (company_id, day, amount_cents, invoice_count)
    select company_id, (invoiced at time zone 'UTC')::date, sum(sign * amount_cents), sum(sign)
      from (%s) d
     group by 1, 2 having sum(sign * amount_cents) <> 0 or sum(sign) <> 0 order by 1, 2
    on conflict (company_id, day) do update
      set amount_cents = t.amount_cents + excluded.amount_cents, invoice_count = t.invoice_count + excluded.invoice_count
  $sql$, signed_transition_rows(tg_op));
  return null;
end $$;

create function payment_day_totals_apply() returns trigger language plpgsql as $$
begin
  execute format($sql$
    insert into payment_day_totals as t (company_id, day, received_cents)
    select company_id, (paid at time zone 'UTC')::date, sum(sign * amount_cents)
      from (%s) d where type <> 'W'
     group by 1, 2 having sum(sign * amount_cents) <> 0 order by 1, 2
    on conflict (company_id, day) do update set received_cents = t.received_cents + excluded.received_cents
  $sql$, signed_transition_rows(tg_op));
  return null;
end $$;

create function financial_account_day_totals_apply() returns trigger language plpgsql as $$
begin
  execute format($sql$
    insert into financial_account_day_totals as t (financial_account_id, day, debit_cents, credit_cents)
    select financial_account_id, processed, sum(sign * debit_cents), sum(sign * credit_cents)
      from (%s) d where status = 'A'
     group by 1, 2 having sum(sign * debit_cents) <> 0 or sum(sign * credit_cents) <> 0 order by 1, 2
    on conflict (financial_account_id, day) do update
      set debit_cents = t.debit_cents + excluded.debit_cents, credit_cents = t.credit_cents + excluded.credit_cents
  $sql$, signed_transition_rows(tg_op));
  return null;
end $$;

create trigger invoices_day_totals_insert after insert on invoices
  referencing new table as new_rows for each statement execute function invoice_day_totals_apply();
create trigger invoices_day_totals_update after update on invoices
  referencing old table as old_rows new table as new_rows for each statement execute function invoice_day_totals_apply();
create trigger invoices_day_totals_delete after delete on invoices
  referencing old table as old_rows for each statement execute function invoice_day_totals_apply();

create trigger payments_day_totals_insert after insert on payments
  referencing new table as new_rows for each statement execute function payment_day_totals_apply();
create trigger payments_day_totals_update after update on payments
  referencing old table as old_rows new table as new_rows for each statement execute function payment_day_totals_apply();
create trigger payments_day_totals_delete after delete on payments
  referencing old table as old_rows for each statement execute function payment_day_totals_apply();

create trigger financial_transactions_day_totals_insert after insert on financial_transactions
  referencing new table as new_rows for each statement execute function financial_account_day_totals_apply();
create trigger financial_transactions_day_totals_update after update on financial_transactions
  referencing old table as old_rows new table as new_rows
  for each statement execute function financial_account_day_totals_apply();
create trigger financial_transactions_day_totals_delete after delete on financial_transactions
  referencing old table as old_rows for each statement execute function financial_account_day_totals_apply();

-- The rows written before this migration.
insert into invoice_day_totals (company_id, day, amount_cents, invoice_count)
select company_id, (invoiced at time zone 'UTC')::date, sum(amount_cents), count(*) from invoices group by 1, 2;

insert into payment_day_totals (company_id, day, received_cents)
select company_id, (paid at time zone 'UTC')::date, sum(amount_cents) from payments where type <> 'W' group by 1, 2;

insert into financial_account_day_totals (financial_account_id, day, debit_cents, credit_cents)
select financial_account_id, processed, sum(debit_cents), sum(credit_cents) from financial_transactions
 where status = 'A' group by 1, 2 having sum(debit_cents) <> 0 or sum(credit_cents) <> 0;
